import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import pactum from 'pactum';
import { parisDateOf } from '@cuvee/kernel';
import type { ExportView, ImportView } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Stock counts imported as jobs and the stock exports, through the API, on the queue driver
 * the environment selects (the database one on SQLite, BullMQ with REDIS_URL): French and English
 * headers, Windows-1252, refused rows with their line, dry run, strict mode, revert by opposite
 * movements and its refusal once the stock has moved; the ledger and the levels exported as zips.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

interface Level {
  id: number;
  warehouseId: number;
  warehouseName: string;
  productId: number;
  productName: string;
  vintageId: number;
  vintageName: string | null;
  formatId: number;
  formatLabel: string;
  onHand: number;
  reserved: number;
  allocated: number;
  available: number;
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
interface Warehouse {
  id: number;
  name: string;
  isDefault: boolean;
}
type RowError = { line: number; column: string | null; value: string | null; message: string };

let api: TestApi;
let as: DemoSessions['as'];
let cellar: Warehouse;
let boutique: Warehouse;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as Warehouse[];
  cellar = warehouses.find((warehouse) => warehouse.isDefault)!;
  boutique = warehouses.find((warehouse) => !warehouse.isDefault)!;
});
afterAll(() => api.stop());

function get(path: string, user = 'proprietaire', query: Record<string, string> = {}) {
  const spec = pactum.spec().get(path).withHeaders(as(user));
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
}
const post = (path: string, body: object = {}, user = 'proprietaire') =>
  pactum.spec().post(path).withHeaders(as(user)).withJson(body);

const csv = (lines: string[]) => lines.join('\r\n') + '\r\n';
const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

async function levels(filter: object = {}): Promise<Level[]> {
  const response = await get('/v1/stock-levels', 'proprietaire', {
    filter: JSON.stringify(filter),
    range: '[0,199]',
  }).expectStatus(200);
  return response.json as Level[];
}
/** The level of a wine in a warehouse, by product name, vintage name and format label. */
async function levelOf(warehouse: Warehouse, product: string, vintage: string | null, format: string) {
  const found = (await levels({ warehouseId: warehouse.id })).find(
    (level) => level.productName === product && level.vintageName === vintage && level.formatLabel === format,
  );
  if (!found) throw new Error(`no level ${product} ${vintage} ${format} in ${warehouse.name}`);
  return found;
}
const level = async (id: number): Promise<Level> =>
  (await get(`/v1/stock-levels/${id}`).expectStatus(200)).json;

async function ledger(filter: object): Promise<Movement[]> {
  const response = await get('/v1/stock-movements', 'proprietaire', {
    filter: JSON.stringify(filter),
    sort: '["id","ASC"]',
    range: '[0,199]',
  }).expectStatus(200);
  return response.json as Movement[];
}
const ledgerSize = async () =>
  Number((await get('/v1/stock-movements').expectStatus(200)).headers['content-range']!.split('/')[1]);

const upload = (body: { data: string; dryRun?: boolean; strict?: boolean }, user = 'proprietaire') =>
  post('/v1/imports', { kind: 'stock', fileName: 'inventaire.csv', ...body }, user);
async function started(body: { data: string; dryRun?: boolean; strict?: boolean }): Promise<ImportView> {
  return (await upload(body).expectStatus(201)).json as ImportView;
}

/** Polls the import until its job is done with it. */
function settled(id: number, until = (view: ImportView) => !['pending', 'processing'].includes(view.status)) {
  return waitFor(async () => {
    const view = (await get(`/v1/imports/${id}`)).json as ImportView;
    return until(view) ? view : undefined;
  }, 30_000);
}
const imported = async (body: { data: string; dryRun?: boolean; strict?: boolean }) =>
  settled((await started(body)).id);

async function rejections(id: number): Promise<Omit<RowError, 'id'>[]> {
  const response = await get(`/v1/imports/${id}/rejections`, 'proprietaire', {
    range: '[0,99]',
  }).expectStatus(200);
  return (response.json as (RowError & { id: number })[]).map(({ id: _id, ...error }) => error);
}

async function revert(id: number): Promise<ImportView> {
  await post(`/v1/imports/${id}/revert`).expectStatus(202);
  return settled(
    id,
    (view) => view.status === 'reverted' || (!view.revertRequestedAt && view.error !== null),
  );
}

const drift = async () => (await get('/v1/stock-levels/drift').expectStatus(200)).json as unknown[];

describe(`stock counts import (${driver} driver)`, () => {
  test('French headers: each difference becomes a gain or a loss in the ledger; bad rows are reported with their line', async () => {
    const demoiselles = await levelOf(cellar, 'Chinon Les Demoiselles', '2022', '75 cl');
    const magnum = await levelOf(cellar, 'Chinon Les Demoiselles', '2021', '1,5 l');
    const touraine = await levelOf(boutique, 'Touraine Clos des Fées', '2023', '75 cl');
    const held = (await levels({ warehouseId: cellar.id })).find((l) => l.allocated > 0)!;
    const before = await ledgerSize();
    const file =
      '\ufeff' +
      csv([
        'Entrepôt;Article;Millésime;Format;Quantité',
        `Chai du domaine;Chinon Les Demoiselles;2022;75 cl;${demoiselles.onHand + 5}`,
        `chai du domaine;Chinon Les Demoiselles;2021;1,5 l;${magnum.onHand - 2}`,
        `Boutique du domaine;Touraine Clos des Fées;2023;75cl;${touraine.onHand}`,
        'Boutique du domaine;Rosé de Loire;2024;5 l bib;7',
        'Cave inconnue;Rosé de Loire;2024;75 cl;10',
        'Chai du domaine;Vin fantôme;2020;75 cl;3',
        'Chai du domaine;Rosé de Loire;2024;37 furlongs;4',
        `Chai du domaine;${held.productName};${held.vintageName};${held.formatLabel};${held.allocated - 1}`,
        'Chai du domaine;Rosé de Loire;2024;5 l bib;-3',
        'Chai du domaine;Chinon Les Demoiselles;2022;75 cl;1',
        'Chai du domaine;Rosé de Loire;2030;75 cl;4',
        ';;;;12',
      ]);
    const upload = await started({ data: base64(file) });
    expect(upload.columns.map((column) => column.field)).toEqual([
      'warehouse',
      'name',
      'vintage',
      'format',
      'counted',
    ]);
    const done = await settled(upload.id);
    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 12,
      created: 1,
      updated: 2,
      skipped: 1,
      failed: 8,
    });
    expect(await rejections(done.id)).toEqual([
      { line: 6, column: 'Entrepôt', value: 'Cave inconnue', message: 'Entrepôt inconnu : "Cave inconnue"' },
      { line: 7, column: 'Article', value: 'Vin fantôme', message: 'Produit inexistant' },
      {
        line: 8,
        column: 'Format',
        value: '37 furlongs',
        message: 'Format non reconnu : "37 furlongs" (par exemple 75 cl, 1,5 l ou 5 l bib)',
      },
      {
        line: 9,
        column: 'Quantité',
        value: String(held.allocated - 1),
        message: `Le comptage (${held.allocated - 1}) est inférieur aux ${held.allocated} bouteille(s) réservées ou allouées : libérez-les d'abord`,
      },
      {
        line: 10,
        column: 'Quantité',
        value: '-3',
        message: 'La quantité comptée doit être un nombre entier positif ou nul',
      },
      {
        line: 11,
        column: null,
        value: expect.stringContaining('chinon les demoiselles'),
        message: 'Ligne en double : déjà présente à la ligne 2',
      },
      {
        line: 12,
        column: 'Millésime',
        value: '2030',
        message: "Ce millésime n'appartient pas à cet article",
      },
      {
        line: 13,
        column: null,
        value: null,
        message: "Indiquez l'article : son nom, son EAN ou son identifiant",
      },
    ]);
    const report = await get(done.errorReportUrl!).expectStatus(200);
    expect(String(report.body)).toContain('7;Article;Vin fantôme;Produit inexistant');

    expect((await level(demoiselles.id)).onHand).toBe(demoiselles.onHand + 5);
    expect((await level(magnum.id)).onHand).toBe(magnum.onHand - 2);
    expect((await level(touraine.id)).onHand).toBe(touraine.onHand);
    const bib = await levelOf(boutique, 'Rosé de Loire', '2024', '5 l bib');
    expect(bib.onHand).toBe(7);
    expect(await ledgerSize()).toBe(before + 3);
    const movements = await ledger({ sourceRef: `import:${done.id}` });
    expect(movements).toEqual([
      expect.objectContaining({ levelId: demoiselles.id, type: 'inventoryGain', delta: 5 }),
      expect.objectContaining({ levelId: magnum.id, type: 'inventoryLoss', delta: -2 }),
      expect.objectContaining({ levelId: bib.id, type: 'inventoryGain', delta: 7 }),
    ]);
    expect(movements[0]!.reason).toBe(`Inventaire importé (import n° ${done.id})`);
    expect(await drift()).toEqual([]);

    // Reverted: the opposite movements, the levels back where they were.
    const reverted = await revert(done.id);
    expect(reverted).toMatchObject({ status: 'reverted', error: null });
    expect((await level(demoiselles.id)).onHand).toBe(demoiselles.onHand);
    expect((await level(magnum.id)).onHand).toBe(magnum.onHand);
    expect((await level(bib.id)).onHand).toBe(0);
    const undone = (await ledger({ sourceRef: `import:${done.id}` })).slice(3);
    expect(undone.map((movement) => [movement.levelId, movement.type, movement.delta])).toEqual(
      [
        [bib.id, 'inventoryLoss', -7],
        [magnum.id, 'inventoryGain', 2],
        [demoiselles.id, 'inventoryLoss', -5],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(undone.every((movement) => movement.reason === `Annulation de l'import n° ${done.id}`)).toBe(true);
    expect(await drift()).toEqual([]);
  });

  test('English headers in Windows-1252, comma-separated, by EAN, id and format columns', async () => {
    const magnum = await levelOf(cellar, 'Chinon Les Demoiselles', '2022', '1,5 l');
    const touraine = await levelOf(boutique, 'Touraine Clos des Fées', '2023', '75 cl');
    const file = iconv.encode(
      csv([
        'Warehouse,Product id,Product,EAN,Vintage,Container,Volume,Counted quantity',
        `${cellar.name},,,3760123450010,2022,,,${magnum.onHand + 12}`,
        `${boutique.name},${touraine.productId},Touraine Clos des Fées,,,Bouteille,"0,75",${touraine.onHand - 1}`,
        `${boutique.name},,Crémant de Loire Brut,3760123450003,,,,4`,
      ]),
      'win1252',
    );
    const done = await imported({ data: base64(file) });
    expect(done).toMatchObject({ status: 'completed', created: 0, updated: 2, failed: 1 });
    expect(done.columns.map((column) => column.field)).toEqual([
      'warehouse',
      'productId',
      'name',
      'ean',
      'vintage',
      'container',
      'unityValue',
      'counted',
    ]);
    expect(await rejections(done.id)).toEqual([
      {
        line: 4,
        column: null,
        value: null,
        message: "L'identifiant, le nom et l'EAN ne désignent pas le même article",
      },
    ]);
    expect((await level(magnum.id)).onHand).toBe(magnum.onHand + 12);
    expect((await level(touraine.id)).onHand).toBe(touraine.onHand - 1);

    // In English on request.
    const english = await pactum
      .spec()
      .get(`/v1/imports/${done.id}/rejections`)
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .expectStatus(200);
    expect((english.json as RowError[])[0]!.message).toBe(
      'The id, the name and the EAN do not designate the same product',
    );
    expect((await revert(done.id)).status).toBe('reverted');
    expect((await level(magnum.id)).onHand).toBe(magnum.onHand);
  });

  test('a dry run says what would change and writes nothing; confirmed, it imports', async () => {
    const rose = await levelOf(cellar, 'Rosé de Loire', '2024', '75 cl');
    const before = await ledgerSize();
    const file = csv([
      'Entrepôt;Article;Millésime;Format;Stock',
      `Chai du domaine;Rosé de Loire;2024;75 cl;${rose.onHand + 30}`,
    ]);
    const dry = await imported({ data: base64(file), dryRun: true });
    expect(dry).toMatchObject({ status: 'completed', dryRun: true, updated: 1, failed: 0 });
    expect(await ledgerSize()).toBe(before);
    expect((await level(rose.id)).onHand).toBe(rose.onHand);

    const confirmed = (await post(`/v1/imports/${dry.id}/confirm`).expectStatus(201)).json as ImportView;
    expect(await settled(confirmed.id)).toMatchObject({ status: 'completed', dryRun: false, updated: 1 });
    expect((await level(rose.id)).onHand).toBe(rose.onHand + 30);
    expect(await ledgerSize()).toBe(before + 1);
  });

  test('revert is refused, writing nothing, once the stock has moved below what it would take back; later it goes through', async () => {
    const tables = await levelOf(cellar, 'Chinon Les Tables', '2022', '75 cl');
    const gained = 10;
    const done = await imported({
      data: base64(
        csv([
          'Entrepôt;Article;Format;Quantité',
          `${cellar.name};Chinon Les Tables;75 cl;${tables.onHand + gained}`,
        ]),
      ),
    });
    expect(done).toMatchObject({ status: 'completed', updated: 1 });
    // Meanwhile all but 4 of the free bottles leave: taking the 10 back would go below what is held.
    const free = (await level(tables.id)).available;
    await post('/v1/stock-movements', {
      warehouseId: cellar.id,
      productId: tables.productId,
      vintageId: tables.vintageId,
      formatId: tables.formatId,
      type: 'breakage',
      quantity: free - 4,
      reason: 'Palette renversée',
    }).expectStatus(201);
    const size = await ledgerSize();

    const refused = await revert(done.id);
    expect(refused).toMatchObject({ status: 'completed', revertRequestedAt: null, revertedAt: null });
    expect(refused.error).toBe(
      `L'import n° ${done.id} ne peut pas être annulé : le stock de "Chinon Les Tables 2022 (75 cl)" (Chai du domaine) a bougé depuis, il faudrait en retirer 10 et 4 bouteille(s) seulement sont disponibles. Rien n'a été annulé`,
    );
    expect(await ledgerSize()).toBe(size);
    expect((await level(tables.id)).available).toBe(4);

    await post('/v1/stock-movements', {
      warehouseId: cellar.id,
      productId: tables.productId,
      vintageId: tables.vintageId,
      formatId: tables.formatId,
      type: 'production',
      quantity: 6,
    }).expectStatus(201);
    const reverted = await revert(done.id);
    expect(reverted).toMatchObject({ status: 'reverted', error: null });
    expect((await level(tables.id)).available).toBe(0);
    expect(await drift()).toEqual([]);
  });

  test('strict mode: one refused row, by a cell or by the database, and nothing is written', async () => {
    const rose = await levelOf(cellar, 'Rosé de Loire', '2024', '75 cl');
    const before = await ledgerSize();
    const byCell = await imported({
      data: base64(
        csv([
          'Entrepôt;Article;Format;Quantité',
          `${cellar.name};Rosé de Loire;75 cl;1`,
          `${cellar.name};Rosé de Loire;5 l bib;beaucoup`,
        ]),
      ),
      strict: true,
    });
    expect(byCell).toMatchObject({
      status: 'error',
      failed: 1,
      error: "Import refusé en mode strict : 1 ligne(s) en erreur, rien n'a été importé",
    });
    const byDatabase = await imported({
      data: base64(
        csv([
          'Entrepôt;Article;Format;Quantité',
          `${cellar.name};Rosé de Loire;75 cl;1`,
          `${cellar.name};Vin fantôme;75 cl;3`,
        ]),
      ),
      strict: true,
    });
    expect(byDatabase).toMatchObject({ status: 'error', failed: 1 });
    expect(await rejections(byDatabase.id)).toEqual([
      { line: 3, column: 'Article', value: 'Vin fantôme', message: 'Produit inexistant' },
    ]);
    expect(await ledgerSize()).toBe(before);
    expect((await level(rose.id)).onHand).toBe(rose.onHand);
  });

  test('who may import stock: seeAllStock and the stocks module, like the movement endpoints', async () => {
    const file = base64(csv(['Article;Quantité', 'Rosé de Loire;1']));
    const kinds = (await get('/v1/imports/kinds').expectStatus(200)).json as {
      kind: string;
      columns: { field: string; label: string; required: boolean }[];
    }[];
    expect(kinds.map((kind) => kind.kind)).toEqual([
      'clients',
      'events',
      'openInvoices',
      'openingStock',
      'orderHistory',
      'priceLists',
      'products',
      'stock',
      'suppliers',
    ]);
    expect(
      kinds
        .find((kind) => kind.kind === 'stock')!
        .columns.filter((column) => column.required)
        .map((column) => column.label),
    ).toEqual(['Quantité comptée']);
    await upload({ data: file, dryRun: true }, 'agent').expectStatus(403);
    await upload({ data: file, dryRun: true }, 'collaborateur').expectStatus(201);

    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(as('proprietaire'))
      .withJson({ integrations: { stocks: { active: false } } })
      .expectStatus(200);
    try {
      await upload({ data: file, dryRun: true }).expectStatus(403);
      const without = (await get('/v1/imports/kinds').expectStatus(200)).json as { kind: string }[];
      expect(without.map((kind) => kind.kind)).toEqual([
        'clients',
        'events',
        'openInvoices',
        'orderHistory',
        'priceLists',
        'products',
        'suppliers',
      ]);
      const exports = (await get('/v1/exports/kinds').expectStatus(200)).json as { kind: string }[];
      expect(exports.map((kind) => kind.kind)).toEqual([
        'accountingJournals',
        'clients',
        'events',
        'invoices',
        'openInvoices',
        'openingStock',
        'orderHistory',
        'orders',
        'personalData',
        'priceLists',
        'products',
        'stockLevels',
        'suppliers',
      ]);
    } finally {
      await pactum
        .spec()
        .put('/v1/shops/me')
        .withHeaders(as('proprietaire'))
        .withJson({ integrations: { stocks: { active: true } } })
        .expectStatus(200);
    }
  });
});

async function exported(kind: string, format: 'csv' | 'xlsx', filter: object = {}): Promise<ExportView> {
  const response = await post('/v1/exports', { kind, format, filter }).expectStatus(201);
  const id = (response.json as ExportView).id;
  return waitFor(async () => {
    const view = (await get(`/v1/exports/${id}`)).json as ExportView;
    return view.status === 'completed' || view.status === 'error' ? view : undefined;
  }, 30_000);
}
async function zipOf(view: ExportView): Promise<JSZip> {
  const response = await fetch(`${api.url}${view.downloadUrl}`);
  expect(response.status).toBe(200);
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}
const csvLines = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);

describe(`stock exports (${driver} driver)`, () => {
  test('the ledger as CSV, filtered by type, warehouse and period, with the columns of the movements CSV', async () => {
    // The day of the last inventory gain, by the server's clock (the imports above made it): a day the
    // test computed itself could already be the next one.
    const gains = await ledger({ type: 'inventoryGain', warehouseId: cellar.id });
    const today = parisDateOf(new Date(gains.at(-1)!.createdAt));
    const done = await exported('stockMovements', 'csv', {
      type: 'inventoryGain',
      warehouseId: cellar.id,
      from: today,
      to: today,
    });
    expect(done).toMatchObject({
      status: 'completed',
      filter: { type: 'inventoryGain', warehouseId: cellar.id, from: today, to: today },
    });
    const offers = (await get('/v1/documents/to-download').expectStatus(200)).json as { name: string }[];
    expect(offers.map((offer) => offer.name)).toContain(done.fileName);

    const zip = await zipOf(done);
    expect(Object.keys(zip.files)).toEqual(['mouvements.csv']);
    const [header, ...rows] = csvLines(await zip.file('mouvements.csv')!.async('string'));
    expect(header).toBe(
      'Date;Type;Sens;Quantité;Entrepôt;Article;Millésime;Format;Motif;Document;Utilisateur',
    );
    const ofTheDay = await ledger({ type: 'inventoryGain', warehouseId: cellar.id, from: today, to: today });
    expect(rows).toHaveLength(ofTheDay.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.includes(';inventoryGain;Entrée;') && row.includes(';Chai du domaine;')),
    ).toBe(true);
    expect(rows.some((row) => /;Inventaire importé \(import n° \d+\);import:\d+;/.test(row))).toBe(true);

    // Nothing before the demo existed.
    const empty = await exported('stockMovements', 'csv', { to: '2000-01-01' });
    expect(empty.rowCount).toBe(0);
  });

  test('the ledger as XLSX, every movement of the shop', async () => {
    const done = await exported('stockMovements', 'xlsx');
    const zip = await zipOf(done);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('mouvements.xlsx')!.async('arraybuffer')) as never);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date',
      'Type',
      'Sens',
      'Quantité',
      'Entrepôt',
      'Article',
      'Millésime',
      'Format',
      'Motif',
      'Document',
      'Utilisateur',
    ]);
    expect(sheet.rowCount - 1).toBe(await ledgerSize());
    expect(done.rowCount).toBe(sheet.rowCount - 1);
  });

  test('the levels as CSV import back as a count that changes nothing', async () => {
    const done = await exported('stockLevels', 'csv', { warehouseId: boutique.id });
    const zip = await zipOf(done);
    const text = await zip.file('stocks.csv')!.async('string');
    const [header, ...rows] = csvLines(text);
    expect(header).toBe(
      "Entrepôt;Identifiant article;Article;Millésime;Format;EAN;En stock;Réservé;Alloué;Disponible;Seuil d'alerte",
    );
    expect(rows).toHaveLength((await levels({ warehouseId: boutique.id })).length);
    expect(rows.every((row) => row.startsWith('Boutique du domaine;'))).toBe(true);

    const again = await imported({ data: base64(text), dryRun: true });
    expect(again).toMatchObject({
      status: 'completed',
      created: 0,
      updated: 0,
      skipped: rows.length,
      failed: 0,
    });
  });

  test('filters are checked: unknown ones and bad values are refused in French', async () => {
    const unknown = await post('/v1/exports', {
      kind: 'stockMovements',
      format: 'csv',
      filter: { colour: 'red' },
    }).expectStatus(400);
    expect(unknown.json).toMatchObject({
      message: 'Filtre inconnu "colour" pour cet export. Filtres disponibles : from, to, warehouseId, type',
    });
    const bad = await post('/v1/exports', {
      kind: 'stockMovements',
      format: 'csv',
      filter: { from: 'hier' },
    }).expectStatus(400);
    expect(bad.json).toMatchObject({ message: 'Valeur invalide pour le filtre "Du" : hier' });
    const kinds = (await get('/v1/exports/kinds').expectStatus(200)).json as {
      kind: string;
      filters: { name: string; type: string }[];
    }[];
    expect(
      kinds.find((kind) => kind.kind === 'stockMovements')!.filters.map((filter) => filter.name),
    ).toEqual(['from', 'to', 'warehouseId', 'type']);
  });
});
