import fc from 'fast-check';
import { moveInOrder } from '../ordering.js';

describe('ordering', () => {
  test('moving an item puts it at the position, keeps the others in order, loses nothing', () => {
    expect(moveInOrder([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveInOrder([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveInOrder([1, 2, 3], 2, 99)).toEqual([1, 3, 2]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1 }),
        fc.nat(),
        fc.integer({ min: 0, max: 60 }),
        (order, pick, position) => {
          const moved = order[pick % order.length]!;
          const result = moveInOrder(order, moved, position);
          expect([...result].sort()).toEqual([...order].sort());
          expect(result.indexOf(moved)).toBe(Math.min(position, order.length - 1));
          expect(result.filter((id) => id !== moved)).toEqual(order.filter((id) => id !== moved));
        },
      ),
    );
  });
});
