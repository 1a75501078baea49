import {
  sumCents,
  type Cents,
  type CreditStatus,
  type IsoDate,
  type LegalDocumentStatus,
} from '@cuvee/kernel';

/*
 * Payments received (règlements) and client credits (notes de crédit), as pure rules: how a payment
 * spreads over the invoices it pays, what an over-payment leaves as credit, the status an issued
 * document takes from what was paid and credited on it, and how credits are spent (ADR 0016).
 */

/** The statuses of an issued invoice or deposit that still waits for money. */
export const OPEN_STATUSES = ['generated', 'incomplete'] as const satisfies readonly LegalDocumentStatus[];

export interface OpenDocument {
  readonly id: number;
  /** What is still owed on it. */
  readonly outstanding: Cents;
  readonly dueDate: IsoDate | null;
  readonly issueDate: IsoDate;
}

export interface Allocation {
  readonly documentId: number;
  readonly amount: Cents;
}

export class AllocationError extends RangeError {
  constructor(
    readonly reason: 'amount' | 'unknownDocument' | 'aboveOutstanding' | 'aboveAmount' | 'duplicate',
    readonly documentId: number | null = null,
  ) {
    super(`Invalid allocation: ${reason}`);
  }
}

/**
 * Spreads a payment over open documents. With explicit allocations, each must be positive, at most
 * what the document still owes, and all together at most the payment. Without, the oldest due first
 * (then the oldest issued). What is left over is the over-payment, which becomes client credit.
 */
export function allocatePayment(
  amount: Cents,
  open: readonly OpenDocument[],
  requested: readonly Allocation[] | null,
): { allocations: Allocation[]; overpayment: Cents } {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AllocationError('amount');
  let allocations: Allocation[];
  if (requested) {
    const seen = new Set<number>();
    for (const allocation of requested) {
      const document = open.find((candidate) => candidate.id === allocation.documentId);
      if (!document) throw new AllocationError('unknownDocument', allocation.documentId);
      if (seen.has(allocation.documentId)) throw new AllocationError('duplicate', allocation.documentId);
      seen.add(allocation.documentId);
      if (!Number.isSafeInteger(allocation.amount) || allocation.amount <= 0)
        throw new AllocationError('amount', allocation.documentId);
      if (allocation.amount > document.outstanding)
        throw new AllocationError('aboveOutstanding', allocation.documentId);
    }
    if (sumCents(requested.map((a) => a.amount)) > amount) throw new AllocationError('aboveAmount');
    allocations = requested.map((a) => ({ documentId: a.documentId, amount: a.amount }));
  } else {
    const byAge = [...open].sort(
      (a, b) =>
        (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate) ||
        a.issueDate.localeCompare(b.issueDate) ||
        a.id - b.id,
    );
    let left = amount;
    allocations = [];
    for (const document of byAge) {
      if (left === 0) break;
      const take = Math.min(left, document.outstanding);
      if (take > 0) allocations.push({ documentId: document.id, amount: take });
      left -= take;
    }
  }
  return { allocations, overpayment: amount - sumCents(allocations.map((a) => a.amount)) };
}

export interface SettlementFacts {
  readonly totalTtc: Cents;
  readonly netToPay: Cents;
  /** What is still owed: net to pay less payments and the credit notes' share that lowered it. */
  readonly outstanding: Cents;
  /** All credit notes issued against it (what went to client credit included). */
  readonly creditedTotal: Cents;
}

/**
 * The status of an issued invoice or deposit from its amounts: cancelled once credit notes took all
 * of it, completed when nothing is owed, incomplete when partly settled, generated while untouched.
 */
export function settlementStatus(facts: SettlementFacts): LegalDocumentStatus {
  if (facts.totalTtc > 0 && facts.creditedTotal >= facts.totalTtc) return 'cancelled';
  if (facts.outstanding <= 0) return 'completed';
  return facts.outstanding < facts.netToPay ? 'incomplete' : 'generated';
}

export interface CreditBalance {
  readonly id: number;
  readonly remaining: Cents;
  readonly cancelled: boolean;
}

/** Credit statuses: full (untouched), partial, empty (spent), cancelled. */
export function creditStatusOf(amount: Cents, remaining: Cents, cancelled: boolean): CreditStatus {
  if (cancelled) return 'cancelled';
  if (remaining <= 0) return 'empty';
  return remaining >= amount ? 'full' : 'partial';
}

export class InsufficientCreditError extends RangeError {
  constructor(readonly available: Cents) {
    super(`Only ${available} of client credit is available`);
  }
}

/** Takes `amount` from the client's credits, oldest first (or only the one named); never below zero. */
export function spendCredits(
  credits: readonly CreditBalance[],
  amount: Cents,
): { creditId: number; amount: Cents }[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AllocationError('amount');
  const usable = credits.filter((credit) => !credit.cancelled && credit.remaining > 0);
  const available = sumCents(usable.map((credit) => credit.remaining));
  if (available < amount) throw new InsufficientCreditError(available);
  const uses: { creditId: number; amount: Cents }[] = [];
  let left = amount;
  for (const credit of [...usable].sort((a, b) => a.id - b.id)) {
    if (left === 0) break;
    const take = Math.min(left, credit.remaining);
    uses.push({ creditId: credit.id, amount: take });
    left -= take;
  }
  return uses;
}
