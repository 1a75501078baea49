import pactum from 'pactum';
import { Client } from '@cuvee/crm';
import { Database } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { In } from 'typeorm';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Bulk sync through the API, on SQLite and on MariaDB with DB_URL, as a partner with an API key: clients
 * created then updated by email with a result per row (good rows written, a bad one refused with its
 * field and French message); an Idempotency-Key replaying the first answer and writing nothing twice,
 * refused with another body; prices of a product and a stock count brought in step; strict and dry
 * runs writing nothing; the refusals of a malformed body; a key without the permission; the sync
 * listed with the imports and reverted like one.
 */

interface Level {
  id: number;
  warehouseId: number;
  productName: string;
  vintageName: string | null;
  formatLabel: string;
  onHand: number;
}

interface SyncResult {
  importId: number;
  kind: string;
  status: string;
  dryRun: boolean;
  strict: boolean;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  rows: { index: number; status: string; errors: { field: string | null; message: string }[] }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let crmKey: string;
let ip = 0;
const manager = () => api.get(Database).dataSource.manager;

/** Each request from its own address: the key's rate limit counts per address too. */
const withKey = (secret: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${secret}`,
  'X-Forwarded-For': `203.0.113.${++ip}`,
  ...extra,
});

function sync(kind: string, body: object, headers: Record<string, string>, status = 200) {
  return pactum.spec().post(`/v1/sync/${kind}`).withHeaders(headers).withJson(body).expectStatus(status);
}

async function key(permissions: string[]): Promise<string> {
  const created = await pactum
    .spec()
    .post('/v1/api-keys')
    .withHeaders(as('proprietaire'))
    .withJson({ name: 'Place de marché', permissions })
    .expectStatus(201);
  return created.json.secret as string;
}

const clientRow = (n: number, extra: object = {}) => ({
  isPro: true,
  businessName: `Cave Synchro ${n}`,
  lastname: 'Martin',
  email: `synchro.${n}@exemple.fr`,
  typology: 'caviste',
  street: '2 quai des Chartreux',
  zipcode: '37000',
  city: 'Tours',
  ...extra,
});
const clientsNamed = (emails: string[]) => manager().find(Client, { where: { email: In(emails) } });

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  crmKey = await key(['seeAllClient', 'createClient']);
}, 180_000);
afterAll(() => api?.stop());

describe('clients by email, with a result per row', () => {
  const body = { rows: [clientRow(1), clientRow(2), clientRow(3, { email: 'pas-un-mail' })] };
  let first: SyncResult;

  test('good rows are written, the bad one is refused naming its field', async () => {
    first = (await sync('clients', body, withKey(crmKey, { 'Idempotency-Key': 'sync-clients-1' }))).json;
    expect(first).toMatchObject({ kind: 'clients', status: 'completed', created: 2, failed: 1 });
    expect(first.rows.map((row) => row.status)).toEqual(['applied', 'applied', 'rejected']);
    expect(first.rows[2]!.errors).toEqual([{ field: 'email', message: 'Le mail est incorrect' }]);
    expect(await clientsNamed(['synchro.1@exemple.fr', 'synchro.2@exemple.fr'])).toHaveLength(2);
  });

  test('the same key and body replay the first answer and write nothing more', async () => {
    const again = await sync('clients', body, withKey(crmKey, { 'Idempotency-Key': 'sync-clients-1' }));
    expect(again.json).toEqual(first);
    expect(await clientsNamed(['synchro.1@exemple.fr', 'synchro.2@exemple.fr'])).toHaveLength(2);
    const other = await sync(
      'clients',
      { rows: [clientRow(4)] },
      withKey(crmKey, { 'Idempotency-Key': 'sync-clients-1' }),
      422,
    );
    expect(other.json.message).toBe("Cette clé d'idempotence a déjà servi pour une autre requête");
    expect(await clientsNamed(['synchro.4@exemple.fr'])).toHaveLength(0);
  });

  test('a second sync updates a changed row and skips an identical one', async () => {
    const result = (
      await sync(
        'clients',
        { rows: [clientRow(1, { businessName: 'Cave Synchro Une' }), clientRow(2)] },
        withKey(crmKey),
      )
    ).json as SyncResult;
    expect(result).toMatchObject({ created: 0, updated: 1, skipped: 1, failed: 0 });
    const [one] = await clientsNamed(['synchro.1@exemple.fr']);
    expect(one!.businessName).toBe('Cave Synchro Une');
  });

  test('strict: one bad row and nothing is written; a dry run writes nothing either', async () => {
    const strict = (
      await sync(
        'clients',
        { strict: true, rows: [clientRow(5), clientRow(6, { email: 'faux' })] },
        withKey(crmKey),
      )
    ).json as SyncResult;
    expect(strict.status).toBe('error');
    expect(strict.rows.map((row) => row.status)).toEqual(['notApplied', 'rejected']);
    const dry = (await sync('clients', { dryRun: true, rows: [clientRow(7)] }, withKey(crmKey)))
      .json as SyncResult;
    expect(dry).toMatchObject({ dryRun: true, created: 1 });
    expect(dry.rows[0]!.status).toBe('notApplied');
    expect(await clientsNamed(['synchro.5@exemple.fr', 'synchro.7@exemple.fr'])).toHaveLength(0);
  });

  test('the sync is an import of the shop: listed, and reverted like a file', async () => {
    const listed = await pactum
      .spec()
      .get(`/v1/imports/${first.importId}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(listed.json).toMatchObject({ kind: 'clients', fileName: 'sync-clients.csv' });
    const undone = (await sync('clients', { rows: [clientRow(8)] }, withKey(crmKey))).json as SyncResult;
    await pactum
      .spec()
      .post(`/v1/imports/${undone.importId}/revert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(202);
    await waitFor(async () => {
      const view = await pactum.spec().get(`/v1/imports/${undone.importId}`).withHeaders(as('proprietaire'));
      return view.json.status === 'reverted' ? true : undefined;
    }, 30_000);
    expect(await clientsNamed(['synchro.8@exemple.fr'])).toHaveLength(0);
  });
});

describe('prices and stock kept in step', () => {
  test('a product created, then its price changed, by the same key', async () => {
    const product = {
      name: 'Vouvray Synchro',
      productType: 'bottle',
      type: 'wine',
      vintage: '2023',
      container: 'bottle',
      unityValue: 0.75,
      unity: 'litre',
      price: 12.5,
    };
    const created = (await sync('products', { rows: [product] }, as('proprietaire'))).json as SyncResult;
    expect(created).toMatchObject({ created: 1, failed: 0 });
    const repriced = (await sync('products', { rows: [{ ...product, price: 13.9 }] }, as('proprietaire')))
      .json as SyncResult;
    expect(repriced).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const list = await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: JSON.stringify({ q: 'Vouvray Synchro' }) })
      .expectStatus(200);
    expect(JSON.stringify(list.json)).toContain('1390');
  });

  test('a stock count sets the counted quantity of a level', async () => {
    const owner = as('proprietaire');
    const level = (
      await pactum.spec().get('/v1/stock-levels').withHeaders(owner).withQueryParams({ range: '[0,0]' })
    ).json[0] as Level;
    const warehouses = (await pactum.spec().get('/v1/warehouses').withHeaders(owner)).json as {
      id: number;
      name: string;
    }[];
    const counted = level.onHand + 3;
    const row = {
      warehouse: warehouses.find((warehouse) => warehouse.id === level.warehouseId)!.name,
      name: level.productName,
      vintage: level.vintageName,
      format: level.formatLabel,
      counted,
    };
    const result = (await sync('stock', { rows: [row] }, owner)).json as SyncResult;
    expect(result).toMatchObject({ failed: 0, updated: 1 });
    const after = await pactum
      .spec()
      .get(`/v1/stock-levels/${level.id}`)
      .withHeaders(owner)
      .expectStatus(200);
    expect(after.json.onHand).toBe(counted);
  });
});

describe('refusals name what to fix', () => {
  test.each([
    [{ rows: [] }, 'rows'],
    [{ rows: Array.from({ length: 1001 }, (_, n) => clientRow(100 + n)) }, 'rows'],
    [{ rows: [{ ...clientRow(9), favouriteColour: 'vert' }] }, 'Le champ "favouriteColour" n\'existe pas'],
    [{ rows: [{ ...clientRow(9), city: { name: 'Tours' } }] }, 'doit être un texte, un nombre'],
  ])('%#: 400 naming %s, nothing written', async (body, named) => {
    const refused = await sync('clients', body, withKey(crmKey), 400);
    const message = refused.json.message as string | string[];
    expect((Array.isArray(message) ? message : [message]).join(' ')).toContain(named);
    expect(await clientsNamed(['synchro.9@exemple.fr', 'sans.nom@exemple.fr'])).toHaveLength(0);
  });

  test('an unknown kind is refused, a key without the permission gets 403', async () => {
    const unknown = await sync('wines', { rows: [{ name: 'x' }] }, withKey(crmKey), 400);
    expect(unknown.json.message).toContain('Type d\'import inconnu "wines"');
    await sync('products', { rows: [{ name: 'x', price: 1 }] }, withKey(crmKey), 403);
  });
});
