import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  DELIVERY_STATUSES,
  ORDER_STATUSES,
  PAYMENT_DELAYS,
  PAYMENT_STATUSES,
  type DeliveryStatus,
  type PaymentDelay,
} from '@cuvee/kernel';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@cuvee/billing';
import { VatRateRowDto } from '../../cart/dto/cart.dto.js';
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from '../../payments/offline-payments.js';
import { ORDER_SUB_TYPES, type OrderSubType } from '../order.entity.js';

/* Orders as the API shows them, and what the back office sends. Amounts are integer cents. */

export class OrderLineDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  productId!: number;
  @ApiProperty()
  productType!: string;
  @ApiProperty({ description: "the product's name when the order was placed" })
  name!: string;
  @ApiProperty({ description: '0 for a product without vintages' })
  vintageId!: number;
  @ApiProperty({ type: String, nullable: true })
  vintageName!: string | null;
  @ApiProperty()
  formatId!: number;
  @ApiProperty({ description: '"75 cl", "1,5 l", "5 l bib"' })
  formatLabel!: string;
  @ApiProperty()
  eq75!: number;
  @ApiProperty()
  quantity!: number;
  @ApiProperty()
  isWrapped!: boolean;
  @ApiProperty({ description: 'list price HT of one unit, before tiers and promotions' })
  unitListHt!: number;
  @ApiProperty({ description: 'goods HT of one unit, duties excluded' })
  unitHt!: number;
  @ApiProperty()
  unitDuties!: number;
  @ApiProperty()
  vatRate!: number;
  @ApiProperty()
  unitVat!: number;
  @ApiProperty()
  unitWrappingHt!: number;
  @ApiProperty({ description: 'before the order promotion' })
  totalHt!: number;
  @ApiProperty()
  totalVat!: number;
  @ApiProperty()
  totalTtc!: number;
}

/** Where and how a buyer pays an order by bank transfer: the seller's default account, and what to write. */
export class TransferDetailsDto {
  @ApiProperty({ example: 'FR76 3000 6000 0112 3456 7890 189' })
  iban!: string;
  @ApiProperty({ type: String, nullable: true, example: 'AGRIFRPP' })
  bic!: string | null;
  @ApiProperty({ description: 'the reference to write on the transfer: the order number' })
  reference!: string;
}

export class OrderPaymentDto {
  @ApiProperty({ description: 'card, transfer, check, cash, bill, payLater' })
  method!: string;
  @ApiProperty({ type: String, nullable: true })
  provider!: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES })
  status!: string;
  @ApiProperty({ description: 'captured or received, cents' })
  amount!: number;
  @ApiProperty({ type: String, nullable: true })
  delay!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  dueDate!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "the provider's decline reason" })
  failureReason!: string | null;
}

export class OrderSummaryDto {
  @ApiProperty()
  id!: number;
  @ApiProperty({ description: 'CMD-2026-00042 (ECH- for samples)' })
  number!: string;
  @ApiProperty({ description: 'the seller' })
  shopId!: number;
  @ApiProperty()
  sellerName!: string;
  @ApiProperty({ enum: ['order', 'sample'] })
  kind!: string;
  @ApiProperty({ enum: ORDER_SUB_TYPES, nullable: true })
  subType!: string | null;
  @ApiProperty({ enum: ['shop', 'backoffice', 'salesPoint'] })
  channel!: string;
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: string;
  @ApiProperty({ enum: DELIVERY_STATUSES })
  deliveryStatus!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus!: string;
  @ApiProperty({ type: Number, nullable: true })
  buyerId!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  clientId!: number | null;
  @ApiProperty()
  clientName!: string;
  @ApiProperty({ type: Number, nullable: true })
  agentId!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  salesPointId!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  groupedOrderId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  paymentMethod!: string | null;
  @ApiProperty()
  bottles!: number;
  @ApiProperty()
  totalHT!: number;
  @ApiProperty()
  tva!: number;
  @ApiProperty()
  totalTTC!: number;
  @ApiProperty({ description: 'client credit spent on it (TTC); the payment method pays the rest' })
  creditAmount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'the accepted quote it was made from' })
  quoteId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'the invoice that billed it (status invoiced)' })
  invoiceId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  invoiceNumber!: string | null;
  @ApiProperty({
    description:
      'brought from the former software by an order history import (ADR 0069): a past order, frozen',
  })
  imported!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'the import that brought it' })
  importId!: number | null;
  @ApiProperty()
  createdAt!: Date;
  @ApiProperty({ type: Date, nullable: true })
  placedAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true })
  validatedAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true, description: 'a pending order past this expires' })
  expiresAt!: Date | null;
}

export class OrderDeliveryDto {
  @ApiProperty({ enum: ['none', 'type', 'collectionPoint'] })
  kind!: string;
  @ApiProperty({ type: String, nullable: true })
  ref!: string | null;
  @ApiProperty({ type: String, nullable: true })
  label!: string | null;
  @ApiProperty({ type: String, nullable: true })
  instructions!: string | null;
  @ApiProperty({ description: 'packages of 12 bottles' })
  packages!: number;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  address!: Record<string, unknown> | null;
}

export class OrderDto extends OrderSummaryDto {
  @ApiProperty({ description: 'the price list it was priced with' })
  typology!: string;
  @ApiProperty()
  hasTVA!: boolean;
  @ApiProperty()
  displayTtc!: boolean;
  @ApiProperty({ type: OrderDeliveryDto })
  delivery!: OrderDeliveryDto;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  billingAddress!: Record<string, unknown> | null;
  @ApiProperty({ type: OrderPaymentDto, nullable: true })
  payment!: OrderPaymentDto | null;
  @ApiProperty({
    type: TransferDetailsDto,
    nullable: true,
    description: "paid by transfer: the seller's bank details (billing settings' default account), else null",
  })
  transfer!: TransferDetailsDto | null;
  @ApiProperty({ type: String, nullable: true })
  buyerNotes!: string | null;
  @ApiProperty({ type: String, nullable: true })
  sellerNotes!: string | null;
  @ApiProperty()
  franco!: boolean;
  @ApiProperty()
  promoAmount!: number;
  @ApiProperty()
  shipping!: number;
  @ApiProperty()
  margin!: number;
  @ApiProperty()
  totalWithMargin!: number;
  @ApiProperty()
  totalWithFees!: number;
  @ApiProperty({ description: "the platform's commission (information)" })
  commission!: number;
  @ApiProperty({ description: 'due later (pay later)' })
  payLater!: number;
  @ApiProperty({ type: String, nullable: true })
  promotionId!: string | null;
  @ApiProperty({ type: [VatRateRowDto] })
  vatByRate!: VatRateRowDto[];
  @ApiProperty({ enum: ['none', 'reserved', 'confirmed', 'released'] })
  stockState!: string;
  @ApiProperty({ type: Date, nullable: true })
  closedAt!: Date | null;
  @ApiProperty({ description: 'excise duties of the lines, included in totalHT' })
  totalDuties!: number;
  @ApiProperty({ enum: ORDER_STATUSES, isArray: true, description: 'where the order may go from here' })
  nextStatuses!: string[];
  @ApiProperty({ enum: DELIVERY_STATUSES, isArray: true, description: 'PUT …/delivery-status may set these' })
  nextDeliveryStatuses!: string[];
  @ApiProperty({
    enum: ['paid', 'partial', 'missing', 'cancelled'],
    isArray: true,
    description: 'PUT …/payment-status may set these (offline payments; missing once due)',
  })
  nextPaymentStatuses!: string[];
  @ApiProperty({ type: [OrderLineDto] })
  lines!: OrderLineDto[];
}

/** The seller dashboard's order figures (GET /v1/orders/summary). */
export class OrdersSummaryDto {
  @ApiProperty({ description: 'pending orders waiting for the producer' })
  toValidate!: number;
  @ApiProperty({ description: 'orders placed this month (Europe/Paris), not ended' })
  monthOrders!: number;
  @ApiProperty({ description: 'their total HT, cents' })
  monthTotalHT!: number;
}

// ---- What the back office sends

export class OrderLineInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "the product's first vintage when absent",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  vintageId?: number | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isWrapped?: boolean;
}

/**
 * A line of an order written for a client: a product and format, or the client's own reference found
 * in their correspondence grid (ADR 0090), one or the other.
 */
export class ClientOrderLineInputDto extends IntersectionType(
  // The product, format and vintage become optional: the client's reference may name them instead.
  PartialType(PickType(OrderLineInputDto, ['productId', 'formatId', 'vintageId'] as const)),
  PickType(OrderLineInputDto, ['quantity', 'isWrapped'] as const),
) {
  @ApiPropertyOptional({
    description:
      "the client's own reference, resolved by the client's correspondence grid (product, format, vintage, price); instead of productId and formatId",
    example: 'CH-75-22',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  clientReference?: string;
}

export class OrderDeliveryInputDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a delivery type of the shop' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  type?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ref?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  collectionPoint?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  instructions?: string;
}

export class CreateOrderDto {
  @ApiProperty({ description: 'the CRM client the order is for' })
  @IsInt()
  @Min(1)
  clientId!: number;

  @ApiPropertyOptional({
    enum: ORDER_SUB_TYPES,
    nullable: true,
    description:
      'quote: a draft until placed (needs createQuote); bill: validated and invoiced at once (needs billOrder)',
  })
  @IsOptional()
  @IsIn(ORDER_SUB_TYPES)
  subType?: OrderSubType | null;

  @ApiProperty({ type: [ClientOrderLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => ClientOrderLineInputDto)
  lines!: ClientOrderLineInputDto[];

  @ApiPropertyOptional({ type: OrderDeliveryInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderDeliveryInputDto)
  delivery?: OrderDeliveryInputDto;

  @ApiPropertyOptional({
    enum: OFFLINE_PAYMENT_METHODS,
    description: "the client's usual way, else transfer",
  })
  @IsOptional()
  @IsIn(OFFLINE_PAYMENT_METHODS)
  paymentMethod?: OfflinePaymentMethod;

  @ApiPropertyOptional({ enum: PAYMENT_DELAYS.map((d) => d.key) })
  @IsOptional()
  @IsIn(PAYMENT_DELAYS.map((d) => d.key))
  paymentDelay?: PaymentDelay;

  @ApiPropertyOptional({
    description:
      "client credit to spend on the order, in cents: at most what the client holds and the order's TTC; the payment method pays the rest (none needed when it covers the TTC)",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  creditAmount?: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  groupedOrderId?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  buyerNotes?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  sellerNotes?: string;
}

/** What a client may spend of their credit on an order written for them (GET /orders/client-credit/{clientId}). */
export class OrderClientCreditDto {
  @ApiProperty()
  clientId!: number;

  @ApiProperty({ description: 'client credit the client holds now, in cents' })
  available!: number;
}

/** Admin area (/admin/orders): an order for a client of any shop. */
export class AdminCreateOrderDto extends CreateOrderDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  shopId!: number;
}

export class SellerDecisionDto {
  @ApiPropertyOptional({ description: 'why (refused, cancelled): shown to the buyer' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string;
}

export class DeliveryStatusInputDto {
  @ApiProperty({ enum: DELIVERY_STATUSES })
  @IsIn(DELIVERY_STATUSES)
  status!: DeliveryStatus;
}

/** The payment statuses a person records for an offline payment. */
export const OFFLINE_PAYMENT_STATUSES = ['paid', 'partial', 'missing', 'cancelled'] as const;

export class PaymentStatusInputDto {
  @ApiProperty({ enum: OFFLINE_PAYMENT_STATUSES })
  @IsIn(OFFLINE_PAYMENT_STATUSES)
  status!: (typeof OFFLINE_PAYMENT_STATUSES)[number];

  @ApiPropertyOptional({ description: 'cents received so far (partial)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  amount?: number;
}

export class Validate3dsDto {
  @ApiProperty({ description: 'the `imprint` query parameter of the return address' })
  @IsString()
  @MaxLength(100)
  imprint!: string;

  @ApiProperty({
    description: "the holder's answer on the bank page (the sandbox's; a real provider reports its own)",
  })
  @IsBoolean()
  approved!: boolean;
}

export class SampleInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the client or prospect who gets them' })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiProperty({ type: [OrderLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => OrderLineInputDto)
  lines!: OrderLineInputDto[];

  @ApiPropertyOptional({ description: 'the warehouse they leave; the default one when absent' })
  @IsOptional()
  @IsInt()
  @Min(1)
  warehouseId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  sellerNotes?: string;
}
