import { failure, type ValidationFailure } from '@cuvee/kernel';

/*
 * The platform's commission (ADR 0086): the percentage of an order's goods HT the marketplace takes,
 * one rate for every shop, set by an administrator. Pure: the rate's bounds and what a change records.
 */

/** At most 2 decimals (2.5 %, 12.75 %), from 0 included to 100 excluded: a commission never takes everything. */
export const MAX_COMMISSION_PERCENT = 100;

/** The failure of a proposed rate, or null (a kernel-style rule: the DTO and the service both run it). */
export function commissionPercentRule(percent: unknown): ValidationFailure | null {
  const fits =
    typeof percent === 'number' &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent < MAX_COMMISSION_PERCENT &&
    // Hundredths read through binary floats: 0.29 × 100 is 28.999…, still two decimals.
    Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6;
  return fits ? null : failure('validation.commissionPercent');
}

/** One change of the rate as the history keeps it. */
export interface CommissionChange {
  readonly before: number;
  readonly after: number;
}

/** The change a new rate makes to the current one; null when it changes nothing (nothing is recorded). */
export function commissionChange(current: number, proposed: number): CommissionChange | null {
  return current === proposed ? null : { before: current, after: proposed };
}
