import fc from 'fast-check';
import { luhnValid } from '../luhn.js';
import { isValidSiren, isValidSiret, LA_POSTE_HEAD_OFFICE_SIRET, nicOf, sirenOf, siretOf } from '../siret.js';

describe('siren, nic, siret', () => {
  test('siren is the first 9 digits, nic the last 5', () => {
    expect(sirenOf('73282932000074')).toBe('732829320');
    expect(nicOf('73282932000074')).toBe('00074');
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
  });

  test('siretOf joins them', () => {
    expect(siretOf('732829320', '00074')).toBe('73282932000074');
    expect(siretOf('732 829 320', '00074')).toBe('73282932000074');
  });

  test.each([
    ['sirenOf', () => sirenOf('1234')],
    ['nicOf', () => nicOf('7328293200007A')],
    ['siretOf siren', () => siretOf('73282932', '00074')],
    ['siretOf nic', () => siretOf('732829320', '0074')],
  ])('%s refuses the wrong number of digits', (_name, call) => {
    expect(call).toThrow(RangeError);
  });

  test('property: siretOf(sirenOf(s), nicOf(s)) = s', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (siret) => siretOf(sirenOf(siret), nicOf(siret)) === siret),
    );
  });
});

describe('validity', () => {
  test.each(['73282932000074', '732 829 320 00074', '55208131766522', '44306184100047'])(
    'valid: %p',
    (siret) => {
      expect(isValidSiret(siret)).toBe(true);
    },
  );

  test.each([
    ['one digit changed', '73282932000075'],
    ['13 digits', '7328293200007'],
    ['15 digits', '732829320000740'],
    ['letters', '7328293200007A'],
    ['empty', ''],
  ])('invalid: %s', (_why, siret) => {
    expect(isValidSiret(siret)).toBe(false);
  });

  test('SIREN check', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
  });

  test('La Poste: establishments use "sum of digits multiple of 5", not Luhn', () => {
    expect(luhnValid('35600000000015')).toBe(false);
    expect(isValidSiret('35600000000015')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000000016')).toBe(false);
  });

  test('La Poste head office passes Luhn as usual', () => {
    expect(isValidSiret(LA_POSTE_HEAD_OFFICE_SIRET)).toBe(true);
  });

  test('property: changing one digit of a valid (non La Poste) SIRET makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '73282932000074';
        const digit = (Number(valid[position]) + delta) % 10;
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        return !isValidSiret(changed);
      }),
    );
  });
});

describe('separators, lengths and messages', () => {
  test.each([
    ['spaces', '732 829 320 00074'],
    ['dots', '732.829.320.00074'],
    ['hyphens', '732-829-320-00074'],
    ['no-break spaces', '732\u00a0829\u00a0320\u00a000074'],
    ['narrow no-break spaces', '732\u202f829\u202f320\u202f00074'],
  ])('a SIRET typed with %s is read as its 14 digits', (_separators, typed) => {
    expect(isValidSiret(typed)).toBe(true);
    expect(sirenOf(typed)).toBe('732829320');
  });

  test('other characters between the digits are not separators', () => {
    expect(isValidSiret('732/829/320/00074')).toBe(false);
    expect(isValidSiret('732_829_320_00074')).toBe(false);
  });

  test('a SIRET whose SIREN fails Luhn is refused even when its 14 digits pass', () => {
    // 732829321 00007: the 14 digits pass Luhn, the SIREN 732829321 does not.
    expect(luhnValid('73282932100007')).toBe(true);
    expect(isValidSiret('73282932100007')).toBe(false);
  });

  test('15 digits are not a SIRET even when their first 9 and the whole pass Luhn', () => {
    expect(luhnValid('732829320000000')).toBe(true);
    expect(isValidSiret('732829320000000')).toBe(false);
  });

  test('a SIREN is exactly 9 digits: not a SIRET, not a padded SIREN', () => {
    expect(isValidSiren('73282932000074')).toBe(false);
    expect(isValidSiren('00000732829320')).toBe(false);
    expect(isValidSiren('0732829320')).toBe(false);
    expect(isValidSiren('732.829.320')).toBe(true);
  });

  test('the errors name the number and its length', () => {
    expect(() => sirenOf('1234')).toThrow(new RangeError('SIRET must be 14 digits'));
    expect(() => nicOf('1234')).toThrow(new RangeError('SIRET must be 14 digits'));
    expect(() => siretOf('73282932', '00074')).toThrow(new RangeError('SIREN must be 9 digits'));
    expect(() => siretOf('732829320', '0074')).toThrow(new RangeError('NIC must be 5 digits'));
  });
});

describe('luhnValid', () => {
  test('digits only: a letter or an empty text is never valid', () => {
    // With the letter read as a digit these would pass: 'X' is character 88, 88 − 48 = 40.
    expect(luhnValid('X00')).toBe(false);
    expect(luhnValid('0X')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0')).toBe(true);
  });

  test('every second digit from the right is doubled, minus 9 over 9', () => {
    // 4111 1111 1111 1111: 8 + 7 × 2 + 8 × 1 = 30.
    expect(luhnValid('4111111111111111')).toBe(true);
    // 59: 5 doubled is 10, minus 9 is 1; 1 + 9 = 10.
    expect(luhnValid('59')).toBe(true);
    // 18: 1 doubled is 2; 2 + 8 = 10. Undoubled it would be 9.
    expect(luhnValid('18')).toBe(true);
    expect(luhnValid('19')).toBe(false);
  });
});
