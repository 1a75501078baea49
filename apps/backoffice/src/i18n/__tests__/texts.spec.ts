import { expect, test } from '@jest/globals';
import { en } from '../en';
import { fr } from '../fr';

/** Every dotted key of a texts table, with its text. */
function entries(table: object, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

test('the English texts have exactly the keys of the French ones', () => {
  const keys = (table: object) =>
    entries(table)
      .map(([key]) => key)
      .sort();
  expect(keys(en)).toEqual(keys(fr));
});

test('no text is empty in either language', () => {
  for (const table of [fr, en]) {
    const empty = entries(table).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  }
});
