import type { IsoDate } from './calendar-date.js';
import type { Locale } from './locale.js';
import type { Cents } from './money.js';
import { PAYMENT_DELAYS } from './reference/index.js';

/*
 * The legal mentions printed under a sales document's totals (C. com. L441-9, L441-10, D441-5; CGI
 * art. 293 B), in one place: the PDF draws them (libs/sales billing) and the back office shows the
 * same sentences on a document's page, so what a person reads on screen is what the PDF says.
 */

/** C. com. D441-5: the fixed recovery fee owed per late invoice between professionals, 40 €. */
export const RECOVERY_FEE_CENTS: Cents = 4_000;

const MENTIONS = {
  fr: {
    paymentTerms: 'Conditions de paiement : {delay}',
    dueDate: 'échéance',
    penalties:
      'Pénalités de retard : {rate} % par an, exigibles dès le lendemain de la date d’échéance (art. L441-10 du Code de commerce).',
    recoveryFee:
      'Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement : {fee} (art. D441-5 du Code de commerce).',
    earlyPayment: 'Escompte : {text}.',
    vatExempt: 'TVA non applicable, art. 293 B du CGI.',
    dutiesPaid: 'Droits d’accises et cotisation sécurité sociale acquittés, inclus dans la base de la TVA.',
  },
  en: {
    paymentTerms: 'Payment terms: {delay}',
    dueDate: 'due date',
    penalties:
      'Late-payment penalties: {rate} % a year, due from the day after the due date (French Commercial Code L441-10).',
    recoveryFee: 'Fixed recovery fee for late payment: {fee} (French Commercial Code D441-5).',
    earlyPayment: 'Early payment discount: {text}.',
    vatExempt: 'VAT not applicable, art. 293 B of the French Tax Code.',
    dutiesPaid: 'Excise duties and social security levy paid, included in the VAT base.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** What the mentions of a document depend on. */
export interface MentionFacts {
  readonly kind: 'quote' | 'invoice' | 'deposit' | 'creditNote';
  readonly notes: string | null;
  readonly paymentDelay: string;
  readonly dueDate: IsoDate | null;
  /** Percent a year. */
  readonly penaltyRate: number;
  readonly recoveryFee: Cents;
  readonly earlyPaymentDiscount: string;
  /** False for a seller under the VAT franchise (art. 293 B). */
  readonly chargesVat: boolean;
  readonly totalDuties: Cents;
  /** The shop's footer (bank details…). */
  readonly footer: string | null;
}

export interface MentionFormats {
  readonly money: (cents: Cents) => string;
}

/** "14/03/2026": the day as French and English documents print it. */
export function documentDay(iso: IsoDate | null): string {
  if (!iso) return '—';
  const [year, month, date] = iso.split('-');
  return `${date}/${month}/${year}`;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

/**
 * The mentions, one sentence a line, in print order: the document's notes; for invoices and deposits
 * the payment terms with the due day, the late-payment penalty rate, the 40 € recovery fee and the
 * early-payment discount; the VAT franchise; duties paid; the footer.
 */
export function legalMentionLines(facts: MentionFacts, locale: Locale, formats: MentionFormats): string[] {
  const t = MENTIONS[locale];
  const lines: string[] = [];
  if (facts.notes) lines.push(facts.notes);
  if (facts.kind === 'invoice' || facts.kind === 'deposit') {
    const delay =
      PAYMENT_DELAYS.find((item) => item.key === facts.paymentDelay)?.[locale] ?? facts.paymentDelay;
    lines.push(
      `${fill(t.paymentTerms, { delay })}${facts.dueDate ? ` — ${t.dueDate} ${documentDay(facts.dueDate)}` : ''}.`,
      fill(t.penalties, {
        rate: String(facts.penaltyRate).replace('.', locale === 'fr' ? ',' : '.'),
      }),
      fill(t.recoveryFee, { fee: formats.money(facts.recoveryFee) }),
      fill(t.earlyPayment, { text: facts.earlyPaymentDiscount.replace(/\.$/, '') }),
    );
  }
  if (!facts.chargesVat) lines.push(t.vatExempt);
  if (facts.totalDuties > 0) lines.push(t.dutiesPaid);
  if (facts.footer) lines.push(facts.footer);
  return lines;
}

/** What a shop may add to its documents (settings « Documents », ADR 0089): the API's and the form's limits. */
export const DOCUMENT_MENTIONS_MAX_LENGTH = 600;
export const TERMS_OF_SALE_MAX_LENGTH = 20_000;
