import fc from 'fast-check';
import { addDays, daysBetween, parseIsoDate } from '@cuvee/kernel';
import { averageUnitCost, costOf, marginOf } from '../margins.js';
import { isDormant, isNewClient, twelveMonthsTo } from '../clients.js';
import {
  bucketOf,
  bucketsOf,
  defaultGranularity,
  fillBuckets,
  GRANULARITIES,
  isoDay,
  isoWeekday,
  lastYearPeriod,
  lengthOf,
  MAX_PERIOD_DAYS,
  periodFailure,
  periodOf,
  previousPeriod,
  sameDayLastYear,
} from '../periods.js';

/* The period rules: comparison periods, buckets with zeros, the default granularity, the 3-year cap. */

const day = fc.integer({ min: 0, max: 20_000 }).map((offset) => addDays('1990-01-01', offset));
const period = fc
  .tuple(day, fc.integer({ min: 0, max: MAX_PERIOD_DAYS - 1 }))
  .map(([from, length]) => ({ from, to: addDays(from, length) }));
const granularity = fc.constantFrom(...GRANULARITIES);

describe('comparison periods', () => {
  test('the previous period has as many days and ends the day before', () => {
    fc.assert(
      fc.property(period, (p) => {
        const previous = previousPeriod(p);
        expect(lengthOf(previous)).toBe(lengthOf(p));
        expect(addDays(previous.to, 1)).toBe(p.from);
      }),
    );
  });

  test('last year: the same month and day a year earlier, 29 February as 28 February', () => {
    fc.assert(
      fc.property(day, (d) => {
        const before = sameDayLastYear(d);
        const [a, b] = [parseIsoDate(d)!, parseIsoDate(before)!];
        expect(b.year).toBe(a.year - 1);
        expect(b.month).toBe(a.month);
        expect(b.day).toBe(a.month === 2 && a.day === 29 ? 28 : a.day);
      }),
    );
    expect(lastYearPeriod({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(sameDayLastYear('2029-03-01')).toBe('2028-03-01');
  });

  test('a period of more than 1,096 days, or reversed, is refused', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 1500 }), (from, length) => {
        const to = addDays(from, length);
        const failure = periodFailure({ from, to });
        if (length < 0) expect(failure?.code).toBe('analytics.fromAfterTo');
        else if (length + 1 > MAX_PERIOD_DAYS) expect(failure?.code).toBe('analytics.periodTooLong');
        else expect(failure).toBeNull();
      }),
    );
    // Three years with a leap day fit exactly.
    expect(periodFailure({ from: '2024-01-01', to: '2026-12-31' })).toBeNull();
  });

  test('the default period is the month of `to` up to it, `to` today', () => {
    expect(periodOf({}, '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(periodOf({ to: '2026-03-15' }, '2026-11-29')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(periodOf({ from: '2026-01-05' }, '2026-11-29')).toEqual({ from: '2026-01-05', to: '2026-11-29' });
  });

  test('only real YYYY-MM-DD days are taken', () => {
    expect(isoDay('2026-02-28')).toBeNull();
    for (const bad of ['2026-02-29', '29/02/2028', '2026-1-01', '', 20260101, null])
      expect(isoDay(bad)?.code).toBe('analytics.day');
  });
});

describe('buckets', () => {
  test('day up to 62 days, ISO week up to 366, month above', () => {
    fc.assert(
      fc.property(period, (p) => {
        const days = lengthOf(p);
        expect(defaultGranularity(p)).toBe(days <= 62 ? 'day' : days <= 366 ? 'week' : 'month');
      }),
    );
  });

  test('every day of the period falls in exactly one bucket, the buckets in order, contiguous', () => {
    fc.assert(
      fc.property(period, granularity, (p, g) => {
        const buckets = bucketsOf(p, g);
        expect(buckets[0]).toBe(bucketOf(p.from, g));
        expect(buckets.at(-1)).toBe(bucketOf(p.to, g));
        for (let i = 1; i < buckets.length; i++) {
          expect(buckets[i]! > buckets[i - 1]!).toBe(true);
          expect(bucketOf(addDays(buckets[i]!, -1), g)).toBe(buckets[i - 1]);
        }
        if (g === 'week') for (const bucket of buckets) expect(isoWeekday(bucket)).toBe(1);
        if (g === 'month') for (const bucket of buckets) expect(bucket.endsWith('-01')).toBe(true);
      }),
    );
  });

  test('filling keeps every bucket, zeros included, and the total of the days inside the period', () => {
    fc.assert(
      fc.property(
        period,
        granularity,
        fc.array(fc.tuple(fc.integer({ min: -30, max: 1200 }), fc.integer({ min: -1000, max: 1000 }))),
        (p, g, sales) => {
          const byDay = sales.map(([offset, ht]) => [addDays(p.from, offset), ht] as const);
          const filled = fillBuckets(p, g, byDay);
          expect(filled.map((b) => b.bucket)).toEqual(bucketsOf(p, g));
          const inside = byDay.filter(([d]) => d >= p.from && d <= p.to).reduce((s, [, ht]) => s + ht, 0);
          expect(filled.reduce((s, b) => s + b.value, 0)).toBe(inside);
        },
      ),
    );
  });

  test('ISO weekdays: 2026-11-30 is a Monday', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(bucketOf('2026-01-01', 'week')).toBe('2025-12-29');
  });
});

describe('clients and margins', () => {
  test('twelve months up to a day: 365 or 366 days, ending on it', () => {
    fc.assert(
      fc.property(day, (d) => {
        const months = twelveMonthsTo(d);
        expect(months.to).toBe(d);
        const length = daysBetween(months.from, d) + 1;
        expect([365, 366]).toContain(length);
      }),
    );
  });

  test('new when the first invoice is in the period; dormant when the last one is before the cutoff', () => {
    expect(isNewClient('2026-11-03', { from: '2026-11-01', to: '2026-11-29' })).toBe(true);
    expect(isNewClient('2026-10-31', { from: '2026-11-01', to: '2026-11-29' })).toBe(false);
    expect(isDormant('2026-08-31', '2026-11-29', 90)).toBe(true);
    expect(isDormant('2026-09-01', '2026-11-29', 90)).toBe(false);
    expect(isDormant('2025-11-29', '2026-11-29', 90)).toBe(false);
  });

  test('cost: weighted average unit HT, known only when every unit sold has one', () => {
    expect(
      averageUnitCost([
        { quantity: 10, unitHt: 500 },
        { quantity: 30, unitHt: 700 },
      ]),
    ).toBe(650);
    expect(averageUnitCost([])).toBeNull();
    expect(
      costOf([
        { quantity: 3, unitCost: 650 },
        { quantity: -1, unitCost: 650 },
      ]),
    ).toBe(1300);
    expect(
      costOf([
        { quantity: 3, unitCost: 650 },
        { quantity: 1, unitCost: null },
      ]),
    ).toBeNull();
    expect(marginOf(45000, 21000)).toEqual({ margin: 24000, marginRate: 0.533 });
    expect(marginOf(45000, null)).toEqual({ margin: null, marginRate: null });
  });
});
