import { BadRequestException, ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { parisDateOf, sumCents, type Locale } from '@cuvee/kernel';
import {
  BillableSources,
  fiscalSettingsOf,
  type BillableBatch,
  type BillableLine,
  type IssuedDocumentRef,
  type LoadOptions,
  type ReceivedPayment,
} from '@cuvee/billing';
import { fullyShipped, receivedForInvoice, shippedUnits } from '../domain/order-shipments.js';
import { orderPartInvoiceLines, orderReference } from '../domain/order-invoicing.js';
import { Order } from '../orders/order.entity.js';
import {
  alreadyInvoiced,
  billableClientOf,
  invoicedOrderOf,
  noLongerValidated,
  placedLinesOf,
  receivedBy,
  shopRowsNamed,
} from '../orders/orders-billable-source.js';
import { OrderShipment } from './order-shipment.entity.js';

/**
 * Shipments as billing's 'shipments' source (ADR 0074): POST /v1/invoices { source: { kind:
 * 'shipments', ids } } bills shipments of validated orders of one client — the units they took at the
 * order's placed prices, their wrapping, the promotion's part, the delivery on the order's first
 * invoice (domain orderPartInvoiceLines), so an order's invoices add up to the order. In the issuing
 * transaction each shipment is marked invoiced once, the order counts it, and the last one moves the
 * order to invoiced; what the order had received is handed to its invoices in turn.
 */
@Injectable()
export class ShipmentsBillableSource implements OnModuleInit {
  constructor(private readonly sources: BillableSources) {}

  onModuleInit(): void {
    this.sources.register({
      kind: 'shipments',
      label: { fr: 'livraisons', en: 'shipments' },
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
    if (options.purpose === 'deposit') throw new BadRequestException('sales.shipmentsNotDepositable');
    const shipments = await shopRowsNamed(manager, OrderShipment, shopId, ids);
    const orders = await shopRowsNamed(
      manager,
      Order,
      shopId,
      shipments.map((shipment) => shipment.orderId),
    );
    const clientId = billableClientOf(orders, options);
    // An accepted quote's order bills the quote's own lines, whole (docs/sales.md).
    const fromQuote = orders.find((order) => order.quoteId !== null);
    if (fromQuote)
      throw new BadRequestException({
        message: 'sales.quoteOrderInvoicedWhole',
        params: { number: fromQuote.number },
      });
    for (const shipment of shipments)
      if (shipment.invoiceId !== null) throw shipmentInvoiced(shipment, orders, shipment.invoiceNumber);

    const [lines, families] = await placedLinesOf(manager, orders);
    const { vatRate } = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
    const earlier = await this.invoicedShipmentsOf(manager, orders);
    const billable: BillableLine[] = [];
    const references: string[] = [];
    for (const order of orders) {
      const mine = shipments.filter((shipment) => shipment.orderId === order.id);
      references.push(
        orderReference(order.number, parisDateOf(order.placedAt ?? order.createdAt), options.locale),
        ...mine.map((shipment) => shipmentReference(shipment, options.locale)),
      );
      const before = shippedUnits(earlier.filter((shipment) => shipment.orderId === order.id));
      const now = shippedUnits(mine);
      billable.push(
        ...orderPartInvoiceLines(
          invoicedOrderOf(order, vatRate.standard),
          lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({
              line: { ...line, family: families.get(line.productId) ?? null },
              before: before.get(line.id) ?? 0,
              now: now.get(line.id) ?? 0,
            })),
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
   * Inside the issuing transaction: each shipment is marked invoiced by a conditional update (of two
   * invoices of one shipment issued at once, the second rolls back, its number unused), its order
   * counts it — conditionally on being validated, which also keeps the order from being invoiced
   * whole at the same time — and moves to invoiced once every unit is shipped and invoiced. The
   * money the order received goes to its invoices in turn: each takes what it asks, the last one the
   * rest (billing turns a surplus into client credit).
   */
  async invoiced(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    document: IssuedDocumentRef,
  ): Promise<ReceivedPayment[]> {
    const shipments = await shopRowsNamed(manager, OrderShipment, shopId, ids);
    const received: ReceivedPayment[] = [];
    let asked = document.outstanding;
    for (const orderId of [...new Set(shipments.map((shipment) => shipment.orderId))]) {
      const mine = shipments.filter((shipment) => shipment.orderId === orderId);
      for (const shipment of mine) {
        const marked = await manager
          .getRepository(OrderShipment)
          .update(
            { id: shipment.id, shopId, invoiceId: IsNull() },
            { invoiceId: document.id, invoiceNumber: document.number },
          );
        if (!marked.affected) {
          const now = await manager.getRepository(OrderShipment).findOneByOrFail({ id: shipment.id });
          const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
          throw shipmentInvoiced(now, [order], now.invoiceNumber);
        }
      }
      const counted = await manager
        .getRepository(Order)
        .increment({ id: orderId, shopId, status: 'validated' }, 'shipmentsInvoiced', mine.length);
      const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
      if (!counted.affected)
        throw order.status === 'invoiced'
          ? alreadyInvoiced(order.number, order.invoiceNumber)
          : noLongerValidated(order.number);

      const all = await manager.getRepository(OrderShipment).find({ where: { orderId } });
      const [lines] = await placedLinesOf(manager, [order]);
      const last =
        fullyShipped(lines, shippedUnits(all)) && all.every((shipment) => shipment.invoiceId !== null);
      if (last) {
        const closed = await manager
          .getRepository(Order)
          .update(
            { id: orderId, status: 'validated' },
            { status: 'invoiced', invoiceId: document.id, invoiceNumber: document.number },
          );
        if (!closed.affected) throw noLongerValidated(order.number);
      }

      const handed = all.filter((shipment) => shipment.invoiceId !== null && !ids.includes(shipment.id));
      const { credit, payment } = await receivedBy(manager, order);
      const taken = receivedForInvoice(
        { credit: credit?.amount ?? 0, payment: payment?.amount ?? 0 },
        {
          credit: sumCents(handed.map((shipment) => shipment.creditApplied)),
          payment: sumCents(handed.map((shipment) => shipment.paymentApplied)),
        },
        Math.max(asked, 0),
        last,
      );
      asked -= taken.credit + taken.payment;
      await manager
        .getRepository(OrderShipment)
        .update({ id: mine[0]!.id }, { creditApplied: taken.credit, paymentApplied: taken.payment });
      if (credit && taken.credit > 0) received.push({ ...credit, amount: taken.credit });
      if (payment && taken.payment > 0) received.push({ ...payment, amount: taken.payment });
    }
    return received;
  }

  private invoicedShipmentsOf(manager: EntityManager, orders: readonly Order[]): Promise<OrderShipment[]> {
    return manager.getRepository(OrderShipment).find({
      where: { orderId: In(orders.map((order) => order.id)), invoiceId: Not(IsNull()) },
    });
  }
}

/** "Livraison 2 du 14/03/2026": how an invoice names a shipment it bills. */
function shipmentReference(shipment: Pick<OrderShipment, 'position' | 'shippedOn'>, locale: Locale): string {
  const [year, month, day] = shipment.shippedOn.split('-');
  return locale === 'en'
    ? `Shipment ${shipment.position} of ${day}/${month}/${year}`
    : `Livraison ${shipment.position} du ${day}/${month}/${year}`;
}

/** 409 "La livraison 2 de la commande … est déjà facturée (facture …)". */
function shipmentInvoiced(
  shipment: OrderShipment,
  orders: readonly Order[],
  invoice: string | null,
): ConflictException {
  const order = orders.find((row) => row.id === shipment.orderId);
  return new ConflictException({
    message: 'sales.shipmentAlreadyInvoiced',
    params: { position: shipment.position, number: order?.number ?? '', invoice: invoice ?? '' },
  });
}
