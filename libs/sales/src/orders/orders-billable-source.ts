import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { In, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { Product } from '@cuvee/catalogue';

import {
  DEPOSITABLE_ORDER_STATUSES,
  INVOICEABLE_ORDER_STATUSES,
  parisDateOf,
  statusLabel,
} from '@cuvee/kernel';
import {
  billableOf,
  BillableSources,
  DocumentsService,
  fiscalSettingsOf,
  type BillableBatch,
  type BillableLine,
  type IssuedDocumentRef,
  type LoadOptions,
  type ReceivedPayment,
} from '@cuvee/billing';
import {
  orderCreditRef,
  orderInvoiceLines,
  orderReference,
  receivedPaymentType,
  type InvoicedOrder,
} from '../domain/order-invoicing.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { Order, OrderLine } from './order.entity.js';

/**
 * Orders as billing's 'orders' source (ADR 0018): POST /v1/invoices { source: { kind: 'orders', ids } }
 * bills one or several validated orders of one client — their lines as placed, wrapping, promotion and
 * delivery (domain orderInvoiceLines) — and moves them validated → invoiced in the transaction that
 * issues the invoice, where what they already received (card captured, offline payment, client
 * credit) becomes payments of the invoice. Deposits may be asked on an order not ended.
 */
@Injectable()
export class OrdersBillableSource implements OnModuleInit {
  constructor(
    private readonly sources: BillableSources,
    private readonly documents: DocumentsService,
  ) {}

  onModuleInit(): void {
    this.sources.register({
      kind: 'orders',
      label: { fr: 'commandes', en: 'orders' },
      load: (manager, shopId, ids, options) => this.load(manager, shopId, ids, options),
      invoiced: (manager, shopId, ids, document) => this.invoiced(manager, shopId, ids, document),
    });
  }

  async load(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    options: LoadOptions,
  ): Promise<BillableBatch> {
    const orders = await shopRowsNamed(manager, Order, shopId, ids);
    const clientId = billableClientOf(orders, options);
    const split = orders.find((order) => order.shipmentsInvoiced > 0);
    if (split) throw invoicedPerShipment(split.number);

    const [lines, families] = await placedLinesOf(
      manager,
      orders.filter((order) => order.quoteId === null),
    );
    const { vatRate } = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
    // An accepted quote's order bills the quote's own lines: the prices the client signed.
    const quoteIds = orders.flatMap((order) => (order.quoteId === null ? [] : [order.quoteId]));
    const quotes = new Map(
      (await this.documents.byIds(manager, shopId, quoteIds))
        .filter((quote) => quote.kind === 'quote')
        .map((quote) => [quote.id, quote]),
    );
    const quoteLines = await this.documents.linesByDocument(manager, [...quotes.keys()]);
    const billable: BillableLine[] = [];
    const references: string[] = [];
    for (const order of orders) {
      references.push(
        orderReference(order.number, parisDateOf(order.placedAt ?? order.createdAt), options.locale),
      );
      if (order.quoteId !== null) {
        const quote = quotes.get(order.quoteId);
        if (!quote) throw new NotFoundException('error.notFound');
        if (quote.number) references.push(`${options.locale === 'en' ? 'Quote' : 'Devis'} ${quote.number}`);
        billable.push(...quoteLines.get(quote.id)!.map(billableOf));
        continue;
      }
      billable.push(
        ...orderInvoiceLines(
          invoicedOrderOf(order, vatRate.standard),
          lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({ ...line, family: families.get(line.productId) ?? null })),
          options.locale,
        ),
      );
    }
    return {
      clientId,
      lines: billable,
      references,
      paymentDelay: orders[0]!.paymentDelay,
    };
  }

  /**
   * Inside the issuing transaction: each order moves validated → invoiced by a conditional update (of
   * two invoices of one order issued at once, the second finds it invoiced and rolls back, its number
   * unused); answers what the orders already received, for billing to record on the invoice.
   */
  async invoiced(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    document: IssuedDocumentRef,
  ): Promise<ReceivedPayment[]> {
    const orders = await shopRowsNamed(manager, Order, shopId, ids);
    const received: ReceivedPayment[] = [];
    for (const order of orders) {
      if (order.status === 'invoiced') throw alreadyInvoiced(order.number, order.invoiceNumber);
      // Cancelled since the draft was made: refused, the invoice's number given back.
      if (order.status !== 'validated') throw noLongerValidated(order.number);
      if (order.shipmentsInvoiced > 0) throw invoicedPerShipment(order.number);
      // Conditional on the row as last committed: a shipment invoiced since the draft was read wins.
      const changed = await manager
        .getRepository(Order)
        .update(
          { id: order.id, shopId, status: 'validated', shipmentsInvoiced: 0 },
          { status: 'invoiced', invoiceId: document.id, invoiceNumber: document.number },
        );
      if (!changed.affected) {
        const now = await manager.getRepository(Order).findOneByOrFail({ id: order.id });
        throw now.status === 'invoiced'
          ? alreadyInvoiced(order.number, now.invoiceNumber)
          : now.shipmentsInvoiced > 0
            ? invoicedPerShipment(order.number)
            : noLongerValidated(order.number);
      }
      const { credit, payment } = await receivedBy(manager, order);
      if (credit) received.push(credit);
      if (payment) received.push(payment);
    }
    return received;
  }
}

/**
 * The one client orders billed together belong to, once each is billable for the purpose: an order
 * (not a sample), not invoiced, in a status billing takes (validated for an invoice, not ended for a
 * deposit), with a client record. Otherwise a message naming the order.
 */
export function billableClientOf(orders: readonly Order[], options: LoadOptions): number {
  const allowed = options.purpose === 'invoice' ? INVOICEABLE_ORDER_STATUSES : DEPOSITABLE_ORDER_STATUSES;
  for (const order of orders) {
    if (order.kind !== 'order')
      throw new BadRequestException({ message: 'sales.orderNotBillable', params: { number: order.number } });
    if (order.status === 'invoiced') throw alreadyInvoiced(order.number, order.invoiceNumber);
    if (!allowed.includes(order.status))
      throw new BadRequestException({
        message: options.purpose === 'invoice' ? 'sales.orderNotValidated' : 'sales.orderNotDepositable',
        params: { number: order.number, status: statusLabel('order', order.status, options.locale) },
      });
    if (order.clientId === null)
      throw new BadRequestException({
        message: 'sales.orderWithoutClient',
        params: { number: order.number },
      });
  }
  if (new Set(orders.map((order) => order.clientId)).size !== 1)
    throw new BadRequestException('sales.ordersOfSeveralClients');
  return orders[0]!.clientId!;
}

/** The shop's rows named by id (orders, shipments), in the order given; another shop's or an unknown one: 404. */
export async function shopRowsNamed<E extends { id: number; shopId: number }>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  shopId: number,
  ids: readonly number[],
): Promise<E[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundException('error.notFound');
  const where = { shopId, id: In(unique) } as FindOptionsWhere<E>;
  const rows = await manager.getRepository(entity).findBy(where);
  if (rows.length !== unique.length) throw new NotFoundException('error.notFound');
  return unique.map((id) => rows.find((row) => row.id === id)!);
}

/** What an order's invoice reads of its row (delivery's VAT rate as placed, see below). */
export function invoicedOrderOf(order: Order, standardRate: number): InvoicedOrder {
  return {
    promoAmount: order.promoAmount,
    shipping: order.shipping,
    margin: order.margin,
    deliveryKind: order.deliveryKind,
    deliveryLabel: order.deliveryLabel,
    shippingVatRate: shippingVatRateOf(order, standardRate),
  };
}

/** The placed lines of orders (in order, by position) and each product's family for ventilation. */
export async function placedLinesOf(
  manager: EntityManager,
  orders: readonly Order[],
): Promise<[OrderLine[], Map<number, string | null>]> {
  const ids = orders.map((order) => order.id);
  const lines = ids.length
    ? await manager
        .getRepository(OrderLine)
        .find({ where: { orderId: In(ids) }, order: { orderId: 'ASC', position: 'ASC' } })
    : [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = productIds.length
    ? await manager
        .getRepository(Product)
        .find({ where: { id: In(productIds) }, select: { id: true, type: true, productType: true } })
    : [];
  return [lines, new Map(products.map((product) => [product.id, product.type ?? product.productType]))];
}

/**
 * What an order already received, as payments of its invoice: the client credit it spent (carried
 * over, not spent again) and its captured card or offline payment, when there is any.
 */
export async function receivedBy(
  manager: EntityManager,
  order: Order,
): Promise<{ credit: ReceivedPayment | null; payment: ReceivedPayment | null }> {
  const placedOn = parisDateOf(order.placedAt ?? order.createdAt);
  const credit: ReceivedPayment | null =
    order.creditAmount > 0
      ? {
          type: 'credit',
          amount: order.creditAmount,
          receivedOn: placedOn,
          reference: order.number,
          creditSourceRef: orderCreditRef(order.id),
        }
      : null;
  const row = await manager.getRepository(OrderPayment).findOneBy({ orderId: order.id });
  const payment: ReceivedPayment | null =
    row && row.method !== 'credit' && row.amount > 0 && ['paid', 'partial'].includes(row.status)
      ? {
          type: receivedPaymentType(row.method),
          amount: row.amount,
          receivedOn: parisDateOf(row.updatedAt),
          reference: [order.number, row.captureId].filter(Boolean).join(' '),
        }
      : null;
  return { credit, payment };
}

/**
 * The delivery's VAT rate as placed. Orders placed before the rate was stored carry 0 for a delivery
 * type of a shop with VAT, which placing never writes: theirs was the shop's standard rate.
 */
function shippingVatRateOf(
  order: Pick<Order, 'deliveryKind' | 'hasTVA' | 'shippingVatRate'>,
  standardRate: number,
): number {
  return order.deliveryKind === 'type' && order.hasTVA && order.shippingVatRate === 0
    ? standardRate
    : order.shippingVatRate;
}

/** 409 "La commande … est déjà facturée (facture …)": an order is invoiced once. */
export function alreadyInvoiced(number: string, invoice: string | null): ConflictException {
  return new ConflictException({
    message: 'sales.orderAlreadyInvoiced',
    params: { number, invoice: invoice ?? '' },
  });
}

export function noLongerValidated(number: string): ConflictException {
  return new ConflictException({ message: 'sales.orderNoLongerValidated', params: { number } });
}

/** 409: an order with shipments invoiced is invoiced per shipment, its other shipments next. */
function invoicedPerShipment(number: string): ConflictException {
  return new ConflictException({ message: 'sales.orderInvoicedPerShipment', params: { number } });
}
