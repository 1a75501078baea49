import { BadRequestException } from '@nestjs/common';
import type { MessageKey } from '@cuvee/kernel';
import type { DutyRates } from '../domain/duty-rates.js';
import type { VintageLegal } from '../domain/pricing-inputs.js';
import { pricingProblems, type PricingProblem } from '../domain/pricing-checks.js';
import type { FormatPricing } from '../domain/pricing-inputs.js';

/*
 * The checks of a product form that need more than one field: the answers are 400s whose messages say
 * what to fix, and nothing is saved (every write runs in one transaction that they abort).
 */

export function refuse(message: MessageKey, params?: Record<string, string | number>): never {
  throw new BadRequestException(params ? { message, params } : message);
}

/** The message of each pricing problem (the form and the imports say the same). */
export const PROBLEM_MESSAGES: Readonly<Record<PricingProblem, MessageKey>> = {
  invalidAmount: 'catalogue.invalidPrice',
  tiersOutOfOrder: 'catalogue.tiersOutOfOrder',
  tierNotDegressive: 'catalogue.tierNotDegressive',
  invalidPercent: 'catalogue.invalidPercent',
  promotionDates: 'catalogue.promotionDates',
};

/** The domain's checks of a format's prices (tiers in order and degressive, percents, dates). */
export function checkPricing(format: FormatPricing): void {
  const problems = pricingProblems(format);
  if (problems.length > 0)
    throw new BadRequestException(problems.map((problem) => PROBLEM_MESSAGES[problem]));
}

function rateOf(rates: DutyRates, key: string) {
  // Any edition knows the key: a vintage is priced on every day, whichever edition is then in force.
  return rates
    .map((edition) => (Object.hasOwn(edition.rates, key) ? edition.rates[key] : undefined))
    .find(Boolean);
}

/** Duty rate keys must exist in the rates table; a per-hl-of-pure-alcohol rate needs an alcohol. */
export function checkLegal(legal: VintageLegal | null, alcohol: number | null, rates: DutyRates): void {
  if (!legal) return;
  for (const key of [legal.da, legal.css]) {
    if (key === null) continue;
    const rate = rateOf(rates, key);
    if (!rate) refuse('catalogue.unknownDutyRate', { value: key });
    if (rate.basis === 'hlap' && legal.typeDA === 'DA2' && alcohol === null)
      refuse('catalogue.alcoholRequired');
  }
}

/** Vintage names are unique on a product: a GS1 link names the vintage by it. */
export function checkVintageNames(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) refuse('catalogue.duplicateVintage', { value: name.trim() });
    seen.add(key);
  }
}
