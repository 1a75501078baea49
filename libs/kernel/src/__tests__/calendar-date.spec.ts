import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
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
