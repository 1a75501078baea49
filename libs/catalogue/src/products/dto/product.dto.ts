import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';

/*
 * What the API answers about products. Amounts are integer cents. Sellers of the shop with seeAllPrice
 * get each format's price per typology (`typologies`); everyone else gets the prices of the typology
 * that applies to them only (`unitPrice`), never another typology's.
 */

export class VisualDto {
  @ApiProperty({ example: 'catalogue/1/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.jpg' })
  key!: string;

  @ApiProperty({
    example: '/v1/visuals/1/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.jpg',
    description: 'add ?width=320 (80, 160, 320, 640, 1024 or 1600) for a resized WebP',
  })
  url!: string;
}

export class PriceTierDto {
  @ApiProperty({ example: 6 })
  threshold!: number;

  @ApiProperty({ example: 1150 })
  price!: number;
}

export class AddTierDto {
  @ApiProperty({ example: 12 })
  threshold!: number;

  @ApiProperty({ example: -50 })
  amount!: number;
}

export class FormatTypologyDto {
  @ApiProperty()
  visible!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'null: the base price' })
  price!: number | null;

  @ApiPropertyOptional({ type: [PriceTierDto] })
  discountPrice?: PriceTierDto[];

  @ApiPropertyOptional({ type: [AddTierDto] })
  discountAdd?: AddTierDto[];
}

export class PromotionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ enum: ['percent', 'amount'] })
  type!: string;

  @ApiProperty({ example: 10, description: 'percent, or cents off each unit' })
  amount!: number;

  @ApiProperty({ enum: ['always', 'minProduct', 'minPrice', 'minProductOrder', 'minPriceOrder'] })
  activation!: string;

  @ApiProperty({ example: 0 })
  threshold!: number;

  @ApiProperty({ type: String, nullable: true, example: '2026-04-01' })
  start!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-04-30' })
  end!: string | null;
}

/** One unit of a format for the typology that applies (domain unitPrice, ADR 0010). */
export class UnitPriceDto {
  @ApiProperty({ example: 'public' })
  typology!: string;

  @ApiProperty({ description: 'true: `display` is tax-inclusive (TTC)' })
  displayTtc!: boolean;

  @ApiProperty({ example: 1576, description: 'the price to show: TTC or HT excluding duties' })
  display!: number;

  @ApiProperty({ example: 1250, description: "the typology's list price HT before discounts" })
  listHt!: number;

  @ApiProperty({ example: 1250, description: 'after promotion and global discount, excluding duties' })
  ht!: number;

  @ApiProperty({ example: 3, description: 'excise + CSS + added custom tax' })
  duties!: number;

  @ApiProperty({ example: 251 })
  vat!: number;

  @ApiProperty({ example: 1504 })
  ttc!: number;

  @ApiProperty({ type: PromotionDto, nullable: true, description: 'the promotion applied to one unit' })
  promotion!: PromotionDto | null;
}

/** A quantity tier priced for the typology that applies: the unit price from that quantity on. */
export class TierPriceDto {
  @ApiProperty({
    example: 6,
    description: 'the tier threshold (units, or eq75 when the rules count in eq75)',
  })
  threshold!: number;

  @ApiProperty({ example: 6, description: 'units of this format that reach it' })
  quantity!: number;

  @ApiProperty({ description: 'true: `display` is tax-inclusive (TTC)' })
  displayTtc!: boolean;

  @ApiProperty({ example: 1413, description: 'the unit price to show at that quantity: TTC or HT' })
  display!: number;

  @ApiProperty({ example: 1150 })
  ht!: number;

  @ApiProperty({ example: 1413 })
  ttc!: number;
}

@ApiExtraModels(FormatTypologyDto)
export class FormatDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'bottle' })
  container!: string;

  @ApiProperty({ example: 'litre' })
  unity!: string;

  @ApiProperty({ example: 0.75 })
  unityValue!: number;

  @ApiProperty({ example: 1 })
  eq75!: number;

  @ApiProperty({ type: Number, nullable: true })
  weight!: number | null;

  @ApiProperty({ type: String, nullable: true })
  packing!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  packingQuantity!: number | null;

  @ApiProperty({ type: String, nullable: true })
  ean!: string | null;

  @ApiProperty({ example: 1250, description: 'list price HT of the typology that applies (sellers: base)' })
  price!: number;

  @ApiProperty({ type: [PriceTierDto] })
  discountPrice!: PriceTierDto[];

  @ApiProperty({ type: [AddTierDto] })
  discountAdd!: AddTierDto[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FormatTypologyDto) },
    description: 'sellers with seeAllPrice only: visibility and price per typology',
  })
  typologies?: Record<string, FormatTypologyDto>;

  @ApiProperty({ type: [PromotionDto] })
  promotions!: PromotionDto[];

  @ApiProperty({ type: [VisualDto] })
  visuals!: VisualDto[];

  @ApiProperty({ type: UnitPriceDto, nullable: true, description: 'null when it cannot be priced' })
  unitPrice!: UnitPriceDto | null;

  @ApiProperty({
    type: [TierPriceDto],
    description: "the quantity tiers priced for the caller's typology (TTC when it pays tax), lowest first",
  })
  tiers!: TierPriceDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 42,
    description:
      'bottles available (on hand − reserved − allocated, every warehouse): sellers, and buyers when the ' +
      'shop shows quantities; null when not shown or the product is not tracked in stock',
  })
  available!: number | null;

  @ApiProperty({
    enum: ['inStock', 'outOfStock'],
    nullable: true,
    description: 'null when the product is not tracked in stock or the shop shows nothing of it',
  })
  stock!: 'inStock' | 'outOfStock' | null;
}

export class VintageLegalDto {
  @ApiProperty({ type: String, nullable: true, example: 'stillWine' })
  da!: string | null;

  @ApiProperty({ type: String, nullable: true })
  css!: string | null;

  @ApiProperty({ example: 'DA2' })
  typeDA!: string;

  @ApiProperty({ type: String, nullable: true })
  customTaxName!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  customTaxAmountPerHL!: number | null;

  @ApiProperty({ type: [String] })
  customTaxFamilies!: string[];

  @ApiProperty()
  customTaxAdded!: boolean;

  @ApiProperty()
  customTaxVat!: boolean;
}

export class VintageAdvancedDto {
  @ApiProperty({ type: Number, nullable: true, example: 12.5 })
  alcohol!: number | null;
}

export class VintageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: '2022' })
  name!: string;

  @ApiProperty({ type: VintageLegalDto, nullable: true })
  legal!: VintageLegalDto | null;

  @ApiProperty({ type: VintageAdvancedDto })
  advanced!: VintageAdvancedDto;

  @ApiProperty({ type: [String] })
  lots!: string[];
}

export class NutritionDto {
  @ApiProperty() energyKcal!: number;
  @ApiProperty() energyKj!: number;
  @ApiProperty() fat!: number;
  @ApiProperty() saturatedFat!: number;
  @ApiProperty() carbohydrates!: number;
  @ApiProperty() sugars!: number;
  @ApiProperty() proteins!: number;
  @ApiProperty() salt!: number;
}

export class BoxComponentDto {
  @ApiProperty()
  productId!: number;

  @ApiProperty({ type: Number, nullable: true })
  formatId!: number | null;

  @ApiProperty()
  quantity!: number;
}

export class TypologyRefDto {
  @ApiProperty({ example: 'public' })
  key!: string;

  @ApiProperty({ example: 'Particulier' })
  name!: string;

  @ApiProperty()
  ttc!: boolean;
}

const localisedText = {
  type: 'object',
  additionalProperties: { type: 'string' },
  nullable: true,
  example: { fr: 'Raisins, conservateur : sulfites' },
} as const;

export class ProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  shopId!: number;

  @ApiProperty({ example: 'chinon-les-demoiselles' })
  slug!: string;

  @ApiProperty({ enum: ['bottle', 'accessory', 'prestation', 'box'] })
  productType!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  precision!: string | null;

  @ApiProperty({ type: String, nullable: true })
  type!: string | null;

  @ApiProperty({ type: String, nullable: true })
  color!: string | null;

  @ApiProperty({ type: String, nullable: true })
  gamme!: string | null;

  @ApiProperty({ type: String, nullable: true })
  appellation!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  category!: number | null;

  @ApiProperty({ type: String, nullable: true })
  quality!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'the vintage shown by default (the first)' })
  vintage!: string | null;

  @ApiProperty({ type: [String] })
  grapes!: string[];

  @ApiProperty({ type: Number, nullable: true, example: 12.5 })
  alcohol!: number | null;

  @ApiProperty(localisedText)
  ingredients!: Record<string, string> | null;

  @ApiProperty(localisedText)
  allergens!: Record<string, string> | null;

  @ApiProperty({ type: NutritionDto, nullable: true })
  nutrition!: NutritionDto | null;

  @ApiProperty({ type: [String] })
  labels!: string[];

  @ApiProperty({ type: String, nullable: true })
  country!: string | null;

  @ApiProperty({ enum: ['standard', 'medium', 'reduced'] })
  vatType!: string;

  @ApiProperty({ enum: ['online', 'paused', 'outofstock', 'closed'] })
  status!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty()
  wrapping!: boolean;

  @ApiProperty()
  wrappingPrice!: number;

  @ApiProperty({ type: [BoxComponentDto] })
  components!: BoxComponentDto[];

  @ApiProperty({ type: [VisualDto] })
  visuals!: VisualDto[];

  @ApiProperty({ type: [VintageDto] })
  vintages!: VintageDto[];

  @ApiProperty({ type: [FormatDto], description: 'the formats the viewer may see' })
  formats!: FormatDto[];

  @ApiProperty({ type: TypologyRefDto, description: 'the typology `unitPrice` is computed for' })
  typology!: TypologyRefDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}

/** A value present in the catalogue and how many products carry it. */
export class FacetDto {
  @ApiProperty({ example: 'red' })
  value!: string;

  @ApiProperty({ example: 4 })
  count!: number;
}

/** GET /v1/product-facets: the filter choices of a shop page (colour and type are reference keys). */
export class ProductFacetsDto {
  @ApiProperty({ type: [FacetDto] })
  colours!: FacetDto[];

  @ApiProperty({ type: [FacetDto] })
  appellations!: FacetDto[];

  @ApiProperty({ type: [FacetDto] })
  types!: FacetDto[];
}
