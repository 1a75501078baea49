import {
  hashPassword,
  legacyScryptHash,
  needsRehash,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from '../password.js';

describe('password hashing (argon2id)', () => {
  test('a hash verifies its own password and no other', async () => {
    const stored = await hashPassword('Cuvee2026');
    await expect(verifyPassword('Cuvee2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('cuvee2026', stored)).resolves.toBe(false);
  });

  test("uses argon2id with OWASP's parameters (m = 19456 KiB, t = 2, p = 1)", async () => {
    expect(await hashPassword('Cuvee2026')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
  });

  test('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('Cuvee2026')).not.toEqual(await hashPassword('Cuvee2026'));
  });

  test('the same password typed with composed or decomposed accents verifies', async () => {
    const stored = await hashPassword('Ch\u00e2teau2026');
    await expect(verifyPassword('Cha\u0302teau2026', stored)).resolves.toBe(true);
  });

  test('a malformed stored value never verifies', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$garbage')).resolves.toBe(false);
  });

  test('a legacy hash without its scrypt$ prefix, or with its salt or digest missing or empty, never verifies', async () => {
    const legacy = await legacyScryptHash('Cuvee2026');
    await expect(verifyPassword('Cuvee2026', legacy.replace('scrypt$', 'bcrypt$'))).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$c2FsdA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$$ZGlnZXN0')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$c2FsdA$=')).resolves.toBe(false);
  });

  test('the unusable hash matches nothing', async () => {
    await expect(verifyPassword('', UNUSABLE_PASSWORD_HASH)).resolves.toBe(false);
    await expect(verifyPassword('Cuvee2026', UNUSABLE_PASSWORD_HASH)).resolves.toBe(false);
  });

  test('hashes of the first version (scrypt) still verify and ask to be rehashed', async () => {
    const legacy = await legacyScryptHash('Cuvee2026');
    await expect(verifyPassword('Cuvee2026', legacy)).resolves.toBe(true);
    await expect(verifyPassword('Cuvee2027', legacy)).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('Cuvee2026'))).toBe(false);
  });
});
