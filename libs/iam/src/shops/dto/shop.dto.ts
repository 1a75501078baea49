import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import {
  HEADER_FONTS,
  HEADER_JUSTIFY,
  HEADER_MAX_ELEVATION,
  INTEGRATIONS,
  LOGO_PLACEMENTS,
  STOCK_DISPLAYS,
  TAB_ROLES,
} from '@cuvee/kernel';

/* Shop replies. Field names are the ones the fronts have always used; money-free, so no cents here. */

export class EditedShopDto {
  @ApiProperty({ nullable: true, type: String, example: '#219EBC' })
  color!: string | null;

  @ApiProperty({ nullable: true, type: String })
  banner!: string | null;

  @ApiProperty({ nullable: true, type: String })
  logo!: string | null;
}

/** The shop header style (null colour and logo: the shop's own, editedShop). */
export class HeaderStyleDto {
  @ApiProperty({ nullable: true, type: String, example: '#F6F1EA' })
  color!: string | null;

  @ApiProperty({ nullable: true, type: String })
  logo!: string | null;

  @ApiProperty()
  shadow!: boolean;

  @ApiProperty({ minimum: 0, maximum: HEADER_MAX_ELEVATION })
  elevation!: number;

  @ApiProperty()
  border!: boolean;

  @ApiProperty({ enum: HEADER_FONTS.map((font) => font.key) })
  font!: string;

  @ApiProperty({ enum: HEADER_JUSTIFY.map((item) => item.key) })
  justifyContent!: string;

  @ApiProperty({ description: 'the current tab is underlined' })
  underline!: boolean;

  @ApiProperty()
  isUppercase!: boolean;

  @ApiProperty()
  logoShadow!: boolean;

  @ApiProperty()
  hideLogo!: boolean;

  @ApiProperty({ enum: LOGO_PLACEMENTS.map((item) => item.key) })
  logoPlacement!: string;
}

export class ShopTabFilterDto {
  @ApiPropertyOptional({ example: 'red', description: 'kernel PRODUCT_COLOURS key' })
  color?: string;

  @ApiPropertyOptional({ example: 'Chinon' })
  appellation?: string;

  @ApiPropertyOptional({ example: 'wine', description: 'kernel PRODUCT_TYPES key' })
  type?: string;
}

/** A shop tab; its page shows `content` and the products of `filter`. */
export class ShopTabDto {
  @ApiProperty({ example: 'nos-vins' })
  id!: string;

  @ApiProperty({ example: 'Nos vins' })
  name!: string;

  @ApiProperty()
  order!: number;

  @ApiProperty({ description: 'published; false: kept in the editor, never shown' })
  exists!: boolean;

  @ApiProperty({
    enum: TAB_ROLES,
    isArray: true,
    description: 'shown only to these roles of the shop; empty: everyone',
  })
  roles!: string[];

  @ApiProperty({ nullable: true, type: String, description: 'paragraphs separated by blank lines' })
  content!: string | null;

  @ApiProperty({ nullable: true, type: ShopTabFilterDto })
  filter!: ShopTabFilterDto | null;

  @ApiProperty({ type: () => [ShopTabDto], description: 'child menu (one level)' })
  children!: ShopTabDto[];
}

export class LegalHostDto {
  @ApiProperty({ nullable: true, type: String })
  name!: string | null;

  @ApiProperty({ nullable: true, type: String })
  address!: string | null;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;
}

/** The seller's public legal identity, for the shop's legal notice (LCEN art. 6). */
export class PublicLegalDto {
  @ApiProperty({ nullable: true, type: String, example: 'SCEA Domaine des Demoiselles' })
  companyName!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Domaine des Demoiselles' })
  tradeName!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'SCEA' })
  legalForm!: string | null;

  @ApiProperty({ nullable: true, type: String })
  street!: string | null;

  @ApiProperty({ nullable: true, type: String })
  zipcode!: string | null;

  @ApiProperty({ nullable: true, type: String })
  city!: string | null;

  @ApiProperty({ nullable: true, type: String })
  country!: string | null;

  @ApiProperty({ nullable: true, type: String, example: '73282932000074' })
  siret!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'FR44732829320' })
  vatNumber!: string | null;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ nullable: true, type: String })
  email!: string | null;

  @ApiProperty({ nullable: true, type: String })
  publicationDirector!: string | null;

  @ApiProperty({ type: LegalHostDto })
  host!: LegalHostDto;
}

/**
 * GET /v1/shops/{id}: what anyone may see of a shop — the auth screen, the shop header, its tabs (those
 * the caller sees) and the legal notice.
 */
export class PublicShopDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'DEMO' })
  code!: string;

  @ApiProperty({ example: 'domaine-des-demoiselles' })
  urlShop!: string;

  @ApiProperty({ example: 'Domaine des Demoiselles' })
  name!: string;

  @ApiProperty({ example: 'wine', description: 'kernel BUSINESS_TYPOLOGIES key' })
  businessType!: string;

  @ApiProperty({ description: 'the shop pages are open to visitors' })
  online!: boolean;

  @ApiProperty({ type: EditedShopDto })
  editedShop!: EditedShopDto;

  @ApiProperty({ type: HeaderStyleDto })
  headerStyle!: HeaderStyleDto;

  @ApiProperty({ type: [ShopTabDto], description: "the published tabs the caller's role sees, in order" })
  tabs!: ShopTabDto[];

  @ApiProperty({ type: PublicLegalDto })
  legal!: PublicLegalDto;
}

/** A shop in a producers list (GET /v1/shops, GET /v1/users/me/shops). */
export class ShopCardDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'DEMO' })
  code!: string;

  @ApiProperty({ example: 'domaine-des-demoiselles' })
  urlShop!: string;

  @ApiProperty({ example: 'Domaine des Demoiselles' })
  name!: string;

  @ApiProperty({ example: 'wine' })
  businessType!: string;

  @ApiProperty({ nullable: true, type: String, example: 'Chinon' })
  city!: string | null;

  @ApiProperty({ type: EditedShopDto })
  editedShop!: EditedShopDto;

  @ApiProperty({ description: 'the shop pages are open to visitors' })
  online!: boolean;
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

  @ApiProperty({ description: 'product status follows stock: outofstock at 0, online when it returns' })
  autoOutOfStock!: boolean;

  @ApiProperty({ enum: STOCK_DISPLAYS.map((item) => item.key), description: 'what buyers see of stock' })
  stockDisplay!: string;
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

  @ApiPropertyOptional({ type: String, nullable: true, description: 'BIC (SWIFT code) of the bank' })
  bic?: string | null;

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

  @ApiProperty({ nullable: true, type: String, example: 'SCEA' })
  legalForm!: string | null;

  @ApiProperty({ nullable: true, type: String })
  publicationDirector!: string | null;

  @ApiProperty({ nullable: true, type: String })
  hostName!: string | null;

  @ApiProperty({ nullable: true, type: String })
  hostAddress!: string | null;

  @ApiProperty({ nullable: true, type: String })
  hostPhone!: string | null;
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

  @ApiProperty({ type: HeaderStyleDto })
  headerStyle!: HeaderStyleDto;

  @ApiProperty({ type: [ShopTabDto], description: 'every tab, drafts and limited ones included' })
  tabs!: ShopTabDto[];

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

/** PUT /v1/shops/me: the saved shop, with the snackbar message unless noMessage was sent. */
export class ShopSavedDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiPropertyOptional({ example: 'Les informations de la boutique ont été enregistrées' })
  message?: string;

  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
}
