import fc from 'fast-check';
import {
  availableOf,
  countedQuantity,
  deltaOf,
  EXIT_TYPES,
  ENTRY_TYPES,
  fiscalStatus,
  isEntry,
  manualType,
  positiveQuantity,
} from '../stock-rules.js';

describe('the sign of a movement', () => {
  test('entries add their quantity on hand, exits take it away', () => {
    for (const type of ENTRY_TYPES) {
      expect(isEntry(type)).toBe(true);
      expect(deltaOf(type, 7)).toBe(7);
    }
    for (const type of EXIT_TYPES) {
      expect(isEntry(type)).toBe(false);
      expect(deltaOf(type, 7)).toBe(-7);
    }
  });

  test('available stock is on hand less reserved and allocated', () => {
    expect(availableOf({ onHand: 20, reserved: 3, allocated: 5 })).toBe(12);
  });
});

describe('quantities typed in a movement or a count', () => {
  test.each([1, 2, 999_999, 1_000_000])('a movement of %s bottles is accepted', (value) => {
    expect(positiveQuantity(value)).toBeNull();
  });

  test.each([0, -1, 1_000_001, 1.5, Number.NaN, Infinity, '3', null, undefined])(
    'a movement of %s is refused as "a whole number greater than zero"',
    (value) => {
      expect(positiveQuantity(value)).toEqual({ code: 'stock.quantity' });
    },
  );

  test.each([0, 1, 1_000_000])('a count of %s bottles is accepted', (value) => {
    expect(countedQuantity(value)).toBeNull();
  });

  test.each([-1, 1_000_001, 2.5, '0', null])('a count of %s is refused', (value) => {
    expect(countedQuantity(value)).toEqual({ code: 'stock.countedQuantity' });
  });

  test('a safe integer is accepted exactly when it is in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), (value) => {
        expect(positiveQuantity(value) === null).toBe(value >= 1 && value <= 1_000_000);
        expect(countedQuantity(value) === null).toBe(value >= 0 && value <= 1_000_000);
      }),
    );
  });
});

describe('the type of a movement entered by hand', () => {
  test.each(['production', 'purchase', 'return', 'sale', 'sample', 'breakage'])('%s is accepted', (type) => {
    expect(manualType(type)).toBeNull();
  });

  test.each(['transferIn', 'transferOut', 'inventoryGain', 'inventoryLoss'])(
    '%s is a known type that only transfers and counts make',
    (type) => {
      expect(manualType(type)).toEqual({ code: 'stock.manualType', params: { value: type } });
    },
  );

  test.each(['gift', '', 3])('%s is not a type at all', (value) => {
    expect(manualType(value)).toEqual({ code: 'validation.unknownValue', params: { value: String(value) } });
  });
});

describe("a warehouse's fiscal status", () => {
  test('under bond or duty paid, nothing else', () => {
    expect(fiscalStatus('suspended')).toBeNull();
    expect(fiscalStatus('paid')).toBeNull();
    expect(fiscalStatus('exempt')).toEqual({ code: 'validation.unknownValue', params: { value: 'exempt' } });
  });
});
