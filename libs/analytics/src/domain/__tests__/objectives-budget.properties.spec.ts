import fc from 'fast-check';
import { addDays, daysBetween, daysInMonth, formatIsoDate } from '@cuvee/kernel';
import { monthShare, MONTHS, varianceOf, yearToDate } from '../budget.js';
import { elapsedShare, objectivePeriod, progressOf, type ObjectivePeriod } from '../objectives.js';
import type { Period } from '../periods.js';

/*
 * Objectives move at a linear pace: the expected progress grows from 0 before the period to 1 on its
 * last day, by one day's share a day; progress is actual over target. The budget's variances add up,
 * and year to date is the whole year once it is over, nothing before it starts, never more than the
 * budget of the months gone by.
 */

const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays('2025-01-01', offset));
const period: fc.Arbitrary<Period> = fc
  .tuple(day, fc.integer({ min: 0, max: 400 }))
  .map(([from, days]) => ({ from, to: addDays(from, days) }));
const target = fc.integer({ min: 1, max: 1_000_000_000 });

describe('expected progress', () => {
  test('is 0 before the period, 1 from its last day, and in between grows a day’s share a day', () => {
    fc.assert(
      fc.property(period, day, (p, today) => {
        const share = elapsedShare(p, today);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
        if (today < p.from) expect(share).toBe(0);
        if (today >= p.to) expect(share).toBe(1);
        if (today >= p.from && today < p.to) {
          const days = daysBetween(p.from, p.to) + 1;
          expect(share * days).toBeCloseTo(daysBetween(p.from, today) + 1, 9);
          expect(elapsedShare(p, addDays(today, 1))).toBeGreaterThan(share);
        }
      }),
    );
  });

  test('progress is actual over target, ahead exactly when it reaches the expected share', () => {
    fc.assert(
      fc.property(
        period,
        day,
        target,
        fc.integer({ min: -1_000_000, max: 2_000_000_000 }),
        (p, today, t, actual) => {
          const result = progressOf(actual, t, p, today);
          expect(result.progress).toBeCloseTo(actual / t, 12);
          expect(result.expected).toBe(Math.round(t * result.expectedProgress));
          expect(result.pace).toBe(actual / t >= result.expectedProgress ? 'ahead' : 'behind');
          if (actual >= t) expect(result.pace).toBe('ahead');
        },
      ),
    );
  });

  test('a month, quarter or year ends on its last day; a wrong start is refused', () => {
    const kinds = fc.constantFrom<ObjectivePeriod>('month', 'quarter', 'year');
    fc.assert(
      fc.property(
        kinds,
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (kind, year, month) => {
          const from = formatIsoDate({ year, month, day: 1 });
          const result = objectivePeriod(kind, from, null);
          const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
          if ((month - 1) % months !== 0) {
            expect(result).toMatchObject({ code: 'analytics.objectiveStart' });
            return;
          }
          const last = month + months - 1;
          expect(result).toEqual({
            from,
            to: formatIsoDate({ year, month: last, day: daysInMonth(year, last) }),
          });
          expect(objectivePeriod(kind, addDays(from, 1), null)).toMatchObject({
            code: 'analytics.objectiveStart',
          });
        },
      ),
    );
  });
});

const grid = fc.array(
  fc.record({
    budget: fc.integer({ min: 0, max: 10_000_000 }),
    actual: fc.integer({ min: -500_000, max: 10_000_000 }),
  }),
  { minLength: 12, maxLength: 12 },
);
const months = (cells: { budget: number; actual: number }[]) =>
  cells.map((cell, index) => ({ month: MONTHS[index]!, ...cell }));

describe('budget against actual', () => {
  test('variances add up: the sum of the months’ variances is the variance of the sums', () => {
    fc.assert(
      fc.property(grid, (cells) => {
        const sum = (pick: (c: { budget: number; actual: number }) => number) =>
          cells.reduce((total, cell) => total + pick(cell), 0);
        const total = varianceOf(
          sum((c) => c.budget),
          sum((c) => c.actual),
        );
        expect(total.variance).toBe(sum((c) => varianceOf(c.budget, c.actual).variance));
        if (sum((c) => c.budget) === 0) expect(total.varianceRate).toBeNull();
      }),
    );
  });

  test('year to date: all of a past year, none of a future one, growing day by day', () => {
    fc.assert(
      fc.property(
        grid,
        fc.integer({ min: 2020, max: 2030 }),
        fc.integer({ min: 0, max: 364 }),
        (cells, year, offset) => {
          const rows = months(cells);
          const total = (key: 'budget' | 'actual') => cells.reduce((sum, cell) => sum + cell[key], 0);
          expect(yearToDate(year, `${year + 1}-01-01`, rows)).toMatchObject({
            budget: total('budget'),
            actual: total('actual'),
          });
          expect(yearToDate(year, `${year - 1}-12-31`, rows)).toMatchObject({ budget: 0, actual: 0 });
          const today = addDays(`${year}-01-01`, offset);
          const ytd = yearToDate(year, today, rows);
          expect(ytd.budget).toBeLessThanOrEqual(total('budget'));
          expect(yearToDate(year, addDays(today, 1), rows).budget).toBeGreaterThanOrEqual(ytd.budget);
          // On a month's last day that month counts in full.
          const month = Number(today.slice(5, 7));
          const lastDay = formatIsoDate({ year, month, day: daysInMonth(year, month) });
          expect(monthShare(year, month, lastDay)).toBe(1);
        },
      ),
    );
  });
});
