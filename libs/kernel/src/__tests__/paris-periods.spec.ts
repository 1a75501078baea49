import fc from 'fast-check';
import { addDays, parisDateOf } from '../calendar-date.js';
import { parisDayStart, parisDaysOf, parisDaysRange, parisInstant, parisMonthOf } from '../paris-periods.js';

describe('Paris days and months as UTC instants', () => {
  test('a winter day starts at 23:00 UTC the day before, a summer day at 22:00', () => {
    expect(parisDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  test('the days the clocks change start before the change', () => {
    expect(parisDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  test('a range covers its last day whole', () => {
    const { start, end } = parisDaysRange('2026-03-01', '2026-03-31');
    expect(start!.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(end!.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(parisDaysRange(null, null)).toEqual({ start: null, end: null });
  });

  test('a range reads back as the days it was made of, whichever hour of the next day it ends at', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 400 }), (offset, length) => {
        const from = addDays('2000-01-01', offset);
        const to = addDays(from, length);
        const { start, end } = parisDaysRange(from, to);
        expect(parisDaysOf(start, end)).toEqual({ from, to });
      }),
    );
    // An end stored at midnight UTC (01:00 or 02:00 in Paris) still ends the day before.
    expect(parisDaysOf(null, new Date('2026-12-25T00:00:00Z'))).toEqual({ from: null, to: '2026-12-24' });
  });

  test('the month of an instant, December rolling into January', () => {
    const { start, end } = parisMonthOf(new Date('2026-12-31T23:30:00Z'));
    expect(start.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  test('not a day: refused', () => {
    expect(() => parisDayStart('2026-02-30')).toThrow(RangeError);
  });

  test('every instant lies in its Paris day and month, and a day starts on that day', () => {
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (instant) => {
        const day = parisDateOf(instant);
        const start = parisDayStart(day);
        const next = parisDayStart(addDays(day, 1));
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(next.getTime());
        expect(parisDateOf(start)).toBe(day);
        expect(parisDateOf(new Date(start.getTime() - 1))).not.toBe(day);
        const month = parisMonthOf(instant);
        expect(month.start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(month.end.getTime());
        expect(parisDateOf(month.start).slice(0, 7)).toBe(day.slice(0, 7));
      }),
      { numRuns: 2000 },
    );
  });

  test('a Paris wall-clock time is its instant, in winter, in summer and the days the clocks change', () => {
    expect(parisInstant('2026-01-15', '09:30').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(parisInstant('2026-07-15', '09:30').toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(parisInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(parisInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    // Skipped in spring: read in winter time; repeated in autumn: the first.
    expect(parisInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(() => parisInstant('2026-01-15', '24:00')).toThrow(RangeError);
  });
});

describe('Paris periods: edges', () => {
  test('a range open at either end', () => {
    expect(parisDaysRange('2026-01-15', null)).toEqual({
      start: new Date('2026-01-14T23:00:00.000Z'),
      end: null,
    });
    expect(parisDaysRange(null, '2026-01-15')).toEqual({
      start: null,
      end: new Date('2026-01-15T23:00:00.000Z'),
    });
    expect(parisDaysOf(new Date('2026-01-14T23:00:00.000Z'), null)).toEqual({ from: '2026-01-15', to: null });
  });

  test('a month in the middle of the year', () => {
    const { start, end } = parisMonthOf(new Date('2026-03-15T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  test('not a day: refused with the text given', () => {
    expect(() => parisDayStart('2026-02-30')).toThrow(new RangeError('Not a day: 2026-02-30'));
  });

  test('a wall-clock time is two digits, a colon and two digits, from 00:00 to 23:59', () => {
    expect(parisInstant('2026-01-15', '00:00').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisInstant('2026-01-15', '19:45').toISOString()).toBe('2026-01-15T18:45:00.000Z');
    expect(parisInstant('2026-01-15', '23:59').toISOString()).toBe('2026-01-15T22:59:00.000Z');
    for (const time of ['9:30', '09:30:00', '109:30', '09:305', '09:60', '24:00', '20:5', 'ab:cd']) {
      expect(() => parisInstant('2026-01-15', time)).toThrow(
        new RangeError(`Not a time: 2026-01-15 ${time}`),
      );
    }
    expect(() => parisInstant('2026-02-30', '09:00')).toThrow(new RangeError('Not a time: 2026-02-30 09:00'));
  });
});
