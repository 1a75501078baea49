import {
  centsToDecimalString,
  failure,
  parseDecimalInput,
  vatOfHt,
  type Cents,
  type CreditStatus,
  type ValidationFailure,
} from '@cuvee/kernel';
import { htForExactTtc } from './deposits.js';
import type { DocumentKind } from './document-kinds.js';
import { NO_RESET_PERIOD, type SeriesSettings } from './numbering.js';

/*
 * Opening outstandings (ADR 0069): the invoices a producer's former software left unpaid and the credit
 * notes not yet used, brought over with their original numbers. What a row's amounts mean, which
 * numbers Cuvée's own series could give one day (refused, so an issue never meets an imported number),
 * and when an imported document has been used since (its import can then no longer be reverted).
 */

/** The kinds a row may bring: an invoice (the default), a deposit invoice, a credit note (a client balance). */
export const OPENING_KINDS = ['invoice', 'deposit', 'creditNote'] as const satisfies readonly DocumentKind[];
export type OpeningKind = (typeof OPENING_KINDS)[number];

/** The rates a VAT amount is recognised at when the row gives none: the French ones, and none. */
export const KNOWN_VAT_RATES_BP = [2000, 1000, 550, 210, 0] as const;

/**
 * A VAT rate as spreadsheets write it, in basis points: "20", "20 %", "5,5", "0.2" (a cell formatted as a
 * percentage holds the fraction). At most two decimals of a percent, from 0 to under 100; null otherwise.
 */
export function parseVatRate(text: string): number | null {
  const percent = text.includes('%');
  const value = parseDecimalInput(text.replace('%', '').replace(/\s/g, ''));
  if (value === null || value < 0) return null;
  const rate = !percent && value > 0 && value < 1 ? value * 100 : value;
  const bp = Math.round(rate * 100);
  if (Math.abs(rate * 100 - bp) > 1e-6 || bp >= 10_000) return null;
  return bp;
}

/**
 * The known rate whose VAT on `ht` is nearest to `vat`, when near enough: within half a percent of the
 * HT (rounding line by line moves the VAT of a long invoice by a few cents), two cents at least. A
 * document mixing rates matches none.
 */
export function inferVatRate(ht: Cents, vat: Cents): number | null {
  const gap = (bp: number) => Math.abs(vatOfHt(ht, bp / 100) - vat);
  const best = [...KNOWN_VAT_RATES_BP].sort((a, b) => gap(a) - gap(b))[0]!;
  return gap(best) <= Math.max(2, Math.round(Math.abs(ht) * 0.005)) ? best : null;
}

/** A row's amounts as written (cents; signs as the file has them). */
export interface OpeningInput {
  readonly kind: OpeningKind;
  readonly ttc: Cents;
  readonly ht?: Cents;
  readonly vat?: Cents;
  readonly vatRateBp?: number;
  /** What the client already paid on it (a credit note: what was already used of it). */
  readonly paid?: Cents;
}

/** What the document is recorded with: amounts positive, HT + VAT = TTC, what is left to settle. */
export interface OpeningAmounts {
  readonly ht: Cents;
  readonly vat: Cents;
  readonly ttc: Cents;
  readonly vatRateBp: number;
  readonly paid: Cents;
  /** Still owed by the client (an invoice) or still to its credit (a credit note); above zero. */
  readonly remaining: Cents;
}

export interface OpeningProblem {
  readonly field: 'ttc' | 'ht' | 'vat' | 'vatRate' | 'paid';
  readonly failure: ValidationFailure;
}

const euros = (cents: Cents) => `${centsToDecimalString(cents, ',')} €`;
const problem = (field: OpeningProblem['field'], reason: ValidationFailure): OpeningProblem => ({
  field,
  failure: reason,
});

/**
 * A row's amounts made whole. A credit note may be written with negative amounts (as many programs
 * export them); an invoice may not. HT and VAT complete each other from the TTC, else the rate gives
 * them; the rate, when not given, is recognised from HT and VAT. A document paid (or used) in full is
 * no outstanding: refused.
 */
export function openingAmounts(input: OpeningInput): OpeningAmounts | OpeningProblem {
  const fields = ['ttc', 'ht', 'vat', 'paid'] as const;
  const value = (field: (typeof fields)[number]) => {
    const raw = input[field];
    return raw === undefined || input.kind !== 'creditNote' ? raw : Math.abs(raw);
  };
  const negative = fields.find((field) => (value(field) ?? 0) < 0);
  if (negative) return problem(negative, failure('billing.openingNegative'));
  const ttc = value('ttc')!;
  const given = { ht: value('ht'), vat: value('vat') };
  if (ttc === 0) return problem('ttc', failure('billing.openingSettled'));
  let ht: Cents;
  if (given.ht !== undefined) ht = given.ht;
  else if (given.vat !== undefined) ht = ttc - given.vat;
  else if (input.vatRateBp !== undefined) ht = htForExactTtc(ttc, input.vatRateBp);
  else return problem('ht', failure('billing.openingVatNeeded'));
  const vat = given.vat ?? ttc - ht;
  if (ht + vat !== ttc || ht < 0 || vat < 0)
    return problem(
      'ttc',
      failure('billing.openingAmountsMismatch', { ht: euros(ht), vat: euros(vat), ttc: euros(ttc) }),
    );
  const vatRateBp = input.vatRateBp ?? inferVatRate(ht, vat);
  if (vatRateBp === null)
    return problem('vatRate', failure('billing.openingRateUnknown', { vat: euros(vat), ht: euros(ht) }));
  const paid = value('paid') ?? 0;
  if (paid > ttc)
    return problem('paid', failure('billing.openingPaidAbove', { paid: euros(paid), ttc: euros(ttc) }));
  if (paid === ttc) return problem('paid', failure('billing.openingSettled'));
  return { ht, vat, ttc, vatRateBp, paid, remaining: ttc - paid };
}

const escaped = (text: string) => text.replace(/[-_]/g, '\\$&');

/**
 * Whether a series could give this number to a document issued from now on: its prefix, then — when it
 * starts again each fiscal year — the year of the current or a later fiscal year and a dash, then at
 * least `digits` digits (a counter past the padding is longer). Case is ignored, as MySQL's unique
 * index ignores it.
 */
export function seriesCouldDraw(number: string, series: SeriesSettings, currentPeriod: string): boolean {
  const yearly = series.resetEachFiscalYear && currentPeriod !== NO_RESET_PERIOD;
  const pattern = new RegExp(
    `^${escaped(series.prefix)}${yearly ? '(\\d{4})-' : ''}\\d{${series.digits},}$`,
    'i',
  );
  const match = pattern.exec(number);
  if (!match) return false;
  return !yearly || Number(match[1]) >= Number(currentPeriod.slice(0, 4));
}

/** What has happened to an imported document since its import. */
export interface OpeningUse {
  /** Payments allocated to it. */
  readonly allocations: number;
  /** Credit notes made against it, drafts included. */
  readonly creditNotes: number;
  /** A credit note's client credit: untouched while full at its amount. */
  readonly credit: {
    readonly amount: Cents;
    readonly remaining: Cents;
    readonly status: CreditStatus;
  } | null;
}

/** Used since its import (paid, credited, its credit spent or cancelled): its import may no longer be reverted. */
export function openingUsed(use: OpeningUse): boolean {
  const creditTouched =
    use.credit !== null && (use.credit.status !== 'full' || use.credit.remaining !== use.credit.amount);
  return use.allocations > 0 || use.creditNotes > 0 || creditTouched;
}
