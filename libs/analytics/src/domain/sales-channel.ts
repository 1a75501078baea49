import { SALES_CHANNELS, type Locale, type SalesChannel } from '@cuvee/kernel';

/*
 * Where a sale was made (docs/analytics.md "Channels", ADR 0077): the order it invoices tells it. A sale
 * at a sales point is a salesPoint sale; an order an agent wrote for the client they follow is an
 * agent's sale; otherwise the order's own channel (the shop front or the back office). An invoice made
 * without an order (typed in, from a quote, a primeur subscription) is a back-office sale.
 */

/** What the channel rule reads of the order a document invoices. */
export interface OrderOrigin {
  readonly channel: 'shop' | 'backoffice' | 'salesPoint';
  /** The agent who follows the client (or took the order); null: none. */
  readonly agentId: number | null;
  /** Who wrote the order. */
  readonly createdById: number | null;
}

export function channelOfSale(order: OrderOrigin | null): SalesChannel {
  if (!order) return 'backoffice';
  if (order.channel === 'salesPoint') return 'salesPoint';
  if (order.agentId !== null && order.createdById === order.agentId) return 'agent';
  return order.channel;
}

export function channelLabel(channel: string, locale: Locale): string {
  return SALES_CHANNELS.find((item) => item.key === channel)?.[locale] ?? channel;
}
