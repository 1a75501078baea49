import { isPlainObject, settingChecks, settingsFailures, type SettingsShape } from '../settings-shape.js';

const { boolean, text, matching, integer, number, oneOf, nullable, list, shaped, map } = settingChecks;
const refused = (setting: string) => ({ code: 'settings.invalid', params: { setting } });

describe('settings checks', () => {
  test('a plain object is an object that is neither null nor a list', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject('{}')).toBe(false);
  });

  test('boolean: only true or false', () => {
    expect(boolean(true)).toBe(true);
    expect(boolean(false)).toBe(true);
    expect(boolean('true')).toBe(false);
    expect(boolean(0)).toBe(false);
    expect(boolean(null)).toBe(false);
  });

  test('text: a string up to its maximum length, the maximum included', () => {
    expect(text(5)('')).toBe(true);
    expect(text(5)('abcde')).toBe(true);
    expect(text(5)('abcdef')).toBe(false);
    expect(text(5)(12)).toBe(false);
    expect(text(5)(null)).toBe(false);
  });

  test('matching: a string the pattern accepts', () => {
    const upper = matching(/^[A-Z]+$/);
    expect(upper('ABC')).toBe(true);
    expect(upper('abc')).toBe(false);
    expect(matching(/^\d+$/)(123)).toBe(false);
  });

  test('integer: a whole number between its bounds, both included', () => {
    const oneToTen = integer(1, 10);
    expect(oneToTen(1)).toBe(true);
    expect(oneToTen(10)).toBe(true);
    expect(oneToTen(5)).toBe(true);
    expect(oneToTen(0)).toBe(false);
    expect(oneToTen(11)).toBe(false);
    expect(oneToTen(1.5)).toBe(false);
    expect(oneToTen('5')).toBe(false);
    expect(integer(0, Infinity)(2 ** 53)).toBe(false);
  });

  test('number: a finite number between its bounds, both included', () => {
    const rate = number(0, 1);
    expect(rate(0)).toBe(true);
    expect(rate(1)).toBe(true);
    expect(rate(0.5)).toBe(true);
    expect(rate(-0.01)).toBe(false);
    expect(rate(1.01)).toBe(false);
    expect(rate('0.5')).toBe(false);
    expect(rate(Number.NaN)).toBe(false);
    expect(number(0, Infinity)(Infinity)).toBe(false);
  });

  test('oneOf: one of the allowed strings', () => {
    const language = oneOf(['fr', 'en']);
    expect(language('fr')).toBe(true);
    expect(language('en')).toBe(true);
    expect(language('de')).toBe(false);
    expect(language(null)).toBe(false);
  });

  test('nullable: null, or what the check accepts (undefined is not null)', () => {
    const flag = nullable(boolean);
    expect(flag(null)).toBe(true);
    expect(flag(false)).toBe(true);
    expect(flag(undefined)).toBe(false);
    expect(flag('x')).toBe(false);
  });

  test('list: a list whose every item passes', () => {
    const flags = list(boolean);
    expect(flags([])).toBe(true);
    expect(flags([true, false])).toBe(true);
    expect(flags([true, 'x'])).toBe(false);
    expect(flags(['x', true])).toBe(false);
    expect(flags('true')).toBe(false);
    expect(flags({ 0: true, length: 1 })).toBe(false);
  });

  test('shaped: an object of the shape, never a list', () => {
    const item = shaped({ active: boolean });
    expect(item({ active: true })).toBe(true);
    expect(item({ active: 1 })).toBe(false);
    expect(item({})).toBe(false);
    expect(item(null)).toBe(false);
    expect(shaped({})({})).toBe(true);
    expect(shaped({})([])).toBe(false);
    expect(shaped({})('x')).toBe(false);
  });

  test('map: an object whose every key and every value pass, never a list', () => {
    const byLanguage = map(oneOf(['fr', 'en']), boolean);
    expect(byLanguage({})).toBe(true);
    expect(byLanguage({ fr: true, en: false })).toBe(true);
    expect(byLanguage({ fr: true, de: true })).toBe(false);
    expect(byLanguage({ fr: 'yes' })).toBe(false);
    expect(byLanguage([])).toBe(false);
    expect(byLanguage(null)).toBe(false);
  });
});

describe('settings failures', () => {
  const SHAPE: SettingsShape = {
    active: boolean,
    series: { invoice: { prefix: text(3), next: integer(1, 999) } },
    rounding: oneOf(['up', 'down']),
  };
  const USABLE = { active: true, series: { invoice: { prefix: 'F', next: 12 } }, rounding: 'up' };

  test('a usable document has none', () => {
    expect(settingsFailures(USABLE, SHAPE)).toEqual([]);
  });

  test('each refused setting is named by its path, in the shape’s order', () => {
    const document = { active: 'yes', series: { invoice: { prefix: 'FACT', next: 0 } }, rounding: 'up' };
    expect(settingsFailures(document, SHAPE)).toEqual([
      refused('active'),
      refused('series.invoice.prefix'),
      refused('series.invoice.next'),
    ]);
  });

  test('a missing or non-object nested setting names itself, not its keys', () => {
    expect(settingsFailures({ ...USABLE, series: undefined }, SHAPE)).toEqual([refused('series')]);
    expect(settingsFailures({ ...USABLE, series: { invoice: 'F' } }, SHAPE)).toEqual([
      refused('series.invoice'),
    ]);
    expect(settingsFailures({ ...USABLE, series: [] }, SHAPE)).toEqual([refused('series')]);
  });

  test('a document that is not an object fails on every top-level setting', () => {
    expect(settingsFailures(null, SHAPE)).toEqual([
      refused('active'),
      refused('series'),
      refused('rounding'),
    ]);
    expect(settingsFailures([true], { 0: boolean })).toEqual([refused('0')]);
  });

  test('the path prefixes the names: where the document sits in the request', () => {
    const document = { ...USABLE, active: null, series: { invoice: { prefix: 'F', next: 1000 } } };
    expect(settingsFailures(document, SHAPE, 'settings')).toEqual([
      refused('settings.active'),
      refused('settings.series.invoice.next'),
    ]);
  });
});
