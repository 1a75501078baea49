import { hashPassword, verifyPassword } from '../password.js';

describe('password hashing', () => {
  test('a hash verifies its own password and no other', async () => {
    const stored = await hashPassword('Cuvee2026');
    expect(stored).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
    await expect(verifyPassword('Cuvee2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('cuvee2026', stored)).resolves.toBe(false);
  });

  test('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('Cuvee2026')).not.toEqual(await hashPassword('Cuvee2026'));
  });

  test('a malformed stored value never verifies', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
