import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { INTEGRATIONS } from '@cuvee/kernel';

/* Shop replies. Field names are the spec §3 ones; money-free, so no cents here. */

export class EditedShopDto {
  @ApiProperty({ nullable: true, type: String, example: '#219EBC' })
  color!: string | null;

  @ApiProperty({ nullable: true, type: String })
  banner!: string | null;

  @ApiProperty({ nullable: true, type: String })
  logo!: string | null;
}

/** GET /v1/shops/{id}: what anyone may see of a shop (auth screen, shop header). */
export class PublicShopDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'DEMO' })
  code!: string;

  @ApiProperty({ type: EditedShopDto })
  editedShop!: EditedShopDto;
}

export class VatRateDto {
  @ApiProperty({ example: 20 })
  standard!: number;

  @ApiProperty({ example: 10 })
  medium!: number;

  @ApiProperty({ example: 5.5 })
  reduced!: number;
}

export class ShopSettingsDto {
  @ApiProperty()
  hasTVA!: boolean;

  @ApiProperty({ minimum: 0, maximum: 11 })
  logStartMonth!: number;

  @ApiProperty({ minimum: 1, maximum: 31 })
  logStartDay!: number;

  @ApiProperty({ type: VatRateDto })
  vatRate!: VatRateDto;

  @ApiProperty({ nullable: true, type: String })
  titleProducts!: string | null;

  @ApiProperty()
  allRulesInEq75!: boolean;
}

export class ShopTypologyDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  public!: boolean;

  @ApiProperty()
  ttc!: boolean;

  @ApiProperty({ description: 'percent' })
  globalDiscount!: number;

  @ApiProperty()
  allRulesInEq75!: boolean;
}

export class ShopFormatDto {
  @ApiProperty()
  type!: string;

  @ApiProperty()
  container!: string;

  @ApiProperty()
  unity!: string;

  @ApiProperty()
  unityValue!: number;

  @ApiProperty()
  eq75!: number;
}

export class ShopBankDto {
  @ApiProperty()
  rib!: string;

  @ApiProperty()
  default!: boolean;
}

export class ShopBusinessDto {
  @ApiProperty({ nullable: true, type: String })
  reason!: string | null;

  @ApiProperty({ nullable: true, type: String })
  name!: string | null;

  @ApiProperty({ nullable: true, type: String })
  siret!: string | null;

  @ApiProperty({ nullable: true, type: String })
  vatNumber!: string | null;

  @ApiProperty({ nullable: true, type: String })
  street!: string | null;

  @ApiProperty({ nullable: true, type: String })
  zipcode!: string | null;

  @ApiProperty({ nullable: true, type: String })
  city!: string | null;

  @ApiProperty({ nullable: true, type: String })
  country!: string | null;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;
}

export class ShopOwnerDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  username!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;
}

export class CardProviderDto {
  @ApiProperty({ nullable: true, type: String, description: 'connected-account id at the provider' })
  accountId!: string | null;

  @ApiProperty()
  active!: boolean;
}

/** GET /v1/shops/me: the seller's whole shop. */
@ApiExtraModels(ShopTypologyDto, ShopFormatDto)
export class ShopDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  code!: string;

  @ApiProperty()
  urlShop!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: EditedShopDto })
  editedShop!: EditedShopDto;

  @ApiProperty({ type: ShopSettingsDto })
  settings!: ShopSettingsDto;

  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(ShopTypologyDto) } })
  typologies!: Record<string, ShopTypologyDto>;

  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(ShopFormatDto) } })
  formats!: Record<string, ShopFormatDto>;

  @ApiProperty({ nullable: true, type: String })
  contactEmail!: string | null;

  @ApiProperty({ type: [ShopBankDto] })
  banks!: ShopBankDto[];

  @ApiProperty({ type: CardProviderDto })
  cardProvider!: CardProviderDto;

  @ApiProperty({ type: ShopBusinessDto })
  business!: ShopBusinessDto;

  @ApiProperty({ type: [String] })
  paymentsList!: string[];

  @ApiProperty({ type: ShopOwnerDto })
  owner!: ShopOwnerDto;

  @ApiProperty({ example: 'wine' })
  businessType!: string;

  @ApiProperty({ nullable: true, type: String })
  refId!: string | null;

  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(
      INTEGRATIONS.map((integration) => [
        integration,
        { type: 'object', properties: { active: { type: 'boolean' } }, required: ['active'] },
      ]),
    ),
  })
  integrations!: Record<string, { active: boolean }>;

  @ApiProperty()
  online!: boolean;

  @ApiProperty()
  blocked!: boolean;
}

/** PUT /v1/shops/me: the saved shop, with the snackbar message of spec §8 unless noMessage was sent. */
export class ShopSavedDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiPropertyOptional({ example: 'Les informations de la boutique ont été enregistrées' })
  message?: string;

  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
}
