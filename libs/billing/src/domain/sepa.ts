import {
  addDays,
  compareIsoDates,
  failure,
  type IsoDate,
  type SepaMandateStatus,
  type ValidationFailure,
} from '@cuvee/kernel';

/*
 * SEPA direct debit (ADR 0076): the debited account (IBAN, ISO 13616), the bank (BIC, ISO 9362), the
 * creditor identifier the Banque de France gives the shop (ICS), the mandate's unique reference (RUM)
 * and the day a debit may be presented after its pre-notification.
 */

/** IBAN lengths of the countries of the SEPA scheme (ISO 13616 registry); others cannot be debited. */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** SEPA's pre-notification: 14 days before the debit unless the client agreed to fewer, never under 2. */
export const DEFAULT_PRE_NOTIFICATION_DAYS = 14;
export const MIN_PRE_NOTIFICATION_DAYS = 2;
export const MAX_PRE_NOTIFICATION_DAYS = 60;

/** A mandate's unique reference (RUM): at most 35 characters of the SEPA set. */
export const MANDATE_REFERENCE_MAX = 35;

/** Capitals, no spaces: how an IBAN or a BIC is stored and compared ("fr76 3000…" → "FR763000…"). */
export function normaliseAccountCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The ISO 7064 mod-97 remainder of a code whose letters count A = 10 … Z = 35. */
export function mod97(code: string): number {
  let remainder = 0;
  for (const char of code) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char);
    // One or two digits at a time keeps the running number far below 2^53.
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** The two check digits of a code once its country is known ("00" put in their place, then 98 − r). */
export function checkDigits(body: string, country: string): string {
  return String(98 - mod97(`${body}${country}00`)).padStart(2, '0');
}

/** Why an IBAN (normalised) cannot be debited, or null: missing, not SEPA, wrong length, wrong key. */
export function ibanFailure(iban: unknown): ValidationFailure | null {
  if (iban === undefined || iban === null || iban === '') return failure('billing.ibanMissing');
  if (typeof iban !== 'string') return failure('billing.ibanInvalid');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return failure('billing.ibanInvalid');
  const country = iban.slice(0, 2);
  const length = SEPA_IBAN_LENGTHS[country];
  if (length === undefined) return failure('billing.ibanNotSepa', { country });
  if (iban.length !== length) return failure('billing.ibanLength', { country, length });
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1 ? null : failure('billing.ibanInvalid');
}

/** A BIC (ISO 9362): bank, country, place, and an optional branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function bicFailure(bic: unknown): ValidationFailure | null {
  return typeof bic === 'string' && BIC_PATTERN.test(bic) ? null : failure('billing.bicInvalid');
}

/** A French creditor identifier: FR, 2 check digits, a 3-character business code, 6 characters. */
export const CREDITOR_ID_PATTERN = /^FR\d{2}[A-Z0-9]{3}[A-Z0-9]{6}$/;

/**
 * Whether a creditor identifier (normalised) is one the Banque de France could have given: its form,
 * and its key, the mod-97 of the national part (the business code is left out of it by the scheme).
 */
export function isCreditorId(value: unknown): boolean {
  if (typeof value !== 'string' || !CREDITOR_ID_PATTERN.test(value)) return false;
  return mod97(`${value.slice(7)}${value.slice(0, 4)}`) === 1;
}

export function creditorIdFailure(value: unknown): ValidationFailure | null {
  return isCreditorId(value) ? null : failure('billing.creditorIdInvalid');
}

/** The RUM of a shop's n-th mandate: its code (capitals and digits) and the counter, e.g. "DEMO-M000042". */
export function mandateReference(shopCode: string, counter: number): string {
  const code =
    shopCode
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20) || 'SHOP';
  return `${code}-M${String(counter).padStart(6, '0')}`.slice(0, MANDATE_REFERENCE_MAX);
}

/**
 * The day a debit is presented: the invoice's due date, unless the client would be told fewer than
 * the pre-notification days before it — then that many days after today (the mail says it moved).
 */
export function debitDate(dueDate: IsoDate, today: IsoDate, preNotificationDays: number): IsoDate {
  const earliest = addDays(today, preNotificationDays);
  return compareIsoDates(dueDate, earliest) < 0 ? earliest : dueDate;
}

/** What the debit rules read of a mandate. */
export interface MandateStanding {
  readonly status: SepaMandateStatus;
  readonly recurring: boolean;
  readonly revokedAt: Date | null;
}

/**
 * Whether an invoice issued now may be debited with the mandate: signed (processing or active), not
 * revoked, and, for a one-off mandate, holding no debit yet (`debitsHeld`: its debits not cancelled).
 */
export function isMandateUsable(mandate: MandateStanding, debitsHeld: number): boolean {
  if (mandate.revokedAt !== null) return false;
  if (mandate.status !== 'processing' && mandate.status !== 'completed') return false;
  return mandate.recurring || debitsHeld === 0;
}

/** The SEPA sequence type of a debit: a one-off mandate's single debit, a recurring one's first, then the following. */
export function debitSequence(mandate: MandateStanding): 'first' | 'recurring' | 'oneOff' {
  if (!mandate.recurring) return 'oneOff';
  return mandate.status === 'completed' ? 'recurring' : 'first';
}

/** The provider key of a debit's try (one debit per invoice): a retry is a new request to the bank. */
export function debitIdempotencyKey(invoiceId: number, attempt: number): string {
  return `sepa-debit-${invoiceId}-${attempt}`;
}
