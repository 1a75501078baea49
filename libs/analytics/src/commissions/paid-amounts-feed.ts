import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import {
  BillingDocument,
  PaymentAllocation,
  PaymentCancelledEvent,
  PaymentRecordedEvent,
} from '@cuvee/billing';
import { OnEvent } from '@cuvee/platform';
import { PaidAmount } from './commission-rule.entity.js';

export interface Allocation {
  readonly paymentId: number;
  readonly documentId: number;
  /** The day the money came in. */
  readonly day: string;
  readonly amount: number;
}

/**
 * The paid basis' read model (docs/analytics.md "Commissions"): a payment writes what it settled of each
 * invoice and credit note inside the transaction that records it, and a cancelled one takes it back
 * inside the cancelling transaction, so the commissions never miss nor keep one.
 */
@Injectable()
export class PaidAmountsFeed {
  @OnEvent(PaymentRecordedEvent, { delivery: 'in-transaction' })
  async paymentRecorded(event: PaymentRecordedEvent, manager: EntityManager): Promise<void> {
    await recordPaidAmounts(
      manager,
      event.shopId,
      event.allocations.map((allocation) => ({
        paymentId: event.paymentId,
        documentId: allocation.documentId,
        day: event.receivedOn,
        amount: allocation.amount,
      })),
    );
  }

  @OnEvent(PaymentCancelledEvent, { delivery: 'in-transaction' })
  async paymentCancelled(event: PaymentCancelledEvent, manager: EntityManager): Promise<void> {
    const rows = manager.getRepository(PaidAmount);
    for (const row of await rows.findBy({ paymentId: event.paymentId })) {
      await rows.delete({ id: row.id });
      // The document's later payments were counted after this one: what they follow is less by it.
      await rows
        .createQueryBuilder()
        .update(PaidAmount)
        .set({ paidBefore: () => `paidBefore - ${Number(row.amount)}` })
        .where({ documentId: row.documentId, id: MoreThan(row.id) })
        .execute();
    }
  }
}

/**
 * Writes the allocations to issued invoices and credit notes not recorded yet, in the order given (a
 * document's earlier payments first), each with what the document's earlier rows had settled. The
 * event path and the rebuild share it. Deposits are left out: they count no sale.
 */
export async function recordPaidAmounts(
  manager: EntityManager,
  shopId: number,
  allocations: readonly Allocation[],
): Promise<void> {
  if (allocations.length === 0) return;
  const documentIds = [...new Set(allocations.map((a) => a.documentId))];
  const documents = new Map(
    (
      await manager.getRepository(BillingDocument).find({
        where: { shopId, id: In(documentIds), kind: In(['invoice', 'creditNote']), importId: IsNull() },
        select: { id: true, netToPay: true },
      })
    ).map((d) => [d.id, d.netToPay]),
  );
  if (documents.size === 0) return;
  const existing = await manager.getRepository(PaidAmount).find({
    where: { documentId: In([...documents.keys()]) },
    select: { paymentId: true, documentId: true, amount: true },
  });
  const recorded = new Set(existing.map((row) => `${row.paymentId}:${row.documentId}`));
  const settled = new Map<number, number>();
  for (const row of existing) settled.set(row.documentId, (settled.get(row.documentId) ?? 0) + row.amount);
  const rows: Omit<PaidAmount, 'id'>[] = [];
  for (const allocation of allocations) {
    const due = documents.get(allocation.documentId);
    if (due === undefined || recorded.has(`${allocation.paymentId}:${allocation.documentId}`)) continue;
    const paidBefore = settled.get(allocation.documentId) ?? 0;
    rows.push({ shopId, ...allocation, paidBefore, due });
    settled.set(allocation.documentId, paidBefore + allocation.amount);
  }
  for (let i = 0; i < rows.length; i += 400)
    await manager.getRepository(PaidAmount).insert(rows.slice(i, i + 400));
}

/** The allocations of recorded payments, in payment order (the rebuild and the demo read billing's). */
export async function allocationsOf(
  manager: EntityManager,
  payments: readonly { id: number; receivedOn: string }[],
): Promise<Allocation[]> {
  if (payments.length === 0) return [];
  const days = new Map(payments.map((payment) => [payment.id, payment.receivedOn]));
  const allocations = await manager.getRepository(PaymentAllocation).find({
    where: { paymentId: In([...days.keys()]) },
    order: { paymentId: 'ASC', id: 'ASC' },
  });
  return allocations.map((a) => ({
    paymentId: a.paymentId,
    documentId: a.documentId,
    day: days.get(a.paymentId)!,
    amount: a.amount,
  }));
}
