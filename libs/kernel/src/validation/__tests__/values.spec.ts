import { rules } from '../rules.js';
import { characterCount, isEmpty, parseDecimalInput, textOf } from '../values.js';

describe('how rules read a value', () => {
  test('empty: null, undefined, a blank text or an empty list, nothing else', () => {
    for (const value of [null, undefined, '', ' \t\n', []]) expect(isEmpty(value)).toBe(true);
    for (const value of [0, false, 'a', [''], {}]) expect(isEmpty(value)).toBe(false);
  });

  test('the text of a value: a string as it is, a finite number in its usual notation', () => {
    expect(textOf(' a ')).toBe(' a ');
    expect(textOf(12.5)).toBe('12.5');
    expect(textOf(0)).toBe('0');
    expect(textOf(-3)).toBe('-3');
  });

  test('no text for a number that is not finite, nor for anything else', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, true, null, undefined, {}, ['a']]) {
      expect(textOf(value)).toBeNull();
    }
    // "NaN" would otherwise be a three-character counter.
    expect(rules.counter(Number.NaN)).toEqual({ code: 'validation.counter' });
    expect(rules.counter(Infinity)).toEqual({ code: 'validation.counter' });
  });

  test('characters as a person counts them', () => {
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('🍷🍷')).toBe(2);
    expect(characterCount('')).toBe(0);
  });

  test('a decimal may carry a sign', () => {
    expect(parseDecimalInput('+12,5')).toBe(12.5);
    expect(parseDecimalInput('-3')).toBe(-3);
    expect(parseDecimalInput('+-3')).toBeNull();
    expect(parseDecimalInput(Infinity)).toBeNull();
    expect(parseDecimalInput(true)).toBeNull();
  });
});
