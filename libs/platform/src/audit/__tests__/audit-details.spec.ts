import { fieldsOf, safeDetails } from '../audit-details.js';

describe('safeDetails', () => {
  test('drops secret-looking keys at any depth and keeps the rest', () => {
    expect(
      safeDetails({
        kind: 'clients',
        password: 'Vendanges2026',
        nested: { apiKey: 'cuvee_x', accessToken: 'jwt', secret: 's', iban: 'FR76', count: 3 },
        list: [{ refreshToken: 't', name: 'ok' }],
      }),
    ).toEqual({ kind: 'clients', nested: { count: 3 }, list: [{ name: 'ok' }] });
  });

  test('cuts long text, long lists and deep objects; nothing left is null', () => {
    const details = safeDetails({
      text: 'x'.repeat(500),
      many: Array.from({ length: 80 }, (_, i) => i),
      deep: { a: { b: { c: { d: 1 } } } },
    })!;
    expect(details.text).toBe(`${'x'.repeat(120)}…`);
    expect(details.many).toHaveLength(50);
    expect(details.deep).toEqual({ a: {} });
    expect(safeDetails({ token: 'only a secret' })).toBeNull();
    expect(safeDetails(undefined)).toBeNull();
  });
});

describe('fieldsOf', () => {
  test('the names a body sets, sorted, never the values', () => {
    expect(fieldsOf({ lastname: 'Dupont', email: 'a@b.fr', newPassword: 'x' })).toEqual([
      'email',
      'lastname',
      'newPassword',
    ]);
    expect(fieldsOf([{ a: 1 }])).toEqual([]);
    expect(fieldsOf(null)).toEqual([]);
  });
});
