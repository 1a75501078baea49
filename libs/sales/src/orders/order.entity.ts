import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DeliveryStatus, OrderStatus, PaymentDelay, PaymentStatus } from '@cuvee/kernel';
import type { Address } from '@cuvee/iam';
import { MoneyColumn } from '@cuvee/platform';
import type { VatRateRow } from '../domain/cart-pricing.js';
import type { OrderKind } from '../domain/order-numbering.js';

/** Where the order was taken: the shop front (checkout), the back office, a sales point (till). */
export const ORDER_CHANNELS = ['shop', 'backoffice', 'salesPoint'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** /orders/add?subType=: a quote waits as a draft until placed; a bill is to be invoiced at once. */
export const ORDER_SUB_TYPES = ['quote', 'bill'] as const;
export type OrderSubType = (typeof ORDER_SUB_TYPES)[number];

/** What the order holds in stock: nothing, a reservation, sale/sample movements, or nothing any more. */
export const STOCK_STATES = ['none', 'reserved', 'confirmed', 'released'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const DELIVERY_KINDS = ['none', 'type', 'collectionPoint'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * One seller's order (ADR 0015): its number, who it is for, its three statuses, the delivery and payment
 * chosen, and the price as computed when it was placed (cents). The row is the truth of the order's
 * life: every move of a status is a conditional UPDATE on it, and the stock follows (stockState).
 * Other contexts' rows are referred to by id (buyer: iam user, client: CRM client), never by foreign key.
 */
@Entity('orders')
@Index('uq_orders_shop_number', ['shopId', 'number'], { unique: true })
@Index('idx_orders_shop_kind_created', ['shopId', 'kind', 'createdAt'])
@Index('idx_orders_shop_status_created', ['shopId', 'status', 'createdAt'])
@Index('idx_orders_shop_delivery_created', ['shopId', 'deliveryStatus', 'createdAt'])
@Index('idx_orders_shop_payment_created', ['shopId', 'paymentStatus', 'createdAt'])
@Index('idx_orders_shop_client_created', ['shopId', 'clientId', 'createdAt'])
@Index('idx_orders_shop_agent_created', ['shopId', 'agentId', 'createdAt'])
@Index('idx_orders_shop_creator_created', ['shopId', 'createdById', 'createdAt'])
@Index('idx_orders_shop_sales_point_created', ['shopId', 'salesPointId', 'createdAt'])
@Index('idx_orders_shop_grouped', ['shopId', 'groupedOrderId', 'createdAt'])
@Index('idx_orders_buyer_created', ['buyerId', 'createdAt'])
// The administrators' list of every shop's orders (ADR 0086): newest first, or by status.
@Index('idx_orders_created', ['createdAt'])
@Index('idx_orders_status_created', ['status', 'createdAt'])
@Index('idx_orders_expiry', ['status', 'expiresAt'])
@Index('idx_orders_stock', ['stockState', 'status'])
// The export reads a shop's orders by id pages (keyset).
@Index('idx_orders_shop_id', ['shopId', 'id'])
// One order per accepted quote.
@Index('uq_orders_shop_quote', ['shopId', 'quoteId'], { unique: true })
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The seller (sellerId of the cart). */
  @Column('int')
  shopId!: number;

  /** CMD-2026-00042 (domain order-numbering). */
  @Column('varchar', { length: 32 })
  number!: string;

  @Column('varchar', { length: 8, default: 'order' })
  kind!: OrderKind;

  @Column('varchar', { length: 8, nullable: true })
  subType!: OrderSubType | null;

  @Column('varchar', { length: 12 })
  channel!: OrderChannel;

  @Column('varchar', { length: 12 })
  status!: OrderStatus;

  @Column('varchar', { length: 20, default: 'pending' })
  deliveryStatus!: DeliveryStatus;

  @Column('varchar', { length: 16, default: 'pending' })
  paymentStatus!: PaymentStatus;

  /** The buyer's account (iam user), when the order is theirs or their client record has one. */
  @Column('int', { nullable: true })
  buyerId!: number | null;

  /** The CRM client it is for. */
  @Column('int', { nullable: true })
  clientId!: number | null;

  /** The client's or buyer's name when the order was taken, for lists. */
  @Column('varchar', { length: 200, default: '' })
  clientName!: string;

  /** The agent who follows the client (or took the order). */
  @Column('int', { nullable: true })
  agentId!: number | null;

  /** Who wrote the order: the buyer at checkout, a seller, an agent. */
  @Column('int', { nullable: true })
  createdById!: number | null;

  @Column('int', { nullable: true })
  salesPointId!: number | null;

  @Column('int', { nullable: true })
  groupedOrderId!: number | null;

  /** The price list it was priced with. */
  @Column('varchar', { length: 32 })
  typology!: string;

  @Column('boolean', { default: true })
  hasTVA!: boolean;

  /** Prices shown tax-inclusive to this buyer. */
  @Column('boolean', { default: true })
  displayTtc!: boolean;

  @Column('varchar', { length: 16, default: 'none' })
  deliveryKind!: DeliveryKind;

  @Column('varchar', { length: 64, nullable: true })
  deliveryRef!: string | null;

  @Column('varchar', { length: 150, nullable: true })
  deliveryLabel!: string | null;

  @Column('text', { nullable: true })
  deliveryInstructions!: string | null;

  /** Packages of 12 bottles. */
  @Column('int', { default: 0 })
  packages!: number;

  @Column('simple-json', { nullable: true })
  deliveryAddress!: Address | null;

  @Column('simple-json', { nullable: true })
  billingAddress!: Address | null;

  /** card, transfer, check, cash, bill, payLater; null for a sample. */
  @Column('varchar', { length: 16, nullable: true })
  paymentMethod!: string | null;

  @Column('varchar', { length: 24, nullable: true })
  paymentDelay!: PaymentDelay | null;

  @Column('varchar', { length: 10, nullable: true })
  paymentDueDate!: string | null;

  @Column('text', { nullable: true })
  buyerNotes!: string | null;

  /** The seller's remark (why an order was refused or cancelled…). */
  @Column('text', { nullable: true })
  sellerNotes!: string | null;

  @Column('int', { default: 0 })
  bottles!: number;

  @Column('boolean', { default: false })
  franco!: boolean;

  @MoneyColumn()
  promoAmount!: number;

  @MoneyColumn()
  shipping!: number;

  @MoneyColumn()
  totalHT!: number;

  @MoneyColumn()
  margin!: number;

  @MoneyColumn()
  totalWithMargin!: number;

  @MoneyColumn()
  totalWithFees!: number;

  @MoneyColumn()
  commission!: number;

  @MoneyColumn()
  tva!: number;

  @MoneyColumn()
  totalTTC!: number;

  /** What is due later (the TTC when paying later). */
  @MoneyColumn()
  payLater!: number;

  @Column('varchar', { length: 64, nullable: true })
  promotionId!: string | null;

  @Column('simple-json')
  vatByRate!: VatRateRow[];

  /** The VAT rate (percent) of the delivery when placed, for the invoice's delivery line. */
  @Column('double', { default: 0 })
  shippingVatRate!: number;

  /** Client credit spent on the order (TTC); the rest, if any, is paid by `paymentMethod`. */
  @MoneyColumn()
  creditAmount!: number;

  /** The billing quote this order was made from when it was accepted. */
  @Column('int', { nullable: true })
  quoteId!: number | null;

  /** The final invoice that billed it (status invoiced). */
  @Column('int', { nullable: true })
  invoiceId!: number | null;

  @Column('varchar', { length: 32, nullable: true })
  invoiceNumber!: string | null;

  /**
   * How many of its shipments are invoiced (ADR 0074). From the first, the order is invoiced per
   * shipment and never whole: both ways of invoicing it update this row conditionally on it.
   */
  @Column('int', { default: 0 })
  shipmentsInvoiced!: number;

  @Column('varchar', { length: 12, default: 'none' })
  stockState!: StockState;

  /**
   * The import that brought it from the producer's former software (ADR 0069): a past order kept for the
   * history, invoiced and delivered there; it moves no stock, takes no status change, is never invoiced
   * here. Null for an order taken in Cuvée.
   */
  @Column('int', { nullable: true })
  importId!: number | null;

  @Column('datetime', { nullable: true })
  placedAt!: Date | null;

  @Column('datetime', { nullable: true })
  validatedAt!: Date | null;

  /** When it reached refused, cancelled, aborted or expired. */
  @Column('datetime', { nullable: true })
  closedAt!: Date | null;

  /** A pending order past this expires (the producer did not decide). */
  @Column('datetime', { nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/**
 * A line as priced when the order was placed: the product, vintage and format it names, and every
 * unit amount (cents), so a later change of the catalogue never changes a placed order.
 */
@Entity('order_lines')
@Index('idx_order_lines_order', ['orderId', 'position'])
@Index('idx_order_lines_shop_product', ['shopId', 'productId'])
export class OrderLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  orderId!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  position!: number;

  @Column('int')
  productId!: number;

  @Column('varchar', { length: 16 })
  productType!: string;

  /** The product's name at the time ("Chinon Les Demoiselles"). */
  @Column('varchar', { length: 150 })
  name!: string;

  /** 0 for a product without vintages. */
  @Column('int', { default: 0 })
  vintageId!: number;

  @Column('varchar', { length: 20, nullable: true })
  vintageName!: string | null;

  @Column('int')
  formatId!: number;

  /** "75 cl", "1,5 l", "5 l bib". */
  @Column('varchar', { length: 40 })
  formatLabel!: string;

  @Column('double')
  eq75!: number;

  @Column('int')
  quantity!: number;

  @Column('boolean', { default: false })
  isWrapped!: boolean;

  @MoneyColumn()
  unitListHt!: number;

  /** Goods HT of one unit, after tiers, product promotion and typology discount; duties excluded. */
  @MoneyColumn()
  unitHt!: number;

  @MoneyColumn()
  unitDuties!: number;

  @Column('double')
  vatRate!: number;

  @MoneyColumn()
  unitVat!: number;

  /** Gift wrapping HT per unit (0 when not wrapped). */
  @MoneyColumn()
  unitWrappingHt!: number;

  /** (unitHt + unitDuties) × quantity, before the order promotion. */
  @MoneyColumn()
  totalHt!: number;

  @MoneyColumn()
  totalVat!: number;

  @MoneyColumn()
  totalTtc!: number;

  @Column('varchar', { length: 64, nullable: true })
  promotionId!: string | null;
}

/** The last number given in a series (shop × CMD-2026): incremented under the row's lock. */
@Entity('order_sequences')
@Index('uq_order_sequences_shop_series', ['shopId', 'series'], { unique: true })
export class OrderSequence {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 16 })
  series!: string;

  @Column('int', { default: 0 })
  last!: number;
}
