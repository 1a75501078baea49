import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { rules, SEPA_MANDATE_STATUSES, type SepaMandateStatus } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { bicFailure, ibanFailure, normaliseAccountCode } from '../../domain/sepa.js';
import { SEPA_DEBIT_STATUSES, type SepaDebitStatus } from '../sepa-debit.entity.js';

const normalised = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseAccountCode(value) : value;

/** POST /v1/sepa-mandates: the mandate as the client signed it (paper or electronic form). */
export class SepaMandateInputDto {
  @ApiProperty()
  @IsInt()
  clientId!: number;

  @ApiProperty({ example: 'Domaine des Demoiselles', description: 'the account holder' })
  @IsString()
  @MinLength(1)
  @MaxLength(140)
  holder!: string;

  @ApiProperty({
    example: 'FR76 3000 6000 0112 3456 7890 189',
    description: 'checked by its key (ISO 13616); spaces and case are ignored',
  })
  @Transform(normalised)
  @Satisfies(ibanFailure)
  iban!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'AGRIFRPP' })
  @IsOptional()
  @Transform(normalised)
  @Satisfies(bicFailure)
  bic?: string | null;

  @ApiPropertyOptional({
    example: '2026-11-20',
    description: 'the day it was signed; absent: awaiting signature',
  })
  @IsOptional()
  @Satisfies(rules.date)
  signedOn?: string;

  @ApiPropertyOptional({ default: true, description: 'recurring (every invoice) or one-off (one debit)' })
  @IsOptional()
  @IsBoolean()
  recurring?: boolean;
}

/** POST /v1/sepa-mandates/{id}/sign */
export class SepaMandateSignatureDto {
  @ApiProperty({ example: '2026-11-20' })
  @Satisfies(rules.date)
  signedOn!: string;
}

export class SepaMandateDto {
  @ApiProperty() id!: number;
  @ApiProperty() clientId!: number;
  @ApiProperty({ description: 'the unique mandate reference (RUM)' }) reference!: string;
  @ApiProperty() holder!: string;
  @ApiProperty({ description: 'the IBAN, its middle hidden' }) iban!: string;
  @ApiProperty({ type: String, nullable: true }) bic!: string | null;
  @ApiProperty({ type: String, nullable: true }) signedOn!: string | null;
  @ApiProperty() recurring!: boolean;
  @ApiProperty({ enum: SEPA_MANDATE_STATUSES }) status!: SepaMandateStatus;
  @ApiProperty({ type: Date, nullable: true }) revokedAt!: Date | null;
  @ApiProperty({ description: 'whether an invoice issued now would be debited with it' }) usable!: boolean;
  @ApiProperty({ description: 'cents collected with it so far' }) collected!: number;
  @ApiProperty() createdAt!: Date;
}

export class SepaDebitDto {
  @ApiProperty() id!: number;
  @ApiProperty() mandateId!: number;
  @ApiProperty() mandateReference!: string;
  @ApiProperty() clientId!: number;
  @ApiProperty() invoiceId!: number;
  @ApiProperty() invoiceNumber!: string;
  @ApiProperty({ description: 'cents' }) amount!: number;
  @ApiProperty({ description: 'the day it is presented to the bank' }) debitOn!: string;
  @ApiProperty({ enum: SEPA_DEBIT_STATUSES }) status!: SepaDebitStatus;
  @ApiProperty({ type: String, nullable: true }) failureReason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'why, in the caller’s language' })
  failureMessage!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: Number, nullable: true }) paymentId!: number | null;
  @ApiProperty() createdAt!: Date;
}
