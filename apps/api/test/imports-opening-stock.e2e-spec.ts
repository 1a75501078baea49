import pactum from 'pactum';
import { parisDateOf, parisDayStart } from '@cuvee/kernel';
import type { ImportView } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { exportRun, importRun, importSettled } from './jobs-support.js';
import { freshShop, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The opening stock of a producer who starts with Cuvée, through the API, on the queue driver the
 * environment selects (the database one on SQLite, BullMQ with REDIS_URL): a fresh shop brings its stock
 * per warehouse as opening entries (dry run, refused rows with their line and column, once per wine,
 * strict mode, revert and its refusal once the stock moved); the opening stock export imports into a
 * second fresh shop as the same levels; in the DRM an opening stock is the month's opening balance,
 * never a production.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

type Headers = Record<string, string>;
interface Level {
  id: number;
  warehouseName: string;
  productId: number;
  productName: string;
  vintageName: string | null;
  formatLabel: string;
  onHand: number;
  available: number;
  warehouseId: number;
  vintageId: number;
  formatId: number;
}
interface Movement {
  id: number;
  type: string;
  delta: number;
  levelId: number;
  reason: string | null;
  sourceRef: string | null;
  createdAt: string;
}
type RowError = { line: number; column: string | null; value: string | null; message: string };

let api: TestApi;
let as: DemoSessions['as'];
/** The producer's new shop, and the one the export is brought into. */
let first: Headers;
let second: Headers;

function get(headers: Headers, path: string, query: Record<string, string> = {}) {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
}
const post = (headers: Headers, path: string, body: object = {}) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
const csv = (lines: string[]) => '\ufeff' + lines.join('\r\n') + '\r\n';
const base64 = (content: string) => Buffer.from(content).toString('base64');

/** The catalogue both fresh shops start from, through the products import. */
const CATALOGUE = csv([
  'Nom;Millésime;Contenant;Contenance;EAN;Prix HT',
  'Saumur Champigny Les Terres;2022;Bouteille;0,75;;12,50',
  'Saumur Champigny Les Terres;2022;Bouteille;1,5;;29',
  'Saumur Champigny Les Terres;2023;Bouteille;0,75;;13',
  'Crémant de Loire Brut;;Bouteille;0,75;3760123450003;15',
]);

const imported = (
  headers: Headers,
  body: { kind?: string; data: string; dryRun?: boolean; strict?: boolean },
): Promise<ImportView> =>
  importRun(headers, { kind: 'openingStock', fileName: 'stock-ouverture.csv', ...body });
async function rejections(headers: Headers, id: number): Promise<RowError[]> {
  const response = await get(headers, `/v1/imports/${id}/rejections`, { range: '[0,99]' }).expectStatus(200);
  return (response.json as (RowError & { id: number })[]).map(({ id: _id, ...error }) => error);
}
async function revert(headers: Headers, id: number): Promise<ImportView> {
  await post(headers, `/v1/imports/${id}/revert`).expectStatus(202);
  return importSettled(
    headers,
    id,
    (view) => view.status === 'reverted' || (!view.revertRequestedAt && view.error !== null),
  );
}
async function levels(headers: Headers): Promise<Level[]> {
  return (await get(headers, '/v1/stock-levels', { range: '[0,199]' }).expectStatus(200)).json as Level[];
}
/** The shop's stock as words: "warehouse | product | vintage | format" → on hand, empty levels left out. */
async function stockOf(headers: Headers): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await levels(headers))
      .filter((level) => level.onHand !== 0)
      .map((level) => [
        `${level.warehouseName} | ${level.productName} | ${level.vintageName ?? '-'} | ${level.formatLabel}`,
        level.onHand,
      ]),
  );
}
async function ledger(headers: Headers, filter: object = {}): Promise<Movement[]> {
  const response = await get(headers, '/v1/stock-movements', {
    filter: JSON.stringify(filter),
    sort: '["id","ASC"]',
    range: '[0,199]',
  }).expectStatus(200);
  return response.json as Movement[];
}
const drift = async (headers: Headers) =>
  (await get(headers, '/v1/stock-levels/drift').expectStatus(200)).json as unknown[];

/** A fresh shop with the stocks module, a bonded cellar (the default) and a duty-paid shop, and the catalogue. */
async function startingShop(name: string): Promise<Headers> {
  const { headers } = await freshShop(api, name, ['stocks']);
  await post(headers, '/v1/warehouses', { name: 'Chai', fiscalStatus: 'suspended' }).expectStatus(201);
  await post(headers, '/v1/warehouses', { name: 'Boutique', fiscalStatus: 'paid' }).expectStatus(201);
  const catalogue = await imported(headers, { kind: 'products', data: base64(CATALOGUE) });
  expect(catalogue).toMatchObject({ status: 'completed', failed: 0 });
  return headers;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  first = await startingShop('Domaine des Premiers Jours');
  second = await startingShop('Domaine de la Reprise');
});
afterAll(() => api.stop());

const HEADER = "Entrepôt;Article;Millésime;Format;EAN;Quantité;Date d'ouverture";
const GOOD_ROWS = [
  'Chai;Saumur Champigny Les Terres;2022;75 cl;;120;01/01/2026',
  'Chai;Saumur Champigny Les Terres;2022;1,5 l;;12;',
  'Boutique;Saumur Champigny Les Terres;2022;75 cl;;24;',
  'Boutique;;;;3760123450003;36;',
];
const OPENED = {
  'Chai | Saumur Champigny Les Terres | 2022 | 75 cl': 120,
  'Chai | Saumur Champigny Les Terres | 2022 | 1,5 l': 12,
  'Chai | Saumur Champigny Les Terres | 2023 | 75 cl': 48,
  'Boutique | Saumur Champigny Les Terres | 2022 | 75 cl': 24,
  'Boutique | Crémant de Loire Brut | - | 75 cl': 36,
};
let opening: ImportView;

describe(`opening stock import (${driver} driver)`, () => {
  test('a dry run writes nothing; the import enters each row as an opening of its warehouse, refusing bad rows with their line and column', async () => {
    const file = csv([
      HEADER,
      ...GOOD_ROWS,
      'Cave inconnue;Saumur Champigny Les Terres;2022;75 cl;;5;',
      'Chai;Saumur Champigny Les Terres;2023;75 cl;;0;',
      'Chai;Saumur Champigny Les Terres;2023;75 cl;;10;31/12/2099',
      'Chai;Saumur Champigny Les Terres;2023;75 cl;;10;hier',
      'Chai;Saumur Champigny Les Terres;2022;75 cl;;7;',
      'Chai;Saumur Champigny Les Terres;2023;75 cl;;48;2026-03-01',
    ]);
    const dry = await imported(first, { data: base64(file), dryRun: true });
    expect(dry).toMatchObject({ status: 'completed', dryRun: true, totalRows: 10, created: 5, failed: 5 });
    expect(await stockOf(first)).toEqual({});
    expect(await ledger(first)).toEqual([]);

    opening = await imported(first, { data: base64(file) });
    expect(opening.columns.map((column) => column.field)).toEqual([
      'warehouse',
      'name',
      'vintage',
      'format',
      'ean',
      'quantity',
      'day',
    ]);
    expect(opening).toMatchObject({ status: 'completed', created: 5, updated: 0, skipped: 0, failed: 5 });
    expect(await rejections(first, opening.id)).toEqual([
      { line: 6, column: 'Entrepôt', value: 'Cave inconnue', message: 'Entrepôt inconnu : "Cave inconnue"' },
      {
        line: 7,
        column: 'Quantité',
        value: '0',
        message: 'La quantité doit être un nombre entier strictement positif',
      },
      {
        line: 8,
        column: "Date d'ouverture",
        value: '31/12/2099',
        message: "La date d'ouverture (2099-12-31) ne peut pas être dans le futur",
      },
      { line: 9, column: "Date d'ouverture", value: 'hier', message: "La date n'est pas valide" },
      {
        line: 10,
        column: null,
        value: expect.stringContaining('saumur champigny les terres'),
        message: 'Ligne en double : déjà présente à la ligne 2',
      },
    ]);

    // The levels, warehouse by warehouse, and one opening movement per row, dated the start of its day.
    expect(await stockOf(first)).toEqual(OPENED);
    const movements = await ledger(first);
    expect(movements).toHaveLength(5);
    for (const movement of movements) {
      expect(movement).toMatchObject({
        type: 'opening',
        sourceRef: `import:${opening.id}`,
        reason: `Stock d'ouverture importé (import n° ${opening.id})`,
      });
      const day = parisDateOf(new Date(movement.createdAt));
      expect(new Date(movement.createdAt).getTime()).toBe(parisDayStart(day).getTime());
    }
    expect(movements.map((movement) => movement.delta)).toEqual([120, 12, 24, 36, 48]);
    expect(new Date(movements[0]!.createdAt).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(new Date(movements[4]!.createdAt).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // Entries, as the ledger's direction filter says; none of them a production.
    expect(await ledger(first, { direction: 'entry' })).toHaveLength(5);
    expect(await ledger(first, { type: 'production' })).toEqual([]);
    expect(await drift(first)).toEqual([]);
  });

  test('a wine opens once per warehouse: the same file again is refused row by row, a count is the way to correct', async () => {
    const again = await imported(first, { data: base64(csv([HEADER, ...GOOD_ROWS])) });
    expect(again).toMatchObject({ status: 'completed', created: 0, failed: 4 });
    expect((await rejections(first, again.id))[0]).toEqual({
      line: 2,
      column: null,
      value: null,
      message: `Ce vin a déjà un stock d'ouverture dans cet entrepôt (120 bouteille(s), import n° ${opening.id}) : corrigez-le par un inventaire`,
    });
    const english = await pactum
      .spec()
      .get(`/v1/imports/${again.id}/rejections`)
      .withHeaders({ ...first, 'Accept-Language': 'en' })
      .expectStatus(200);
    expect((english.json as RowError[])[3]!.message).toBe(
      `This wine already has an opening stock in this warehouse (36 bottle(s), import no. ${opening.id}): correct it with a stock count`,
    );
    expect(await stockOf(first)).toEqual(OPENED);
    expect(await ledger(first)).toHaveLength(5);
  });

  test('strict mode: one refused row, by a cell or by the database, and nothing is written', async () => {
    const fresh = 'Boutique;Saumur Champigny Les Terres;2023;75 cl;;6;';
    const byCell = await imported(first, {
      data: base64(csv([HEADER, fresh, 'Boutique;Saumur Champigny Les Terres;2022;1,5 l;;douze;'])),
      strict: true,
    });
    expect(byCell).toMatchObject({
      status: 'error',
      failed: 1,
      error: "Import refusé en mode strict : 1 ligne(s) en erreur, rien n'a été importé",
    });
    const byDatabase = await imported(first, {
      data: base64(csv([HEADER, fresh, GOOD_ROWS[0]!])),
      strict: true,
    });
    expect(byDatabase).toMatchObject({ status: 'error', failed: 1 });
    expect(await stockOf(first)).toEqual(OPENED);
    expect(await ledger(first)).toHaveLength(5);
  });

  test('the opening stock export imports into a second fresh shop as the same levels', async () => {
    const { view, zip } = await exportRun(api, first, { kind: 'openingStock', format: 'csv' });
    expect(view).toMatchObject({ status: 'completed', rowCount: 5 });
    expect(Object.keys(zip!.files)).toEqual(['stock-ouverture.csv']);
    const text = await zip!.file('stock-ouverture.csv')!.async('string');
    expect(text.replace(/^\ufeff/, '').split(/\r?\n/)[0]).toBe(
      'Entrepôt;Article;Millésime;Format;EAN;Quantité',
    );

    expect(await stockOf(second)).toEqual({});
    const brought = await imported(second, { data: base64(text) });
    expect(brought).toMatchObject({ status: 'completed', created: 5, failed: 0 });
    expect(await stockOf(second)).toEqual(OPENED);
    expect(await drift(second)).toEqual([]);
  });

  test('revert takes the openings back, refused while the stock has moved below them, then every level back to zero', async () => {
    const level = (await levels(first)).find(
      (one) => one.warehouseName === 'Chai' && one.vintageName === '2022' && one.formatLabel === '75 cl',
    )!;
    const stock = (type: string, quantity: number) =>
      post(first, '/v1/stock-movements', {
        warehouseId: level.warehouseId,
        productId: level.productId,
        vintageId: level.vintageId,
        formatId: level.formatId,
        type,
        quantity,
      }).expectStatus(201);
    await stock('breakage', 115);
    const refused = await revert(first, opening.id);
    expect(refused).toMatchObject({ status: 'completed', revertRequestedAt: null, revertedAt: null });
    expect(refused.error).toBe(
      `L'import n° ${opening.id} ne peut pas être annulé : le stock de "Saumur Champigny Les Terres 2022 (75 cl)" (Chai) a bougé depuis, il faudrait en retirer 120 et 5 bouteille(s) seulement sont disponibles. Rien n'a été annulé`,
    );
    expect(await ledger(first, { type: 'openingReversal' })).toEqual([]);

    await stock('production', 115);
    expect(await revert(first, opening.id)).toMatchObject({ status: 'reverted', error: null });
    expect(await stockOf(first)).toEqual({});
    const openings = await ledger(first, { type: 'opening' });
    const reversals = await ledger(first, { type: 'openingReversal' });
    // Each opening taken back on its own day, under the import's reference.
    expect(
      reversals.map((movement) => [movement.levelId, movement.delta, movement.createdAt, movement.sourceRef]),
    ).toEqual(
      openings
        .map((movement) => [movement.levelId, -movement.delta, movement.createdAt, movement.sourceRef])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(reversals[0]!.reason).toBe(`Annulation de l'import n° ${opening.id}`);
    expect(await drift(first)).toEqual([]);
  });

  test('who may import it: seeAllStock and the stocks module; its columns say what to write', async () => {
    const kinds = (await get(as('proprietaire'), '/v1/imports/kinds').expectStatus(200)).json as {
      kind: string;
      label: string;
      columns: { field: string; label: string; required: boolean }[];
    }[];
    const kind = kinds.find((one) => one.kind === 'openingStock')!;
    expect(kind.label).toBe("Stock d'ouverture (par entrepôt)");
    expect(kind.columns.filter((column) => column.required).map((column) => column.label)).toEqual([
      'Quantité',
    ]);
    const file = base64(csv(['Article;Quantité', 'Chinon Les Demoiselles;1']));
    const upload = (user: string) =>
      post(as(user), '/v1/imports', { kind: 'openingStock', fileName: 'o.csv', data: file, dryRun: true });
    await upload('agent').expectStatus(403);
    await upload('collaborateur').expectStatus(201);
  });
});

describe(`the opening stock in the DRM (${driver} driver)`, () => {
  interface Line {
    key: string;
    opening: number;
    entries: Record<string, number>;
    exits: Record<string, number>;
    closing: number;
  }
  const demo = () => as('proprietaire');
  const drm = async (month: string): Promise<Line[]> =>
    ((await get(demo(), `/v1/drm/${month}`).expectStatus(200)).json as { products: Line[] }).products;

  test("until a month is validated, an opening stock is the month's opening balance, never a production; reverted, the month is as before", async () => {
    const cellar = (await get(demo(), '/v1/warehouses').expectStatus(200)).json as {
      id: number;
      name: string;
      isDefault: boolean;
      fiscalStatus: string;
    }[];
    const bonded = cellar.find((warehouse) => warehouse.isDefault)!;
    expect(bonded.fiscalStatus).toBe('suspended');
    const bottle = (await levels(demo())).find(
      (level) =>
        level.warehouseId === bonded.id &&
        level.productName === 'Chinon Les Demoiselles' &&
        level.vintageName === '2022' &&
        level.formatLabel === '75 cl',
    )!;
    const [customs] = (
      await get(demo(), '/v1/customs-products', {
        filter: JSON.stringify({ productId: bottle.productId }),
      }).expectStatus(200)
    ).json as { id: number }[];
    const key = `${customs!.id}|suspended`;
    // Dated the first of the month: the month is the one the server's clock is in, or the one before.
    const month = parisDateOf(new Date()).slice(0, 7);
    const before = (await drm(month)).find((line) => line.key === key)!;

    const done = await imported(demo(), {
      data: base64(csv([HEADER, `${bonded.name};Chinon Les Demoiselles;2022;75 cl;;60;${month}-01`])),
    });
    expect(done).toMatchObject({ status: 'completed', created: 1, failed: 0 });
    const after = (await drm(month)).find((line) => line.key === key)!;
    expect(after).toEqual({
      ...before,
      opening: before.opening + 60 * 750,
      closing: before.closing + 60 * 750,
    });

    expect(await revert(demo(), done.id)).toMatchObject({ status: 'reverted' });
    expect((await drm(month)).find((line) => line.key === key)).toEqual(before);
  });
});
