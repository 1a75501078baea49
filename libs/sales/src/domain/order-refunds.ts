import { sumCents, type Cents, type PaymentStatus } from '@cuvee/kernel';

/*
 * Card refunds of an order (ADR 0075): a credit note of an order paid by a captured card sends money
 * back through the payment provider, in full or in parts. However many credit notes follow, the
 * refunds of a capture never add up to more than was captured.
 */

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RecordedRefund {
  readonly amount: Cents;
  readonly status: RefundStatus;
}

/**
 * What is left to refund of a capture: what was captured less every refund recorded. A failed refund
 * still holds its amount: it is retried, not forgotten, so a later one cannot take the same euros.
 */
export function refundableLeft(captured: Cents, refunds: readonly RecordedRefund[]): Cents {
  return Math.max(0, captured - sumCents(refunds.map((refund) => refund.amount)));
}

/** The refund a credit note asks: its amount, capped at what is left of the capture (0: none). */
export function refundOfCreditNote(
  captured: Cents,
  refunds: readonly RecordedRefund[],
  creditNoteAmount: Cents,
): Cents {
  return Math.max(0, Math.min(creditNoteAmount, refundableLeft(captured, refunds)));
}

/** What went back to the card: the refunds the provider carried out. */
export function refundedSoFar(refunds: readonly RecordedRefund[]): Cents {
  return sumCents(refunds.filter((refund) => refund.status === 'succeeded').map((refund) => refund.amount));
}

/** `refunded` once refunds that went through gave back everything captured; otherwise no change. */
export function paymentStatusAfterRefunds(
  captured: Cents,
  refunds: readonly RecordedRefund[],
): Extract<PaymentStatus, 'refunded'> | null {
  return captured > 0 && refundedSoFar(refunds) >= captured ? 'refunded' : null;
}

/**
 * The provider's idempotency key of a refund's try (one refund per credit note): a replay of the same
 * try moves no money twice, a retry is a new request.
 */
export function refundIdempotencyKey(creditNoteId: number, attempt: number): string {
  return `order-refund-${creditNoteId}-${attempt}`;
}
