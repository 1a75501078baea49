import { failure, type ValidationFailure } from '@cuvee/kernel';

/*
 * The platform's commission (ADR 0086): the percentage of an order's goods HT the marketplace takes,
 * one rate for every shop, set by an administrator. Pure: the rate's bounds and what a change records.
 */

/** At most 2 decimals (2.5 %, 12.75 %), from 0 included to 100 excluded: a commission never takes everything. */
export const MAX_COMMISSION_PERCENT = 100;

/** The failure of a proposed rate, or none. */
export function commissionPercentFailures(percent: unknown): ValidationFailure[] {
  const fits =
    typeof percent === 'number' &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent < MAX_COMMISSION_PERCENT &&
    Math.round(percent * 100) === percent * 100;
  return fits ? [] : [failure('validation.commissionPercent')];
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
