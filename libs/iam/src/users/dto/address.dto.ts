import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import type { Address, UserBusiness } from '../../domain/address.js';
import { Nullable, Omittable } from './optional.js';

/** An address; street, zipcode, city and country are required (the kernel's address form). */
export class AddressDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Destinataire' })
  @Nullable()
  @IsString()
  @MaxLength(150)
  name?: string | null;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(255)
  street!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(255)
  street2?: string | null;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @Satisfies(rules.postal)
  zipcode!: string;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  city!: string;

  @ApiProperty({ example: 'FR' })
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(64)
  country!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(100)
  county?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(100)
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(16)
  stateCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @Satisfies(rules.telephoneOptional)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @Satisfies(rules.email)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(50)
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Numéro d'accise" })
  @Nullable()
  @IsString()
  @MaxLength(32)
  exciseNumber?: string | null;

  @ApiPropertyOptional({ description: 'Adresse en montagne' })
  @Omittable()
  @IsBoolean()
  mountain?: boolean;
}

export class BusinessDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Raison sociale' })
  @Nullable()
  @IsString()
  @MaxLength(150)
  reason?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Nom commercial' })
  @Nullable()
  @IsString()
  @MaxLength(150)
  name?: string | null;
}

/** A stored address, every optional part present (null), text trimmed. */
export function toAddress(dto: AddressDto): Address {
  const text = (value: string | null | undefined): string | null => value?.trim() || null;
  return {
    name: text(dto.name),
    street: dto.street.trim(),
    street2: text(dto.street2),
    zipcode: dto.zipcode.trim(),
    city: dto.city.trim(),
    country: dto.country.trim(),
    county: text(dto.county),
    state: text(dto.state),
    stateCode: text(dto.stateCode),
    phone: text(dto.phone),
    email: text(dto.email)?.toLowerCase() ?? null,
    title: text(dto.title),
    exciseNumber: text(dto.exciseNumber),
    mountain: dto.mountain ?? false,
  };
}

export function toBusiness(dto: BusinessDto): UserBusiness {
  return { reason: dto.reason?.trim() || null, name: dto.name?.trim() || null };
}
