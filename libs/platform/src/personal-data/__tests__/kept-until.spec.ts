import fc from 'fast-check';
import { keptUntil } from '../personal-data-holder.js';

describe('the last day a record is kept', () => {
  test('ten years later by default, the same day', () => {
    expect(keptUntil('2026-03-31')).toBe('2036-03-31');
    expect(keptUntil(null)).toBeNull();
  });

  test('29 February keeps to the 28th when the later year has none', () => {
    expect(keptUntil('2024-02-29')).toBe('2034-02-28');
    expect(keptUntil('2024-02-29', 4)).toBe('2028-02-28');
  });

  test('always a real day, `years` later, never after the anniversary', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 30 }),
        (date, years) => {
          const day = date.toISOString().slice(0, 10);
          const until = keptUntil(day, years)!;
          const parsed = new Date(`${until}T00:00:00Z`);
          expect(parsed.toISOString().slice(0, 10)).toBe(until);
          expect(parsed.getUTCFullYear()).toBe(date.getUTCFullYear() + years);
          expect(until.slice(5, 7)).toBe(day.slice(5, 7));
        },
      ),
    );
  });
});
