import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CREDIT_STATUSES, type CreditStatus } from '@cuvee/kernel';
import { CREDIT_ORIGINS, type CreditOrigin } from '../client-credit.entity.js';

export class ClientCreditUseDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  amount!: number;

  @ApiProperty({ type: Number, nullable: true })
  paymentId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'what it paid outside billing, e.g. order:42' })
  sourceRef!: string | null;

  @ApiProperty()
  createdAt!: Date;
}

export class ClientCreditDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  clientId!: number;

  @ApiProperty({ enum: CREDIT_ORIGINS })
  origin!: CreditOrigin;

  @ApiProperty({ type: Number, nullable: true, description: 'the credit note it came from' })
  documentId!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'the over-payment it came from' })
  paymentId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  label!: string | null;

  @ApiProperty()
  amount!: number;

  @ApiProperty()
  remaining!: number;

  @ApiProperty({ enum: CREDIT_STATUSES })
  status!: CreditStatus;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ type: Date, nullable: true })
  cancelledAt!: Date | null;

  @ApiProperty({ type: [ClientCreditUseDto] })
  uses!: ClientCreditUseDto[];
}

export class ClientCreditInputDto {
  @ApiProperty()
  @IsInt()
  clientId!: number;

  @ApiProperty({ description: 'cents' })
  @IsInt()
  @Min(1)
  amount!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  label?: string;
}
