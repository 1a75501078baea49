import {
  daysInMonth,
  failure,
  formatIsoDate,
  parseIsoDate,
  type IsoDate,
  type ValidationFailure,
} from '@cuvee/kernel';
import { lengthOf, periodFailure, type Period } from './periods.js';

/*
 * Objectives (docs/analytics.md "Objectives", ADR 0081): a target on a measure over a period, for an
 * agent, a collaborator or the whole shop. Progress is what was done over the target; the expected
 * progress is the share of the period's days gone by today (both ends counted), so the pace is linear.
 */

export const OBJECTIVE_SCOPES = ['shop', 'agent', 'collaborator'] as const;
export type ObjectiveScope = (typeof OBJECTIVE_SCOPES)[number];

/** revenue: HT in cents; bottles; eq75: 75 cl bottles; newClients: clients whose first invoice it is. */
export const OBJECTIVE_MEASURES = ['revenue', 'bottles', 'eq75', 'newClients'] as const;
export type ObjectiveMeasure = (typeof OBJECTIVE_MEASURES)[number];

export const OBJECTIVE_PERIODS = ['month', 'quarter', 'year', 'custom'] as const;
export type ObjectivePeriod = (typeof OBJECTIVE_PERIODS)[number];

/** The largest target taken: a thousand billion of anything (cents included) is a typo. */
export const MAX_TARGET = 1e12;

export function isTarget(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_TARGET;
}

/**
 * The days of an objective: a month, quarter or year starts on its first day and ends on its last;
 * custom dates are any valid period of the reports (at most MAX_PERIOD_DAYS days). A failure otherwise.
 */
export function objectivePeriod(
  kind: ObjectivePeriod,
  from: IsoDate,
  to: IsoDate | null,
): Period | ValidationFailure {
  const start = parseIsoDate(from);
  if (!start) return failure('analytics.day', { value: from });
  if (kind === 'custom') {
    if (to === null || !parseIsoDate(to)) return failure('analytics.day', { value: String(to) });
    return periodFailure({ from, to }) ?? { from, to };
  }
  const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  const startsRight = start.day === 1 && (start.month - 1) % months === 0;
  if (!startsRight) return failure('analytics.objectiveStart', { kind, from });
  const lastMonth = start.month + months - 1;
  const end = formatIsoDate({ year: start.year, month: lastMonth, day: daysInMonth(start.year, lastMonth) });
  // The end sent for a month, quarter or year must be its own (or none).
  if (to !== null && to !== end) return failure('analytics.objectiveEnd', { kind, to: end });
  return { from, to: end };
}

/** The share of the period gone by the end of `today`: 0 before it starts, 1 from its last day on. */
export function elapsedShare(period: Period, today: IsoDate): number {
  if (today < period.from) return 0;
  if (today >= period.to) return 1;
  return lengthOf({ from: period.from, to: today }) / lengthOf(period);
}

export interface Progress {
  /** actual / target. */
  readonly progress: number;
  /** What should be done by today at a steady pace, in the measure's unit (rounded). */
  readonly expected: number;
  /** The share of the period gone by: the progress expected today. */
  readonly expectedProgress: number;
  /** ahead (or on pace) when the progress reaches the expected one. */
  readonly pace: 'ahead' | 'behind';
}

export function progressOf(actual: number, target: number, period: Period, today: IsoDate): Progress {
  const expectedProgress = elapsedShare(period, today);
  const progress = actual / target;
  return {
    progress,
    expected: Math.round(target * expectedProgress),
    expectedProgress,
    pace: progress >= expectedProgress ? 'ahead' : 'behind',
  };
}

/** Whether the objective's days meet the period's. */
export function overlaps(a: Period, b: Period): boolean {
  return a.from <= b.to && b.from <= a.to;
}
