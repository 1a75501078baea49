import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { optional, postalFor, rules } from '@cuvee/kernel';
import { AddressDto, toAddress, type Address } from '@cuvee/iam';
import { Satisfies } from '@cuvee/platform';
import { Nullable, SatisfiesWithObject } from './rule-decorators.js';

/**
 * A client's billing or delivery address (docs/crm.md "Model"): a user's address (iam), but the postal code
 * is checked in its country's format and the email may be left blank.
 */
export class ClientAddressDto extends OmitType(AddressDto, ['zipcode', 'email'] as const) {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @SatisfiesWithObject('postalFor', (value, address) =>
    postalFor(typeof address.country === 'string' ? address.country : null)(value),
  )
  zipcode!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @Satisfies(optional(rules.email))
  email?: string | null;
}

/** A stored address as iam stores one, the country code upper case. */
export function toClientAddress(dto: ClientAddressDto): Address {
  return { ...toAddress(dto), country: dto.country.trim().toUpperCase() };
}
