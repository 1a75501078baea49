import pactum from 'pactum';
import {
  AccountingEntry,
  DEDUCTIBLE_VAT_ACCOUNT,
  FEC_COLUMNS,
  purchaseAccountOf,
  verifyBooks,
} from '@cuvee/accounting';
import { Product } from '@cuvee/catalogue';
import { Database, EventBus } from '@cuvee/platform';
import { SupplierInvoiceRecordedEvent } from '@cuvee/purchases';
import { TestApi } from '@cuvee/testing';
import { TillClosedEvent } from '@cuvee/till';
import { createApp } from '../src/bootstrap.js';
import { catalogueOf, shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The purchases and the till in the books, through the API, on SQLite and on MariaDB with DB_URL: a
 * supplier invoice posted in the purchases journal (the supplier's auxiliary account, deductible VAT),
 * its two payments in the bank journal lettering it once it is paid in full, a till's day closure in
 * the cash journal (sales and VAT per rate against cash and card), the month's closure posting nothing;
 * each event delivered again posts nothing more; the FEC balanced in total and `verify` clean.
 */

interface FecLine {
  [column: string]: string;
}
interface Invoice {
  id: number;
  number: string;
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  issuedOn: string;
  dueOn: string;
}

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let supplierId: number;
let invoice: Invoice;
let purchasesAccount: string;
let closure: { id: number; sequence: number; reference: string };
let cash: number;
let card: number;

const owner = () => as('proprietaire');
const post = (path: string, body: object = {}) =>
  pactum.spec().post(path).withHeaders(owner()).withJson(body);
const get = (path: string, query: Record<string, string> = {}) => {
  const spec = pactum.spec().get(path).withHeaders(owner());
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const cents = (amount: string) => (amount ? Math.round(Number(amount.replace(',', '.')) * 100) : 0);

async function fec(): Promise<FecLine[]> {
  const response = await fetch(`${api.url}/v1/accounting/fec`, { headers: owner() });
  expect(response.status).toBe(200);
  const [, ...rows] = (await response.text()).slice(0, -2).split('\r\n');
  return rows.map((row) => {
    const columns = row.split('\t');
    return Object.fromEntries(FEC_COLUMNS.map((column, i) => [column, columns[i]!]));
  });
}
const entriesOf = async (source: AccountingEntry['source'], sourceId: number) =>
  api.get(Database).dataSource.getRepository(AccountingEntry).countBy({ shopId, source, sourceId });

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  // Starting the API and signing the demo accounts in: more than a minute on a loaded machine.
}, 180_000);
afterAll(() => api?.stop());

describe('a supplier invoice and its payments', () => {
  beforeAll(async () => {
    supplierId = (await post('/v1/suppliers', { name: 'Bouchonnerie des Comptes' }).expectStatus(201)).json
      .id as number;
    const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as {
      id: number;
      isDefault: boolean;
    }[];
    const cellarId = warehouses.find((w) => w.isDefault)!.id;
    const level = (
      (await get('/v1/stock-levels', { filter: JSON.stringify({ warehouseId: cellarId }) }).expectStatus(200))
        .json as { productId: number; vintageId: number; formatId: number }[]
    )[0]!;
    const product = await api.get(Database).dataSource.getRepository(Product).findOneByOrFail({
      id: level.productId,
    });
    purchasesAccount = purchaseAccountOf(product.productType);
    const order = (
      await post('/v1/purchase-orders', {
        supplierId,
        warehouseId: cellarId,
        lines: [
          {
            productId: level.productId,
            vintageId: level.vintageId || null,
            formatId: level.formatId,
            quantity: 120,
            unitHt: 255,
          },
        ],
      }).expectStatus(201)
    ).json as { id: number; lines: { id: number }[] };
    await post(`/v1/purchase-orders/${order.id}/send`).expectStatus(200);
    await post(`/v1/purchase-orders/${order.id}/receipts`, {
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 120 }],
    }).expectStatus(201);
    invoice = (
      await post('/v1/supplier-invoices', { orderId: order.id, number: 'BDC-2026-118' }).expectStatus(201)
    ).json as Invoice;
  });

  test('the purchases journal: the goods and the deductible VAT debited, the supplier credited on its own account', async () => {
    expect(invoice).toMatchObject({ totalHt: 30_600, totalVat: 6_120, totalTtc: 36_720 });
    const lines = (await fec()).filter((l) => l.JournalCode === 'AC');
    const aux = `F${String(supplierId).padStart(6, '0')}`;
    expect(lines.map((l) => [l.CompteNum, l.CompAuxNum, cents(l.Debit), cents(l.Credit)])).toEqual([
      ['401000', aux, 0, 36_720],
      [purchasesAccount, '', 30_600, 0],
      [DEDUCTIBLE_VAT_ACCOUNT, '', 6_120, 0],
    ]);
    expect(lines[0]).toMatchObject({
      JournalLib: 'Achats',
      CompteLib: 'Fournisseurs',
      CompAuxLib: 'Bouchonnerie des Comptes',
      PieceRef: 'BDC-2026-118',
      EcritureLib: 'BDC-2026-118 Bouchonnerie des Comptes',
      EcritureLet: '',
    });
    expect(lines[0]!.EcritureNum).toMatch(/^AC\d{4}-000001$/);
    expect(lines[2]!.CompteLib).toBe('TVA déductible sur autres biens et services');
  });

  test('paid in two goes from the bank: the supplier debited each time, lettered once paid in full', async () => {
    await post(`/v1/supplier-invoices/${invoice.id}/payments`, {
      amount: 20_000,
      reference: 'VIR BDC 1',
    }).expectStatus(201);
    let supplierLines = (await fec()).filter((l) => l.CompteNum === '401000');
    expect(supplierLines.map((l) => l.EcritureLet)).toEqual(['', '']);
    await post(`/v1/supplier-invoices/${invoice.id}/payments`, { amount: 16_720 }).expectStatus(201);
    const lines = await fec();
    const bank = lines.filter((l) => l.JournalCode === 'BQ');
    expect(bank.map((l) => [l.CompteNum, l.PieceRef, cents(l.Debit), cents(l.Credit)])).toEqual([
      ['401000', 'VIR BDC 1', 20_000, 0],
      ['512000', 'VIR BDC 1', 0, 20_000],
      // Without a reference, the voucher is the invoice paid.
      ['401000', 'BDC-2026-118', 16_720, 0],
      ['512000', 'BDC-2026-118', 0, 16_720],
    ]);
    supplierLines = lines.filter((l) => l.CompteNum === '401000');
    expect(supplierLines).toHaveLength(3);
    const letter = supplierLines[0]!.EcritureLet;
    expect(letter).toMatch(/^[A-Z]+$/);
    expect(
      supplierLines.every((l) => l.EcritureLet === letter && l.DateLet === supplierLines[2]!.EcritureDate),
    ).toBe(true);
  });

  test('the invoice told again posts nothing more', async () => {
    const database = api.get(Database);
    await database.transaction(async () => {
      await api.get(EventBus).publish(
        new SupplierInvoiceRecordedEvent({
          shopId,
          invoiceId: invoice.id,
          supplierId,
          supplierName: 'Bouchonnerie des Comptes',
          supplierAccountingCode: null,
          number: invoice.number,
          orderNumber: 'BC',
          issuedOn: invoice.issuedOn,
          dueOn: invoice.dueOn,
          totalHt: invoice.totalHt,
          totalVat: invoice.totalVat,
          totalTtc: invoice.totalTtc,
          byRate: [{ vatRate: 20, ht: invoice.totalHt, vat: invoice.totalVat }],
          htByKind: { bottle: invoice.totalHt },
        }),
      );
    });
    expect(await entriesOf('purchase', invoice.id)).toBe(1);
  });
});

describe("a till's day", () => {
  let point: number;

  beforeAll(async () => {
    point = (
      await post('/v1/sales-points', {
        name: 'Caveau des Comptes',
        paymentMethods: ['cash', 'cb'],
      }).expectStatus(201)
    ).json.id as number;
    const wine = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
    const line = { productId: wine.id, formatId: wine.formats[0]!.id, quantity: 2 };
    const first = (
      await post(`/v1/till/sales-points/${point}/tickets`, {
        lines: [line],
        payments: [{ method: 'cash', amount: 100_000 }],
      }).expectStatus(201)
    ).json as { totalTtc: number };
    cash = first.totalTtc;
    card = cash * 2;
    await post(`/v1/till/sales-points/${point}/tickets`, {
      lines: [{ ...line, quantity: 4 }],
      payments: [{ method: 'cb', amount: card }],
    }).expectStatus(201);
    closure = (
      await post(`/v1/till/sales-points/${point}/closures`, {
        period: 'day',
        countedCash: cash,
      }).expectStatus(201)
    ).json as typeof closure;
  });

  test('the cash journal: cash and card against the sales and the VAT of each rate', async () => {
    const lines = (await fec()).filter((l) => l.JournalCode === 'CA');
    expect(lines.every((l) => l.PieceRef === closure.reference)).toBe(true);
    expect(lines[0]!.EcritureLib).toMatch(/^Clôture \d{4}-\d{2}-\d{2} Caveau des Comptes$/);
    const debits = lines.filter((l) => cents(l.Debit) > 0).map((l) => [l.CompteNum, cents(l.Debit)]);
    expect(debits).toEqual([
      ['530000', cash],
      ['511500', card],
    ]);
    const credits = lines.filter((l) => cents(l.Credit) > 0);
    expect(credits.map((l) => l.CompteNum)).toEqual(['707000', '445711']);
    expect(credits.every((l) => l.EcritureLib.endsWith(' - TVA 20 %'))).toBe(true);
    const ht = cents(credits[0]!.Credit);
    expect(ht).toBe(Math.round(((cash + card) * 100) / 120));
    expect(cents(credits[1]!.Credit)).toBe(cash + card - ht);
  });

  test('the month closed after it and the day told again post nothing more', async () => {
    await post(`/v1/till/sales-points/${point}/closures`, { period: 'month' }).expectStatus(201);
    await api.get(Database).transaction(async () => {
      await api.get(EventBus).publish(
        new TillClosedEvent({
          shopId,
          salesPointId: point,
          period: 'day',
          key: '2026-01-01',
          recordId: closure.id,
          sequence: closure.sequence,
          reference: closure.reference,
          totalTtc: cash + card,
          byRate: {},
          byPayment: {},
        }),
      );
    });
    expect(await entriesOf('closure', closure.id)).toBe(1);
    expect((await fec()).filter((l) => l.JournalCode === 'CA')).toHaveLength(4);
  });
});

describe('the books', () => {
  test('the FEC balances in total, and verify finds nothing wrong', async () => {
    const lines = await fec();
    const debit = lines.reduce((sum, l) => sum + cents(l.Debit), 0);
    const credit = lines.reduce((sum, l) => sum + cents(l.Credit), 0);
    expect(debit).toBeGreaterThan(0);
    expect(debit).toBe(credit);
    expect([...new Set(lines.map((l) => l.JournalCode))]).toEqual(expect.arrayContaining(['AC', 'BQ', 'CA']));
    const report = await verifyBooks(api.get(Database).dataSource.manager, shopId);
    expect(report).toMatchObject({ ok: true, unpostedPurchases: [], unbalanced: [], gaps: [] });
  });
});
