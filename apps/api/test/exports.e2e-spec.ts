import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import pactum from 'pactum';
import { IsNull, Not, In } from 'typeorm';
import { centsToDecimalString } from '@cuvee/kernel';
import { Database, type ExportView, type ImportView } from '@cuvee/platform';
import { BillingDocument, BillingDocumentLine } from '@cuvee/billing';
import { Order, OrderLine } from '@cuvee/sales';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Exports as jobs: a zip of CSV or XLSX files, offered through GET /v1/documents/to-download and
 * downloaded by its requester only; the zip is opened and its content checked (clients, products,
 * orders, invoices).
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

let api: TestApi;
let as: DemoSessions['as'];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
});
afterAll(() => api.stop());

async function exported(kind: string, format: 'csv' | 'xlsx', user = 'proprietaire'): Promise<ExportView> {
  const started = await pactum
    .spec()
    .post('/v1/exports')
    .withHeaders(as(user))
    .withJson({ kind, format })
    .expectStatus(201);
  const id = (started.json as ExportView).id;
  return waitFor(async () => {
    const response = await pactum.spec().get(`/v1/exports/${id}`).withHeaders(as(user));
    const view = response.json as ExportView;
    return view.status === 'completed' || view.status === 'error' ? view : undefined;
  }, 30_000);
}

/** A CSV of the zip as rows of cells (BOM and header removed), with its header. */
async function csvOf(zip: JSZip, name: string): Promise<{ header: string[]; rows: string[][] }> {
  const [header, ...rows] = (await zip.file(name)!.async('string'))
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(';'));
  return { header: header!, rows };
}

async function download(url: string, headers: Record<string, string> = {}): Promise<JSZip> {
  const response = await fetch(`${api.url}${url}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}

describe(`exports (${driver} driver)`, () => {
  test('clients as CSV: offered once for download, the zip holds every client with the import headers', async () => {
    // Two known clients first, through an import.
    const file =
      'Nom;Prénom;Email;Typologie\nExport;Alice;alice.export@exemple.fr;Caviste\nExport;Bob;bob.export@exemple.fr;\n';
    const started = await pactum
      .spec()
      .post('/v1/imports')
      .withHeaders(as('proprietaire'))
      .withJson({ kind: 'clients', fileName: 'c.csv', data: Buffer.from(file).toString('base64') })
      .expectStatus(201);
    await waitFor(async () => {
      const response = await pactum
        .spec()
        .get(`/v1/imports/${(started.json as ImportView).id}`)
        .withHeaders(as('proprietaire'));
      return (response.json as ImportView).status === 'completed' ? true : undefined;
    });

    const done = await exported('clients', 'csv');
    expect(done).toMatchObject({ status: 'completed', progress: 100, kind: 'clients', format: 'csv' });
    expect(done.fileName).toMatch(/^export-clients-\d{4}-\d{2}-\d{2}-\d+\.zip$/);

    const offers = await pactum
      .spec()
      .get('/v1/documents/to-download')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const offer = (offers.json as { name: string; url: string }[]).find(
      (item) => item.name === done.fileName,
    );
    expect(offer?.url).toMatch(new RegExp(`^/v1/exports/${done.id}/file\\?expires=\\d+&signature=`));
    // Handed out once.
    const again = await pactum
      .spec()
      .get('/v1/documents/to-download')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect((again.json as { name: string }[]).map((item) => item.name)).not.toContain(done.fileName);

    // The signed link opens without a token, as a new browser window would.
    const zip = await download(offer!.url);
    expect(Object.keys(zip.files)).toEqual(['clients.csv']);
    const text = await zip.file('clients.csv')!.async('string');
    const [header, ...rows] = text
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(';').slice(0, 6)).toEqual([
      'Identifiant',
      'Type',
      'Professionnel',
      'Civilité',
      'Prénom',
      'Nom',
    ]);
    expect(rows.length).toBe(done.rowCount);
    expect(rows.find((row) => row.includes('alice.export@exemple.fr'))).toMatch(
      /;Client;0;;Alice;Export;.*;Caviste;/,
    );
  });

  test('products as XLSX: two sheets in the zip', async () => {
    const done = await exported('products', 'xlsx');
    expect(done.status).toBe('completed');
    const zip = await download(done.downloadUrl!);
    expect(Object.keys(zip.files).sort()).toEqual(['articles.xlsx', 'millesimes.xlsx']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('articles.xlsx')!.async('arraybuffer')) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Nom', 'Millésime', 'Prix HT', 'Prix Caviste']),
    );
    expect(sheet.rowCount - 1).toBeGreaterThan(0);
  });

  test('orders as CSV: every order of the shop in `commandes`, every line in `lignes`', async () => {
    const database = api.get(Database).dataSource;
    const shopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire'))).json
      .id as number;
    const done = await exported('orders', 'csv');
    expect(done).toMatchObject({ status: 'completed', kind: 'orders' });
    const zip = await download(done.downloadUrl!);
    expect(Object.keys(zip.files).sort()).toEqual(['commandes.csv', 'lignes.csv']);

    const orders = await csvOf(zip, 'commandes.csv');
    expect(orders.header.slice(0, 6)).toEqual(['Numéro', 'Date', 'Type', 'Origine', 'Canal', 'Statut']);
    expect(orders.rows).toHaveLength(await database.getRepository(Order).countBy({ shopId }));
    const invoiced = await database.getRepository(Order).findOneByOrFail({ shopId, status: 'invoiced' });
    const row = orders.rows.find((cells) => cells[0] === invoiced.number)!;
    const cell = (name: string) => row[orders.header.indexOf(name)];
    expect(cell('Statut')).toBe('Facturée');
    expect(cell('Client')).toBe(invoiced.clientName);
    expect(cell('Total TTC')).toBe(centsToDecimalString(invoiced.totalTTC));

    const lines = await csvOf(zip, 'lignes.csv');
    expect(lines.rows).toHaveLength(await database.getRepository(OrderLine).countBy({ shopId }));
    const own = lines.rows.filter((cells) => cells[0] === invoiced.number);
    expect(own.map((cells) => cells[lines.header.indexOf('Quantité')])).toEqual(
      (
        await database
          .getRepository(OrderLine)
          .find({ where: { orderId: invoiced.id }, order: { position: 'ASC' } })
      ).map((line) => String(line.quantity)),
    );
  });

  test('invoices as XLSX: issued invoices, deposits and credit notes with their lines; drafts left out', async () => {
    const database = api.get(Database).dataSource;
    const shopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire'))).json
      .id as number;
    const issued = await database.getRepository(BillingDocument).find({
      where: { shopId, kind: In(['invoice', 'deposit', 'creditNote']), number: Not(IsNull()) },
    });
    expect(issued.length).toBeGreaterThan(0);
    const done = await exported('invoices', 'xlsx');
    expect(done).toMatchObject({ status: 'completed', kind: 'invoices' });
    const zip = await download(done.downloadUrl!);
    expect(Object.keys(zip.files).sort()).toEqual(['factures.xlsx', 'lignes.xlsx']);
    const sheetOf = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await zip.file(name)!.async('arraybuffer')) as never);
      return workbook.worksheets[0]!;
    };
    const invoices = await sheetOf('factures.xlsx');
    const header = invoices.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['Numéro', 'Type', 'Date', 'Total TTC', 'Reste dû']));
    expect(invoices.rowCount - 1).toBe(issued.length);
    const first = issued[0]!;
    const found = invoices
      .getRows(2, invoices.rowCount - 1)!
      .find((r) => r.getCell(1).value === first.number)!;
    expect(found.getCell(header.indexOf('Total TTC')).value).toBe(centsToDecimalString(first.totalTtc));
    expect(found.getCell(header.indexOf('Reste dû')).value).toBe(centsToDecimalString(first.outstanding));
    const lines = await sheetOf('lignes.xlsx');
    expect(lines.rowCount - 1).toBe(
      await database.getRepository(BillingDocumentLine).countBy({ documentId: In(issued.map((d) => d.id)) }),
    );
  });

  test('only its requester downloads it: another user, a bad signature or no proof at all are refused', async () => {
    const done = await exported('clients', 'xlsx');
    const path = `/v1/exports/${done.id}/file`;
    await pactum.spec().get(path).withHeaders(as('exemple')).expectStatus(404);
    await pactum.spec().get(`/v1/exports/${done.id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum
      .spec()
      .get(path)
      .withQueryParams({ expires: '9999999999', signature: 'faux' })
      .expectStatus(404);
    await pactum.spec().get(path).expectStatus(401);
    const zip = await download(path, as('proprietaire'));
    expect(Object.keys(zip.files)).toEqual(['clients.xlsx']);
  });

  test('an agent may not export; the kinds a seller may export', async () => {
    await pactum
      .spec()
      .post('/v1/exports')
      .withHeaders(as('agent'))
      .withJson({ kind: 'clients', format: 'csv' })
      .expectStatus(403);
    const kinds = await pactum
      .spec()
      .get('/v1/exports/kinds')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(kinds.json).toEqual([
      {
        kind: 'accountingJournals',
        label: 'Journaux comptables',
        filters: [
          { name: 'from', label: 'Du', type: 'date' },
          { name: 'to', label: 'Au', type: 'date' },
        ],
      },
      { kind: 'clients', label: 'Clients et prospects', filters: [] },
      { kind: 'events', label: 'Animations (œnotourisme)', filters: [] },
      { kind: 'invoices', label: 'Factures, acomptes et avoirs', filters: [] },
      { kind: 'openInvoices', label: 'Encours clients (factures impayées, avoirs)', filters: [] },
      {
        kind: 'openingStock',
        label: "Stock d'ouverture (pour une autre boutique)",
        filters: [expect.objectContaining({ name: 'warehouseId' })],
      },
      { kind: 'orderHistory', label: 'Historique des commandes', filters: [] },
      { kind: 'orders', label: 'Commandes', filters: [] },
      {
        kind: 'personalData',
        label: "Données personnelles d'un client",
        filters: [
          { name: 'client', label: 'Client', type: 'reference', resource: 'clients', required: true },
        ],
      },
      { kind: 'priceLists', label: 'Tarifs par typologie', filters: [] },
      { kind: 'products', label: 'Articles', filters: [] },
      {
        kind: 'stockLevels',
        label: 'Niveaux de stock',
        filters: [expect.objectContaining({ name: 'warehouseId' })],
      },
      { kind: 'stockMovements', label: 'Mouvements de stock', filters: expect.any(Array) },
      { kind: 'suppliers', label: 'Fournisseurs', filters: [] },
    ]);
  });
});
