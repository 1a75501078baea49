import fc from 'fast-check';
import { addDays, daysBetween, parisDateOf } from '@cuvee/kernel';
import {
  minutesOf,
  parisInstant,
  parisWallClock,
  slotOfKey,
  slotsBetween,
  weekdayOf,
  type EventSchedule,
  type SlotHours,
} from '../schedule.js';

/*
 * Slot generation across the Paris clock changes: whatever the weekly rules and the days asked, each
 * (day, hours) the rules give is one slot — none lost on the night the clocks go forward, none doubled
 * on the night they go back — at the Paris wall time it was written for (or one hour later when that
 * time does not exist), the slots in strictly increasing order.
 */

const pad = (n: number): string => String(n).padStart(2, '0');
// Every time of the day, the hours of both clock changes (02:00–03:00) included.
const wallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const hours: fc.Arbitrary<SlotHours> = fc
  .tuple(wallTime, fc.integer({ min: 15, max: 240 }))
  .map(([start, minutes]) => {
    const total = (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + minutes) % 1440;
    return { start, end: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
  });
const CHANGE_DAYS = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
// A range around a clock change, starting up to two weeks before it.
const range = fc
  .tuple(fc.constantFrom(...CHANGE_DAYS), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 40 }))
  .map(([change, before, length]) => {
    const from = addDays(change, -before);
    return { from, to: addDays(from, length) };
  });
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const schedule: fc.Arbitrary<EventSchedule> = fc.record({
  oneOff: fc.constant([]),
  weekly: fc.array(
    fc.record({
      weekdays,
      hours: fc.option(fc.uniqueArray(hours, { minLength: 1, maxLength: 4, selector: (h) => h.start }), {
        nil: null,
      }),
      from: fc.constantFrom('2026-01-01', '2026-10-20', '2027-03-01'),
      until: fc.constantFrom(null, '2026-10-26', '2027-12-31'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  exceptions: fc.uniqueArray(fc.constantFrom(...CHANGE_DAYS, '2026-03-30', '2026-10-24'), { maxLength: 2 }),
  closedWeekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 2 }),
});

/** What the rules give, read on the calendar alone: the keys expected, each once. */
function expectedKeys(s: EventSchedule, from: string, to: string): Set<string> {
  const keys = new Set<string>();
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const date = addDays(from, i);
    if (s.exceptions.includes(date) || s.closedWeekdays.includes(weekdayOf(date))) continue;
    for (const rule of s.weekly) {
      if (date < rule.from || (rule.until !== null && date > rule.until)) continue;
      if (!rule.weekdays.includes(weekdayOf(date))) continue;
      for (const h of rule.hours ?? [null]) keys.add(h ? `${date}T${h.start}` : date);
    }
  }
  return keys;
}

test('no slot lost or doubled across Paris clock changes, each at its wall time', () => {
  fc.assert(
    fc.property(schedule, range, (s, { from, to }) => {
      const slots = slotsBetween(s, from, to);
      expect(slots.map((slot) => slot.key).sort()).toEqual([...expectedKeys(s, from, to)].sort());
      for (const [i, slot] of slots.entries()) {
        if (i > 0) expect(slot.start.getTime()).toBeGreaterThanOrEqual(slots[i - 1]!.start.getTime());
        expect(slot.end.getTime()).toBeGreaterThan(slot.start.getTime());
        if (!slot.hours) {
          expect(parisWallClock(slot.start)).toEqual([slot.date, '00:00']);
          expect(parisDateOf(new Date(slot.end.getTime() - 1))).toBe(slot.date);
          continue;
        }
        expect(slot.end.getTime() - slot.start.getTime()).toBe(minutesOf(slot.hours) * 60_000);
        const [date, time] = parisWallClock(slot.start);
        expect(date).toBe(slot.date);
        // Only the hour that does not exist (clocks forward) moves, by one hour.
        if (time !== slot.hours.start) {
          expect(CHANGE_DAYS.filter((d) => d.endsWith('03-29') || d.endsWith('03-28'))).toContain(slot.date);
          expect(slot.hours.start.slice(0, 2)).toBe('02');
          expect(time).toBe(`03:${slot.hours.start.slice(3)}`);
        }
        expect(slotOfKey(s, slot.key)?.start.getTime()).toBe(slot.start.getTime());
      }
      // Two slots of one event never share an instant unless they share a key (they don't: keys are unique).
      expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
    }),
    { numRuns: 300 },
  );
});

test('the hour that happens twice is taken once, the first time; the missing hour one hour later', () => {
  expect(parisInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  expect(parisInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  expect(parisInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
  expect(parisInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  const nightly: EventSchedule = {
    oneOff: [],
    weekly: [
      {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        hours: [{ start: '02:30', end: '03:30' }],
        from: '2026-01-01',
        until: null,
      },
    ],
    exceptions: [],
    closedWeekdays: [],
  };
  expect(slotsBetween(nightly, '2026-10-24', '2026-10-26').map((s) => s.start.toISOString())).toEqual([
    '2026-10-24T00:30:00.000Z',
    '2026-10-25T00:30:00.000Z',
    '2026-10-26T01:30:00.000Z',
  ]);
  expect(slotsBetween(nightly, '2026-03-28', '2026-03-30').map((s) => s.start.toISOString())).toEqual([
    '2026-03-28T01:30:00.000Z',
    '2026-03-29T01:30:00.000Z',
    '2026-03-30T00:30:00.000Z',
  ]);
});

test('a one-off slot the weekly rule also gives is one slot; full days run midnight to midnight', () => {
  const s: EventSchedule = {
    oneOff: [
      { date: '2026-06-13', hours: { start: '10:00', end: '12:00' } },
      { date: '2026-06-14', hours: null },
    ],
    weekly: [
      { weekdays: [6], hours: [{ start: '10:00', end: '12:00' }], from: '2026-06-01', until: '2026-06-30' },
    ],
    exceptions: ['2026-06-20'],
    closedWeekdays: [],
  };
  const slots = slotsBetween(s, '2026-06-10', '2026-06-30');
  expect(slots.map((slot) => slot.key)).toEqual(['2026-06-13T10:00', '2026-06-14', '2026-06-27T10:00']);
  expect(slots[1]!.start.toISOString()).toBe('2026-06-13T22:00:00.000Z');
  expect(slots[1]!.end.toISOString()).toBe('2026-06-14T22:00:00.000Z');
});
