import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsString, MaxLength, ValidateNested } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { AddressDto, BusinessDto } from './address.dto.js';
import { CartDto } from './cart.dto.js';
import { Nullable, Omittable } from './optional.js';

/**
 * What a user may change on their own account. Only these fields: role, shops, scope, masterAccount,
 * id or password in the body are refused with a 400 (the validation pipe forbids unknown fields), so a
 * mass-assignment attempt changes nothing.
 */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @Omittable()
  @Satisfies(rules.username)
  username?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  firstname?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  lastname?: string;

  @ApiPropertyOptional()
  @Omittable()
  @Satisfies(rules.email)
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Mobile number' })
  @Nullable()
  @IsString()
  @Satisfies(rules.telephoneOptional)
  phone?: string | null;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean()
  isPro?: boolean;

  @ApiPropertyOptional({ type: BusinessDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => BusinessDto)
  business?: BusinessDto | null;

  @ApiPropertyOptional({ type: AddressDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => AddressDto)
  deliveryAddress?: AddressDto | null;

  @ApiPropertyOptional({ type: AddressDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => AddressDto)
  billingAddress?: AddressDto | null;

  @ApiPropertyOptional({ type: CartDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => CartDto)
  cart?: CartDto | null;
}
