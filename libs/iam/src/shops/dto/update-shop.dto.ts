import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ACCESSORY_TYPES,
  BUSINESS_TYPOLOGIES,
  CONTAINERS,
  FORMAT_TYPES,
  HEADER_FONTS,
  HEADER_JUSTIFY,
  HEADER_MAX_ELEVATION,
  hexColour,
  INTEGRATIONS,
  LOGO_PLACEMENTS,
  PAYMENT_TYPES,
  PRODUCT_COLOURS,
  PRODUCT_TYPES,
  STOCK_DISPLAYS,
  TAB_CONTENT_MAX_LENGTH,
  TAB_ROLES,
  tabTree,
  UNITS,
  rules,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  formatKeys,
  integrationsMapRule,
  knownKey,
  oneDefaultBank,
  tabContent,
  tabId,
  tabRole,
  typologyKeys,
} from '../shop-rules.js';

/** A BIC (ISO 9362): bank, country, place, and an optional branch; capitals and digits. */
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/*
 * PUT /v1/shops/me: only the fields listed here can change (the global pipe refuses any other: code,
 * ownerId, blocked, card-provider data…). Every field is optional; nested objects are merged, maps and
 * lists are replaced as a whole.
 */

export class EditedShopInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: '#219EBC' })
  @IsOptional()
  @Satisfies(hexColour)
  color?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '/v1/visuals/1/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp',
    description: "one of the shop's uploaded pictures (POST /v1/visuals gives its url); null: none",
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  banner?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'URL or path of the logo image' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  logo?: string | null;
}

/** The header style: the keys sent change, the others keep their value. */
export class HeaderStyleInputDto {
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '#F6F1EA',
    description: 'null: the shop colour',
  })
  @IsOptional()
  @Satisfies(hexColour)
  color?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'URL or path; null: the shop logo' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  logo?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  shadow?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: HEADER_MAX_ELEVATION })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(HEADER_MAX_ELEVATION)
  elevation?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  border?: boolean;

  @ApiPropertyOptional({ enum: HEADER_FONTS.map((font) => font.key) })
  @IsOptional()
  @Satisfies(knownKey(HEADER_FONTS))
  font?: string;

  @ApiPropertyOptional({ enum: HEADER_JUSTIFY.map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey(HEADER_JUSTIFY))
  justifyContent?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  underline?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isUppercase?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  logoShadow?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  hideLogo?: boolean;

  @ApiPropertyOptional({ enum: LOGO_PLACEMENTS.map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey(LOGO_PLACEMENTS))
  logoPlacement?: string;
}

export class ShopTabFilterInputDto {
  @ApiPropertyOptional({ enum: PRODUCT_COLOURS.map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey(PRODUCT_COLOURS))
  color?: string;

  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  appellation?: string;

  @ApiPropertyOptional({ enum: [...PRODUCT_TYPES, ...ACCESSORY_TYPES].map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey([...PRODUCT_TYPES, ...ACCESSORY_TYPES]))
  type?: string;
}

/** A tab as the editor sends it; the list of tabs is replaced as a whole. */
export class ShopTabInputDto {
  @ApiProperty({
    example: 'nos-vins',
    description: 'lower-case letters, digits, hyphens; unique in the tree',
  })
  @Satisfies(tabId)
  id!: string;

  @ApiProperty({ example: 'Nos vins', maxLength: 50 })
  @Satisfies(rules.needed)
  @Satisfies(rules.counter)
  name!: string;

  @ApiProperty()
  @IsInt()
  @Min(0)
  @Max(1000)
  order!: number;

  @ApiProperty({ description: 'published' })
  @IsBoolean()
  exists!: boolean;

  @ApiPropertyOptional({ enum: TAB_ROLES, isArray: true, description: 'empty or absent: everyone' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TAB_ROLES.length)
  @Satisfies(tabRole, { each: true })
  roles?: string[];

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: TAB_CONTENT_MAX_LENGTH })
  @IsOptional()
  @Satisfies(tabContent)
  content?: string | null;

  @ApiPropertyOptional({ nullable: true, type: ShopTabFilterInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShopTabFilterInputDto)
  filter?: ShopTabFilterInputDto | null;

  @ApiPropertyOptional({ type: () => [ShopTabInputDto], description: 'child menu (one level)' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ShopTabInputDto)
  children?: ShopTabInputDto[];
}

export class VatRateInputDto {
  @ApiPropertyOptional({ example: 20, description: 'percent; "5,5" accepted' })
  @IsOptional()
  @Satisfies(rules.tva)
  standard?: number | string;

  @ApiPropertyOptional({ example: 10 })
  @IsOptional()
  @Satisfies(rules.tva)
  medium?: number | string;

  @ApiPropertyOptional({ example: 5.5 })
  @IsOptional()
  @Satisfies(rules.tva)
  reduced?: number | string;
}

export class ShopSettingsInputDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  hasTVA?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 11, description: '0-based month the fiscal year starts in' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(11)
  logStartMonth?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 31 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(31)
  logStartDay?: number;

  @ApiPropertyOptional({ type: VatRateInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => VatRateInputDto)
  vatRate?: VatRateInputDto;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  titleProducts?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  allRulesInEq75?: boolean;

  @ApiPropertyOptional({
    description: 'product status follows stock: outofstock at 0, online when it returns',
  })
  @IsOptional()
  @IsBoolean()
  autoOutOfStock?: boolean;

  @ApiPropertyOptional({ enum: STOCK_DISPLAYS.map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey(STOCK_DISPLAYS))
  stockDisplay?: string;
}

export class ShopTypologyInputDto {
  @ApiProperty({ example: 'Particulier' })
  @Satisfies(rules.needed)
  @Satisfies(rules.counter)
  name!: string;

  @ApiProperty()
  @IsBoolean()
  public!: boolean;

  @ApiProperty()
  @IsBoolean()
  ttc!: boolean;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'percent' })
  @IsNumber()
  @Min(0)
  @Max(100)
  globalDiscount!: number;

  @ApiProperty()
  @IsBoolean()
  allRulesInEq75!: boolean;
}

export class ShopFormatInputDto {
  @ApiProperty({ enum: FORMAT_TYPES.map((item) => item.key) })
  @Satisfies(knownKey(FORMAT_TYPES))
  type!: string;

  @ApiProperty({ enum: CONTAINERS.map((item) => item.key) })
  @Satisfies(knownKey(CONTAINERS))
  container!: string;

  @ApiProperty({ enum: UNITS.map((item) => item.key) })
  @Satisfies(knownKey(UNITS))
  unity!: string;

  @ApiProperty({ example: 0.75 })
  @IsNumber()
  @Min(0)
  unityValue!: number;

  @ApiProperty({ example: 1, description: 'number of 0.75 l bottles the format is worth' })
  @IsNumber()
  @Min(0)
  eq75!: number;
}

export class ShopBankInputDto {
  @ApiProperty({ example: 'FR76 3000 6000 0112 3456 7890 189' })
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(64)
  rib!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'AGRIFRPP', description: 'BIC (SWIFT code)' })
  @IsOptional()
  @Matches(BIC)
  bic?: string | null;

  @ApiProperty()
  @IsBoolean()
  default!: boolean;
}

export class ShopBusinessInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, description: 'raison sociale: the company name' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  reason?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  name?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '73282932000074' })
  @IsOptional()
  @Satisfies(rules.siret)
  siret?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @Satisfies(rules.tvacode)
  @MaxLength(32)
  vatNumber?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  street?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @Satisfies(rules.postal)
  zipcode?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'FR' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  country?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'SCEA', description: 'forme juridique' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  legalForm?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'directeur de la publication' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  publicationDirector?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: "the host's name" })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  hostName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: "the host's postal address" })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  hostAddress?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  hostPhone?: string | null;
}

@ApiExtraModels(ShopTypologyInputDto, ShopFormatInputDto)
export class UpdateShopDto {
  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @Satisfies(rules.needed)
  @Satisfies(rules.string)
  @MaxLength(150)
  name?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'name in the public address of the shop' })
  @IsOptional()
  @Satisfies(rules.link)
  @MaxLength(100)
  urlShop?: string;

  @ApiPropertyOptional({ enum: BUSINESS_TYPOLOGIES.map((item) => item.key) })
  @IsOptional()
  @Satisfies(knownKey(BUSINESS_TYPOLOGIES))
  businessType?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @Satisfies(rules.email)
  @MaxLength(191)
  contactEmail?: string | null;

  @ApiPropertyOptional({ type: EditedShopInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => EditedShopInputDto)
  editedShop?: EditedShopInputDto;

  @ApiPropertyOptional({ type: HeaderStyleInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => HeaderStyleInputDto)
  headerStyle?: HeaderStyleInputDto;

  @ApiPropertyOptional({ type: [ShopTabInputDto], description: 'replaces the tabs' })
  @IsOptional()
  @Satisfies(tabTree)
  @ValidateNested({ each: true })
  @Type(() => ShopTabInputDto)
  tabs?: ShopTabInputDto[];

  @ApiPropertyOptional({ type: ShopSettingsInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShopSettingsInputDto)
  settings?: ShopSettingsInputDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(ShopTypologyInputDto) },
    description: 'price lists keyed by client typology key; must include "public"; replaces the map',
  })
  @IsOptional()
  @Satisfies(typologyKeys)
  @ValidateNested({ each: true })
  @Type(() => ShopTypologyInputDto)
  typologies?: Map<string, ShopTypologyInputDto>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(ShopFormatInputDto) },
    description: 'formats keyed by id; replaces the map',
  })
  @IsOptional()
  @Satisfies(formatKeys)
  @ValidateNested({ each: true })
  @Type(() => ShopFormatInputDto)
  formats?: Map<string, ShopFormatInputDto>;

  @ApiPropertyOptional({ type: [ShopBankInputDto], description: 'replaces the list' })
  @IsOptional()
  @Satisfies(oneDefaultBank)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ShopBankInputDto)
  banks?: ShopBankInputDto[];

  @ApiPropertyOptional({ type: ShopBusinessInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShopBusinessInputDto)
  business?: ShopBusinessInputDto;

  @ApiPropertyOptional({ enum: PAYMENT_TYPES.map((item) => item.key), isArray: true })
  @IsOptional()
  @ArrayMaxSize(PAYMENT_TYPES.length)
  @Satisfies(knownKey(PAYMENT_TYPES), { each: true })
  paymentsList?: string[];

  @ApiPropertyOptional({
    type: 'object',
    properties: Object.fromEntries(
      INTEGRATIONS.map((integration) => [
        integration,
        { type: 'object', properties: { active: { type: 'boolean' } }, required: ['active'] },
      ]),
    ),
    description: 'modules to switch on or off; the others keep their state',
  })
  @IsOptional()
  @Satisfies(integrationsMapRule)
  integrations?: Record<string, { active: boolean }>;

  @ApiPropertyOptional({ description: 'the shop pages are open to visitors' })
  @IsOptional()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional({ description: 'true: save silently, the reply carries no message' })
  @IsOptional()
  @IsBoolean()
  noMessage?: boolean;
}
