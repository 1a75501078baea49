import { closureTarget, periodsOfDay } from '../closure.js';

describe('the period a closure closes', () => {
  it('is the current one when nothing waits', () => {
    expect(closureTarget('day', '2026-11-27', [])).toBe('2026-11-27');
    expect(closureTarget('month', '2026-11-27', [])).toBe('2026-11');
    expect(closureTarget('year', '2026-11-27', [])).toBe('2026');
  });

  it('is the oldest month with day closures waiting: a month not closed on its last day comes first', () => {
    expect(closureTarget('month', '2026-12-02', ['2026-12-01', '2026-11-30', '2026-11-29'])).toBe('2026-11');
    expect(closureTarget('month', '2026-12-02', ['2026-12-01'])).toBe('2026-12');
    expect(closureTarget('year', '2027-01-03', ['2027-01', '2026-12'])).toBe('2026');
  });

  it('names the day, month and year a sale falls in', () => {
    expect(periodsOfDay('2026-11-27')).toEqual(['day:2026-11-27', 'month:2026-11', 'year:2026']);
  });
});
