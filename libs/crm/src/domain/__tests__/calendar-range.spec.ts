import fc from 'fast-check';
import { calendarRange, MAX_CALENDAR_DAYS, parseInstant } from '../calendar-range.js';

describe('calendar period', () => {
  test('ISO days start at midnight in Paris, instants keep their zone', () => {
    expect(parseInstant('2026-03-01')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(parseInstant('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parseInstant('2026-03-01T10:30:00+01:00')?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(parseInstant('2026-03-01T10:30Z')?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
  });

  test('anything else is not a date: French days, a time without its zone, impossible days', () => {
    for (const text of ['01/03/2026', '2026-03-01T10:30:00', '2026-13-01', '2026-02-30', 'demain', '']) {
      expect(parseInstant(text)).toBeNull();
    }
  });

  test('a month view (42 days) is accepted; an empty, reversed or too long period is not', () => {
    expect(calendarRange('2026-02-23', '2026-04-06')).toEqual({
      from: new Date('2026-02-22T23:00:00Z'),
      to: new Date('2026-04-05T22:00:00Z'),
    });
    // 100 Paris days across the autumn clock change last 100 days and an hour: still accepted.
    expect(calendarRange('2026-09-01', '2026-12-10')).not.toBeNull();
    expect(calendarRange('2026-09-01', '2026-12-11')).toBeNull();
    expect(calendarRange('2026-03-01', '2026-03-01')).toBeNull();
    expect(calendarRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(calendarRange('2026-01-01', '2026-12-31')).toBeNull();
    expect(calendarRange('2026-01-01', 'x')).toBeNull();
  });

  test('a period is accepted exactly when it is positive and at most the limit (and the clock-change hour)', () => {
    const day = 86_400_000;
    const hour = 3_600_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -5 * day, max: (MAX_CALENDAR_DAYS + 5) * day }),
        (start, length) => {
          const from = new Date(start).toISOString();
          const to = new Date(start + length).toISOString();
          const accepted = calendarRange(from, to) !== null;
          expect(accepted).toBe(length > 0 && length <= MAX_CALENDAR_DAYS * day + hour);
        },
      ),
    );
  });
});
