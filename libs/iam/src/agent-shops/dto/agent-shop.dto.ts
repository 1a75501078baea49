import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BUSINESS_TYPOLOGIES, keysOf, rules, type BusinessTypology } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { notCommonPassword } from '../../domain/password-policy.js';
import { TAKEOVER_STATES } from '../../domain/agent-shop.js';

/** What an agent gives to add the shop of a producer they represent (ADR 0087). */
export class AddAgentShopDto {
  @ApiProperty({ example: 'Domaine des Trois Chênes', maxLength: 150 })
  @IsString()
  @Satisfies(rules.needed)
  @Satisfies(rules.string)
  @MaxLength(150)
  shopName!: string;

  @ApiProperty({ enum: keysOf(BUSINESS_TYPOLOGIES) })
  @IsIn(keysOf(BUSINESS_TYPOLOGIES))
  businessType!: BusinessTypology;

  @ApiProperty({ example: 'SCEA des Trois Chênes', description: 'the company name (raison sociale)' })
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(150)
  legalName!: string;

  @ApiProperty({
    example: '73282932000074',
    description: '14 digits (spaces allowed), checked by their keys',
  })
  @IsString()
  @Satisfies(rules.needed)
  @Satisfies(rules.siret)
  siret!: string;

  @ApiProperty({ example: 'claire@trois-chenes.fr' })
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  @MaxLength(191)
  ownerEmail!: string;

  @ApiProperty({ example: 'Claire' })
  @Satisfies(rules.needed)
  @Satisfies(rules.username)
  ownerFirstname!: string;

  @ApiProperty({ example: 'Dumas' })
  @Satisfies(rules.needed)
  @Satisfies(rules.username)
  ownerLastname!: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: '+33612345678' })
  @IsOptional()
  @Satisfies(rules.telephoneOptional)
  ownerPhone?: string | null;
}

/** A shop the calling agent added, and where its takeover stands. */
export class AgentShopDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  code!: string;

  @ApiProperty()
  urlShop!: string;

  @ApiProperty()
  businessType!: string;

  @ApiProperty({ example: '73282932000074' })
  siret!: string;

  @ApiProperty()
  ownerEmail!: string;

  @ApiProperty({ enum: TAKEOVER_STATES })
  takeoverState!: string;

  @ApiProperty({ nullable: true, type: Date })
  takenOverAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;
}

export class AgentShopReplyDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ example: 'La boutique est créée : le producteur a reçu une invitation par e-mail' })
  message!: string;

  @ApiProperty({ type: AgentShopDto })
  shop!: AgentShopDto;
}

/** The owner's answer to the invitation: the link's token and their password. */
export class TakeOverShopDto {
  @ApiProperty({ description: 'The token of the invitation link' })
  @IsString()
  @MaxLength(128)
  token!: string;

  @ApiProperty({ description: '5 characters or more, upper and lower case; common passwords are refused' })
  @Satisfies(rules.password)
  @Satisfies(notCommonPassword)
  @MaxLength(256)
  password!: string;
}

export class ShopTakenOverDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ example: 'Bienvenue ! Vous êtes maintenant propriétaire de votre boutique' })
  message!: string;

  @ApiProperty()
  shopId!: number;

  @ApiProperty({ description: 'the owner’s e-mail, to sign in with' })
  email!: string;
}
