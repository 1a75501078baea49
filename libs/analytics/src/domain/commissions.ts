import type { IsoDate } from '@cuvee/kernel';

/*
 * Agents' commissions (docs/analytics.md "Commissions", ADR 0079). Each agent has a rate in basis points
 * of the HT, a default overridden by the client's typology or by the product: the most specific rule
 * wins (product, then typology, then the default). The basis is either the invoiced sales (credit notes
 * deducted: their lines are negative) or the paid ones: a payment of part of a document earns that part
 * of the document's commission. A line's commission is rounded half away from zero, so a credit note of
 * a whole invoice takes back exactly what the invoice earned.
 */

export const COMMISSION_BASES = ['invoiced', 'paid'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

export const RULE_SOURCES = ['default', 'typology', 'product'] as const;
export type RuleSource = (typeof RULE_SOURCES)[number];

/** 100 % in basis points (1 bp = 0.01 %). */
export const FULL_RATE_BP = 10_000;

/** A rate is a whole number of basis points from 0 to 100 %. */
export function isRateBp(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= FULL_RATE_BP;
}

export interface CommissionRules {
  readonly basis: CommissionBasis;
  readonly defaultRateBp: number;
  readonly typologyRates: readonly { readonly typology: string; readonly rateBp: number }[];
  readonly productRates: readonly { readonly productId: number; readonly rateBp: number }[];
}

/** An agent without rules: invoiced basis, nothing earned (their sales still show). */
export const NO_RULES: CommissionRules = {
  basis: 'invoiced',
  defaultRateBp: 0,
  typologyRates: [],
  productRates: [],
};

/** A sold line as the commission reads it: a fact of the sales read model (HT signed, in cents). */
export interface CommissionedLine {
  readonly documentId: number;
  readonly position: number;
  readonly typology: string;
  readonly productId: number | null;
  readonly ht: number;
}

export interface ResolvedRate {
  readonly rateBp: number;
  readonly source: RuleSource;
}

/** The rate that applies to a line: its product's, else its client typology's, else the default. */
export function resolveRate(rules: CommissionRules, line: Pick<CommissionedLine, 'typology' | 'productId'>) {
  const product =
    line.productId === null ? undefined : rules.productRates.find((r) => r.productId === line.productId);
  if (product) return { rateBp: product.rateBp, source: 'product' } satisfies ResolvedRate;
  const typology = rules.typologyRates.find((r) => r.typology === line.typology);
  if (typology) return { rateBp: typology.rateBp, source: 'typology' } satisfies ResolvedRate;
  return { rateBp: rules.defaultRateBp, source: 'default' } satisfies ResolvedRate;
}

/**
 * `whole × part / total`, rounded half away from zero, exact for any amounts (BigInt: a commission of
 * millions of euros times a payment of as many does not fit a double).
 */
export function prorate(whole: number, part: number, total: number): number {
  if (total === 0) return 0;
  const numerator = BigInt(whole) * BigInt(part);
  const denominator = BigInt(total);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** The commission of an HT amount at a rate, in cents (signed like the HT). */
export function commissionOf(ht: number, rateBp: number): number {
  return prorate(ht, rateBp, FULL_RATE_BP);
}

/**
 * What a document's `whole` (a line's HT or commission) has earned once `paid` of its `due` (the TTC
 * it asks, deposits taken off) is paid: prorated, never beyond the whole nor below nothing.
 */
export function earnedAt(whole: number, paid: number, due: number): number {
  if (due <= 0) return 0;
  return prorate(whole, Math.min(Math.max(paid, 0), due), due);
}

/**
 * The share of `whole` one payment earns: what is earned after it minus what was earned before, so the
 * payments that settle a document in full add up to exactly its whole, whatever their rounding.
 */
export function paidShare(whole: number, paidBefore: number, amount: number, due: number): number {
  return earnedAt(whole, paidBefore + amount, due) - earnedAt(whole, paidBefore, due);
}

/** A payment allocated to a document, as the paid read model keeps it. */
export interface PaidAllocation {
  readonly paymentId: number;
  readonly documentId: number;
  /** The Paris day the money came in. */
  readonly day: IsoDate;
  readonly amount: number;
  /** Allocated to the document by earlier payments. */
  readonly paidBefore: number;
  /** What the document asks, TTC, deposits taken off. */
  readonly due: number;
}

/** One line behind an agent's commission: a sold line, or the share of it a payment settled. */
export interface CommissionLine<L extends CommissionedLine = CommissionedLine> {
  readonly line: L;
  /** The payment behind the share (paid basis) and the day it came in, else null. */
  readonly paymentId: number | null;
  readonly paidOn: IsoDate | null;
  /** Counted HT: the line's, or the paid share of it. */
  readonly ht: number;
  readonly rateBp: number;
  readonly source: RuleSource;
  readonly commission: number;
}

/** The lines of the invoiced basis: every sold line of the period at its rate. */
export function invoicedLines<L extends CommissionedLine>(
  rules: CommissionRules,
  lines: readonly L[],
): CommissionLine<L>[] {
  return lines.map((line) => {
    const rate = resolveRate(rules, line);
    return {
      line,
      paymentId: null,
      paidOn: null,
      ht: line.ht,
      ...rate,
      commission: commissionOf(line.ht, rate.rateBp),
    };
  });
}

/**
 * The lines of the paid basis: for each payment of the period, the share it settled of each line of
 * its document (`lines` holds every line of those documents, whatever their day).
 */
export function paidLines<L extends CommissionedLine>(
  rules: CommissionRules,
  lines: readonly L[],
  payments: readonly PaidAllocation[],
): CommissionLine<L>[] {
  const byDocument = new Map<number, L[]>();
  for (const line of lines)
    byDocument.set(line.documentId, [...(byDocument.get(line.documentId) ?? []), line]);
  return payments.flatMap((payment) =>
    (byDocument.get(payment.documentId) ?? []).map((line) => {
      const rate = resolveRate(rules, line);
      const share = (whole: number) => paidShare(whole, payment.paidBefore, payment.amount, payment.due);
      return {
        line,
        paymentId: payment.paymentId,
        paidOn: payment.day,
        ht: share(line.ht),
        ...rate,
        commission: share(commissionOf(line.ht, rate.rateBp)),
      };
    }),
  );
}

export interface CommissionTotals {
  /** Counted HT. */
  readonly ht: number;
  readonly commission: number;
  /** The commission and counted HT by the rule that set the rate. */
  readonly bySource: Readonly<Record<RuleSource, { readonly ht: number; readonly commission: number }>>;
}

/** The totals of an agent's lines: the report's figures are the sums of the lines behind them. */
export function totalsOf(lines: readonly CommissionLine[]): CommissionTotals {
  const bySource = Object.fromEntries(
    RULE_SOURCES.map((source) => [source, { ht: 0, commission: 0 }]),
  ) as Record<RuleSource, { ht: number; commission: number }>;
  let ht = 0;
  let commission = 0;
  for (const line of lines) {
    ht += line.ht;
    commission += line.commission;
    bySource[line.source].ht += line.ht;
    bySource[line.source].commission += line.commission;
  }
  return { ht, commission, bySource };
}
