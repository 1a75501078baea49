import fc from 'fast-check';
import { PRODUCT_STATUSES, type ProductStatus } from '@cuvee/kernel';
import { formatAvailable, statusFollowingStock, stockSignal } from '../stock-status.js';

describe('what stock means for a product', () => {
  test('an untracked product has no availability; a tracked format without a level has none left', () => {
    expect(formatAvailable(undefined, 1)).toBeNull();
    const levels = new Map([[1, 7]]);
    expect(formatAvailable(levels, 1)).toBe(7);
    expect(formatAvailable(levels, 2)).toBe(0);
    // An oversold format (a negative level) has nothing available, never less.
    expect(formatAvailable(new Map([[1, -3]]), 1)).toBe(0);
    expect(stockSignal(null)).toBeNull();
    expect(stockSignal(0)).toBe('outOfStock');
    expect(stockSignal(3)).toBe('inStock');
  });

  test('online goes out of stock when nothing is left, and back online when stock returns', () => {
    expect(statusFollowingStock('online', [0, 0])).toBe('outofstock');
    expect(statusFollowingStock('online', [0, 4])).toBeNull();
    expect(statusFollowingStock('outofstock', [0, 4])).toBe('online');
    expect(statusFollowingStock('outofstock', [0])).toBeNull();
    expect(statusFollowingStock('online', [null, null])).toBeNull();
  });

  const statuses = fc.constantFrom(...PRODUCT_STATUSES.map((s) => s.key as ProductStatus));
  const stock = fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), { maxLength: 4 });

  test('paused and closed never change, and the rule is idempotent (property)', () => {
    fc.assert(
      fc.property(statuses, stock, (status, available) => {
        const next = statusFollowingStock(status, available);
        if (status === 'paused' || status === 'closed') return next === null;
        return next === null || statusFollowingStock(next, available) === null;
      }),
    );
  });

  test('after the rule, an online product has stock and an out-of-stock one has none (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom<ProductStatus>('online', 'outofstock'), stock, (status, available) => {
        const result = statusFollowingStock(status, available) ?? status;
        const tracked = available.filter((v): v is number => v !== null);
        if (tracked.length === 0) return result === status;
        return result === (tracked.some((v) => v > 0) ? 'online' : 'outofstock');
      }),
    );
  });
});
