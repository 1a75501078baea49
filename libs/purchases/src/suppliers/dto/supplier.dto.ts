import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { knownKey, optional, PAYMENT_DELAYS, rules, vatNumber, type PaymentDelay } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { SUPPLY_KINDS, supplyKind, type SupplyKind } from '../../domain/purchase-rules.js';

/** The supplier form; every field may be left out on update (unchanged), null clears it. */
export class SupplierInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: '14 digits (Luhn)' })
  @IsOptional()
  @Satisfies(optional(rules.siret))
  siret?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'intra-EU VAT number' })
  @IsOptional()
  @Satisfies(optional(vatNumber))
  vatNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  contactName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Satisfies(optional(rules.email))
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  street?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Satisfies(optional(rules.postal))
  zipcode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ description: 'ISO country code, FR by default' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country?: string;

  @ApiPropertyOptional({ enum: PAYMENT_DELAYS.map((d) => d.key), nullable: true })
  @IsOptional()
  @Satisfies(optional(knownKey(PAYMENT_DELAYS)))
  paymentTerms?: PaymentDelay | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'e.g. 401VERALLIA' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  accountingCode?: string | null;

  @ApiPropertyOptional({ enum: SUPPLY_KINDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SUPPLY_KINDS.length)
  @Satisfies(supplyKind, { each: true })
  supplies?: SupplyKind[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;
}

export class SupplierDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  siret!: string | null;

  @ApiProperty({ type: String, nullable: true })
  vatNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  contactName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  street!: string | null;

  @ApiProperty({ type: String, nullable: true })
  zipcode!: string | null;

  @ApiProperty({ type: String, nullable: true })
  city!: string | null;

  @ApiProperty()
  country!: string;

  @ApiProperty({ enum: PAYMENT_DELAYS.map((d) => d.key), nullable: true })
  paymentTerms!: PaymentDelay | null;

  @ApiProperty({ type: String, nullable: true })
  accountingCode!: string | null;

  @ApiProperty({ enum: SUPPLY_KINDS, isArray: true })
  supplies!: SupplyKind[];

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty()
  createdAt!: Date;
}
