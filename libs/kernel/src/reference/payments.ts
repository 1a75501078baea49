import dayjs from 'dayjs';
import { toIsoDate, type IsoDate } from '../calendar-date.js';
import type { KeyOf, RefItem } from './reference-list.js';

/**
 * Payment types. The first twelve keys are the historical ones; `sample` is the historical key for direct
 * debit. The last four stand for the online card provider (card and SEPA direct-debit variants),
 * a wallet provider and card terminals, named by role rather than by vendor.
 */
export const PAYMENT_TYPES = [
  { key: 'cb', fr: 'Carte bancaire', en: 'Bank card' },
  { key: 'cbnc', fr: 'Carte bancaire sans contact', en: 'Contactless bank card' },
  { key: 'sample', fr: 'Prélèvement', en: 'Direct debit' },
  { key: 'transfer', fr: 'Virement', en: 'Bank transfer' },
  { key: 'bill', fr: 'Paiement sur facture (différé)', en: 'Pay on invoice (deferred)' },
  { key: 'cash', fr: 'Espèces', en: 'Cash' },
  { key: 'tips', fr: 'Pourboire', en: 'Tips' },
  { key: 'check', fr: 'Chèque', en: 'Cheque' },
  { key: 'ticket', fr: 'Titre-restaurant', en: 'Meal voucher' },
  { key: 'gift', fr: 'Bon cadeau', en: 'Gift voucher' },
  { key: 'credit', fr: 'Note de crédit', en: 'Store credit' },
  { key: 'other', fr: 'Autre', en: 'Other' },
  { key: 'onlineCard', fr: 'Carte bancaire en ligne', en: 'Online card payment' },
  { key: 'onlineSepa', fr: 'Prélèvement SEPA en ligne', en: 'Online SEPA direct debit' },
  { key: 'wallet', fr: 'Portefeuille électronique', en: 'Digital wallet' },
  { key: 'terminal', fr: 'Terminal de paiement', en: 'Card terminal' },
] as const satisfies readonly RefItem[];
export type PaymentType = KeyOf<typeof PAYMENT_TYPES>;

export interface PaymentDelayItem extends RefItem {
  /** 'order' and 'delivery' fall due on that event; 'issue' counts from the document date. */
  readonly from: 'issue' | 'order' | 'delivery';
  readonly days: number;
  /** Whether the due day moves to the last day of its month. */
  readonly endOfMonth: boolean;
}

/** Payment delays (docs/kernel.md "Business constants"). */
export const PAYMENT_DELAYS = [
  { key: 'atOrder', from: 'order', days: 0, endOfMonth: false, fr: 'À la commande', en: 'On order' },
  {
    key: 'atDelivery',
    from: 'delivery',
    days: 0,
    endOfMonth: false,
    fr: 'À la livraison',
    en: 'On delivery',
  },
  { key: 'days7', from: 'issue', days: 7, endOfMonth: false, fr: '7 jours', en: '7 days' },
  { key: 'days10', from: 'issue', days: 10, endOfMonth: false, fr: '10 jours', en: '10 days' },
  { key: 'days14', from: 'issue', days: 14, endOfMonth: false, fr: '14 jours', en: '14 days' },
  { key: 'days30', from: 'issue', days: 30, endOfMonth: false, fr: '30 jours', en: '30 days' },
  { key: 'days45', from: 'issue', days: 45, endOfMonth: false, fr: '45 jours', en: '45 days' },
  { key: 'days60', from: 'issue', days: 60, endOfMonth: false, fr: '60 jours', en: '60 days' },
  { key: 'days75', from: 'issue', days: 75, endOfMonth: false, fr: '75 jours', en: '75 days' },
  { key: 'days90', from: 'issue', days: 90, endOfMonth: false, fr: '90 jours', en: '90 days' },
  { key: 'days120', from: 'issue', days: 120, endOfMonth: false, fr: '120 jours', en: '120 days' },
  { key: 'endOfMonth', from: 'issue', days: 0, endOfMonth: true, fr: 'Fin de mois', en: 'End of month' },
  {
    key: 'days30EndOfMonth',
    from: 'issue',
    days: 30,
    endOfMonth: true,
    fr: '30 jours fin de mois',
    en: '30 days end of month',
  },
  {
    key: 'days45EndOfMonth',
    from: 'issue',
    days: 45,
    endOfMonth: true,
    fr: '45 jours fin de mois',
    en: '45 days end of month',
  },
  {
    key: 'days60EndOfMonth',
    from: 'issue',
    days: 60,
    endOfMonth: true,
    fr: '60 jours fin de mois',
    en: '60 days end of month',
  },
  {
    key: 'days90EndOfMonth',
    from: 'issue',
    days: 90,
    endOfMonth: true,
    fr: '90 jours fin de mois',
    en: '90 days end of month',
  },
  {
    key: 'days120EndOfMonth',
    from: 'issue',
    days: 120,
    endOfMonth: true,
    fr: '120 jours fin de mois',
    en: '120 days end of month',
  },
] as const satisfies readonly PaymentDelayItem[];
export type PaymentDelay = KeyOf<typeof PAYMENT_DELAYS>;

export interface DueDateOptions {
  /** The delivery day, for the 'atDelivery' delay. */
  readonly deliveryDate?: Date | IsoDate | null;
}

/**
 * The day a document falls due ('YYYY-MM-DD', Europe/Paris calendar).
 * - N days: the issue day + N days.
 * - end of month: the last day of the issue month.
 * - N days end of month: add N days, then go to the end of that month (the reading of
 *   "45 jours fin de mois" most used in France and accepted under Code de commerce L441-10).
 * - at order: the issue day (the document is paid when ordered).
 * - at delivery: the delivery day, or null while it is not known.
 */
export function dueDate(
  issueDate: Date | IsoDate,
  delayKey: PaymentDelay,
  options: DueDateOptions = {},
): IsoDate | null {
  const delay: PaymentDelayItem | undefined = PAYMENT_DELAYS.find((item) => item.key === delayKey);
  if (!delay) throw new RangeError(`Unknown payment delay: ${String(delayKey)}`);
  if (delay.from === 'delivery') {
    return options.deliveryDate ? toIsoDate(options.deliveryDate) : null;
  }
  // A date-only text is read as a local calendar day and formatted back the same way: no zone shift.
  let due = dayjs(toIsoDate(issueDate)).add(delay.days, 'day');
  if (delay.endOfMonth) due = due.endOf('month');
  return due.format('YYYY-MM-DD');
}
