import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, validatedAccount } from './auth-support.js';

/*
 * Concurrent saves of settings, on SQLite and on MariaDB with DB_URL (ADR 0026): the first saves of a
 * new shop's settings all succeed and leave one row per context (each lazily created row is an
 * upsert), and concurrent saves of an existing row never answer a 500 (a lost deadlock is retried).
 */

const CONCURRENT = 15;
let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
});
afterAll(() => api.stop());

/** A seller who has just registered: a shop with no settings row in any context yet. */
async function newShop(): Promise<{ headers: Record<string, string>; shopId: number }> {
  const account = await validatedAccount(api, 'seller');
  const headers = bearer((await login(account.username, account.password)).jwt);
  const shop = await pactum.spec().get('/v1/shops/me').withHeaders(headers).expectStatus(200);
  return { headers, shopId: (shop.json as { id: number }).id };
}

interface Answer {
  statusCode: number;
  body: unknown;
}

const put = async (path: string, headers: Record<string, string>, body: object): Promise<Answer> =>
  (await pactum.spec().put(path).withHeaders(headers).withJson(body).toss()) as Answer;

/** The status of each answer; the first 5xx fails the test with its body. */
async function statuses(requests: Promise<Answer>[]): Promise<number[]> {
  const responses = await Promise.all(requests);
  for (const response of responses)
    if (response.statusCode >= 500) throw new Error(`answered ${JSON.stringify(response.body)}`);
  return responses.map((response) => response.statusCode);
}

async function rowsOf(table: string, shopId: number): Promise<number> {
  const rows = (await api
    .get(Database)
    .dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE shopId = ?`, [shopId])) as { n: number }[];
  return Number(rows[0]!.n);
}

const times = <T>(make: (index: number) => T): T[] => Array.from({ length: CONCURRENT }, (_, i) => make(i));

describe('first saves of a new shop’s settings, all at once', () => {
  test('billing and accounting settings: every save answers 200, one row', async () => {
    const { headers, shopId } = await newShop();
    const answered = await statuses([
      ...times((i) => put('/v1/billing-settings', headers, { quoteValidityDays: 10 + i })),
      ...times((i) => put('/v1/accounting-settings', headers, { salesAccount: `70700${i % 10}` })),
    ]);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(await rowsOf('billing_settings', shopId)).toBe(1);
    // Saves of distinct sections merge: none is lost.
    const billing = await pactum.spec().get('/v1/billing-settings').withHeaders(headers).expectStatus(200);
    const accounting = await pactum
      .spec()
      .get('/v1/accounting-settings')
      .withHeaders(headers)
      .expectStatus(200);
    expect(billing.json.quoteValidityDays).toBeGreaterThanOrEqual(10);
    expect(accounting.json.salesAccount).toMatch(/^70700\d$/);
  });

  test('sales settings: every rules save answers 200, one row', async () => {
    const { headers, shopId } = await newShop();
    const answered = await statuses(
      times((i) => put('/v1/sales-settings/rules', headers, { minProducts: i + 1, productLimits: [] })),
    );
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(await rowsOf('sales_settings', shopId)).toBe(1);
  });

  test('the settings of /shops/me (billing, catalogue, stock, shop front): every save answers 200, one row each', async () => {
    const { headers, shopId } = await newShop();
    const answered = await statuses(
      times((i) =>
        put('/v1/shops/me', headers, {
          settings: {
            hasTVA: true,
            allRulesInEq75: i % 2 === 0,
            autoOutOfStock: i % 2 === 1,
            titleProducts: `Nos vins ${i}`,
          },
        }),
      ),
    );
    expect(answered.every((status) => status === 200)).toBe(true);
    for (const table of ['billing_settings', 'catalogue_settings', 'stock_settings', 'shop_front_settings'])
      expect({ table, rows: await rowsOf(table, shopId) }).toEqual({ table, rows: 1 });
  });
});

describe('concurrent saves of existing settings', () => {
  test('rules, delivery and promotions saved together never answer a 500, and the last of each stays', async () => {
    const { headers } = await newShop();
    await put('/v1/sales-settings/rules', headers, { productLimits: [] });
    const answered = await statuses([
      ...times((i) => put('/v1/sales-settings/rules', headers, { minProducts: i + 1, productLimits: [] })),
      ...times(() => put('/v1/sales-settings/promotions', headers, { promotions: [] })),
      ...times((i) => put('/v1/billing-settings', headers, { quoteValidityDays: 20 + i })),
    ]);
    expect(answered.every((status) => status === 200)).toBe(true);
    const settings = await pactum.spec().get('/v1/sales-settings').withHeaders(headers).expectStatus(200);
    expect(settings.json.rules.minProducts).toBeGreaterThanOrEqual(1);
  });
});
