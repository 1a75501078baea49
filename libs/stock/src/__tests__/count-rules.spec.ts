import fc from 'fast-check';
import { countOutcome, undoOutcome } from '../domain/count-rules.js';
import { availableOf, deltaOf } from '../domain/stock-rules.js';

/** A level that keeps the ledger's invariant: reserved and allocated within what is on hand. */
const level = fc
  .record({ free: fc.nat(500), reserved: fc.nat(100), allocated: fc.nat(100) })
  .map(({ free, reserved, allocated }) => ({ onHand: free + reserved + allocated, reserved, allocated }));

describe('countOutcome', () => {
  test('examples: a gain, a loss, nothing, and a count below what orders and allocations hold', () => {
    const books = { onHand: 20, reserved: 3, allocated: 2 };
    expect(countOutcome(books, 25)).toEqual({ move: { type: 'inventoryGain', quantity: 5 } });
    expect(countOutcome(books, 8)).toEqual({ move: { type: 'inventoryLoss', quantity: 12 } });
    expect(countOutcome(books, 20)).toEqual({ move: null });
    expect(countOutcome(books, 5)).toEqual({ move: { type: 'inventoryLoss', quantity: 15 } });
    expect(countOutcome(books, 4)).toEqual({ refused: { held: 5 } });
  });

  test('an accepted count leaves exactly the counted bottles on hand and never a negative available stock', () => {
    fc.assert(
      fc.property(level, fc.nat(800), (books, counted) => {
        const outcome = countOutcome(books, counted);
        if ('refused' in outcome) {
          expect(counted).toBeLessThan(books.reserved + books.allocated);
          return;
        }
        const onHand = books.onHand + (outcome.move ? deltaOf(outcome.move.type, outcome.move.quantity) : 0);
        expect(onHand).toBe(counted);
        expect(availableOf({ ...books, onHand })).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('undoOutcome', () => {
  test('takes back what a count changed, whatever moved since, unless it would take held bottles', () => {
    fc.assert(
      fc.property(level, fc.integer({ min: -300, max: 300 }), (books, delta) => {
        const outcome = undoOutcome(books, delta);
        if ('refused' in outcome) {
          expect(delta).toBeGreaterThan(availableOf(books));
          expect(outcome.refused.available).toBe(Math.max(0, availableOf(books)));
          return;
        }
        const change = outcome.move ? deltaOf(outcome.move.type, outcome.move.quantity) : 0;
        expect(change + delta).toBe(0);
        expect(availableOf({ ...books, onHand: books.onHand + change })).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('examples: a loss taken back, a gain taken back, nothing to take back, and a refusal with nothing left (never a negative figure)', () => {
    expect(undoOutcome({ onHand: 2, reserved: 4, allocated: 1 }, 1)).toEqual({ refused: { available: 0 } });
    expect(undoOutcome({ onHand: 9, reserved: 4, allocated: 1 }, -3)).toEqual({
      move: { type: 'inventoryGain', quantity: 3 },
    });
    expect(undoOutcome({ onHand: 9, reserved: 4, allocated: 1 }, 0)).toEqual({ move: null });
    expect(undoOutcome({ onHand: 9, reserved: 4, allocated: 1 }, 4)).toEqual({
      move: { type: 'inventoryLoss', quantity: 4 },
    });
  });

  test('a count then its undo, with nothing in between, puts the level back', () => {
    fc.assert(
      fc.property(level, fc.nat(800), (books, counted) => {
        const outcome = countOutcome(books, counted);
        if ('refused' in outcome || !outcome.move) return;
        const delta = deltaOf(outcome.move.type, outcome.move.quantity);
        const after = { ...books, onHand: books.onHand + delta };
        const undo = undoOutcome(after, delta);
        expect('move' in undo && undo.move).toBeTruthy();
        if (!('move' in undo) || !undo.move) return;
        expect(after.onHand + deltaOf(undo.move.type, undo.move.quantity)).toBe(books.onHand);
      }),
    );
  });
});
