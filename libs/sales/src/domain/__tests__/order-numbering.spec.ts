import fc from 'fast-check';
import { formatOrderNumber, orderSeries } from '../order-numbering.js';
import { pendingExpiry, staleDraftsBefore, CHECKOUT_DRAFT_TIMEOUT_MS } from '../order-expiry.js';

describe('order numbers', () => {
  test('one series per kind and year: CMD for orders, ECH for samples', () => {
    expect(orderSeries('order', '2026-03-02')).toBe('CMD-2026');
    expect(orderSeries('sample', '2027-01-01')).toBe('ECH-2027');
    expect(formatOrderNumber('CMD-2026', 42)).toBe('CMD-2026-00042');
    expect(formatOrderNumber('CMD-2026', 123456)).toBe('CMD-2026-123456');
    expect(() => formatOrderNumber('CMD-2026', 0)).toThrow(RangeError);
  });

  test('the first number of a series is 00001; a fraction of a sequence is refused', () => {
    expect(formatOrderNumber('ECH-2026', 1)).toBe('ECH-2026-00001');
    expect(() => formatOrderNumber('CMD-2026', 1.5)).toThrow(RangeError);
    expect(() => formatOrderNumber('CMD-2026', Number.NaN)).toThrow(RangeError);
  });

  test('within a series, numbers sort as their sequence does (up to 99,999 a year)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (a, b) => {
        const [x, y] = [formatOrderNumber('CMD-2026', a), formatOrderNumber('CMD-2026', b)];
        return Math.sign(a - b) === Math.sign(x.localeCompare(y));
      }),
    );
  });
});

describe('order expiry', () => {
  test("a placed order waits the shop's days; a draft older than the checkout timeout is stale", () => {
    const placed = new Date('2026-03-02T10:00:00Z');
    expect(pendingExpiry(placed, 14).toISOString()).toBe('2026-03-16T10:00:00.000Z');
    expect(() => pendingExpiry(placed, 0)).toThrow(RangeError);
    expect(placed.getTime() - staleDraftsBefore(placed).getTime()).toBe(CHECKOUT_DRAFT_TIMEOUT_MS);
  });

  test('a checkout has 15 minutes: drafts written before 09:45 are stale at 10:00', () => {
    expect(CHECKOUT_DRAFT_TIMEOUT_MS).toBe(900_000);
    expect(staleDraftsBefore(new Date('2026-03-02T10:00:00Z')).toISOString()).toBe(
      '2026-03-02T09:45:00.000Z',
    );
  });

  test('a placed order waits at least one whole day, never a fraction of one', () => {
    const placed = new Date('2026-03-02T10:00:00Z');
    expect(pendingExpiry(placed, 1).toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(() => pendingExpiry(placed, 1.5)).toThrow(RangeError);
    expect(() => pendingExpiry(placed, -3)).toThrow(RangeError);
  });
});
