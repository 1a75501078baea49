import fc from 'fast-check';
import { formatIsoDate, parisDateOf } from '@cuvee/kernel';
import { openingDay, openingInstant, openingRefusal, openingUndo } from '../opening-rules.js';
import { availableOf, deltaOf, ENTRY_TYPES, EXIT_TYPES, MANUAL_TYPES } from '../stock-rules.js';

/** A level that keeps the ledger's invariant: reserved and allocated within what is on hand. */
const level = fc
  .record({ free: fc.nat(500), reserved: fc.nat(100), allocated: fc.nat(100) })
  .map(({ free, reserved, allocated }) => ({ onHand: free + reserved + allocated, reserved, allocated }));

/** A day of 2000–2099 that exists. */
const day = fc
  .record({
    year: fc.integer({ min: 2000, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map((parts) => formatIsoDate(parts));

describe('the opening stock in the ledger', () => {
  test('an opening is an entry, its reversal an exit, and no one types either by hand', () => {
    expect(ENTRY_TYPES).toContain('opening');
    expect(EXIT_TYPES).toContain('openingReversal');
    expect(deltaOf('opening', 12)).toBe(12);
    expect(deltaOf('openingReversal', 12)).toBe(-12);
    expect(MANUAL_TYPES).not.toContain('opening');
    expect(MANUAL_TYPES).not.toContain('openingReversal');
  });
});

describe('openingDay', () => {
  test('today and any day before are accepted; a day after today is refused, naming it', () => {
    fc.assert(
      fc.property(day, day, (opened, today) => {
        const refused = openingDay(opened, today);
        if (opened <= today) expect(refused).toBeNull();
        else expect(refused).toEqual({ code: 'openingStock.futureDay', params: { day: opened } });
      }),
    );
  });
});

describe('openingInstant', () => {
  test('the stock counts from the first instant of its Paris day, summer time or winter time', () => {
    fc.assert(
      fc.property(day, (opened) => {
        const instant = openingInstant(opened);
        expect(parisDateOf(instant)).toBe(opened);
        expect(parisDateOf(new Date(instant.getTime() - 1))).not.toBe(opened);
      }),
    );
    expect(openingInstant('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(openingInstant('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});

describe('openingRefusal', () => {
  test('a wine opens once per warehouse: an opening not taken back refuses another', () => {
    expect(openingRefusal(null)).toBeNull();
    expect(openingRefusal({ quantity: 0, importId: 4 })).toBeNull();
    expect(openingRefusal({ quantity: 120, importId: 4 })).toEqual({
      code: 'openingStock.alreadyOpened',
      params: { quantity: 120, importId: 4 },
    });
    expect(openingRefusal({ quantity: 6, importId: null })).toEqual({
      code: 'openingStock.alreadyOpened',
      params: { quantity: 6, importId: '-' },
    });
  });
});

describe('openingUndo', () => {
  test('takes back exactly what was opened by a reversal, unless orders and allocations now hold some of it', () => {
    fc.assert(
      fc.property(level, fc.integer({ min: 1, max: 800 }), (books, opened) => {
        const outcome = openingUndo(books, opened);
        if ('refused' in outcome) {
          expect(opened).toBeGreaterThan(availableOf(books));
          expect(outcome.refused.available).toBe(Math.max(0, availableOf(books)));
          return;
        }
        expect(outcome.move).toEqual({ type: 'openingReversal', quantity: opened });
        const onHand = books.onHand + deltaOf('openingReversal', opened);
        expect(onHand).toBe(books.onHand - opened);
        expect(availableOf({ ...books, onHand })).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('examples: all free, exactly free, one bottle short', () => {
    const books = { onHand: 30, reserved: 4, allocated: 6 };
    expect(openingUndo(books, 12)).toEqual({ move: { type: 'openingReversal', quantity: 12 } });
    expect(openingUndo(books, 20)).toEqual({ move: { type: 'openingReversal', quantity: 20 } });
    expect(openingUndo(books, 21)).toEqual({ refused: { available: 20 } });
  });
});
