import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { cents, oneOf } from '@cuvee/catalogue';
import { PAYMENT_DELAYS, rules, type PaymentDelay } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  CHECKOUT_PAYMENT_METHODS,
  DELIVERY_TYPES,
  MAX_PENDING_ORDER_DAYS,
  type CheckoutPaymentMethod,
  type DeliveryType,
} from '../../domain/sales-settings.js';

/*
 * The four sections of a shop's sales settings, each saved by its own PUT (ADR 0015). Amounts are
 * integer cents HT; percents have two decimals at most.
 */

const REF = /^[A-Za-z0-9_-]{1,64}$/;
const DELAYS = PAYMENT_DELAYS.map((delay) => delay.key);

export class DeliveryZonesDto {
  @ApiProperty({ type: [String], description: 'ISO 3166-1 alpha-2 codes; empty: every country' })
  @IsArray()
  @ArrayMaxSize(60)
  @Matches(/^[A-Z]{2}$/, { each: true })
  countries!: string[];

  @ApiProperty({ type: [String], description: 'French department codes (37, 2A, 974); empty: all France' })
  @IsArray()
  @ArrayMaxSize(101)
  @IsString({ each: true })
  departments!: string[];
}

export class DeliveryOptionDto {
  @ApiProperty({ description: 'the reference a cart chooses it by (letters, digits, _ and -)' })
  @Matches(REF)
  ref!: string;

  @ApiProperty({ enum: DELIVERY_TYPES })
  @Satisfies(oneOf(DELIVERY_TYPES))
  type!: DeliveryType;

  @ApiProperty({ description: 'what the buyer reads ("Colissimo 48 h")' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  label!: string;

  @ApiProperty({ description: 'price HT in cents, before extra packages and margin' })
  @Satisfies(cents)
  price!: number;

  @ApiProperty({ description: 'margin on the delivery, percent, 0 to 25 excluded' })
  @Satisfies(rules.fee)
  @IsNumber({ maxDecimalPlaces: 2 })
  marginPercent!: number;

  @ApiProperty({ type: DeliveryZonesDto })
  @ValidateNested()
  @Type(() => DeliveryZonesDto)
  zones!: DeliveryZonesDto;
}

export class CollectionPointDto {
  @ApiProperty()
  @Matches(REF)
  ref!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(255)
  address!: string;

  @ApiProperty({ description: 'its own price in cents: no margin, no VAT' })
  @Satisfies(cents)
  price!: number;
}

export class FrancoDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'free delivery from this many bottles' })
  @IsOptional()
  @IsInt()
  @Min(1)
  bottles!: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'free delivery from this amount in cents, TTC for a tax-inclusive typology, HT otherwise',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  amount!: number | null;
}

export class DeliverySettingsDto {
  @ApiProperty({ type: [DeliveryOptionDto] })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => DeliveryOptionDto)
  options!: DeliveryOptionDto[];

  @ApiProperty({ type: [CollectionPointDto] })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => CollectionPointDto)
  collectionPoints!: CollectionPointDto[];

  @ApiProperty({ type: FrancoDto })
  @ValidateNested()
  @Type(() => FrancoDto)
  franco!: FrancoDto;
}

export class OrderPromotionDto {
  @ApiProperty()
  @Matches(REF)
  id!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name!: string | null;

  @ApiProperty({ enum: ['percent', 'amount'] })
  @IsIn(['percent', 'amount'])
  type!: 'percent' | 'amount';

  @ApiProperty({ description: 'a percent (0 to 100, 2 decimals) or cents HT off the order' })
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  amount!: number;

  @ApiProperty({ enum: ['always', 'minProductOrder', 'minPriceOrder'] })
  @IsIn(['always', 'minProductOrder', 'minPriceOrder'])
  activation!: 'always' | 'minProductOrder' | 'minPriceOrder';

  @ApiProperty({
    description: 'bottles (minProductOrder) or cents HT at list prices (minPriceOrder); else 0',
  })
  @IsInt()
  @Min(0)
  threshold!: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD, first day' })
  @IsOptional()
  @IsString()
  start!: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD, last day' })
  @IsOptional()
  @IsString()
  end!: string | null;
}

export class PromotionsSettingsDto {
  @ApiProperty({ type: [OrderPromotionDto], description: 'they never add up: the best one applies' })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => OrderPromotionDto)
  promotions!: OrderPromotionDto[];
}

export class ProductLimitDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  min!: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  max!: number | null;
}

export class OrderRulesDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'cents HT' })
  @IsOptional()
  @Satisfies(cents)
  minOrderAmountHt!: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  minProducts!: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  maxProducts!: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'drop shop: products by multiples of' })
  @IsOptional()
  @IsInt()
  @Min(1)
  multipleOf!: number | null;

  @ApiProperty({ type: [ProductLimitDto], description: 'min/max quantity per product' })
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => ProductLimitDto)
  productLimits!: ProductLimitDto[];
}

export class PaymentSettingsDto {
  @ApiProperty({ enum: CHECKOUT_PAYMENT_METHODS, isArray: true })
  @IsArray()
  @ArrayUnique()
  @Satisfies(oneOf(CHECKOUT_PAYMENT_METHODS), { each: true })
  methods!: CheckoutPaymentMethod[];

  @ApiProperty({ enum: DELAYS, isArray: true, description: 'delays offered to buyers paying later' })
  @IsArray()
  @ArrayUnique()
  @Satisfies(oneOf(DELAYS), { each: true })
  payLaterDelays!: PaymentDelay[];

  @ApiProperty({ description: `days a placed order waits for the producer (1 to ${MAX_PENDING_ORDER_DAYS})` })
  @IsInt()
  @Min(1)
  @Max(MAX_PENDING_ORDER_DAYS)
  pendingOrderDays!: number;
}

export class SalesSettingsDto {
  @ApiProperty({ type: DeliverySettingsDto })
  delivery!: DeliverySettingsDto;

  @ApiProperty({ type: [OrderPromotionDto] })
  promotions!: OrderPromotionDto[];

  @ApiProperty({ type: OrderRulesDto })
  rules!: OrderRulesDto;

  @ApiProperty({ type: PaymentSettingsDto })
  payments!: PaymentSettingsDto;

  @ApiProperty({
    description:
      "the platform's commission in force on the order HT, percent (set by administrators, ADR 0086)",
  })
  commissionPercent!: number;
}

/** What a buyer's cart needs of a shop: everything but the commission and the seller's delays. */
/** What one delivery (a type or a collection point, by its ref) costs as the viewer reads prices. */
export class DeliveryPriceDto {
  @ApiProperty()
  ref!: string;

  @ApiProperty({ description: 'cents: the price to show, TTC when displayTtc, HT otherwise' })
  displayPrice!: number;
}

export class DeliveryPricesDto {
  @ApiProperty({
    type: [DeliveryPriceDto],
    description: 'the delivery types: price and margin, VAT in when displayTtc, before any extra package',
  })
  options!: DeliveryPriceDto[];

  @ApiProperty({
    type: [DeliveryPriceDto],
    description: 'the collection points: their price (no margin, no VAT)',
  })
  collectionPoints!: DeliveryPriceDto[];
}

export class CheckoutOptionsDto {
  @ApiProperty()
  shopId!: number;

  @ApiProperty({ description: "the viewer's prices in this shop are tax-inclusive (their typology's ttc)" })
  displayTtc!: boolean;

  @ApiProperty({ type: DeliverySettingsDto })
  delivery!: DeliverySettingsDto;

  @ApiProperty({ type: DeliveryPricesDto, description: "the deliveries' prices as the viewer reads prices" })
  deliveryPrices!: DeliveryPricesDto;

  @ApiProperty({ type: [OrderPromotionDto] })
  promotions!: OrderPromotionDto[];

  @ApiProperty({ type: OrderRulesDto })
  rules!: OrderRulesDto;

  @ApiProperty({ enum: CHECKOUT_PAYMENT_METHODS, isArray: true })
  paymentMethods!: CheckoutPaymentMethod[];

  @ApiProperty({ enum: DELAYS, isArray: true })
  payLaterDelays!: PaymentDelay[];

  @ApiProperty({ description: "the signed-in buyer's client credit at this shop, cents (0 for a visitor)" })
  clientCredit!: number;
}
