import type { Labels, Locale } from './locale.js';

/*
 * The status sets (docs/kernel.md "Statuses"), each with its meaning group, colour group and labels.
 * The spec names the groups but not which status goes where; the mapping chosen here:
 *   waiting  → grey       not started yet, or waiting on someone (draft, pending, scheduled…)
 *   online   → lightBlue  under way (validated, in transit, processing…)
 *   finished → blue       reached its normal end (invoiced, delivered, paid, completed)
 *   cancel   → red        stopped on purpose or by time (cancelled, refused, aborted, expired…)
 *   error    → red        failed and needs attention (error, exception, missing)
 * The colour follows from the meaning through STATUS_COLOUR_OF_MEANING, so the two cannot disagree.
 */

export const STATUS_MEANINGS = ['waiting', 'cancel', 'online', 'finished', 'error'] as const;
export type StatusMeaning = (typeof STATUS_MEANINGS)[number];

export const STATUS_COLOURS = ['grey', 'lightBlue', 'blue', 'red'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];

export const STATUS_COLOUR_OF_MEANING: Readonly<Record<StatusMeaning, StatusColour>> = {
  waiting: 'grey',
  online: 'lightBlue',
  finished: 'blue',
  cancel: 'red',
  error: 'red',
};

/** The theme colours behind each colour group. */
export const STATUS_COLOUR_HEX: Readonly<Record<StatusColour, string>> = {
  grey: '#ABB5C9',
  lightBlue: '#a4d1d0',
  blue: '#219EBC',
  red: '#d0312d',
};

interface StatusRow extends Labels {
  readonly meaning: StatusMeaning;
}

export const ORDER_STATUSES = [
  'draft',
  'pending',
  'validated',
  'refused',
  'cancelled',
  'aborted',
  'expired',
  'invoiced',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders billing takes as a source: a final invoice of validated ones, a deposit on any not ended. */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['validated'];
export const DEPOSITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['draft', 'pending', 'validated', 'error'];
/** Orders whose goods can leave in shipments (ADR 0074): validated, or invoiced whole and shipped after. */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['validated', 'invoiced'];

const ORDER_STATUS_TABLE: Readonly<Record<OrderStatus, StatusRow>> = {
  draft: { meaning: 'waiting', fr: 'Brouillon', en: 'Draft' },
  pending: { meaning: 'waiting', fr: 'En attente', en: 'Pending' },
  validated: { meaning: 'online', fr: 'Validée', en: 'Validated' },
  refused: { meaning: 'cancel', fr: 'Refusée', en: 'Refused' },
  cancelled: { meaning: 'cancel', fr: 'Annulée', en: 'Cancelled' },
  aborted: { meaning: 'cancel', fr: 'Abandonnée', en: 'Abandoned' },
  expired: { meaning: 'cancel', fr: 'Expirée', en: 'Expired' },
  invoiced: { meaning: 'finished', fr: 'Facturée', en: 'Invoiced' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
};

export const DELIVERY_STATUSES = [
  'pending',
  'preparation',
  'pendingPickup',
  'pickup',
  'transit',
  'partiallyDelivered',
  'partiallyReturned',
  'delivered',
  'returned',
  'error',
  'exception',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const DELIVERY_STATUS_TABLE: Readonly<Record<DeliveryStatus, StatusRow>> = {
  pending: { meaning: 'waiting', fr: 'En attente', en: 'Pending' },
  preparation: { meaning: 'online', fr: 'En préparation', en: 'Being prepared' },
  pendingPickup: { meaning: 'online', fr: "En attente d'enlèvement", en: 'Awaiting pickup' },
  pickup: { meaning: 'online', fr: 'Enlevée', en: 'Picked up' },
  transit: { meaning: 'online', fr: 'En transit', en: 'In transit' },
  partiallyDelivered: { meaning: 'online', fr: 'Partiellement livrée', en: 'Partially delivered' },
  partiallyReturned: { meaning: 'online', fr: 'Partiellement retournée', en: 'Partially returned' },
  delivered: { meaning: 'finished', fr: 'Livrée', en: 'Delivered' },
  returned: { meaning: 'cancel', fr: 'Retournée', en: 'Returned' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
  exception: { meaning: 'error', fr: 'Incident de livraison', en: 'Delivery exception' },
};

export const PAYMENT_STATUSES = [
  'pending',
  'setup',
  'processing',
  'requiresAction',
  'paid',
  'partial',
  'missing',
  'refunded',
  'error',
  'cancelled',
  'scheduled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_STATUS_TABLE: Readonly<Record<PaymentStatus, StatusRow>> = {
  pending: { meaning: 'waiting', fr: 'En attente', en: 'Pending' },
  setup: { meaning: 'waiting', fr: 'En cours de mise en place', en: 'Being set up' },
  processing: { meaning: 'online', fr: 'En cours de traitement', en: 'Processing' },
  requiresAction: { meaning: 'waiting', fr: 'Action requise', en: 'Action required' },
  paid: { meaning: 'finished', fr: 'Payé', en: 'Paid' },
  partial: { meaning: 'online', fr: 'Partiellement payé', en: 'Partially paid' },
  missing: { meaning: 'error', fr: 'Impayé', en: 'Unpaid' },
  refunded: { meaning: 'cancel', fr: 'Remboursé', en: 'Refunded' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
  cancelled: { meaning: 'cancel', fr: 'Annulé', en: 'Cancelled' },
  scheduled: { meaning: 'waiting', fr: 'Programmé', en: 'Scheduled' },
};

/** A client's credit balance (note de crédit): full, partly spent, spent, cancelled. */
export const CREDIT_STATUSES = ['full', 'partial', 'empty', 'cancelled'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

const CREDIT_STATUS_TABLE: Readonly<Record<CreditStatus, StatusRow>> = {
  full: { meaning: 'online', fr: 'Disponible', en: 'Available' },
  partial: { meaning: 'online', fr: 'Partiellement utilisée', en: 'Partially used' },
  empty: { meaning: 'finished', fr: 'Épuisée', en: 'Used up' },
  cancelled: { meaning: 'cancel', fr: 'Annulée', en: 'Cancelled' },
};

export const LEGAL_DOCUMENT_STATUSES = [
  'pending',
  'generated',
  'processing',
  'incomplete',
  'completed',
  'rejected',
  'cancelled',
  'error',
] as const;
export type LegalDocumentStatus = (typeof LEGAL_DOCUMENT_STATUSES)[number];

const LEGAL_DOCUMENT_STATUS_TABLE: Readonly<Record<LegalDocumentStatus, StatusRow>> = {
  // The spec glosses pending as "draft".
  pending: { meaning: 'waiting', fr: 'Brouillon', en: 'Draft' },
  generated: { meaning: 'online', fr: 'Généré', en: 'Generated' },
  processing: { meaning: 'online', fr: 'En cours de traitement', en: 'Processing' },
  incomplete: { meaning: 'waiting', fr: 'Incomplet', en: 'Incomplete' },
  completed: { meaning: 'finished', fr: 'Terminé', en: 'Completed' },
  rejected: { meaning: 'cancel', fr: 'Rejeté', en: 'Rejected' },
  cancelled: { meaning: 'cancel', fr: 'Annulé', en: 'Cancelled' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
};

export const SEPA_MANDATE_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export type SepaMandateStatus = (typeof SEPA_MANDATE_STATUSES)[number];

const SEPA_MANDATE_STATUS_TABLE: Readonly<Record<SepaMandateStatus, StatusRow>> = {
  pending: { meaning: 'waiting', fr: 'En attente de signature', en: 'Awaiting signature' },
  processing: { meaning: 'online', fr: 'En cours de validation', en: 'Being validated' },
  completed: { meaning: 'finished', fr: 'Actif', en: 'Active' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
};

export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'reverted', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const IMPORT_STATUS_TABLE: Readonly<Record<ImportStatus, StatusRow>> = {
  pending: { meaning: 'waiting', fr: 'En attente', en: 'Pending' },
  processing: { meaning: 'online', fr: 'En cours', en: 'In progress' },
  completed: { meaning: 'finished', fr: 'Terminé', en: 'Completed' },
  reverted: { meaning: 'cancel', fr: 'Annulé (données restaurées)', en: 'Reverted' },
  error: { meaning: 'error', fr: 'Erreur', en: 'Error' },
};

/** Every status set, by name: its statuses in order and its table. */
export const STATUS_SETS = {
  order: { statuses: ORDER_STATUSES, table: ORDER_STATUS_TABLE },
  delivery: { statuses: DELIVERY_STATUSES, table: DELIVERY_STATUS_TABLE },
  payment: { statuses: PAYMENT_STATUSES, table: PAYMENT_STATUS_TABLE },
  credit: { statuses: CREDIT_STATUSES, table: CREDIT_STATUS_TABLE },
  legalDocument: { statuses: LEGAL_DOCUMENT_STATUSES, table: LEGAL_DOCUMENT_STATUS_TABLE },
  sepaMandate: { statuses: SEPA_MANDATE_STATUSES, table: SEPA_MANDATE_STATUS_TABLE },
  import: { statuses: IMPORT_STATUSES, table: IMPORT_STATUS_TABLE },
} as const;

export type StatusSetName = keyof typeof STATUS_SETS;
export type StatusOf<S extends StatusSetName> = (typeof STATUS_SETS)[S]['statuses'][number];

export interface StatusInfo<S extends StatusSetName = StatusSetName> {
  readonly set: S;
  readonly status: StatusOf<S>;
  readonly meaning: StatusMeaning;
  readonly colour: StatusColour;
  /** The theme colour of the group, e.g. '#219EBC' for blue. */
  readonly hex: string;
  readonly label: Labels;
}

export function isStatusOf<S extends StatusSetName>(set: S, value: unknown): value is StatusOf<S> {
  return typeof value === 'string' && (STATUS_SETS[set].statuses as readonly string[]).includes(value);
}

/** Meaning, colour and labels of a status, e.g. statusInfo('order', 'invoiced').colour === 'blue'. */
export function statusInfo<S extends StatusSetName>(set: S, status: StatusOf<S>): StatusInfo<S> {
  if (!isStatusOf(set, status)) throw new RangeError(`Unknown ${set} status: ${String(status)}`);
  const row = (STATUS_SETS[set].table as Readonly<Record<string, StatusRow>>)[status] as StatusRow;
  const colour = STATUS_COLOUR_OF_MEANING[row.meaning];
  return {
    set,
    status,
    meaning: row.meaning,
    colour,
    hex: STATUS_COLOUR_HEX[colour],
    label: { fr: row.fr, en: row.en },
  };
}

/** The label of a status in one locale. */
export function statusLabel<S extends StatusSetName>(set: S, status: StatusOf<S>, locale: Locale): string {
  return statusInfo(set, status).label[locale];
}
