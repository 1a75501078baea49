import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CartProductDto, CartShippingDto, MAX_CART_LINES } from '@cuvee/billing';
import { PAYMENT_DELAYS, type PaymentDelay } from '@cuvee/kernel';

/*
 * The cart as the front ends hold it (domain cart.ts): orders per seller with their product
 * lines and choices. It carries ids and quantities only — any price in it would be refused as an
 * unknown field: the server prices (ADR 0014). Ids are the cart's strings of digits. The product
 * lines and the delivery choice are billing's cart input DTOs (a quote is made from them too).
 */

export const MAX_CART_ORDERS = 20;

export class CartOrderDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: "the server's order id once placed" })
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number | null;

  @ApiProperty({ description: 'the seller (shop id)' })
  @IsInt()
  @Min(1)
  sellerId!: number;

  @ApiProperty({ type: [CartProductDto] })
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartProductDto)
  products!: CartProductDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'event bookings: kept in the cart, not ordered online yet',
  })
  @IsOptional()
  @IsArray()
  @IsObject({ each: true })
  reservations?: Record<string, unknown>[];

  @ApiPropertyOptional({ type: CartShippingDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CartShippingDto)
  shipping?: CartShippingDto;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'card, transfer, check, cash, bill or payLater (what the shop accepts), or credit',
  })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  paymentType?: string | null;

  @ApiPropertyOptional({ description: 'ignored: bill and payLater are paid later, the others not' })
  @IsOptional()
  @IsBoolean()
  payLater?: boolean;

  @ApiPropertyOptional({
    description:
      "spend the buyer's client credit at this seller first; paymentType pays the rest (none needed when " +
      'the credit covers it all). paymentType "credit": the credit pays all of it or the order is refused',
  })
  @IsOptional()
  @IsBoolean()
  useCredit?: boolean;

  @ApiPropertyOptional({ enum: PAYMENT_DELAYS.map((d) => d.key), nullable: true })
  @IsOptional()
  @IsIn(PAYMENT_DELAYS.map((d) => d.key))
  paymentDelay?: PaymentDelay | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  buyerNotes?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "the seller's grouped order it joins" })
  @IsOptional()
  @IsInt()
  @Min(1)
  groupedOrderId?: number | null;
}

export class CartPriceRequestDto {
  @ApiProperty({ type: [CartOrderDto] })
  @IsArray()
  @ArrayMaxSize(MAX_CART_ORDERS)
  @ValidateNested({ each: true })
  @Type(() => CartOrderDto)
  orders!: CartOrderDto[];

  @ApiPropertyOptional({
    description:
      "the shop's people writing an order (/orders/add): price it for this CRM client, at the client's " +
      'typology, as POST /v1/orders will (only the caller’s shop is priced; a client they may not see: 404)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number;

  @ApiPropertyOptional({
    description: 'a counter sale (/salespoints/{id}/new-order): price it at this sales point’s typology',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  salesPointId?: number;
}

export class CheckoutDto {
  @ApiProperty({ type: [CartOrderDto], description: 'the cart: one order per seller, all placed or none' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_ORDERS)
  @ValidateNested({ each: true })
  @Type(() => CartOrderDto)
  orders!: CartOrderDto[];

  @ApiPropertyOptional({
    description:
      "the card as the provider's front component hands it over (a token; the sandbox takes a test card number)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  paymentMethod?: string;

  @ApiPropertyOptional({ description: "where 3-D Secure sends the buyer back (the shop's /validate3ds)" })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  returnUrl?: string;
}

export class MergeCartDto {
  @ApiProperty({ type: [CartOrderDto], description: 'the anonymous cart kept by the browser' })
  @IsArray()
  @ArrayMaxSize(MAX_CART_ORDERS)
  @ValidateNested({ each: true })
  @Type(() => CartOrderDto)
  orders!: CartOrderDto[];
}

// ---- Answers (amounts in cents)

export class CartOrderPriceDto {
  @ApiProperty({ description: 'what is due later (the TTC when paying later, else 0)' })
  payLater!: number;
  @ApiProperty({ description: 'the order promotion, HT' })
  promoAmount!: number;
  @ApiProperty({ description: 'delivery HT before its margin (0 with franco)' })
  shipping!: number;
  @ApiProperty({ description: 'products (after the order promotion, duties included), HT' })
  totalHT!: number;
  @ApiProperty({ description: "the delivery type's margin, HT" })
  margin!: number;
  @ApiProperty({ description: 'totalHT + shipping + margin' })
  totalWithMargin!: number;
  @ApiProperty({ description: 'totalWithMargin + fees outside VAT' })
  totalWithFees!: number;
  @ApiProperty({ description: "the platform's commission (information, not paid by the buyer)" })
  commission!: number;
  @ApiProperty()
  tva!: number;
  @ApiProperty({ description: 'totalWithFees + tva' })
  totalTTC!: number;
}

export class PricedCartLineDto {
  @ApiProperty()
  idTmp!: string;
  @ApiProperty()
  quantity!: number;
  @ApiProperty({ description: 'true: the price shown is TTC' })
  displayTtc!: boolean;
  @ApiProperty({ description: 'the unit price as the buyer sees it (TTC or HT)' })
  unitDisplay!: number;
  @ApiProperty({ description: 'list price HT of one unit before tiers and promotions' })
  unitListHt!: number;
  @ApiProperty()
  unitHt!: number;
  @ApiProperty()
  unitTtc!: number;
  @ApiProperty()
  vatRate!: number;
  @ApiProperty({ description: 'HT with duties and wrapping, before the order promotion' })
  totalHt!: number;
  @ApiProperty()
  totalTtc!: number;
}

export class VatRateRowDto {
  @ApiProperty()
  rate!: number;
  @ApiProperty()
  ht!: number;
  @ApiProperty()
  vat!: number;
}

export class CartPriceDto {
  @ApiProperty()
  sellerId!: number;
  @ApiProperty({ type: CartOrderPriceDto })
  price!: CartOrderPriceDto;
  @ApiProperty({ description: 'a franco threshold is reached: delivery is free' })
  franco!: boolean;
  @ApiProperty({ description: 'progress to the nearest franco threshold, 0 to 100' })
  francoPercent!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'cents left for the amount threshold' })
  amountBeforeFranco!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'bottles left for the bottle threshold' })
  amountBeforeBottleFranco!: number | null;
  @ApiProperty()
  bottles!: number;
  @ApiProperty({ description: 'packages of 12 bottles' })
  packages!: number;
  @ApiProperty({ type: String, nullable: true, description: 'the order promotion applied' })
  promotionId!: string | null;
  @ApiProperty({ type: [VatRateRowDto] })
  vatByRate!: VatRateRowDto[];
  @ApiProperty({ type: [PricedCartLineDto] })
  lines!: PricedCartLineDto[];
  @ApiProperty({
    type: [String],
    description: 'idTmp of lines that name no product on sale ("Produit inexistant")',
  })
  missing!: string[];
  @ApiProperty({
    type: [String],
    description:
      'the cart rules this order breaks as it stands (min/max quantity per product, the ' +
      "shop's minimum amount HT and product counts), in the caller's language; the checkout checks them again",
  })
  rules!: string[];
}

export class PlacedOrderDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  number!: string;
  @ApiProperty()
  sellerId!: number;
  @ApiProperty()
  status!: string;
  @ApiProperty()
  paymentStatus!: string;
  @ApiProperty({ type: String, nullable: true })
  paymentMethod!: string | null;
  @ApiProperty({ description: 'cents' })
  totalTTC!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the bank asks for 3-D Secure: send the buyer there, then POST /v1/orders/validate3ds',
  })
  redirectUrl!: string | null;
}

export class CheckoutResultDto {
  @ApiProperty({ type: [PlacedOrderDto] })
  orders!: PlacedOrderDto[];
}

export class MergedCartDto {
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  orders!: Record<string, unknown>[];
}
