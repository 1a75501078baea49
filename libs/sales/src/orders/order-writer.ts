import type { EntityManager } from 'typeorm';
import type { Address } from '@cuvee/iam';
import { packagesFor, type OrderStatus, type PaymentDelay, type PaymentStatus } from '@cuvee/kernel';
import { formatLabel, type ReservationLineInput } from '@cuvee/stock';
import type { LineItem } from '../cart/cart-catalogue.js';
import type { ReservationOrderLine } from '../cart/reservation-lines.js';
import type { CartOrderPricing, DeliveryChoice } from '../domain/cart-pricing.js';
import { formatOrderNumber, orderSeries, type OrderKind } from '../domain/order-numbering.js';
import { orderLineAmounts } from '../domain/order-invoicing.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import {
  Order,
  OrderLine,
  OrderSequence,
  type DeliveryKind,
  type OrderChannel,
  type OrderSubType,
} from './order.entity.js';

/** How the order will be paid, as recorded when it is written; null for a sample (nothing is due). */
export interface PaymentDraft {
  readonly method: string;
  readonly provider: string | null;
  readonly status: PaymentStatus;
  readonly delay: PaymentDelay | null;
  readonly dueDate: string | null;
}

/** Everything an order is written from (checkout, back office, sales point, sample). */
export interface OrderDraft {
  readonly shopId: number;
  readonly kind: OrderKind;
  readonly subType: OrderSubType | null;
  readonly channel: OrderChannel;
  readonly buyerId: number | null;
  readonly clientId: number | null;
  readonly clientName: string;
  readonly agentId: number | null;
  readonly createdById: number | null;
  readonly salesPointId: number | null;
  readonly groupedOrderId: number | null;
  readonly typology: string;
  readonly hasTVA: boolean;
  readonly displayTtc: boolean;
  readonly delivery: DeliveryChoice;
  readonly deliveryLabel: string | null;
  readonly deliveryInstructions: string | null;
  readonly deliveryAddress: Address | null;
  readonly billingAddress: Address | null;
  readonly payment: PaymentDraft | null;
  readonly buyerNotes: string | null;
  readonly sellerNotes: string | null;
  readonly pricing: CartOrderPricing;
  /** The priced lines' catalogue rows, in the order of `pricing.lines`. */
  readonly items: readonly LineItem[];
  /** A sample: the lines keep what the bottles are worth, nothing is charged. */
  readonly free?: boolean;
  /** Client credit the order spends (checkout): what is paid later or by card is the rest. */
  readonly creditAmount?: number;
  /** The bookings' rate lines (checkout), written after the products (ADR 0034). */
  readonly reservationLines?: readonly ReservationOrderLine[];
}

/** The next number of the shop's series; the series row is locked until the transaction ends. */
export async function nextOrderNumber(
  manager: EntityManager,
  shopId: number,
  series: string,
): Promise<string> {
  await ensureSequence(manager, shopId, series);
  await manager
    .createQueryBuilder()
    .update(OrderSequence)
    .set({ last: () => 'last + 1' })
    .where('shopId = :shopId AND series = :series', { shopId, series })
    .execute();
  const row = await manager.getRepository(OrderSequence).findOneByOrFail({ shopId, series });
  return formatOrderNumber(series, row.last);
}

/**
 * Moves a series to at least `sequence` (never back): an order brought from another program under a
 * number of this series keeps it, and the next one drawn here comes after it (order numbers may skip).
 */
export async function moveSeriesPast(
  manager: EntityManager,
  shopId: number,
  series: string,
  sequence: number,
): Promise<void> {
  await ensureSequence(manager, shopId, series);
  await manager
    .createQueryBuilder()
    .update(OrderSequence)
    .set({ last: () => 'CASE WHEN last < :sequence THEN :sequence ELSE last END' })
    .where('shopId = :shopId AND series = :series', { shopId, series, sequence })
    .execute();
}

/** The series' row, created when missing. */
async function ensureSequence(manager: EntityManager, shopId: number, series: string): Promise<void> {
  // Insert only when missing: on MySQL an INSERT IGNORE meeting the row takes a shared lock that two
  // checkouts would both hold before the UPDATE, a deadlock each time.
  if (!(await manager.getRepository(OrderSequence).existsBy({ shopId, series })))
    await manager
      .createQueryBuilder()
      .insert()
      .into(OrderSequence)
      .values({ shopId, series, last: 0 })
      .orIgnore()
      .execute();
}

/**
 * Writes orders with their lines and payment, each with its number, in the caller's transaction.
 * Shops are taken in id order so two transactions lock their series rows in the same order.
 */
export async function writeOrders(
  manager: EntityManager,
  drafts: readonly OrderDraft[],
  status: OrderStatus,
  day: string,
): Promise<Order[]> {
  const order = [...drafts.keys()].sort((a, b) => drafts[a]!.shopId - drafts[b]!.shopId);
  const written: Order[] = new Array<Order>(drafts.length);
  for (const index of order) {
    const draft = drafts[index]!;
    const number = await nextOrderNumber(manager, draft.shopId, orderSeries(draft.kind, day));
    written[index] = await writeOne(manager, draft, number, status);
  }
  return written;
}

async function writeOne(
  manager: EntityManager,
  draft: OrderDraft,
  number: string,
  status: OrderStatus,
): Promise<Order> {
  const { pricing } = draft;
  const price = pricing.answer.price;
  const zero = draft.free === true;
  const delivery = draft.delivery;
  const kind: DeliveryKind = delivery.kind;
  const orders = manager.getRepository(Order);
  const order = await orders.save(
    orders.create({
      shopId: draft.shopId,
      number,
      kind: draft.kind,
      subType: draft.subType,
      channel: draft.channel,
      status,
      deliveryStatus: 'pending',
      paymentStatus: draft.payment?.status ?? 'paid',
      buyerId: draft.buyerId,
      clientId: draft.clientId,
      clientName: draft.clientName.slice(0, 200),
      agentId: draft.agentId,
      createdById: draft.createdById,
      salesPointId: draft.salesPointId,
      groupedOrderId: draft.groupedOrderId,
      typology: draft.typology,
      hasTVA: draft.hasTVA,
      displayTtc: draft.displayTtc,
      deliveryKind: kind,
      deliveryRef: delivery.kind === 'none' ? null : delivery.ref,
      deliveryLabel: draft.deliveryLabel,
      deliveryInstructions: draft.deliveryInstructions || null,
      packages: pricing.bottles > 0 ? packagesFor(pricing.bottles) : 0,
      deliveryAddress: draft.deliveryAddress,
      billingAddress: draft.billingAddress,
      paymentMethod: draft.payment?.method ?? null,
      paymentDelay: draft.payment?.delay ?? null,
      paymentDueDate: draft.payment?.dueDate ?? null,
      buyerNotes: draft.buyerNotes || null,
      sellerNotes: draft.sellerNotes || null,
      bottles: pricing.bottles,
      franco: pricing.answer.franco,
      promoAmount: zero ? 0 : price.promoAmount,
      shipping: zero ? 0 : price.shipping,
      totalHT: zero ? 0 : price.totalHT,
      margin: zero ? 0 : price.margin,
      totalWithMargin: zero ? 0 : price.totalWithMargin,
      totalWithFees: zero ? 0 : price.totalWithFees,
      commission: zero ? 0 : price.commission,
      tva: zero ? 0 : price.tva,
      totalTTC: zero ? 0 : price.totalTTC,
      payLater: zero || !price.payLater ? 0 : Math.max(0, price.payLater - (draft.creditAmount ?? 0)),
      promotionId: zero ? null : (pricing.appliedPromotion?.id ?? null),
      vatByRate: zero ? [] : pricing.vatByRate.map((row) => ({ ...row })),
      shippingVatRate: zero ? 0 : pricing.deliveryVatRate,
      creditAmount: zero ? 0 : (draft.creditAmount ?? 0),
      quoteId: null,
      invoiceId: null,
      invoiceNumber: null,
      stockState: 'none',
      placedAt: null,
      validatedAt: null,
      closedAt: null,
      expiresAt: null,
    }),
  );
  const lines = manager.getRepository(OrderLine);
  await lines.save(
    pricing.lines.map((priced, position) => {
      const item = draft.items[position]!;
      return lines.create({
        orderId: order.id,
        shopId: draft.shopId,
        position,
        productId: item.product.id,
        productType: item.product.productType,
        name: item.product.name,
        vintageId: item.vintage?.id ?? 0,
        vintageName: item.vintage?.name ?? null,
        formatId: item.format.id,
        formatLabel: formatLabel(item.format),
        eq75: item.format.eq75,
        quantity: priced.quantity,
        isWrapped: item.price.wrappingPrice != null && item.price.wrappingPrice > 0,
        ...orderLineAmounts(priced, item.price.wrappingPrice ?? 0, zero),
        promotionId: zero ? null : (priced.appliedPromotion?.id ?? null),
      });
    }),
  );
  const offset = pricing.lines.length;
  await lines.save(
    (draft.reservationLines ?? []).map((line, index) =>
      lines.create({
        orderId: order.id,
        shopId: draft.shopId,
        position: offset + index,
        productId: 0,
        productType: line.productType,
        name: line.name,
        vintageId: 0,
        vintageName: null,
        formatId: 0,
        formatLabel: '',
        eq75: 0,
        quantity: line.quantity,
        isWrapped: false,
        unitListHt: line.unitHt,
        unitHt: line.unitHt,
        unitDuties: 0,
        vatRate: line.vatRate,
        unitVat: line.unitVat,
        unitWrappingHt: 0,
        totalHt: line.unitHt * line.quantity,
        totalVat: line.unitVat * line.quantity,
        totalTtc: (line.unitHt + line.unitVat) * line.quantity,
        promotionId: null,
      }),
    ),
  );
  if (draft.payment) {
    const payments = manager.getRepository(OrderPayment);
    await payments.save(
      payments.create({
        orderId: order.id,
        shopId: draft.shopId,
        method: draft.payment.method,
        provider: draft.payment.provider,
        status: draft.payment.status,
        amount: 0,
        imprintId: null,
        captureId: null,
        attempts: 0,
        delay: draft.payment.delay,
        dueDate: draft.payment.dueDate,
        failureReason: null,
      }),
    );
  }
  return order;
}

/** What a line takes from the stock. */
export interface StockLineSource {
  readonly productId: number;
  readonly vintageId: number | null;
  readonly formatId: number;
  readonly quantity: number;
}

/**
 * The stock lines of an order: its stock-managed lines, one per product × vintage × format (a product
 * without vintages reserves vintage 0), from `warehouseId` or the shop's default warehouse.
 */
export function stockLinesOf(
  lines: readonly StockLineSource[],
  managed: (productId: number) => boolean,
  warehouseId?: number,
): ReservationLineInput[] {
  const byKey = new Map<string, ReservationLineInput>();
  for (const line of lines) {
    if (!managed(line.productId)) continue;
    const key = `${line.productId}|${line.vintageId ?? 0}|${line.formatId}`;
    const current = byKey.get(key);
    if (current) current.quantity += line.quantity;
    else
      byKey.set(key, {
        productId: line.productId,
        vintageId: line.vintageId,
        formatId: line.formatId,
        quantity: line.quantity,
        ...(warehouseId ? { warehouseId } : {}),
      });
  }
  return [...byKey.values()];
}

/** A priced line's stock source. */
export function stockSourceOf(item: LineItem): StockLineSource {
  return {
    productId: item.product.id,
    vintageId: item.vintage?.id ?? null,
    formatId: item.format.id,
    quantity: item.price.quantity,
  };
}

/** A placed line's stock source (vintage 0 is none). */
export function stockSourceOfLine(line: OrderLine): StockLineSource {
  return {
    productId: line.productId,
    vintageId: line.vintageId || null,
    formatId: line.formatId,
    quantity: line.quantity,
  };
}
