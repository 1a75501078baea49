import type { AddTier, FormatPricing, FormatTypologyPrice, PriceTier } from './pricing-inputs.js';

/*
 * What a stored format must satisfy for its prices to make sense: the API refuses a format with any
 * of these problems (each code maps to a French message there). Degressive pricing is what
 * makes "a higher quantity never costs more per unit" true.
 */
export const PRICING_PROBLEMS = [
  /** A price, a tier price or a promotion amount is not a non-negative integer of cents. */
  'invalidAmount',
  /** Tier thresholds are not positive and strictly increasing. */
  'tiersOutOfOrder',
  /** A tier raises the price: above the list price, above a lower tier, or a positive add amount. */
  'tierNotDegressive',
  /** A percentage promotion outside 0 to 100 or with more than two decimals. */
  'invalidPercent',
  /** A promotion ends before it starts. */
  'promotionDates',
] as const;
export type PricingProblem = (typeof PRICING_PROBLEMS)[number];

function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function increasing(tiers: readonly { readonly threshold: number }[]): boolean {
  return tiers.every(
    (tier, i) =>
      Number.isFinite(tier.threshold) &&
      tier.threshold > 0 &&
      (i === 0 || tier.threshold > tiers[i - 1]!.threshold),
  );
}

function tierProblems(
  listHt: number,
  prices: readonly PriceTier[],
  adds: readonly AddTier[],
): PricingProblem[] {
  const problems: PricingProblem[] = [];
  if (
    !isCents(listHt) ||
    !prices.every((t) => isCents(t.price)) ||
    !adds.every((t) => Number.isSafeInteger(t.amount))
  )
    problems.push('invalidAmount');
  if (!increasing(prices) || !increasing(adds)) problems.push('tiersOutOfOrder');
  const pricesDegressive = prices.every((t, i) => t.price <= (i === 0 ? listHt : prices[i - 1]!.price));
  const addsDegressive = adds.every((t, i) => t.amount <= (i === 0 ? 0 : adds[i - 1]!.amount));
  if (!pricesDegressive || !addsDegressive) problems.push('tierNotDegressive');
  return problems;
}

/**
 * The problems of one typology's cell of a format: its own price and tiers, or the format's where it has
 * none (a typology price below a base tier makes that tier raise its price).
 */
export function typologyPricingProblems(
  format: Pick<FormatPricing, 'price' | 'discountPrice' | 'discountAdd'>,
  own: FormatTypologyPrice,
): PricingProblem[] {
  return tierProblems(
    own.price ?? format.price,
    own.discountPrice ?? format.discountPrice,
    own.discountAdd ?? format.discountAdd,
  );
}

/** The problems of a format's prices, for its base price and for every typology; empty when sound. */
export function pricingProblems(format: FormatPricing): PricingProblem[] {
  const found = new Set<PricingProblem>(tierProblems(format.price, format.discountPrice, format.discountAdd));
  for (const own of Object.values(format.typologies)) {
    for (const problem of typologyPricingProblems(format, own)) found.add(problem);
  }
  for (const promotion of format.promotions) {
    if (promotion.type === 'amount' && !isCents(promotion.amount)) found.add('invalidAmount');
    const percentOk =
      Number.isFinite(promotion.amount) &&
      promotion.amount >= 0 &&
      promotion.amount <= 100 &&
      Math.abs(Math.round(promotion.amount * 100) - promotion.amount * 100) < 1e-6;
    if (promotion.type === 'percent' && !percentOk) found.add('invalidPercent');
    if (promotion.start && promotion.end && promotion.end < promotion.start) found.add('promotionDates');
  }
  return PRICING_PROBLEMS.filter((problem) => found.has(problem));
}
