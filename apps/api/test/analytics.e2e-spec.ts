import pactum from 'pactum';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { DailySales, SalesBackfill, SalesFact, SalesRebuild } from '@cuvee/analytics';
import { BillingDocument } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { PERMISSIONS } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { productLine, proClient } from './billing-support.js';
import {
  catalogueOf,
  cartOrder,
  checkout,
  line,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The reports through the API, on SQLite and on MariaDB with DB_URL. Invoices, a credit note and a
 * deposit invoice are issued through the real API: the read models written in their issuing
 * transactions are what the rebuild job recomputes from billing. Then the documents are dated by hand
 * around Paris midnight, in the period, the one before and a year earlier, and rebuilt: every figure
 * of the three reports and their files is checked against values worked out below (HT not TTC, the
 * credit note deducted, the deposit invoice left out, days in Paris).
 */

interface Doc {
  id: number;
  number: string;
  totalHt: number;
  totalTtc: number;
  lines: { position: number; productId: number | null; quantity: number; ht: number }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
let cave: number;
let resto: number;
let hotel: number;
let buyerClient: number;
/** The documents of the scenario and the instant each is dated at. */
const dated: { id: number; at: string }[] = [];
let shopInvoice: Doc;

const owner = () => as('proprietaire');
const post = (path: string, body: object = {}, headers = owner()) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
const get = (path: string, query: Record<string, string> = {}, headers = owner()) => {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};

const client = (name: string, typology: string, country: 'FR' | 'BE', agentId?: number) =>
  proClient(
    owner(),
    name,
    `${name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}@exemple.fr`,
    {
      typology,
      country,
      agentId,
      phone: '+33247000000',
    },
  );

/** A direct invoice issued now; dated later at `at` (an instant). */
async function invoice(clientId: number, lines: object[], at: string): Promise<Doc> {
  const draft = (await post('/v1/invoices', { clientId, lines }).expectStatus(201)).json as Doc;
  const issued = (await post(`/v1/invoices/${draft.id}/issue`).expectStatus(200)).json as Doc;
  dated.push({ id: issued.id, at });
  return issued;
}

const rowsOf = async (entity: typeof SalesFact | typeof DailySales) =>
  (await api.get(Database).dataSource.getRepository(entity).find({ where: { shopId } })).map((row) => {
    const { id: _id, ...rest } = row as SalesFact;
    return rest;
  });
const tables = async () => ({
  facts: (await rowsOf(SalesFact)).sort((a, b) =>
    `${(a as SalesFact).documentId}-${(a as SalesFact).position}`.localeCompare(
      `${(b as SalesFact).documentId}-${(b as SalesFact).position}`,
    ),
  ),
  summary: (await rowsOf(DailySales)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
});

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  cave = await client('Cave Dupont', 'caviste', 'FR');
  resto = await client('Resto Bruxelles', 'restaurant', 'BE', ids.agent);
  hotel = await client('Hôtel du Lac', 'hotel', 'FR');
  buyerClient = (
    await api.get(Database).dataSource.getRepository(Client).findOneByOrFail({ shopId, userId: ids.acheteur })
  ).id;
}, 180_000);
afterAll(() => api?.stop());

describe('documents issued through the API', () => {
  test('each issue writes its facts in its transaction; the rebuild job finds the same tables', async () => {
    // In the period (March 2025): 6 Chinon at 10 € and a labelling service at 5.5 % VAT.
    const first = await invoice(
      cave,
      [productLine(chinon, 6, 1000), { label: 'Étiquetage', quantity: 1, unitPriceHt: 500, vatRate: 5.5 }],
      '2025-03-10T10:00:00Z',
    );
    expect(first.totalHt).toBe(6500);
    expect(first.totalTtc).toBeGreaterThan(first.totalHt);
    // 23:30 in Paris on 31 March (summer time): still March.
    await invoice(resto, [productLine(touraine, 12, 800)], '2025-03-31T21:30:00Z');
    // 00:30 in Paris on 1 April: April, though still 31 March in UTC.
    await invoice(resto, [productLine(chinon, 3, 1000)], '2025-03-31T22:30:00Z');
    // The period before (February) and the same month a year earlier; a client gone quiet.
    await invoice(cave, [productLine(chinon, 1, 1000)], '2025-02-15T12:00:00Z');
    await invoice(buyerClient, [productLine(touraine, 2, 800)], '2024-03-05T12:00:00Z');
    await invoice(hotel, [productLine(touraine, 2, 1000)], '2024-11-15T12:00:00Z');

    // Two Chinon of the first invoice given back.
    const chinonLine = first.lines.find((l) => l.productId === chinon.id)!;
    const note = (
      await post('/v1/credit-notes', {
        invoiceId: first.id,
        mode: 'lines',
        lines: [{ position: chinonLine.position, quantity: 2 }],
      }).expectStatus(201)
    ).json as Doc;
    const credit = (await post(`/v1/credit-notes/${note.id}/issue`).expectStatus(200)).json as Doc;
    expect(credit.totalHt).toBe(2000);
    dated.push({ id: credit.id, at: '2025-03-20T12:00:00Z' });

    // A deposit invoice counts nothing (its final invoice will count in full).
    const deposit = (
      await post('/v1/deposit-invoices', {
        clientId: cave,
        amount: 6000,
        vatRate: 20,
        label: 'Acompte',
      }).expectStatus(201)
    ).json as Doc;
    await post(`/v1/deposit-invoices/${deposit.id}/issue`).expectStatus(200);
    dated.push({ id: deposit.id, at: '2025-03-12T12:00:00Z' });

    // An order of the shop front, paid by transfer, validated and invoiced: the shop channel.
    const placed = (
      await checkout(as('acheteur'), [
        cartOrder(shopId, [line(chinon, 3)], { paymentType: 'transfer' }),
      ]).expectStatus(201)
    ).json as { orders: { id: number }[] };
    const orderId = placed.orders[0]!.id;
    await pactum.spec().put(`/v1/orders/${orderId}/validate`).withHeaders(owner()).expectStatus(200);
    const draft = (
      await post('/v1/invoices', { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
    ).json as Doc;
    shopInvoice = (await post(`/v1/invoices/${draft.id}/issue`).expectStatus(200)).json as Doc;
    dated.push({ id: shopInvoice.id, at: '2025-03-05T09:00:00Z' });

    const facts = api.get(Database).dataSource.getRepository(SalesFact);
    expect(await facts.countBy({ documentId: first.id })).toBe(2);
    expect(await facts.countBy({ documentId: credit.id })).toBe(1);
    expect(await facts.countBy({ documentId: deposit.id })).toBe(0);
    expect(await facts.findOneByOrFail({ documentId: shopInvoice.id })).toMatchObject({
      channel: 'shop',
      kind: 'invoice',
    });
    expect(await facts.findOneByOrFail({ documentId: credit.id })).toMatchObject({ ht: -2000, quantity: -2 });

    const byEvents = await tables();
    const progress: number[] = [];
    await api.get(SalesRebuild).rebuild(shopId, async (percent) => void progress.push(percent));
    expect(await tables()).toEqual(byEvents);
    expect(progress.at(-1)).toBe(100);

    // An upgraded installation starts with empty tables: the start-up backfill enqueues the rebuild of
    // the shops that have sales and no facts, and only them.
    const backfill = api.get(SalesBackfill);
    expect(await backfill.enqueue()).toEqual([]);
    await facts.delete({ shopId });
    await api.get(Database).dataSource.getRepository(DailySales).delete({ shopId });
    expect(await backfill.enqueue()).toEqual([shopId]);
    await waitFor(async () =>
      JSON.stringify(await tables()) === JSON.stringify(byEvents) ? true : undefined,
    );
    expect(await tables()).toEqual(byEvents);
  }, 120_000);
});

const period = { from: '2025-03-01', to: '2025-03-31' };
// Worked out by hand: March counts the first invoice (6,500), the credit note (−2,000), the
// Brussels invoice (9,600) and the shop front's invoice; not the April one, nor the deposit.
const marchHt = () => 6500 - 2000 + 9600 + shopInvoice.totalHt;

describe('the reports over documents dated by hand', () => {
  beforeAll(async () => {
    const documents = api.get(Database).dataSource.getRepository(BillingDocument);
    for (const { id, at } of dated) {
      const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date(at));
      await documents.update({ id }, { issuedAt: new Date(at), issueDate: paris });
    }
    await api.get(SalesRebuild).rebuild(shopId);
  }, 60_000);

  test('sales: totals HT of the three periods, the days in Paris, the breakdown by channel', async () => {
    const report = (await get('/v1/analytics/sales', { ...period, by: 'channel' }).expectStatus(200)).json;
    expect(report.period).toEqual(period);
    expect(report.previous).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(report.lastYear).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    const ht = marchHt();
    expect(report.totals.current).toEqual({
      ht,
      invoices: 3,
      creditNotes: 1,
      bottles: 6 - 2 + 12 + 3,
      eq75: 19,
      averageBasketHt: Math.round(ht / 3),
    });
    expect(report.totals.previous).toMatchObject({ ht: 1000, invoices: 1, creditNotes: 0 });
    expect(report.totals.lastYear).toMatchObject({ ht: 1600, invoices: 1 });
    expect(report.series).toHaveLength(31);
    const bucket = (day: string) => report.series.find((b: { bucket: string }) => b.bucket === day);
    expect(bucket('2025-03-10')).toEqual({
      bucket: '2025-03-10',
      ht: 6500,
      previousHt: 0,
      lastYearHt: 0,
      values: { backoffice: 6500, shop: 0 },
    });
    expect(bucket('2025-03-31').ht).toBe(9600);
    expect(bucket('2025-03-20').ht).toBe(-2000);
    // The fifth bucket of each period: 5 March, 2 February, 5 March 2024.
    expect(report.series[4]).toMatchObject({
      bucket: '2025-03-05',
      ht: shopInvoice.totalHt,
      lastYearHt: 1600,
    });
    expect(report.series[17]).toMatchObject({ bucket: '2025-03-18', ht: 0, previousHt: 1000 });
    expect(report.breakdown).toEqual([
      {
        key: 'backoffice',
        label: 'Back-office',
        ht: 14100,
        share: Math.round((14100 / ht) * 1000) / 1000,
        invoices: 2,
        previousHt: 1000,
        lastYearHt: 1600,
      },
      {
        key: 'shop',
        label: 'Boutique en ligne',
        ht: shopInvoice.totalHt,
        share: Math.round((shopInvoice.totalHt / ht) * 1000) / 1000,
        invoices: 1,
        previousHt: 0,
        lastYearHt: 0,
      },
    ]);
  });

  test('sales by country, typology and agent; by month over a year', async () => {
    const byCountry = (await get('/v1/analytics/sales', { ...period, by: 'country' }).expectStatus(200)).json;
    expect(
      byCountry.breakdown.map((b: { key: string; label: string; ht: number }) => [b.key, b.label, b.ht]),
    ).toEqual([
      ['BE', 'Belgique', 9600],
      ['FR', 'France', 4500 + shopInvoice.totalHt],
    ]);
    const byAgent = (await get('/v1/analytics/sales', { ...period, by: 'agent' }).expectStatus(200)).json;
    expect(byAgent.breakdown.map((b: { key: string; ht: number }) => [b.key, b.ht])).toEqual([
      [String(ids.agent), 9600],
      ['none', 4500 + shopInvoice.totalHt],
    ]);
    const byTypology = (
      await get(
        '/v1/analytics/sales',
        { ...period, by: 'typology' },
        { ...owner(), 'Accept-Language': 'en' },
      ).expectStatus(200)
    ).json;
    expect(byTypology.breakdown.find((b: { key: string }) => b.key === 'restaurant')).toMatchObject({
      label: 'Restaurant',
      ht: 9600,
    });
    const year = (
      await get('/v1/analytics/sales', { from: '2024-04-01', to: '2025-03-31' }).expectStatus(200)
    ).json;
    // 365 days: by ISO week by default; by month when asked.
    expect(year.series[0].bucket).toBe('2024-04-01');
    const months = (
      await get('/v1/analytics/sales', {
        from: '2024-04-01',
        to: '2025-03-31',
        granularity: 'month',
      }).expectStatus(200)
    ).json;
    expect(months.series.map((b: { bucket: string }) => b.bucket)).toHaveLength(12);
    expect(months.series.at(-1)).toMatchObject({ bucket: '2025-03-01', ht: marchHt() });
    expect(months.series[7]).toMatchObject({ bucket: '2024-11-01', ht: 2000 });
  });

  test('clients: the top, new and returning clients, the dormant one', async () => {
    const report = (await get('/v1/analytics/clients', { ...period, dormantDays: '90' }).expectStatus(200))
      .json;
    expect(report.top.map((c: { clientId: number }) => c.clientId)).toEqual(
      shopInvoice.totalHt > 4500 ? [resto, buyerClient, cave] : [resto, cave, buyerClient],
    );
    expect(report.top.find((c: { clientId: number }) => c.clientId === resto)).toEqual({
      clientId: resto,
      name: 'Resto Bruxelles',
      typology: 'restaurant',
      ht: 9600,
      invoices: 1,
      previousHt: 0,
      lastYearHt: 0,
      lastInvoiceOn: '2025-03-31',
    });
    expect(report.top.find((c: { clientId: number }) => c.clientId === cave)).toMatchObject({
      ht: 4500,
      invoices: 1,
      previousHt: 1000,
      lastInvoiceOn: '2025-03-10',
    });
    expect(report.top.find((c: { clientId: number }) => c.clientId === buyerClient)).toMatchObject({
      lastYearHt: 1600,
    });
    expect(report.newClients).toEqual({ count: 1, ht: 9600 });
    expect(report.returningClients).toEqual({ count: 2, ht: 4500 + shopInvoice.totalHt });
    expect(report.dormant).toEqual([
      {
        clientId: hotel,
        name: 'Hôtel du Lac',
        lastInvoiceOn: '2024-11-15',
        htLast12Months: 2000,
        phone: '+33247000000',
        email: 'hoteldulac@exemple.fr',
      },
    ]);
    // 200 days without an invoice: the hotel (136 days) is not dormant yet.
    const patient = (await get('/v1/analytics/clients', { ...period, dormantDays: '200' }).expectStatus(200))
      .json;
    expect(patient.dormant).toEqual([]);
  });

  test('products: rows by product with the cost of supplier orders, by format', async () => {
    const supplier = ((await get('/v1/suppliers').expectStatus(200)).json as { id: number }[])[0]!;
    const warehouse = ((await get('/v1/warehouses').expectStatus(200)).json as { id: number }[])[0]!;
    const format = touraine.formats[0]!.id;
    const purchase = (
      await post('/v1/purchase-orders', {
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        lines: [
          { productId: touraine.id, formatId: format, quantity: 10, unitHt: 300 },
          { productId: touraine.id, formatId: format, quantity: 30, unitHt: 500 },
        ],
      }).expectStatus(201)
    ).json as { id: number };
    await post(`/v1/purchase-orders/${purchase.id}/send`).expectStatus(200);

    const report = (await get('/v1/analytics/products', period).expectStatus(200)).json;
    const chinonHt = 6000 - 2000 + shopInvoice.totalHt;
    // (10 × 3 € + 30 × 5 €) / 40 = 4.50 € a bottle.
    const touraineRow = {
      key: String(touraine.id),
      label: touraine.name,
      productId: touraine.id,
      vintage: null,
      format: null,
      quantity: 12,
      bottles: 12,
      eq75: 12,
      ht: 9600,
      previousHt: 0,
      lastYearHt: 1600,
      cost: 12 * 450,
      margin: 9600 - 5400,
      marginRate: Math.round(((9600 - 5400) / 9600) * 1000) / 1000,
    };
    expect(report.rows.find((r: { key: string }) => r.key === String(touraine.id))).toEqual(touraineRow);
    expect(report.rows.find((r: { key: string }) => r.key === String(chinon.id))).toMatchObject({
      quantity: 6 - 2 + 3,
      ht: chinonHt,
      previousHt: 1000,
      cost: null,
      margin: null,
    });
    expect(report.rows.find((r: { key: string }) => r.key === 'none')).toMatchObject({
      ht: 500,
      productId: null,
    });
    expect(report.totals).toEqual({
      ht: marchHt(),
      quantity: 7 + 12 + 1,
      bottles: 19,
      eq75: 19,
      cost: 5400,
      margin: 4200,
    });
    const byFormat = (await get('/v1/analytics/products', { ...period, by: 'format' }).expectStatus(200))
      .json;
    expect(byFormat.rows[0]).toMatchObject({ key: '75 cl', format: '75 cl', quantity: 19, productId: null });
  });

  test('the files: CSV with French headers, XLSX read back, in English when asked', async () => {
    const csv = await fetch(`${api.url}/v1/analytics/sales/export?from=2025-03-01&to=2025-03-31&by=channel`, {
      headers: owner(),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="ventes-2025-03-01-2025-03-31.csv"',
    );
    const rows = parse(await csv.text(), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Période',
      'CA HT (€)',
      'CA HT période précédente (€)',
      'CA HT année précédente (€)',
      'Back-office (€)',
      'Boutique en ligne (€)',
    ]);
    expect(rows).toHaveLength(32);
    expect(rows.find((row) => row[0] === '2025-03-10')).toEqual([
      '2025-03-10',
      '65.00',
      '0.00',
      '0.00',
      '65.00',
      '0.00',
    ]);

    const xlsx = await fetch(
      `${api.url}/v1/analytics/products/export?from=2025-03-01&to=2025-03-31&format=xlsx`,
      {
        headers: { ...owner(), 'Accept-Language': 'en' },
      },
    );
    expect(xlsx.headers.get('content-disposition')).toBe(
      'attachment; filename="products-2025-03-01-2025-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Product', 'Quantity', 'Cost (€)']));
    const touraineRow = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((row) => row.getCell(1).value === touraine.name)!;
    expect([
      touraineRow.getCell(2).value,
      touraineRow.getCell(5).value,
      touraineRow.getCell(8).value,
    ]).toEqual([12, '96.00', '54.00']);

    const clients = await fetch(`${api.url}/v1/analytics/clients/export?from=2025-03-01&to=2025-03-31`, {
      headers: owner(),
    });
    const clientRows = parse(await clients.text(), { delimiter: ';', bom: true }) as string[][];
    expect(clientRows[0]![0]).toBe('Client');
    expect(clientRows.find((row) => row[0] === 'Resto Bruxelles')).toEqual([
      'Resto Bruxelles',
      'restaurant',
      '96.00',
      '1',
      '0.00',
      '0.00',
      '2025-03-31',
    ]);
  });
});

describe('custom reports over the same documents', () => {
  const custom = (query: Record<string, string>, headers = owner()) =>
    get('/v1/analytics/custom', { ...period, ...query }, headers).expectStatus(200);
  const rowsOf = (report: { rows: { keys: string[]; value: number }[] }) =>
    report.rows.map((row) => [...row.keys, row.value]);
  /** The shop front invoice's Chinon and what else it bills (shipping). */
  const shopChinon = () =>
    shopInvoice.lines.filter((l) => l.productId === chinon.id).reduce((sum, l) => sum + l.ht, 0);

  test('HT by product against the previous period and last year, totals as the sales report', async () => {
    const report = (await custom({ dimensions: 'product' })).json;
    const chinonHt = 6000 - 2000 + shopChinon();
    expect(report.totals).toEqual({ current: marchHt(), previous: 1000, lastYear: 1600 });
    expect(report.truncated).toBe(false);
    const byKey = new Map(report.rows.map((row: { keys: string[] }) => [row.keys[0], row]));
    expect(byKey.get(String(chinon.id))).toEqual({
      keys: [String(chinon.id)],
      labels: [chinon.name],
      value: chinonHt,
      previousValue: 1000,
      lastYearValue: 0,
    });
    expect(byKey.get(String(touraine.id))).toMatchObject({
      value: 9600,
      previousValue: 0,
      lastYearValue: 1600,
    });
    expect(byKey.get('none')).toMatchObject({
      labels: ['Autres lignes (port, remises, services)'],
      value: marchHt() - chinonHt - 9600,
    });
    // Largest first.
    const values = report.rows.map((row: { value: number }) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('distinct clients and invoices count each once, credit notes are no purchase', async () => {
    const clients = (await custom({ measure: 'clients', dimensions: 'channel' })).json;
    // Back office: Cave Dupont (two invoices and a credit note) and Resto Bruxelles; the shop: the buyer.
    expect(rowsOf(clients)).toEqual([
      ['backoffice', 2],
      ['shop', 1],
    ]);
    expect(clients.rows[0].labels).toEqual(['Back-office']);
    expect(clients.totals).toEqual({ current: 3, previous: 1, lastYear: 1 });
    const invoices = (await custom({ measure: 'invoices', dimensions: 'product' })).json;
    const chinonInvoices = invoices.rows.find((row: { keys: string[] }) => row.keys[0] === String(chinon.id));
    expect(chinonInvoices.value).toBe(2);
    expect(invoices.totals.current).toBe(3);
  });

  test('by month and typology, filtered by country and agent; bottles and eq75', async () => {
    const months = (
      await custom({ from: '2025-02-01', to: '2025-04-30', measure: 'bottles', dimensions: 'month,typology' })
    ).json;
    // Every month of each typology that bought, largest typology first.
    expect(rowsOf(months)).toEqual([
      ['2025-02-01', 'restaurant', 0],
      ['2025-03-01', 'restaurant', 12],
      ['2025-04-01', 'restaurant', 3],
      ['2025-02-01', 'caviste', 1],
      ['2025-03-01', 'caviste', 4],
      ['2025-04-01', 'caviste', 0],
      ['2025-02-01', 'public', 0],
      ['2025-03-01', 'public', 3],
      ['2025-04-01', 'public', 0],
    ]);
    expect(months.rows[0].previousValue).toBeNull();
    const belgium = (await custom({ measure: 'eq75', dimensions: 'agent', country: 'BE' })).json;
    expect(belgium.rows).toEqual([
      {
        keys: [String(ids.agent)],
        labels: [expect.any(String)],
        value: 12,
        previousValue: 0,
        lastYearValue: 0,
      },
    ]);
    const noAgent = (await custom({ agentId: '0', channel: 'backoffice,shop' })).json;
    expect(noAgent.totals.current).toBe(4500 + shopInvoice.totalHt);
    expect(noAgent.rows).toEqual([
      { keys: [], labels: [], value: 4500 + shopInvoice.totalHt, previousValue: 1000, lastYearValue: 1600 },
    ]);
  });

  test('the file: one column per axis, the measure and its comparisons', async () => {
    const response = await pactum
      .spec()
      .get('/v1/analytics/custom/export')
      .withHeaders(owner())
      .withQueryParams({ ...period, dimensions: 'channel', format: 'csv' })
      .expectStatus(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="rapport-2025-03-01-2025-03-31.csv"',
    );
    const rows = parse(String(response.body).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([
      'Canal',
      'CA HT (€)',
      'CA HT (€) période précédente',
      'CA HT (€) année précédente',
    ]);
    expect(rows[1]).toEqual(['Back-office', '141.00', '10.00', '16.00']);
  });

  test('saved reports: private until shared, changed by their author only, choices that go together', async () => {
    const collaborator = as('collaborateur');
    const all = Object.fromEntries(PERMISSIONS.map((permission) => [permission, true]));
    await pactum
      .spec()
      .put(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(owner())
      .withJson({ authorizations: all })
      .expectStatus(200);
    const saved = (
      await post('/v1/analytics/saved-reports', {
        name: '  Cavistes par mois ',
        measure: 'bottles',
        dimensions: ['month', 'channel'],
        filters: { typology: ['caviste'], country: [] },
        chart: 'line',
        preset: 'thisYear',
      }).expectStatus(201)
    ).json;
    expect(saved).toMatchObject({
      name: 'Cavistes par mois',
      shared: false,
      mine: true,
      filters: { typology: ['caviste'] },
      from: null,
      to: null,
    });
    const path = `/v1/analytics/saved-reports/${saved.id}`;
    const listed = (headers: Record<string, string>) =>
      get('/v1/analytics/saved-reports', { range: '[0,9]' }, headers).expectStatus(200);
    expect((await listed(collaborator)).json).toEqual([]);
    await get(path, {}, collaborator).expectStatus(404);

    await pactum.spec().put(path).withHeaders(owner()).withJson({ shared: true }).expectStatus(200);
    const seen = await listed(collaborator);
    expect(seen.json).toEqual([expect.objectContaining({ id: saved.id, mine: false, shared: true })]);
    expect(seen.headers['content-range']).toBe('saved-reports 0-0/1');
    const refused = await pactum
      .spec()
      .put(path)
      .withHeaders(collaborator)
      .withJson({ name: 'Le mien' })
      .expectStatus(403);
    expect(refused.json.message).toBe('Seul son auteur modifie ou supprime ce rapport');
    await pactum.spec().delete(path).withHeaders(collaborator).expectStatus(403);

    const message = async (body: object) =>
      (await pactum.spec().put(path).withHeaders(owner()).withJson(body).expectStatus(400)).json.message;
    expect(await message({ chart: 'pie' })).toBe(
      "Un camembert montre un seul axe qui n'est pas le temps : canal, typologie, pays, agent, produit, millésime ou format",
    );
    expect(await message({ dimensions: ['channel'] })).toBe(
      'Une courbe suit le temps : choisissez le jour, la semaine ou le mois parmi les axes',
    );
    expect(await message({ preset: 'custom' })).toBe(
      "Une période personnalisée demande ses dates de début et de fin ; les autres périodes n'en prennent pas",
    );
    expect(await message({ name: ' ' })).toEqual(['Donnez au rapport un nom de 1 à 120 caractères']);
    expect(await message({ filters: { channel: ['web'] } })).toEqual([
      'Le filtre channel n\'accepte pas "web" (des valeurs connues, au plus 50, séparées par des virgules)',
    ]);
    const dated = (
      await pactum
        .spec()
        .put(path)
        .withHeaders(owner())
        .withJson({ preset: 'custom', from: '2025-03-01', to: '2025-03-31', chart: 'bar' })
        .expectStatus(200)
    ).json;
    expect(dated).toMatchObject({ preset: 'custom', from: '2025-03-01', to: '2025-03-31', chart: 'bar' });
    // Back to a moving period: the dates go.
    expect(
      (await pactum.spec().put(path).withHeaders(owner()).withJson({ preset: 'lastYear' }).expectStatus(200))
        .json,
    ).toMatchObject({ preset: 'lastYear', from: null, to: null });
    await pactum.spec().delete(path).withHeaders(owner()).expectStatus(200);
    await get(path).expectStatus(404);
  });

  test('bad choices answer 400 in French; the run asks the sales permission', async () => {
    const message = async (query: Record<string, string>, headers = owner()) =>
      (await get('/v1/analytics/custom', query, headers).expectStatus(400)).json.message;
    expect(await message({ dimensions: 'month,week' })).toEqual([
      'Choisissez au plus 2 axes, chacun une fois, dont une seule échelle de temps (jour, semaine ou mois)',
    ]);
    expect(await message({ dimensions: 'colour' })).toEqual([
      expect.stringMatching(
        /^La valeur "colour" n'est pas reconnue : choisissez parmi day, week, month, channel/,
      ),
    ]);
    expect(await message({ country: 'fr' }, { ...owner(), 'Accept-Language': 'en' })).toEqual([
      'The country filter does not accept "fr" (known values, at most 50, separated by commas)',
    ]);
    expect(await message({ preset: 'thisYear', from: '2025-01-01' })).toBe(
      "Une période personnalisée demande ses dates de début et de fin ; les autres périodes n'en prennent pas",
    );
    expect(
      (await get('/v1/analytics/custom', { preset: 'thisYear' }).expectStatus(200)).json.period.from,
    ).toMatch(/^\d{4}-01-01$/);
    await get('/v1/analytics/custom', period, as('agent')).expectStatus(403);
    await get('/v1/analytics/saved-reports', {}, as('acheteur')).expectStatus(403);
  });
});

describe('bad input and access', () => {
  test('400 in French (English when asked), never a 500', async () => {
    const message = async (query: Record<string, string>, path = '/v1/analytics/sales', headers = owner()) =>
      (await get(path, query, headers).expectStatus(400)).json.message;
    expect(await message({ from: '2025-03-31', to: '2025-03-01' })).toBe(
      'La date de début (2025-03-31) doit précéder la date de fin (2025-03-01)',
    );
    expect(await message({ from: '2022-01-01', to: '2025-01-01' })).toBe(
      'La période couvre 1097 jours : choisissez-en au plus 1096 (trois ans)',
    );
    expect(await message({ from: '31/03/2025' })).toEqual([
      'La date "31/03/2025" n\'est pas une date valide au format AAAA-MM-JJ',
    ]);
    expect(await message({ granularity: 'year' })).toEqual([
      'La valeur "year" n\'est pas reconnue : choisissez parmi day, week, month',
    ]);
    expect(
      await message({ by: 'vintage' }, '/v1/analytics/sales', { ...owner(), 'Accept-Language': 'en' }),
    ).toEqual(['The value "vintage" is not recognised: choose among channel, typology, country, agent']);
    expect(await message({ limit: '0' }, '/v1/analytics/clients')).toEqual([
      'Le nombre de lignes doit être un entier entre 1 et 200',
    ]);
    expect(await message({ format: 'pdf' }, '/v1/analytics/products/export')).toEqual([
      'La valeur "pdf" n\'est pas reconnue : choisissez parmi csv, xlsx',
    ]);
    // Three years with a leap day fit.
    await get('/v1/analytics/sales', { from: '2022-01-02', to: '2025-01-01' }).expectStatus(200);
  });

  test('a collaborator without the permission gets 403; with the module off, nobody gets in', async () => {
    const collaborator = as('collaborateur');
    const all = Object.fromEntries(PERMISSIONS.map((permission) => [permission, true]));
    const map = async (authorizations: Record<string, boolean>) =>
      pactum
        .spec()
        .put(`/v1/collaborators/${ids.collaborateur}`)
        .withHeaders(owner())
        .withJson({ authorizations })
        .expectStatus(200);
    await map(all);
    await get('/v1/analytics/products', period, collaborator).expectStatus(200);
    await map({ ...all, productSalesAnalytics: false });
    await get('/v1/analytics/products', period, collaborator).expectStatus(403);
    await get('/v1/analytics/sales', period, collaborator).expectStatus(200);
    await map({ ...all, accessAnalytics: false });
    await get('/v1/analytics/sales', period, collaborator).expectStatus(403);
    await get('/v1/analytics/sales', period, as('acheteur')).expectStatus(403);

    const integration = (active: boolean) =>
      pactum
        .spec()
        .put('/v1/shops/me')
        .withHeaders(owner())
        .withJson({ integrations: { analytics: { active } }, noMessage: true })
        .expectStatus(200);
    await integration(false);
    await get('/v1/analytics/sales', period).expectStatus(403);
    await get('/v1/analytics/clients/export', period).expectStatus(403);
    await integration(true);
    await get('/v1/analytics/sales', period).expectStatus(200);
  });
});
