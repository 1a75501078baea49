import { HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { CreditNoteRefunds, DocumentIssuedEvent, DocumentsService } from '@cuvee/billing';
import { failure, formatMoney, messageText, parisDateOf, type Locale, type MessageKey } from '@cuvee/kernel';
import { Database, JOB_QUEUE, lockedRow, OnEvent, type JobQueue, type RequestContext } from '@cuvee/platform';
import {
  paymentStatusAfterRefunds,
  refundedSoFar,
  refundIdempotencyKey,
  refundOfCreditNote,
} from '../domain/order-refunds.js';
import { Order } from '../orders/order.entity.js';
import { OrderQueries } from '../orders/order-queries.service.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import type { DeclineReason, RefundResult } from '../payments/payment-provider.js';
import { failureException } from '../sales-errors.js';
import { OrderShipment } from '../shipments/order-shipment.entity.js';
import type { OrderRefundDto, OrderRefundsDto } from './dto/order-refund.dto.js';
import { OrderRefund } from './order-refund.entity.js';

export const REFUND_JOB = 'sales.refund-order';
/** Tries of one job (the provider unreachable); a declined refund is not tried again by itself. */
export const REFUND_JOB_ATTEMPTS = 3;

/** Why a refund failed: the provider's decline, or no answer after the job's last try. */
type RefundFailure = DeclineReason | 'providerUnavailable';

const FAILURE_MESSAGES: Partial<Record<RefundFailure, MessageKey>> = {
  refundAboveCaptured: 'sales.refundAboveCaptured',
  captureNotRefundable: 'sales.captureNotRefundable',
  providerUnavailable: 'sales.refundProviderUnavailable',
};

/**
 * Card refunds of orders (ADR 0075). A credit note issued on the invoice of an order paid by a
 * captured card records, in the issuing transaction, a refund of its TTC capped at what is left of
 * the capture, and sets aside the client credit the credit note left (so it is not spent meanwhile);
 * after the commit a job asks the provider. Once the money left, billing records it as a payment out
 * of the credit note, and the order is `refunded` when all of its capture went back. A failed refund
 * keeps its share of the capture and its credit until it is retried.
 */
@Injectable()
export class OrderRefunds {
  constructor(
    private readonly database: Database,
    private readonly queries: OrderQueries,
    private readonly documents: DocumentsService,
    private readonly billing: CreditNoteRefunds,
    private readonly gateway: PaymentGateway,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async list(ctx: RequestContext, orderId: number): Promise<OrderRefundsDto> {
    const order = await this.queries.find(ctx, orderId);
    return this.view(this.database.dataSource.manager, order.id, ctx.locale);
  }

  /**
   * In the transaction that issues a credit note: the refund it asks of its order's card capture.
   * The order's payment row is held while its refunds are read, so two credit notes issued at once
   * never refund the same euros (the second waits, then takes what is left).
   */
  @OnEvent(DocumentIssuedEvent, { delivery: 'in-transaction' })
  async creditNoteIssued(event: DocumentIssuedEvent, manager: EntityManager): Promise<void> {
    if (event.kind !== 'creditNote') return;
    const [note] = await this.documents.byIds(manager, event.shopId, [event.documentId]);
    if (!note?.correctsId) return;
    const orderId = await orderOfInvoice(manager, event.shopId, note.correctsId);
    if (orderId === null) return;
    const payment = await lockedRow(manager, OrderPayment, { orderId, shopId: event.shopId });
    if (!payment || payment.method !== 'card' || !payment.captureId || payment.amount <= 0) return;
    const refunds = await manager.getRepository(OrderRefund).findBy({ orderId });
    const asked = refundOfCreditNote(payment.amount, refunds, note.totalTtc);
    const amount = await this.billing.setAside(manager, event.shopId, note.id, asked, sourceRefOf(note.id));
    if (amount <= 0) return;
    const refund = await manager.getRepository(OrderRefund).save(
      manager.getRepository(OrderRefund).create({
        shopId: event.shopId,
        orderId,
        creditNoteId: note.id,
        creditNoteNumber: event.number,
        amount,
        status: 'pending',
        failureReason: null,
        attempts: 1,
        idempotencyKey: refundIdempotencyKey(note.id, 1),
        providerRefundId: null,
        paymentId: null,
        refundedAt: null,
      }),
    );
    this.database.currentTransaction?.afterCommit(() => this.enqueue(refund));
  }

  /** Tries a failed refund again, as a new request to the provider; any other refund answers 409. */
  async retry(ctx: RequestContext, orderId: number, refundId: number): Promise<OrderRefundsDto> {
    const order = await this.queries.find(ctx, orderId);
    const repository = this.database.dataSource.getRepository(OrderRefund);
    const refund = await repository.findOneBy({ id: refundId, orderId: order.id });
    if (!refund) throw new NotFoundException('error.notFound');
    const attempts = refund.attempts + 1;
    // Conditional: two retries at once make one new try, the other is told it is no longer failed.
    const changed = await repository.update(
      { id: refund.id, status: 'failed', attempts: refund.attempts },
      {
        status: 'pending',
        attempts,
        failureReason: null,
        idempotencyKey: refundIdempotencyKey(refund.creditNoteId, attempts),
      },
    );
    if (!changed.affected)
      throw failureException(
        failure('sales.refundNotRetryable', { number: refund.creditNoteNumber }),
        HttpStatus.CONFLICT,
      );
    await this.enqueue({ ...refund, attempts });
    return this.view(this.database.dataSource.manager, order.id, ctx.locale);
  }

  /**
   * The job: asks the provider for the refund's current try and records the answer. Idempotent: a
   * refund no longer pending is left alone, and a second run of the same try sends the same key, so
   * the provider answers it without moving money again and only one run records it.
   */
  async run(refundId: number, lastTry: boolean): Promise<RefundOrderOutcome> {
    const refund = await this.database.dataSource.getRepository(OrderRefund).findOneBy({ id: refundId });
    if (!refund || refund.status !== 'pending') return 'alreadySettled';
    const payment = await this.database.dataSource
      .getRepository(OrderPayment)
      .findOneByOrFail({ orderId: refund.orderId });
    let result: RefundResult;
    try {
      result = await this.gateway.provider.refund({
        captureId: payment.captureId!,
        amount: refund.amount,
        idempotencyKey: refund.idempotencyKey,
      });
    } catch (error) {
      // The provider did not answer: the queue tries again; after its last try the refund says so.
      if (lastTry) await this.settle(refund, payment, { status: 'declined', reason: 'providerUnavailable' });
      throw error;
    }
    return this.settle(refund, payment, result);
  }

  private async settle(
    refund: OrderRefund,
    payment: OrderPayment,
    result: RefundResult | { status: 'declined'; reason: RefundFailure },
  ): Promise<RefundOrderOutcome> {
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(OrderRefund);
      const pending = { id: refund.id, status: 'pending' as const, attempts: refund.attempts };
      if (result.status === 'declined') {
        const changed = await repository.update(pending, { status: 'failed', failureReason: result.reason });
        return changed.affected ? 'failed' : 'alreadySettled';
      }
      const changed = await repository.update(pending, {
        status: 'succeeded',
        providerRefundId: result.refundId,
        refundedAt: new Date(),
      });
      if (!changed.affected) return 'alreadySettled';
      const paymentId = await this.billing.recordPaid(manager, refund.shopId, {
        creditNoteId: refund.creditNoteId,
        sourceRef: sourceRefOf(refund.creditNoteId),
        amount: refund.amount,
        type: 'onlineCard',
        reference: result.refundId,
        paidOn: parisDateOf(new Date()),
      });
      await repository.update({ id: refund.id }, { paymentId });
      const refunds = await repository.findBy({ orderId: refund.orderId });
      if (paymentStatusAfterRefunds(payment.amount, refunds) === 'refunded') {
        await manager
          .getRepository(Order)
          .update(
            { id: refund.orderId, paymentStatus: In(['paid', 'partial']) },
            { paymentStatus: 'refunded' },
          );
        await manager.getRepository(OrderPayment).update({ id: payment.id }, { status: 'refunded' });
      }
      return 'succeeded';
    });
  }

  private async enqueue(refund: Pick<OrderRefund, 'id' | 'attempts'>): Promise<void> {
    await this.queue.add(
      REFUND_JOB,
      { refundId: refund.id },
      { jobId: `sales-refund-${refund.id}-${refund.attempts}`, attempts: REFUND_JOB_ATTEMPTS },
    );
  }

  private async view(manager: EntityManager, orderId: number, locale: Locale): Promise<OrderRefundsDto> {
    const [payment, refunds] = await Promise.all([
      manager.getRepository(OrderPayment).findOneBy({ orderId }),
      manager.getRepository(OrderRefund).find({ where: { orderId }, order: { id: 'ASC' } }),
    ]);
    const captured = payment?.method === 'card' && payment.captureId ? payment.amount : 0;
    return {
      captured,
      refunded: refundedSoFar(refunds),
      refunds: refunds.map((refund) => refundView(refund, locale)),
    };
  }
}

export type RefundOrderOutcome = 'succeeded' | 'failed' | 'alreadySettled';

/** The reference of the client credit set aside for a credit note's refund. */
function sourceRefOf(creditNoteId: number): string {
  return `order-refund:${creditNoteId}`;
}

/**
 * The one order an invoice billed: whole (orders.invoiceId) or through its shipments (ADR 0074). An
 * invoice of several orders names no single capture to refund: its credit notes stay client credit.
 */
async function orderOfInvoice(
  manager: EntityManager,
  shopId: number,
  invoiceId: number,
): Promise<number | null> {
  const [orders, shipments] = await Promise.all([
    manager.getRepository(Order).find({ where: { shopId, invoiceId }, select: { id: true } }),
    manager.getRepository(OrderShipment).find({ where: { shopId, invoiceId }, select: { orderId: true } }),
  ]);
  const ids = new Set([...orders.map((order) => order.id), ...shipments.map((shipment) => shipment.orderId)]);
  return ids.size === 1 ? [...ids][0]! : null;
}

function refundView(refund: OrderRefund, locale: Locale): OrderRefundDto {
  const reason = refund.failureReason as RefundFailure | null;
  return {
    id: refund.id,
    orderId: refund.orderId,
    creditNoteId: refund.creditNoteId,
    creditNoteNumber: refund.creditNoteNumber,
    amount: refund.amount,
    status: refund.status,
    failureReason: reason,
    failureMessage:
      reason === null
        ? null
        : messageText(FAILURE_MESSAGES[reason] ?? 'sales.refundDeclined', locale, {
            amount: formatMoney(refund.amount, locale),
          }),
    attempts: refund.attempts,
    providerRefundId: refund.providerRefundId,
    paymentId: refund.paymentId,
    refundedAt: refund.refundedAt,
    createdAt: refund.createdAt,
  };
}
