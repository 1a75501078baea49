import type { OrderStatus } from '@cuvee/kernel';

/*
 * What erasing a client's personal data does to each of their orders (ADR 0066): an invoiced order
 * supports its invoice and stays whole; an order under way needs the buyer's name and address until it
 * is delivered and invoiced, so it holds the identity back; any other loses them.
 */

export type OrderOnErasure = 'kept' | 'holdsIdentity' | 'anonymised';

/** Statuses whose delivery is still to come. */
const UNDER_WAY: readonly OrderStatus[] = ['pending', 'validated'];

export function orderOnErasure(order: { status: OrderStatus; invoiceId: number | null }): OrderOnErasure {
  if (order.invoiceId !== null || order.status === 'invoiced') return 'kept';
  return UNDER_WAY.includes(order.status) ? 'holdsIdentity' : 'anonymised';
}
