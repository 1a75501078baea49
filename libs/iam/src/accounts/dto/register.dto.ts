import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { BUSINESS_TYPOLOGIES, keysOf, rules, type BusinessTypology } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { notCommonPassword } from '../../domain/password-policy.js';
import { BusinessDto } from '../../users/dto/address.dto.js';
import { Nullable, Omittable } from '../../users/dto/optional.js';

/** What every registration asks (the kernel's field rules and messages). */
export class RegisterDto {
  @ApiProperty({ description: 'Letters and spaces, under 50 characters' })
  @Satisfies(rules.needed)
  @Satisfies(rules.username)
  username!: string;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  firstname!: string;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  lastname!: string;

  @ApiProperty()
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  email!: string;

  @ApiProperty({ description: '5 characters or more, upper and lower case; common passwords are refused' })
  @Satisfies(rules.password)
  @Satisfies(notCommonPassword)
  @MaxLength(256)
  password!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Mobile number' })
  @Nullable()
  @IsString()
  @Satisfies(rules.telephoneOptional)
  phone?: string | null;

  @ApiPropertyOptional({ type: BusinessDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => BusinessDto)
  business?: BusinessDto | null;
}

export class RegisterBuyerDto extends RegisterDto {
  @ApiPropertyOptional({ description: 'A professional buyer (wine shop, restaurant…)' })
  @Omittable()
  @IsBoolean()
  isPro?: boolean;

  @ApiPropertyOptional({
    description:
      'Public code of the shop whose page the buyer registers from (`/auth/register/buyer?id=CODE`): the buyer becomes its client',
  })
  @Omittable()
  @IsString()
  @MaxLength(32)
  shopCode?: string;
}

export class RegisterSellerDto extends RegisterDto {
  @ApiProperty({ description: 'Name of the shop (winery, brewery…) to open' })
  @IsString()
  @Satisfies(rules.needed)
  @Satisfies(rules.string)
  @MaxLength(150)
  shopName!: string;

  @ApiProperty({ enum: keysOf(BUSINESS_TYPOLOGIES) })
  @IsIn(keysOf(BUSINESS_TYPOLOGIES))
  businessType!: BusinessTypology;

  @ApiPropertyOptional({ description: 'Referral or external reference' })
  @Omittable()
  @IsString()
  @MaxLength(64)
  refId?: string;
}

export class RegisterAgentDto extends RegisterDto {}
