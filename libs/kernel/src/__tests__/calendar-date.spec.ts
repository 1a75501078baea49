import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  parisDateOf,
  parseIsoDate,
  toIsoDate,
} from '../calendar-date.js';

describe('calendar days', () => {
  test('leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  test('parseIsoDate refuses days that do not exist', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-1-01')).toBeNull();
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
  });

  test('addDays crosses months, years and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(compareIsoDates('2024-01-02', '2024-01-10')).toBe(-1);
  });

  test('an instant becomes its Paris day', () => {
    expect(parisDateOf(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
    expect(parisDateOf(new Date('2024-06-30T21:30:00Z'))).toBe('2024-06-30');
    expect(toIsoDate('2024-06-30T22:30:00Z')).toBe('2024-07-01');
    expect(toIsoDate('2024-06-30')).toBe('2024-06-30');
  });

  test('toIsoDate refuses what is not a date', () => {
    expect(() => toIsoDate('30/06/2024')).toThrow(RangeError);
    expect(() => toIsoDate('2024-02-30')).toThrow(RangeError);
    expect(() => toIsoDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('calendar day edges', () => {
  test('a year before 1000 keeps its four digits', () => {
    expect(formatIsoDate({ year: 99, month: 1, day: 5 })).toBe('0099-01-05');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  test('month 0 and day 0 are not days', () => {
    expect(parseIsoDate('2024-00-10')).toBeNull();
    expect(parseIsoDate('2024-01-00')).toBeNull();
    expect(parseIsoDate('2024-01-01')).toEqual({ year: 2024, month: 1, day: 1 });
    expect(parseIsoDate('2024-12-31')).toEqual({ year: 2024, month: 12, day: 31 });
  });

  test('only a text is an ISO day, not something that prints as one', () => {
    expect(isIsoDate(['2024-01-01'])).toBe(false);
    expect(isIsoDate('2024-01-01')).toBe(true);
  });

  test('days between count the months of the days given', () => {
    // February 2024 has 29 days, March 31.
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2024-03-01', '2024-02-01')).toBe(-29);
    expect(daysBetween('2024-03-01', '2024-04-01')).toBe(31);
    expect(daysBetween('2024-05-07', '2024-05-07')).toBe(0);
  });

  test('compareIsoDates answers -1, 0 or 1', () => {
    expect(compareIsoDates('2024-01-10', '2024-01-02')).toBe(1);
    expect(compareIsoDates('2024-01-10', '2024-01-10')).toBe(0);
    expect(compareIsoDates('2023-12-31', '2024-01-01')).toBe(-1);
  });

  test('a date-time needs the ISO form with a T', () => {
    expect(() => toIsoDate('2024-06-30 22:30:00')).toThrow(
      new RangeError('Not an ISO date: 2024-06-30 22:30:00'),
    );
    expect(() => toIsoDate('06/30/2024')).toThrow(new RangeError('Not an ISO date: 06/30/2024'));
    expect(() => toIsoDate('2024-13-01T00:00:00Z')).toThrow(
      new RangeError('Not an ISO date: 2024-13-01T00:00:00Z'),
    );
    expect(() => toIsoDate('2024-02-30')).toThrow(new RangeError('Not a calendar day: 2024-02-30'));
    expect(() => toIsoDate(new Date('nope'))).toThrow(new RangeError('Invalid date'));
  });

  test('adding days to a day that does not exist is refused', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(new RangeError('Not a calendar day: 2024-02-30'));
    expect(() => daysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });
});
