import { unitPrice, type PricedLine, type PricingContext, type UnitPriceInput } from './price-resolution.js';

/*
 * The quantity tiers of a format as a page shows them: "à partir de 6 : 13,80 € TTC". Each tier's price
 * is the resolution's own unit price for the smallest order of that format alone that reaches the tier,
 * so it carries the typology's discount, the promotions that quantity switches on, duties and VAT, and
 * shows TTC exactly when the typology pays tax. Nothing is recomputed here.
 */

export interface TierPrice {
  /** The tier's threshold, in units or in eq75 as the tier counts. */
  readonly threshold: number;
  /** Units of this format that reach it. */
  readonly quantity: number;
  /** The unit price at that quantity. */
  readonly line: PricedLine;
}

/** Units of the format needed to count `threshold` (in eq75 when the rules say so). */
export function unitsToReach(threshold: number, eq75: number, inEq75: boolean): number {
  const perUnit = inEq75 && eq75 > 0 ? Math.round(eq75 * 1000) : 1000;
  return Math.max(1, Math.ceil(Math.round(threshold * 1000) / perUnit));
}

/** The unit price at each threshold of the typology's tiers (price and add tiers), lowest first. */
export function tierPrices(input: Omit<UnitPriceInput, 'quantity'>, context: PricingContext): TierPrice[] {
  const { format } = input;
  const key = context.typology.key;
  const own = Object.hasOwn(format.typologies, key) ? format.typologies[key] : undefined;
  const thresholds = new Set(
    [...(own?.discountPrice ?? format.discountPrice), ...(own?.discountAdd ?? format.discountAdd)].map(
      (tier) => tier.threshold,
    ),
  );
  const inEq75 = context.typology.settings.allRulesInEq75 || context.shop.settings.allRulesInEq75;
  return [...thresholds]
    .sort((a, b) => a - b)
    .map((threshold) => {
      const quantity = unitsToReach(threshold, format.eq75, inEq75);
      return { threshold, quantity, line: unitPrice({ ...input, quantity }, context) };
    });
}
