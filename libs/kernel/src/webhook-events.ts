import type { Labels } from './locale.js';

/*
 * The events a shop's webhooks may listen to (docs/partners.md "Webhooks"), here rather than in the
 * partners context so that the back office offers the same list, under the same labels, as the API takes.
 */

/** The events a shop may subscribe to, by the name partners see. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'document.issued',
  'settlement.changed',
  'stock.low',
  'reservation.booked',
  'reservation.cancelled',
  'webhook.ping',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, Labels>> = {
  'order.placed': { fr: 'Commande passée', en: 'Order placed' },
  'document.issued': { fr: 'Facture, avoir ou acompte émis', en: 'Invoice, credit note or deposit issued' },
  'settlement.changed': {
    fr: 'Règlement reçu ou annulé sur une facture',
    en: 'Payment received or cancelled on an invoice',
  },
  'stock.low': { fr: 'Stock bas', en: 'Low stock' },
  'reservation.booked': { fr: 'Réservation prise', en: 'Booking made' },
  'reservation.cancelled': { fr: 'Réservation annulée', en: 'Booking cancelled' },
  'webhook.ping': { fr: 'Essai envoyé depuis le back office', en: 'Test sent from the back office' },
};

export function isWebhookEvent(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** Failed deliveries in a row (every try used up) after which a subscription is paused. */
export const PAUSE_AFTER_FAILURES = 5;
