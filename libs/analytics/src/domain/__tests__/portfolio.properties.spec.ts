import fc from 'fast-check';
import { addDays } from '@cuvee/kernel';
import { sortPortfolio, yearTo, type PortfolioRow } from '../portfolio.js';

/* The portfolio's order: a total order (pages never overlap), clients never ordered always last. */

const row = (id: number) =>
  fc
    .record({
      displayName: fc.constantFrom('Cave A', 'Cave B', 'Bistrot'),
      lastOrderOn: fc.option(fc.integer({ min: 0, max: 30 }).map((offset) => addDays('2026-01-01', offset))),
      yearHt: fc.integer({ min: -5000, max: 5000 }),
    })
    .map((fields): PortfolioRow => ({ id, typology: 'caviste', city: null, ...fields }));
const rows = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 })
  .chain((ids) => fc.tuple(...ids.map(row)));
const field = fc.constantFrom<'displayName' | 'lastOrderOn' | 'yearHt'>(
  'displayName',
  'lastOrderOn',
  'yearHt',
);
const order = fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC');

describe('sortPortfolio', () => {
  test('every row once, whatever order the rows come in; nulls last; the field in the direction asked', () => {
    fc.assert(
      fc.property(rows, field, order, (list, by, direction) => {
        const sorted = sortPortfolio(list, by, direction);
        expect(sortPortfolio([...list].reverse(), by, direction)).toEqual(sorted);
        expect(sorted.map((r) => r.id).sort()).toEqual(list.map((r) => r.id).sort());
        const values = sorted.map((r) => r[by]);
        const known = values.filter((value) => value !== null);
        expect(values.slice(known.length).every((value) => value === null)).toBe(true);
        for (let i = 1; i < known.length; i++)
          expect(direction === 'ASC' ? known[i - 1]! <= known[i]! : known[i - 1]! >= known[i]!).toBe(true);
      }),
    );
  });

  test("the year runs from 1 January of the day's year", () => {
    expect(yearTo('2026-11-29')).toBe('2026-01-01');
    expect(yearTo('2024-01-01')).toBe('2024-01-01');
  });
});
