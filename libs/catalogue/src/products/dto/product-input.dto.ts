import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ACCESSORY_TYPES,
  CLIENT_TYPOLOGIES,
  EXCISE_DUTY_TYPES,
  FORMAT_TYPES,
  GRAPE_VARIETIES,
  PACKINGS,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  QUALITIES,
  UNITS,
  VAT_TYPES,
  WINE_CATEGORIES,
  rules,
  type ValidationFailure,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { PROMOTION_ACTIVATIONS, PROMOTION_TYPES } from '../../domain/pricing-inputs.js';
import {
  alcohol,
  cents,
  dutyType,
  ean,
  finiteNumber,
  localisedText,
  oneOf,
  refKey,
  signedCents,
} from '../product-rules.js';

/*
 * The product form: POST /v1/products creates, PUT /v1/products/:id changes. On PUT every field is
 * optional and an absent one keeps its value; `vintages` and `formats` (with their promotions), when
 * given, replace the lists: a row with the id of an existing row updates it, a row without id is
 * created, and the rows left out are deleted. Amounts are integer cents HT excluding duties.
 */

const keysOf = (list: readonly { key: string | number }[]) => list.map((item) => item.key);
/** Product types of drinks and of accessories (the two lists share no key), one list for `type`. */
const TYPES = [...PRODUCT_TYPES, ...ACCESSORY_TYPES];

export class PriceTierInputDto {
  @ApiProperty({ example: 6, description: 'from this quantity on (units, or eq75 with allRulesInEq75)' })
  @IsNumber()
  threshold!: number;

  @ApiProperty({ example: 1150, description: 'unit price HT in cents from the threshold on' })
  @Satisfies(cents)
  price!: number;
}

export class AddTierInputDto {
  @ApiProperty({ example: 12 })
  @IsNumber()
  threshold!: number;

  @ApiProperty({ example: -50, description: 'cents added to the unit price (negative: a discount)' })
  @Satisfies(signedCents)
  amount!: number;
}

export class FormatTypologyInputDto {
  @ApiProperty({ description: 'the typology sees this format' })
  @IsBoolean()
  visible!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'unit price HT in cents; null: the base price' })
  @IsOptional()
  @Satisfies(cents)
  price!: number | null;

  @ApiPropertyOptional({ type: [PriceTierInputDto], description: "the typology's own tiers" })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PriceTierInputDto)
  discountPrice?: PriceTierInputDto[];

  @ApiPropertyOptional({ type: [AddTierInputDto] })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AddTierInputDto)
  discountAdd?: AddTierInputDto[];
}

export class PromotionInputDto {
  @ApiPropertyOptional({ nullable: true, maxLength: 100, example: 'Offre de printemps' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string | null;

  @ApiProperty({ enum: PROMOTION_TYPES, description: 'percent: amount is a percent; amount: cents off' })
  @Satisfies(oneOf(PROMOTION_TYPES))
  type!: string;

  @ApiProperty({ example: 10, description: 'percent (0 to 100, 2 decimals) or cents off each unit' })
  @Satisfies(finiteNumber)
  amount!: number;

  @ApiProperty({ enum: PROMOTION_ACTIVATIONS })
  @Satisfies(oneOf(PROMOTION_ACTIVATIONS))
  activation!: string;

  @ApiPropertyOptional({
    example: 6,
    description: 'units (minProduct, minProductOrder) or cents HT (minPrice, minPriceOrder); 0 otherwise',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  threshold?: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-04-01', description: 'or 01/04/2026' })
  @IsOptional()
  @Satisfies(rules.date)
  start?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-04-30' })
  @IsOptional()
  @Satisfies(rules.date)
  end?: string | null;
}

@ApiExtraModels(FormatTypologyInputDto)
export class FormatInputDto {
  @ApiPropertyOptional({ description: 'id of an existing format of the product, to keep it' })
  @IsOptional()
  @IsInt()
  @IsPositive()
  id?: number;

  @ApiProperty({ enum: keysOf(FORMAT_TYPES), example: 'bottle' })
  @Satisfies(refKey(FORMAT_TYPES))
  container!: string;

  @ApiProperty({ enum: keysOf(UNITS), example: 'litre' })
  @Satisfies(refKey(UNITS))
  unity!: string;

  @ApiProperty({ example: 0.75 })
  @IsNumber()
  @Min(0)
  unityValue!: number;

  @ApiProperty({ example: 1, description: 'number of 75 cl bottles one unit is worth; 0 when not a drink' })
  @IsNumber()
  @Min(0)
  @Max(10_000)
  eq75!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'kilograms per unit' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  weight?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: keysOf(PACKINGS) })
  @IsOptional()
  @Satisfies(refKey(PACKINGS))
  packing?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 6 })
  @IsOptional()
  @IsInt()
  @IsPositive()
  packingQuantity?: number | null;

  @ApiProperty({ example: 1250, description: 'base unit price HT in cents, excluding duties' })
  @Satisfies(cents)
  price!: number;

  @ApiPropertyOptional({ type: [PriceTierInputDto], description: 'replace the price from a quantity on' })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PriceTierInputDto)
  discountPrice?: PriceTierInputDto[];

  @ApiPropertyOptional({ type: [AddTierInputDto], description: 'add to the price from a quantity on' })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AddTierInputDto)
  discountAdd?: AddTierInputDto[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FormatTypologyInputDto) },
    description: 'visibility and price per client typology key; a typology left out sees the base price',
  })
  @IsOptional()
  @Satisfies(typologyMapKeys)
  @ValidateNested({ each: true })
  @Type(() => FormatTypologyInputDto)
  typologies?: Map<string, FormatTypologyInputDto>;

  @ApiPropertyOptional({ type: [PromotionInputDto], description: "replaces the format's promotions" })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PromotionInputDto)
  promotions?: PromotionInputDto[];

  @ApiPropertyOptional({ type: [String], description: 'file keys from POST /v1/products/visuals' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  visuals?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '3760123450005' })
  @IsOptional()
  @Satisfies(ean)
  ean?: string | null;
}

/** Format.typologies: keyed by kernel client typology keys. */
export function typologyMapKeys(value: unknown): ValidationFailure | null {
  const keys = value instanceof Map ? [...value.keys()] : Object.keys(value ?? {});
  const unknown = keys.find((key) => !CLIENT_TYPOLOGIES.some((typology) => typology.key === key));
  return unknown === undefined ? null : refKey(CLIENT_TYPOLOGIES)(unknown);
}

export class VintageLegalInputDto {
  @ApiProperty({ type: String, nullable: true, example: 'stillWine', description: 'excise rate key' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  da!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'CSS rate key' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  css!: string | null;

  @ApiProperty({ enum: keysOf(EXCISE_DUTY_TYPES), example: 'DA2' })
  @Satisfies(dutyType)
  typeDA!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  customTaxName?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'cents per hectolitre' })
  @IsOptional()
  @Satisfies(cents)
  customTaxAmountPerHL?: number | null;

  @ApiPropertyOptional({ enum: keysOf(PRODUCT_TYPES), isArray: true, description: 'empty: every type' })
  @IsOptional()
  @ArrayMaxSize(PRODUCT_TYPES.length)
  @Satisfies(refKey(PRODUCT_TYPES), { each: true })
  customTaxFamilies?: string[];

  @ApiPropertyOptional({ description: 'true: added to the price; false: included in it' })
  @IsOptional()
  @IsBoolean()
  customTaxAdded?: boolean;

  @ApiPropertyOptional({ description: 'true: in the VAT base' })
  @IsOptional()
  @IsBoolean()
  customTaxVat?: boolean;
}

export class VintageAdvancedInputDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: '12,5',
    description: "the vintage's own alcohol by volume; a comma is accepted",
  })
  @IsOptional()
  @Satisfies(alcohol)
  alcohol?: number | string | null;
}

export class VintageInputDto {
  @ApiPropertyOptional({ description: 'id of an existing vintage of the product, to keep it' })
  @IsOptional()
  @IsInt()
  @IsPositive()
  id?: number;

  @ApiProperty({ example: '2022', description: 'a year, or a name such as NV' })
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(20)
  name!: string;

  @ApiPropertyOptional({ type: VintageLegalInputDto, nullable: true, description: 'null: no duties' })
  @IsOptional()
  @ValidateNested()
  @Type(() => VintageLegalInputDto)
  legal?: VintageLegalInputDto | null;

  @ApiPropertyOptional({ type: VintageAdvancedInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => VintageAdvancedInputDto)
  advanced?: VintageAdvancedInputDto;

  @ApiPropertyOptional({ type: [String], description: 'lot numbers bottled from this vintage' })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  lots?: string[];
}

export class NutritionInputDto {
  @ApiProperty({ example: 83 })
  @IsNumber()
  @Min(0)
  energyKcal!: number;

  @ApiProperty({ example: 347 })
  @IsNumber()
  @Min(0)
  energyKj!: number;

  @ApiProperty({ example: 0 })
  @IsNumber()
  @Min(0)
  fat!: number;

  @ApiProperty({ example: 0 })
  @IsNumber()
  @Min(0)
  saturatedFat!: number;

  @ApiProperty({ example: 0.6 })
  @IsNumber()
  @Min(0)
  carbohydrates!: number;

  @ApiProperty({ example: 0.2 })
  @IsNumber()
  @Min(0)
  sugars!: number;

  @ApiProperty({ example: 0 })
  @IsNumber()
  @Min(0)
  proteins!: number;

  @ApiProperty({ example: 0 })
  @IsNumber()
  @Min(0)
  salt!: number;
}

export class BoxComponentInputDto {
  @ApiProperty({ description: 'a product of the same shop' })
  @IsInt()
  @IsPositive()
  productId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'one of its formats; null: the first' })
  @IsOptional()
  @IsInt()
  @IsPositive()
  formatId?: number | null;

  @ApiProperty({ example: 1 })
  @IsInt()
  @IsPositive()
  @Max(1000)
  quantity!: number;
}

const localisedTextSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'text per language (fr, en, es…)',
  example: { fr: 'Raisins, conservateur : sulfites', en: 'Grapes, preservative: sulphites' },
} as const;

/**
 * The fields POST and PUT share. The three a new product needs (productType, name, vatType) are declared
 * by each class: class-validator's @IsOptional covers a property for subclasses too.
 */
class ProductFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Vieilles vignes' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  precision?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: keysOf(TYPES) })
  @IsOptional()
  @Satisfies(refKey(TYPES))
  type?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: keysOf(PRODUCT_COLOURS) })
  @IsOptional()
  @Satisfies(refKey(PRODUCT_COLOURS))
  color?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  gamme?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Chinon' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  appellation?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, enum: keysOf(WINE_CATEGORIES) })
  @IsOptional()
  @Satisfies(refKey(WINE_CATEGORIES))
  category?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: keysOf(QUALITIES) })
  @IsOptional()
  @Satisfies(refKey(QUALITIES))
  quality?: string | null;

  @ApiPropertyOptional({ enum: keysOf(GRAPE_VARIETIES), isArray: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @Satisfies(refKey(GRAPE_VARIETIES), { each: true })
  grapes?: string[];

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: '12,5',
    description: 'alcohol by volume in percent; a comma is accepted',
  })
  @IsOptional()
  @Satisfies(alcohol)
  alcohol?: number | string | null;

  @ApiPropertyOptional({ ...localisedTextSchema, nullable: true })
  @IsOptional()
  @Satisfies(localisedText)
  ingredients?: Record<string, string> | null;

  @ApiPropertyOptional({ ...localisedTextSchema, nullable: true })
  @IsOptional()
  @Satisfies(localisedText)
  allergens?: Record<string, string> | null;

  @ApiPropertyOptional({ type: NutritionInputDto, nullable: true, description: 'per 100 ml' })
  @IsOptional()
  @ValidateNested()
  @Type(() => NutritionInputDto)
  nutrition?: NutritionInputDto | null;

  @ApiPropertyOptional({ enum: keysOf(PRODUCT_LABELS), isArray: true })
  @IsOptional()
  @ArrayMaxSize(PRODUCT_LABELS.length)
  @Satisfies(refKey(PRODUCT_LABELS), { each: true })
  labels?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FR', description: 'ISO 3166-1 alpha-2' })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/)
  country?: string | null;

  @ApiPropertyOptional({ enum: keysOf(PRODUCT_STATUSES) })
  @IsOptional()
  @Satisfies(refKey(PRODUCT_STATUSES))
  status?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @ApiPropertyOptional({ description: 'gift wrapping offered' })
  @IsOptional()
  @IsBoolean()
  wrapping?: boolean;

  @ApiPropertyOptional({ example: 300, description: 'cents HT per unit' })
  @IsOptional()
  @Satisfies(cents)
  wrappingPrice?: number;

  @ApiPropertyOptional({ type: [BoxComponentInputDto], description: 'what a box holds' })
  @IsOptional()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => BoxComponentInputDto)
  components?: BoxComponentInputDto[];

  @ApiPropertyOptional({ type: [String], description: 'file keys from POST /v1/products/visuals' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  visuals?: string[];

  @ApiPropertyOptional({ type: [VintageInputDto], description: 'replaces the list' })
  @IsOptional()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => VintageInputDto)
  vintages?: VintageInputDto[];

  @ApiPropertyOptional({ type: [FormatInputDto], description: 'replaces the list' })
  @IsOptional()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => FormatInputDto)
  formats?: FormatInputDto[];
}

/** POST /v1/products: the kind, the name and the VAT class are required. */
export class CreateProductDto extends ProductFieldsDto {
  @ApiProperty({ enum: keysOf(PRODUCT_KINDS) })
  @Satisfies(refKey(PRODUCT_KINDS))
  productType!: string;

  @ApiProperty({ maxLength: 150, example: 'Chinon Les Demoiselles' })
  @Satisfies(rules.needed)
  @MaxLength(150)
  name!: string;

  @ApiProperty({ enum: VAT_TYPES })
  @Satisfies(oneOf(VAT_TYPES))
  vatType!: string;
}

/** PUT /v1/products/:id: any subset of the fields. */
export class UpdateProductDto extends ProductFieldsDto {
  @ApiPropertyOptional({ enum: keysOf(PRODUCT_KINDS) })
  @IsOptional()
  @Satisfies(refKey(PRODUCT_KINDS))
  productType?: string;

  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @Satisfies(rules.needed)
  @MaxLength(150)
  name?: string;

  @ApiPropertyOptional({ enum: VAT_TYPES })
  @IsOptional()
  @Satisfies(oneOf(VAT_TYPES))
  vatType?: string;
}
