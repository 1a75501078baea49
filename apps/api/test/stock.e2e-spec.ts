import pactum from 'pactum';
import { addDays, documentDay, parisDateOf } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { StockAllocation, StockMovement } from '@cuvee/stock';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Stock API: warehouses, levels with their filters, the ledger (movements, transfers,
 * counts, CSV), thresholds and their notification, permissions and the stocks module, tenant isolation
 * and bad input (clear French messages, nothing changed). SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];

interface Level {
  id: number;
  warehouseId: number;
  warehouseName: string;
  productId: number;
  productName: string;
  vintageId: number;
  formatId: number;
  color: string | null;
  appellation: string | null;
  onHand: number;
  reserved: number;
  allocated: number;
  available: number;
  lowThreshold: number | null;
  low: boolean;
}
interface Warehouse {
  id: number;
  name: string;
  isDefault: boolean;
  fiscalStatus: string;
  onHand: number;
}
interface Movement {
  id: number;
  type: string;
  direction: string;
  quantity: number;
  delta: number;
  warehouseId: number;
  sourceRef: string | null;
  userName: string | null;
}

const get = (path: string, user = 'proprietaire', query: Record<string, string> = {}) => {
  const spec = pactum.spec().get(path).withHeaders(as(user));
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const send = (method: 'post' | 'put' | 'delete', path: string, body: object = {}, user = 'proprietaire') => {
  const spec = pactum.spec()[method](path).withHeaders(as(user));
  return method === 'delete' ? spec : spec.withJson(body);
};
const levels = async (filter: object, user = 'proprietaire'): Promise<Level[]> =>
  (await get('/v1/stock-levels', user, { filter: JSON.stringify(filter), range: '[0,99]' }).expectStatus(200))
    .json as Level[];
const level = async (id: number): Promise<Level> =>
  (await get(`/v1/stock-levels/${id}`).expectStatus(200)).json;
const ledgerSize = async () =>
  Number((await get('/v1/stock-movements').expectStatus(200)).headers['content-range']!.split('/')[1]);

let cellar: Warehouse;
let boutique: Warehouse;
/** A demo level in the cellar with plenty of stock. */
let stocked: Level;
let otherShopLevel: Level;
let otherShopWarehouse: Warehouse;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as Warehouse[];
  cellar = warehouses.find((w) => w.isDefault)!;
  boutique = warehouses.find((w) => !w.isDefault)!;
  stocked = (await levels({ warehouseId: cellar.id })).sort((a, b) => b.available - a.available)[0]!;
  otherShopLevel = (await levels({}, 'exemple'))[0]!;
  otherShopWarehouse = ((await get('/v1/warehouses', 'exemple').expectStatus(200)).json as Warehouse[])[0]!;
});
afterAll(() => api.stop());

const ref = (from: Level) => ({
  productId: from.productId,
  vintageId: from.vintageId,
  formatId: from.formatId,
});

describe('warehouses and levels', () => {
  test('the demo warehouses: a bonded default cellar and a duty-paid shop, with their stock', async () => {
    expect(cellar).toEqual(expect.objectContaining({ name: 'Chai du domaine', fiscalStatus: 'suspended' }));
    expect(boutique).toEqual(expect.objectContaining({ name: 'Boutique du domaine', fiscalStatus: 'paid' }));
    expect(cellar.onHand).toBeGreaterThan(0);
    expect(stocked.available).toBe(stocked.onHand - stocked.reserved - stocked.allocated);
  });

  test('levels filter by warehouse, product, colour, appellation and name, as a react-admin list', async () => {
    const all = await levels({});
    const response = await get('/v1/stock-levels', 'proprietaire', { range: '[0,4]' }).expectStatus(200);
    expect(response.headers['content-range']).toBe(`stock-levels 0-4/${all.length}`);
    const inShop = await levels({ warehouseId: boutique.id });
    expect(inShop.length).toBeGreaterThan(0);
    expect(inShop.every((l) => l.warehouseName === 'Boutique du domaine')).toBe(true);
    const colour = stocked.color!;
    expect((await levels({ color: colour })).every((l) => l.color === colour)).toBe(true);
    const appellation = all.find((l) => l.appellation)!.appellation!;
    expect((await levels({ appellation })).every((l) => l.appellation === appellation)).toBe(true);
    const word = stocked.productName.split(' ')[0]!;
    expect((await levels({ q: word.toLowerCase() })).every((l) => l.productName.includes(word))).toBe(true);
    expect(
      (await levels({ productId: stocked.productId })).every((l) => l.productId === stocked.productId),
    ).toBe(true);
    await get('/v1/stock-levels', 'proprietaire', { filter: '{"nope":1}' }).expectStatus(400);
  });

  test("another shop's level, warehouse or allocation answers 404", async () => {
    await get(`/v1/stock-levels/${otherShopLevel.id}`).expectStatus(404);
    await get(`/v1/warehouses/${otherShopWarehouse.id}`).expectStatus(404);
    await send('put', `/v1/warehouses/${otherShopWarehouse.id}`, { name: 'Volée' }).expectStatus(404);
    await send('delete', `/v1/warehouses/${otherShopWarehouse.id}`).expectStatus(404);
    expect((await levels({ warehouseId: otherShopWarehouse.id })).length).toBe(0);
  });

  test('a new warehouse can become the default; an empty one is deleted, one holding stock is refused', async () => {
    const created = (
      await send('post', '/v1/warehouses', {
        name: 'Dépôt de Tours',
        address: '5 quai Paul Bert, 37000 Tours',
        fiscalStatus: 'paid',
        isDefault: true,
      }).expectStatus(201)
    ).json as Warehouse;
    expect(created.isDefault).toBe(true);
    expect(((await get(`/v1/warehouses/${cellar.id}`).expectStatus(200)).json as Warehouse).isDefault).toBe(
      false,
    );
    await send('put', `/v1/warehouses/${cellar.id}`, { isDefault: true }).expectStatus(200);

    const refused = await send('delete', `/v1/warehouses/${cellar.id}`).expectStatus(409);
    expect(refused.json.message).toBe(
      'Cet entrepôt contient encore du stock : transférez-le ou sortez-le avant de le supprimer',
    );
    expect(((await get(`/v1/warehouses/${cellar.id}`).expectStatus(200)).json as Warehouse).onHand).toBe(
      cellar.onHand,
    );

    await send('delete', `/v1/warehouses/${created.id}`).expectStatus(200);
    await get(`/v1/warehouses/${created.id}`).expectStatus(404);

    const bad = await send('post', '/v1/warehouses', { name: '', fiscalStatus: 'exonéré' }).expectStatus(400);
    expect(bad.json.message).toEqual(
      expect.arrayContaining(['Ce champ ne peut pas être vide', 'La valeur "exonéré" n\'est pas reconnue']),
    );
  });
});

describe('the ledger', () => {
  test('an entry and an exit move the level and are written in the ledger with their user', async () => {
    const before = await level(stocked.id);
    const body = { warehouseId: cellar.id, ...ref(stocked) };
    const entry = (
      await send('post', '/v1/stock-movements', {
        ...body,
        type: 'purchase',
        quantity: 12,
        reason: 'Achat négoce',
        sourceRef: 'BL-2026-001',
      }).expectStatus(201)
    ).json as Movement;
    expect(entry).toEqual(
      expect.objectContaining({
        type: 'purchase',
        direction: 'entry',
        quantity: 12,
        delta: 12,
        sourceRef: 'BL-2026-001',
      }),
    );
    expect(entry.userName).toBeTruthy();
    await send('post', '/v1/stock-movements', {
      ...body,
      type: 'sample',
      quantity: 2,
      reason: 'Salon',
    }).expectStatus(201);
    expect((await level(stocked.id)).onHand).toBe(before.onHand + 10);
    const mine = (
      await get('/v1/stock-movements', 'proprietaire', {
        filter: JSON.stringify({ levelId: stocked.id, direction: 'exit', type: 'sample' }),
      }).expectStatus(200)
    ).json as Movement[];
    expect(mine[0]).toEqual(expect.objectContaining({ quantity: 2, delta: -2 }));
  });

  test('bad input is refused with a clear message and changes nothing', async () => {
    const before = await level(stocked.id);
    const count = await ledgerSize();
    const body = { warehouseId: cellar.id, ...ref(stocked), type: 'breakage' };
    const tooMany = await send('post', '/v1/stock-movements', {
      ...body,
      quantity: before.available + 1,
    }).expectStatus(409);
    expect(tooMany.json.message).toMatch(/^Stock insuffisant pour ".+" : \d+ disponible\(s\)$/);
    expect(tooMany.json.message).toContain(`: ${before.available} disponible(s)`);
    const negative = await send('post', '/v1/stock-movements', { ...body, quantity: -3 }).expectStatus(400);
    expect(negative.json.message).toEqual(['La quantité doit être un nombre entier strictement positif']);
    const english = await pactum
      .spec()
      .post('/v1/stock-movements')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson({ ...body, quantity: 0 })
      .expectStatus(400);
    expect(english.json.message).toEqual(['The quantity must be a whole number greater than zero']);
    const manualTransfer = await send('post', '/v1/stock-movements', {
      ...body,
      type: 'transferIn',
      quantity: 1,
    }).expectStatus(400);
    expect(manualTransfer.json.message[0]).toMatch(/^Le type de mouvement "transferIn" ne se saisit pas ici/);
    const unknownProduct = await send('post', '/v1/stock-movements', {
      ...body,
      productId: 999999,
      quantity: 1,
    }).expectStatus(404);
    expect(unknownProduct.json.message).toBe('Produit inexistant');
    const theirProduct = await send('post', '/v1/stock-movements', {
      ...body,
      ...ref(otherShopLevel),
      quantity: 1,
    }).expectStatus(404);
    expect(theirProduct.json.message).toBe('Produit inexistant');
    const theirWarehouse = await send('post', '/v1/stock-movements', {
      ...body,
      warehouseId: otherShopWarehouse.id,
      quantity: 1,
    }).expectStatus(404);
    expect(theirWarehouse.json.message).toBe('Ressource introuvable');
    const wrongFormat = await send('post', '/v1/stock-movements', {
      ...body,
      formatId: otherShopLevel.formatId,
      quantity: 1,
    }).expectStatus(400);
    expect(wrongFormat.json.message).toEqual(["Ce format n'appartient pas à cet article"]);
    expect(await level(stocked.id)).toEqual(before);
    expect(await ledgerSize()).toBe(count);
  });

  test('a transfer moves bottles to another warehouse, never to the same one, never more than available', async () => {
    const body = {
      ...ref(stocked),
      fromWarehouseId: cellar.id,
      toWarehouseId: boutique.id,
      reason: 'Réassort',
    };
    const same = await send('post', '/v1/stock-transfers', {
      ...body,
      toWarehouseId: cellar.id,
      quantity: 1,
    }).expectStatus(400);
    expect(same.json.message).toEqual([
      'Le transfert doit se faire vers un autre entrepôt que celui de départ',
    ]);
    const before = await level(stocked.id);
    await send('post', '/v1/stock-transfers', { ...body, quantity: before.available + 1 }).expectStatus(409);
    await send('post', '/v1/stock-transfers', {
      ...body,
      toWarehouseId: otherShopWarehouse.id,
      quantity: 1,
    }).expectStatus(404);
    expect(await level(stocked.id)).toEqual(before);

    const batch = (await send('post', '/v1/stock-transfers', { ...body, quantity: 6 }).expectStatus(201))
      .json as {
      sourceRef: string;
      movements: Movement[];
    };
    expect(batch.movements.map((m) => [m.type, m.delta, m.warehouseId])).toEqual([
      ['transferOut', -6, cellar.id],
      ['transferIn', 6, boutique.id],
    ]);
    expect(batch.movements.every((m) => m.sourceRef === batch.sourceRef)).toBe(true);
    expect((await level(stocked.id)).onHand).toBe(before.onHand - 6);
    const there = (
      await levels({
        warehouseId: boutique.id,
        productId: stocked.productId,
        formatId: stocked.formatId,
        vintageId: stocked.vintageId,
      })
    )[0]!;
    expect(there.onHand).toBeGreaterThanOrEqual(6);
  });

  test('an inventory count turns differences into gains and losses; a count below what is held is refused', async () => {
    const before = await level(stocked.id);
    const count = (
      await send('post', '/v1/stock-counts', {
        warehouseId: cellar.id,
        reason: 'Inventaire annuel',
        lines: [{ ...ref(stocked), counted: before.onHand - 3 }],
      }).expectStatus(201)
    ).json as { movements: Movement[] };
    expect(count.movements).toEqual([expect.objectContaining({ type: 'inventoryLoss', delta: -3 })]);
    const again = (
      await send('post', '/v1/stock-counts', {
        warehouseId: cellar.id,
        lines: [{ ...ref(stocked), counted: before.onHand }],
      }).expectStatus(201)
    ).json as { movements: Movement[] };
    expect(again.movements).toEqual([expect.objectContaining({ type: 'inventoryGain', delta: 3 })]);

    const allocation = (
      await send('post', '/v1/stock-allocations', {
        levelId: stocked.id,
        quantity: 4,
        clientIds: [1],
      }).expectStatus(201)
    ).json as { id: number };
    const refused = await send('post', '/v1/stock-counts', {
      warehouseId: cellar.id,
      lines: [{ ...ref(stocked), counted: 1 }],
    }).expectStatus(400);
    expect(refused.json.message).toMatch(
      /^Le comptage \(1\) est inférieur aux \d+ bouteille\(s\) réservées ou allouées/,
    );
    const negative = await send('post', '/v1/stock-counts', {
      warehouseId: cellar.id,
      lines: [{ ...ref(stocked), counted: -1 }],
    }).expectStatus(400);
    expect(negative.json.message).toEqual(['La quantité comptée doit être un nombre entier positif ou nul']);
    await send('delete', `/v1/stock-allocations/${allocation.id}`).expectStatus(200);
    expect(await level(stocked.id)).toEqual(
      expect.objectContaining({ onHand: before.onHand, allocated: before.allocated }),
    );
  });

  test('the period filters are Paris days: 00:30 in Paris belongs to its Paris day, not to the UTC one', async () => {
    const moved = (
      await send('post', '/v1/stock-movements', {
        warehouseId: cellar.id,
        ...ref(stocked),
        type: 'purchase',
        quantity: 1,
        sourceRef: 'BL-MINUIT',
      }).expectStatus(201)
    ).json as Movement;
    // 15 January at 23:30 UTC is 16 January at 00:30 in Paris (UTC+1 in winter).
    await api
      .get(Database)
      .dataSource.getRepository(StockMovement)
      .update({ id: moved.id }, { createdAt: new Date('2026-01-15T23:30:00Z') });
    const onDays = async (from: string, to: string) =>
      (
        (
          await get('/v1/stock-movements', 'proprietaire', {
            filter: JSON.stringify({ from, to, levelId: stocked.id }),
          }).expectStatus(200)
        ).json as Movement[]
      ).map((movement) => movement.sourceRef);
    expect(await onDays('2026-01-16', '2026-01-16')).toEqual(['BL-MINUIT']);
    expect(await onDays('2026-01-15', '2026-01-15')).toEqual([]);
    const csv = await get('/v1/stock-movements/export', 'proprietaire', {
      filter: JSON.stringify({ from: '2026-01-16', to: '2026-01-16' }),
    }).expectStatus(200);
    expect(String(csv.body)).toContain('BL-MINUIT');
    await get('/v1/stock-movements', 'proprietaire', { filter: '{"from":"2026-02-30"}' }).expectStatus(400);
  });

  test("an allocation's period is the days entered: it reads back the same and lasts through its last Paris day", async () => {
    const today = parisDateOf(new Date());
    const weekAgo = addDays(today, -7);
    const created = (
      await send('post', '/v1/stock-allocations', {
        levelId: stocked.id,
        quantity: 2,
        typologies: ['caviste'],
        startsAt: documentDay(weekAgo),
        endsAt: today,
      }).expectStatus(201)
    ).json as { id: number; startsAt: string; endsAt: string; status: string; remaining: number };
    // Its last day is today: still running until midnight in Paris.
    expect(created).toMatchObject({ startsAt: weekAgo, endsAt: today, status: 'active', remaining: 2 });
    const stored = await api
      .get(Database)
      .dataSource.getRepository(StockAllocation)
      .findOneByOrFail({ id: created.id });
    expect(parisDateOf(stored.endsAt!)).toBe(addDays(today, 1));
    expect(parisDateOf(new Date(stored.endsAt!.getTime() - 1))).toBe(today);
    // Sending back what was read changes nothing: no day gained at each save.
    const saved = (
      await send('put', `/v1/stock-allocations/${created.id}`, {
        startsAt: created.startsAt,
        endsAt: created.endsAt,
      }).expectStatus(200)
    ).json as { startsAt: string; endsAt: string };
    expect(saved).toMatchObject({ startsAt: weekAgo, endsAt: today });
    await send('delete', `/v1/stock-allocations/${created.id}`).expectStatus(200);
  });

  test('the ledger exports as CSV with the same filters, for French spreadsheets', async () => {
    const response = await get('/v1/stock-movements/export', 'proprietaire', {
      filter: JSON.stringify({ levelId: stocked.id, type: 'inventoryLoss' }),
    }).expectStatus(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date;Type;Sens;Quantité;Entrepôt;Article;Millésime;Format;Motif;Document;Utilisateur',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';inventoryLoss;Sortie;3;Chai du domaine;');
    expect(lines[1]).toContain('Inventaire annuel');
    await get('/v1/stock-movements/export', 'proprietaire', { filter: '{"from":"hier"}' }).expectStatus(400);
  });

  test('going below a threshold notifies the owner once; the drift check finds nothing', async () => {
    const now = await level(stocked.id);
    await send('put', `/v1/stock-levels/${stocked.id}`, { lowThreshold: now.available - 1 }).expectStatus(
      200,
    );
    const body = { warehouseId: cellar.id, ...ref(stocked), type: 'sale', reason: 'Vente au caveau' };
    await send('post', '/v1/stock-movements', { ...body, quantity: 1 }).expectStatus(201);
    expect((await level(stocked.id)).low).toBe(false);
    await send('post', '/v1/stock-movements', { ...body, quantity: 1 }).expectStatus(201);
    await send('post', '/v1/stock-movements', { ...body, quantity: 1 }).expectStatus(201);
    expect((await level(stocked.id)).low).toBe(true);
    expect((await levels({ low: true })).map((l) => l.id)).toContain(stocked.id);
    const notifications = (
      await get('/v1/notifications-centers', 'proprietaire', { filter: '{"type":"stock"}' }).expectStatus(200)
    ).json as { content: string; redirectLink: string }[];
    expect(notifications).toEqual([
      expect.objectContaining({ redirectLink: `/dashboard/stocks/${stocked.id}` }),
    ]);
    expect(notifications[0]!.content).toMatch(
      /^Stock bas : ".+" \(Chai du domaine\) n'a plus que \d+ bouteille\(s\) disponible\(s\)$/,
    );
    expect((await get('/v1/stock-levels/drift').expectStatus(200)).json).toEqual([]);
  });
});

describe('permissions and the stocks module', () => {
  test('a collaborator with seeAllStock reads and moves stock but cannot manage warehouses; agents and buyers get 403', async () => {
    await get('/v1/stock-levels', 'collaborateur').expectStatus(200);
    await get('/v1/stock-movements', 'collaborateur').expectStatus(200);
    await send('post', '/v1/warehouses', { name: 'Interdit' }, 'collaborateur').expectStatus(403);
    await send('delete', `/v1/warehouses/${boutique.id}`, {}, 'collaborateur').expectStatus(403);
    await get('/v1/stock-levels', 'agent').expectStatus(403);
    await get('/v1/stock-levels', 'acheteur').expectStatus(403);
    await pactum.spec().get('/v1/stock-levels').expectStatus(401);
  });

  test('with the stocks module off, the ledger and its writes are refused; levels stay readable', async () => {
    await send('put', '/v1/shops/me', { integrations: { stocks: { active: false } } }).expectStatus(200);
    try {
      await get('/v1/stock-movements').expectStatus(403);
      await send('post', '/v1/stock-transfers', {
        ...ref(stocked),
        fromWarehouseId: cellar.id,
        toWarehouseId: boutique.id,
        quantity: 1,
      }).expectStatus(403);
      await get('/v1/stock-levels').expectStatus(200);
    } finally {
      await send('put', '/v1/shops/me', { integrations: { stocks: { active: true } } }).expectStatus(200);
    }
  });
});
