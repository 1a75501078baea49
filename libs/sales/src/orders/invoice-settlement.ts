import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SettlementChangedEvent } from '@cuvee/billing';
import { OnEvent } from '@cuvee/platform';
import { paymentStatusOfInvoice } from '../domain/order-invoicing.js';
import { Order } from './order.entity.js';

/**
 * An invoiced order's payment status follows its invoice's payments (ADR 0027): once invoiced, money
 * is recorded on the invoice, never on the order, so without this an order whose invoice was paid kept
 * saying "pending". In the payment's transaction: both agree, or the payment is not recorded.
 */
@Injectable()
export class InvoiceSettlement {
  @OnEvent(SettlementChangedEvent, { delivery: 'in-transaction' })
  async followInvoice(event: SettlementChangedEvent, manager: EntityManager): Promise<void> {
    if (event.kind !== 'invoice') return;
    const paymentStatus = paymentStatusOfInvoice(event.status);
    if (paymentStatus === null) return;
    await manager
      .getRepository(Order)
      .update({ shopId: event.shopId, invoiceId: event.documentId }, { paymentStatus });
  }
}
