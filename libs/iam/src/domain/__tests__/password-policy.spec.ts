import fc from 'fast-check';
import { COMMON_PASSWORDS } from '../common-passwords.js';
import { isCommonPassword, newPasswordFailure, notCommonPassword } from '../password-policy.js';

describe('the common-passwords list', () => {
  test('holds about a thousand entries or more, lower case, without blanks', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry).not.toMatch(/\s/);
    }
  });

  test.each([
    '123456',
    'password',
    'qwerty',
    'azerty',
    'motdepasse',
    'soleil',
    'marseille',
    'jetaime',
    'doudou',
  ])('has %s', (entry) => expect(COMMON_PASSWORDS.has(entry)).toBe(true));
});

describe('isCommonPassword', () => {
  test.each(['Azerty', 'AZERTY', 'MotDePasse', 'Soleil', 'Marseille', 'Password'])(
    '%s is common (case-insensitive)',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  test.each(['Azerty123', 'Soleil2024!', 'Marseille13', 'Password1', 'Jetaime!!'])(
    '%s is common: a listed word followed only by digits or symbols',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  test.each(['Cuvee2026', 'Vendanges Tardives', 'Riesling-Grand-Cru-1998', 'xK7pQ2mZ'])(
    '%s is not common',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );

  test('blanks around a listed word do not hide it; digits before a word make another word', () => {
    expect(isCommonPassword('  Soleil  ')).toBe(true);
    expect(isCommonPassword('2024Soleil')).toBe(false);
  });

  test('a password with 16 random letters and digits is (practically) never refused', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{16}$/), (password) => !isCommonPassword(password)));
  });
});

describe('the rules of a new password', () => {
  test('a password failing the kernel rule gets only its message', () => {
    expect(newPasswordFailure('azerty')).toEqual({ code: 'validation.password' });
    expect(notCommonPassword('azerty')).toBeNull();
  });

  test('a password passing the kernel rule but common gets the common-password message', () => {
    expect(newPasswordFailure('Azerty123')).toEqual({ code: 'validation.commonPassword' });
    expect(notCommonPassword('Azerty123')).toEqual({ code: 'validation.commonPassword' });
  });

  test('a good password passes both', () => {
    expect(newPasswordFailure('Vendanges2026')).toBeNull();
  });

  test('non-strings are left to the kernel rule', () => {
    expect(notCommonPassword(42)).toBeNull();
    expect(newPasswordFailure(42)).toEqual({ code: 'validation.password' });
  });
});
