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
