import { knownKey } from '../reference-rules.js';

const FORMATS = [
  { key: 'bottle', fr: 'Bouteille', en: 'Bottle' },
  { key: 75, fr: '75 cl', en: '75 cl' },
] as const;

describe('only the keys of a reference list', () => {
  const rule = knownKey(FORMATS);

  test('a key of the list passes, text or number as the list has it', () => {
    expect(rule('bottle')).toBeNull();
    expect(rule(75)).toBeNull();
  });

  test('any other value is refused, named in the message', () => {
    expect(rule('magnum')).toEqual({ code: 'validation.unknownValue', params: { value: 'magnum' } });
    expect(rule('75')).toEqual({ code: 'validation.unknownValue', params: { value: '75' } });
    expect(rule(150)).toEqual({ code: 'validation.unknownValue', params: { value: '150' } });
  });

  test('a value that is not text or a number is named "?"', () => {
    expect(rule({ key: 'bottle' })).toEqual({ code: 'validation.unknownValue', params: { value: '?' } });
    expect(rule(null)).toEqual({ code: 'validation.unknownValue', params: { value: '?' } });
  });
});
