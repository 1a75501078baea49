/*
 * How long an order may wait (ADR 0015). A checkout writes its orders as drafts, reserves their stock,
 * imprints the card, then places them: a draft older than CHECKOUT_DRAFT_TIMEOUT_MS is a checkout that
 * crashed half-way, and the sweep ends it. A placed (pending) order waits for the producer the shop's
 * `pendingOrderDays`, then expires; either way the stock it held goes back.
 */

export const CHECKOUT_DRAFT_TIMEOUT_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a placed order expires if the producer has not decided. */
export function pendingExpiry(placedAt: Date, pendingOrderDays: number): Date {
  if (!Number.isSafeInteger(pendingOrderDays) || pendingOrderDays <= 0)
    throw new RangeError(`pendingOrderDays must be a positive integer, got ${pendingOrderDays}`);
  return new Date(placedAt.getTime() + pendingOrderDays * DAY_MS);
}

/** Drafts written before this instant belong to checkouts that never finished. */
export function staleDraftsBefore(now: Date): Date {
  return new Date(now.getTime() - CHECKOUT_DRAFT_TIMEOUT_MS);
}
