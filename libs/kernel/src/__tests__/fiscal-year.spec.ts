import fc from 'fast-check';
import { addDays, daysBetween, formatIsoDate } from '../calendar-date.js';
import { fiscalYearOf, fiscalYearStartIn, isValidLogStart, type FiscalYearSettings } from '../fiscal-year.js';

describe('fiscalYearOf', () => {
  test('default: the calendar year', () => {
    expect(fiscalYearOf('2024-06-15')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(fiscalYearOf('2024-01-01', {})).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(fiscalYearOf('2024-12-31', { logStartMonth: null, logStartDay: null })).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
    });
  });

  test('logStartMonth is 0-based: 8 is September', () => {
    const settings = { logStartMonth: 8, logStartDay: 1 };
    expect(fiscalYearOf('2024-09-01', settings)).toEqual({ start: '2024-09-01', end: '2025-08-31' });
    expect(fiscalYearOf('2024-08-31', settings)).toEqual({ start: '2023-09-01', end: '2024-08-31' });
    expect(fiscalYearOf('2025-01-10', settings)).toEqual({ start: '2024-09-01', end: '2025-08-31' });
  });

  test('a start on 29 February begins on 28 February in common years', () => {
    const settings = { logStartMonth: 1, logStartDay: 29 };
    expect(fiscalYearOf('2024-02-29', settings)).toEqual({ start: '2024-02-29', end: '2025-02-27' });
    expect(fiscalYearOf('2024-02-28', settings)).toEqual({ start: '2023-02-28', end: '2024-02-28' });
    expect(fiscalYearOf('2025-02-28', settings)).toEqual({ start: '2025-02-28', end: '2026-02-27' });
    expect(fiscalYearStartIn(2100, settings)).toBe('2100-02-28');
    expect(fiscalYearStartIn(2000, settings)).toBe('2000-02-29');
  });

  test('a start on the 31st of a 30-day month begins on the 30th', () => {
    const settings = { logStartMonth: 3, logStartDay: 31 };
    expect(fiscalYearOf('2024-04-30', settings)).toEqual({ start: '2024-04-30', end: '2025-04-29' });
    expect(fiscalYearOf('2024-04-29', settings)).toEqual({ start: '2023-04-30', end: '2024-04-29' });
  });

  test('a start on 31 January stays on the 31st', () => {
    expect(fiscalYearOf('2024-03-01', { logStartMonth: 0, logStartDay: 31 })).toEqual({
      start: '2024-01-31',
      end: '2025-01-30',
    });
  });

  test('a Date counts by its Paris calendar day', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    const settings = { logStartMonth: 3, logStartDay: 1 };
    expect(fiscalYearOf(new Date('2024-03-31T23:30:00Z'), settings).start).toBe('2024-04-01');
    expect(fiscalYearOf(new Date('2024-03-31T21:30:00Z'), settings).start).toBe('2023-04-01');
    // Winter: 23:30 UTC on 31 December is 1 January in Paris (UTC+1).
    expect(fiscalYearOf(new Date('2023-12-31T23:30:00Z')).start).toBe('2024-01-01');
  });

  test.each<[FiscalYearSettings]>([
    [{ logStartMonth: 12 }],
    [{ logStartMonth: -1 }],
    [{ logStartMonth: 1.5 }],
    [{ logStartDay: 0 }],
    [{ logStartDay: 32 }],
  ])('refuses settings %p', (settings) => {
    expect(() => fiscalYearOf('2024-01-01', settings)).toThrow(RangeError);
  });

  test('refuses a day that does not exist', () => {
    expect(() => fiscalYearOf('2023-02-29')).toThrow(RangeError);
  });

  const settingsArb = fc.record({
    logStartMonth: fc.integer({ min: 0, max: 11 }),
    logStartDay: fc.integer({ min: 1, max: 31 }),
  });
  const dayArb = fc
    .record({ year: fc.integer({ min: 1901, max: 2199 }), offset: fc.integer({ min: 0, max: 365 }) })
    .map(({ year, offset }) => addDays(formatIsoDate({ year, month: 1, day: 1 }), offset));

  test('property: the day lies within [start, end]', () => {
    fc.assert(
      fc.property(dayArb, settingsArb, (day, settings) => {
        const { start, end } = fiscalYearOf(day, settings);
        return start <= day && day <= end;
      }),
    );
  });

  test('property: consecutive years are contiguous', () => {
    fc.assert(
      fc.property(dayArb, settingsArb, (day, settings) => {
        const year = fiscalYearOf(day, settings);
        const next = fiscalYearOf(addDays(year.end, 1), settings);
        const previous = fiscalYearOf(addDays(year.start, -1), settings);
        return next.start === addDays(year.end, 1) && previous.end === addDays(year.start, -1);
      }),
    );
  });

  test('property: a fiscal year lasts 365 or 366 days and starts in the chosen month', () => {
    fc.assert(
      fc.property(dayArb, settingsArb, (day, settings) => {
        const { start, end } = fiscalYearOf(day, settings);
        const length = daysBetween(start, end) + 1;
        return (length === 365 || length === 366) && Number(start.slice(5, 7)) === settings.logStartMonth + 1;
      }),
    );
  });

  test('property: every day of the year gives the same fiscal year', () => {
    fc.assert(
      fc.property(dayArb, settingsArb, fc.integer({ min: 0, max: 364 }), (day, settings, offset) => {
        const year = fiscalYearOf(day, settings);
        const other = addDays(year.start, offset);
        return other > year.end || fiscalYearOf(other, settings).start === year.start;
      }),
    );
  });
});

describe('isValidLogStart', () => {
  test('the fiscal year starts on a day every year has', () => {
    expect(isValidLogStart(0, 1)).toBe(true);
    expect(isValidLogStart(8, 30)).toBe(true);
    expect(isValidLogStart(8, 31)).toBe(false);
    expect(isValidLogStart(1, 29)).toBe(false);
    expect(isValidLogStart(12, 1)).toBe(false);
  });
});

describe('fiscal year edges', () => {
  test('a fiscal year may start in December, the last month', () => {
    const settings = { logStartMonth: 11, logStartDay: 1 };
    expect(fiscalYearOf('2024-12-15', settings)).toEqual({ start: '2024-12-01', end: '2025-11-30' });
    expect(fiscalYearOf('2024-11-30', settings)).toEqual({ start: '2023-12-01', end: '2024-11-30' });
  });

  test('a setting out of range is refused with the value it got', () => {
    expect(() => fiscalYearOf('2024-01-01', { logStartMonth: 12 })).toThrow(
      new RangeError('logStartMonth must be 0 to 11, got 12'),
    );
    expect(() => fiscalYearOf('2024-01-01', { logStartDay: 0 })).toThrow(
      new RangeError('logStartDay must be 1 to 31, got 0'),
    );
    expect(() => fiscalYearOf('2024-01-01', { logStartMonth: -1 })).toThrow(
      new RangeError('logStartMonth must be 0 to 11, got -1'),
    );
    expect(() => fiscalYearOf('2024-01-01', { logStartMonth: 1.5 })).toThrow(
      new RangeError('logStartMonth must be 0 to 11, got 1.5'),
    );
    expect(() => fiscalYearOf('2024-01-01', { logStartDay: 32 })).toThrow(
      new RangeError('logStartDay must be 1 to 31, got 32'),
    );
    expect(() => fiscalYearOf('2024-01-01', { logStartDay: 1.5 })).toThrow(
      new RangeError('logStartDay must be 1 to 31, got 1.5'),
    );
  });

  test.each<[number, number, boolean]>([
    [11, 31, true],
    [11, 1, true],
    [0, 31, true],
    [1, 28, true],
    [-1, 1, false],
    [0, 0, false],
    [0, 32, false],
    [1.5, 1, false],
    [0, 1.5, false],
  ])('isValidLogStart(month %p, day %p) is %p', (month, day, expected) => {
    expect(isValidLogStart(month, day)).toBe(expected);
  });
});
