import { addDays, parisDayStart } from '@cuvee/kernel';
import type { Period } from '../domain/periods.js';

/** The instants of a run of Paris days: from the first's midnight to the midnight after the last. */
export function instantsOf(period: Period): { start: Date; end: Date } {
  return { start: parisDayStart(period.from), end: parisDayStart(addDays(period.to, 1)) };
}
