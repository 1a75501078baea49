import fc from 'fast-check';
import { dealOut } from '../assignment.js';

describe('dealing prospects out to the team', () => {
  test('in turn, like cards: the first members get one more when it does not divide', () => {
    const hands = dealOut(['a', 'b', 'c', 'd', 'e'], [7, 8]);
    expect(hands.get(7)).toEqual(['a', 'c', 'e']);
    expect(hands.get(8)).toEqual(['b', 'd']);
  });

  test('nobody to deal to: nothing is dealt', () => {
    expect(dealOut([1, 2], []).size).toBe(0);
  });

  test('every item is dealt once and the hands differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 200 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        (items, members) => {
          const hands = [...dealOut(items, members).values()];
          expect(hands).toHaveLength(members.length);
          expect(hands.flat().sort()).toEqual([...items].sort());
          const sizes = hands.map((hand) => hand.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
