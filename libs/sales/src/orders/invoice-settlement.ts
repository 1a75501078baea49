import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DocumentsService, SettlementChangedEvent } from '@cuvee/billing';
import { OnEvent } from '@cuvee/platform';
import { paymentStatusOfInvoice, paymentStatusOfShipmentInvoices } from '../domain/order-invoicing.js';
import { OrderShipment } from '../shipments/order-shipment.entity.js';
import { Order } from './order.entity.js';

/**
 * An invoiced order's payment status follows its invoice's payments (ADR 0027): once invoiced, money
 * is recorded on the invoice, never on the order, so without this an order whose invoice was paid kept
 * saying "pending". An order invoiced per shipment follows all its invoices together (ADR 0074). In
 * the payment's transaction: both agree, or the payment is not recorded.
 */
@Injectable()
export class InvoiceSettlement {
  constructor(private readonly documents: DocumentsService) {}

  @OnEvent(SettlementChangedEvent, { delivery: 'in-transaction' })
  async followInvoice(event: SettlementChangedEvent, manager: EntityManager): Promise<void> {
    if (event.kind !== 'invoice') return;
    const shipments = await manager
      .getRepository(OrderShipment)
      .find({ where: { shopId: event.shopId, invoiceId: event.documentId }, select: { orderId: true } });
    if (shipments.length > 0) return this.followShipmentInvoices(manager, event.shopId, shipments);
    const paymentStatus = paymentStatusOfInvoice(event.status);
    if (paymentStatus === null) return;
    await manager
      .getRepository(Order)
      .update({ shopId: event.shopId, invoiceId: event.documentId }, { paymentStatus });
  }

  private async followShipmentInvoices(
    manager: EntityManager,
    shopId: number,
    shipments: readonly Pick<OrderShipment, 'orderId'>[],
  ): Promise<void> {
    for (const orderId of new Set(shipments.map((shipment) => shipment.orderId))) {
      const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId, shopId });
      const all = await manager.getRepository(OrderShipment).find({ where: { orderId } });
      const invoiceIds = [...new Set(all.flatMap((shipment) => shipment.invoiceId ?? []))];
      const invoices = await this.documents.byIds(manager, shopId, invoiceIds);
      const paymentStatus = paymentStatusOfShipmentInvoices(
        invoices.map((invoice) => invoice.status),
        order.status === 'invoiced',
        order.paymentStatus,
      );
      if (paymentStatus !== null && paymentStatus !== order.paymentStatus)
        await manager.getRepository(Order).update({ id: orderId }, { paymentStatus });
    }
  }
}
