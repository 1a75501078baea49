import { describe, expect, it } from '@jest/globals';
import {
  formatDayText,
  formatMonthText,
  monthGrid,
  monthWithinBounds,
  parseDayText,
  parseMonthText,
  shiftMonth,
  weekStartOf,
  weekdayNames,
  withinBounds,
} from '../calendar-grid.js';

describe('date picker arithmetic', () => {
  it('starts weeks on Monday', () => {
    // 1 March 2026 is a Sunday: six blank cells before it.
    const weeks = monthGrid(2026, 3);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weekdayNames('fr')[0]).toMatch(/^lun/);
    expect(weekdayNames('en')[6]).toBe('Sun');
  });

  it('fills February of leap years, a month starting on Monday without blanks', () => {
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2027, 2)[0]![0]).toBe('2027-02-01');
  });

  it('keeps days and months within min and max, bounds included', () => {
    const bounds = { min: '2026-03-10', max: '2026-04-05' };
    expect(withinBounds('2026-03-10', bounds)).toBe(true);
    expect(withinBounds('2026-03-09', bounds)).toBe(false);
    expect(withinBounds('2026-04-06', bounds)).toBe(false);
    expect(withinBounds('1999-01-01', {})).toBe(true);
    expect(monthWithinBounds('2026-03', bounds)).toBe(true);
    expect(monthWithinBounds('2026-04', bounds)).toBe(true);
    expect(monthWithinBounds('2026-02', bounds)).toBe(false);
    expect(monthWithinBounds('2026-05', bounds)).toBe(false);
  });

  it('reads and writes DD/MM/YYYY and MM/YYYY', () => {
    expect(formatDayText('2026-03-01')).toBe('01/03/2026');
    expect(parseDayText('01/03/2026')).toBe('2026-03-01');
    expect(parseDayText('31/04/2026')).toBeNull();
    expect(formatMonthText('2026-03')).toBe('03/2026');
    expect(parseMonthText('03/2026')).toBe('2026-03');
    expect(parseMonthText('13/2026')).toBeNull();
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('weekStartOf', () => {
  it('the Monday of the week, across months and years; a Monday is its own', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(() => weekStartOf('2026-02-30')).toThrow(RangeError);
  });
});
