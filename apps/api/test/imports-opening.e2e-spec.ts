import JSZip from 'jszip';
import pactum from 'pactum';
import { AccountingEntry, FEC_COLUMNS, OPENING_ACCOUNT, verifyBooks } from '@cuvee/accounting';
import { BillingDocument, BillingDocumentLine, ClientCredit, verifyBillingIntegrity } from '@cuvee/billing';
import { parisDateOf } from '@cuvee/kernel';
import { Database, type ExportView, type ImportView } from '@cuvee/platform';
import { Order, OrderLine } from '@cuvee/sales';
import { readOutbox, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, validatedAccount } from './auth-support.js';
import { shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * A producer's onboarding imports (ADR 0069), through the API on the queue driver the environment
 * selects, on SQLite and on MariaDB + Redis: open invoices and client balances brought over with their
 * original numbers (dry run, refusals with their line, the documents, outstandings, reminders and the
 * opening entries as the API and the FEC show them, a payment settling and lettering one, a colliding
 * number refused in strict mode with nothing written, Cuvée's own numbering untouched, revert refused
 * once paid and done when untouched), and past orders (kept ended, no stock, no invoice, no mail, frozen,
 * reverted); each kind's export imported into a fresh shop gives the same documents, and imported again
 * changes nothing.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

type Headers = Record<string, string>;
interface Document {
  id: number;
  kind: string;
  status: string;
  number: string;
  clientId: number;
  issueDate: string;
  dueDate: string | null;
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  paid: number;
  outstanding: number;
  imported: boolean;
  importId: number | null;
  vatBreakdown: { vatRateBp: number; base: number; vat: number }[];
  lines?: { label: string; ht: number; vat: number; ttc: number; vatRateBp: number }[];
}
interface Outstanding {
  clientId: number;
  due: number;
  overdue: number;
  credit: number;
}
interface OrderView {
  id: number;
  number: string;
  status: string;
  deliveryStatus: string;
  paymentStatus: string;
  clientId: number;
  clientName: string;
  totalHT: number;
  tva: number;
  totalTTC: number;
  bottles: number;
  imported: boolean;
  importId: number | null;
  invoiceId: number | null;
  placedAt: string;
  stockState?: string;
  nextDeliveryStatuses?: string[];
  lines?: {
    name: string;
    vintageName: string | null;
    formatLabel: string;
    quantity: number;
    totalHt: number;
  }[];
}
type Rejection = { line: number; column: string | null; value: string | null; message: string };

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let database: Database;
/** The clients the files name: by email, by SIRET only, by accounting code only. */
const clients = { anjou: 0, siret: 0, code: 0 };
const year = Number(parisDateOf(new Date()).slice(0, 4));
const today = parisDateOf(new Date());

const owner = (): Headers => as('proprietaire');
const post = (path: string, body: object = {}, headers: Headers = owner()) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
const put = (path: string, body: object, headers: Headers = owner()) =>
  pactum.spec().put(path).withHeaders(headers).withJson(body);
const get = (path: string, query: Record<string, string> = {}, headers: Headers = owner()) => {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const list = async <T>(path: string, filter: object, headers: Headers = owner()): Promise<T[]> =>
  (await get(path, { filter: JSON.stringify(filter), range: '[0,199]' }, headers).expectStatus(200))
    .json as T[];
const csv = (lines: string[]) => lines.join('\r\n') + '\r\n';
const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

/** Polls the import until its job is done with it. */
function settled(
  id: number,
  headers: Headers,
  until = (view: ImportView) => !['pending', 'processing'].includes(view.status),
) {
  return waitFor(async () => {
    const view = (await get(`/v1/imports/${id}`, {}, headers)).json as ImportView;
    return until(view) ? view : undefined;
  }, 60_000);
}
async function imported(
  kind: string,
  data: string | Buffer,
  options: { dryRun?: boolean; strict?: boolean } = {},
  headers: Headers = owner(),
): Promise<ImportView> {
  const started = await post(
    '/v1/imports',
    { kind, fileName: `${kind}.csv`, data: base64(data), ...options },
    headers,
  ).expectStatus(201);
  return settled((started.json as ImportView).id, headers);
}
async function rejections(id: number, headers: Headers = owner()): Promise<Rejection[]> {
  const response = await get(`/v1/imports/${id}/rejections`, { range: '[0,99]' }, headers).expectStatus(200);
  return (response.json as (Rejection & { id: number })[]).map(({ line, column, value, message }) => ({
    line,
    column,
    value,
    message,
  }));
}
async function revert(id: number): Promise<ImportView> {
  await post(`/v1/imports/${id}/revert`).expectStatus(202);
  return settled(
    id,
    owner(),
    (view) => view.status === 'reverted' || (!view.revertRequestedAt && view.error !== null),
  );
}
/** An export's zip, once its job wrote it. */
async function exportZip(kind: string, headers: Headers = owner()): Promise<JSZip> {
  const started = await post('/v1/exports', { kind, format: 'csv' }, headers).expectStatus(201);
  const done = await waitFor(async () => {
    const view = (await get(`/v1/exports/${(started.json as ExportView).id}`, {}, headers))
      .json as ExportView;
    return view.status === 'completed' || view.status === 'error' ? view : undefined;
  }, 60_000);
  expect(done.status).toBe('completed');
  const response = await fetch(`${api.url}${done.downloadUrl!}`, { headers });
  expect(response.status).toBe(200);
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}
/** A CSV of a zip as objects by header (BOM removed). */
async function sheet(zip: JSZip, name: string): Promise<{ text: string; rows: Record<string, string>[] }> {
  const text = await zip.file(name)!.async('string');
  const [header, ...rows] = text
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(';'));
  return {
    text,
    rows: rows.map((cells) => Object.fromEntries(header!.map((column, i) => [column, cells[i] ?? '']))),
  };
}
async function fec(): Promise<Record<string, string>[]> {
  const response = await fetch(`${api.url}/v1/accounting/fec`, { headers: owner() });
  expect(response.status).toBe(200);
  const [, ...rows] = (await response.text()).slice(0, -2).split('\r\n');
  return rows.map((row) => Object.fromEntries(FEC_COLUMNS.map((column, i) => [column, row.split('\t')[i]!])));
}
const fecCents = (amount: string) => (amount ? Math.round(Number(amount.replace(',', '.')) * 100) : 0);
const importedDocuments = (headers: Headers = owner()) =>
  list<Document>('/v1/billing-documents', { imported: true }, headers);
const byNumber = (documents: Document[], number: string) => documents.find((d) => d.number === number)!;
const document = async (id: number, headers: Headers = owner()) =>
  (await get(`/v1/billing-documents/${id}`, {}, headers).expectStatus(200)).json as Document;
const outstanding = async (clientId: number) =>
  (await list<Outstanding>('/v1/payments/outstandings', { clientId }))[0];

/** A professional client with what the files name it by. */
async function client(name: string, fields: object): Promise<number> {
  const created = await post('/v1/clients', {
    isPro: true,
    businessName: name,
    businessReason: `SARL ${name}`,
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    allowDuplicate: true,
    ...fields,
  }).expectStatus(201);
  return (created.json as { id: number }).id;
}

/** A seller who has just registered: a shop with nothing in it. */
async function freshShop(): Promise<Headers> {
  const account = await validatedAccount(api, 'seller');
  return bearer((await login(account.username, account.password)).jwt);
}

/** Issues a direct invoice of one free line for the client; its number. */
async function issuedInvoice(clientId: number): Promise<{ id: number; number: string }> {
  const draft = await post('/v1/invoices', {
    clientId,
    lines: [{ label: 'Prestation', quantity: 1, unitPriceHt: 10_000, vatRate: 20 }],
  }).expectStatus(201);
  const issued = await post(`/v1/invoices/${(draft.json as Document).id}/issue`).expectStatus(200);
  return issued.json as Document;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  database = api.get(Database);
  clients.anjou = await client('Cave Anjou', { email: 'cave.anjou@exemple.fr' });
  clients.siret = await client('Bistrot Siret', { siret: '73282932000074' });
  clients.code = await client('Épicerie Zed', { accountingCode: '411ZEDCAVE' });
});
afterAll(() => api.stop());

const OPEN_HEADER =
  'Type;Numéro;Date;Échéance;Email client;SIRET client;Code comptable client;Montant TTC;Montant HT;TVA;Taux de TVA;Déjà réglé;Libellé';
const OPEN_ROWS = [
  'Facture;FA-2025-0412;15/11/2025;15/12/2025;cave.anjou@exemple.fr;;;1 440,00;1 200,00;240,00;;400,00;Commande de novembre',
  'Facture;FA-2025-0420;20/11/2025;2025-12-20;;732 829 320 00074;;600,00;;;20;;',
  'Avoir;AV-2025-0031;22/11/2025;;;;411ZEDCAVE;-120,00;;;20 %;-20,00;Retour de 12 bouteilles',
];

describe(`opening outstandings (${driver} driver)`, () => {
  let first: ImportView;
  let cuveeInvoice: { id: number; number: string };

  test('a dry run counts and refuses with each line and column, and writes nothing', async () => {
    cuveeInvoice = await issuedInvoice(clients.anjou);
    const file = csv([
      OPEN_HEADER,
      ...OPEN_ROWS,
      'Facture;FA-2025-0433;25/11/2025;25/12/2025;inconnu@exemple.fr;;;300,00;250,00;50,00;;;',
      `Facture;${cuveeInvoice.number};01/10/2025;;cave.anjou@exemple.fr;;;120,00;100,00;20,00;;;`,
      `Facture;F${year}-99999;01/10/2025;;cave.anjou@exemple.fr;;;120,00;100,00;20,00;;;`,
      'Facture;FA-2025-0450;01/10/2025;;cave.anjou@exemple.fr;;;120,00;100,00;30,00;;;',
      'Facture;FA-2025-0451;01/10/2025;;cave.anjou@exemple.fr;;;1 171,00;1 000,00;;;;',
    ]);
    const dry = await imported('openInvoices', '\ufeff' + file, { dryRun: true });
    expect(dry).toMatchObject({ status: 'completed', dryRun: true, created: 3, failed: 5 });
    expect(await rejections(dry.id)).toEqual([
      {
        line: 5,
        column: 'Email client',
        value: 'inconnu@exemple.fr',
        message:
          "Aucun client de la boutique ne correspond à inconnu@exemple.fr : importez d'abord vos clients",
      },
      {
        line: 6,
        column: 'Numéro',
        value: cuveeInvoice.number,
        message: `Le numéro ${cuveeInvoice.number} est déjà celui d'un document de la boutique : un document importé garde son numéro d'origine, qui ne peut pas être partagé`,
      },
      {
        line: 7,
        column: 'Numéro',
        value: `F${year}-99999`,
        message: `Le numéro F${year}-99999 a la forme des numéros de la série F de Cuvée, qui pourrait le donner un jour : changez le préfixe de cette série dans les réglages de facturation avant d'importer`,
      },
      {
        line: 8,
        column: 'Montant TTC',
        value: '120,00',
        message: 'HT (100,00 €) + TVA (30,00 €) ne font pas le TTC (120,00 €)',
      },
      {
        line: 9,
        column: 'Taux de TVA',
        value: '',
        message: 'La TVA (171,00 €) ne correspond à aucun taux sur 1000,00 € HT : indiquez le taux de TVA',
      },
    ]);
    expect(await importedDocuments()).toEqual([]);
    expect(
      await database.dataSource.getRepository(AccountingEntry).countBy({ shopId, source: 'opening' }),
    ).toBe(0);
  });

  test('imported: documents with their original numbers, marked imported, owed, reminded, in the AN journal', async () => {
    const before = (await fec()).length;
    first = await imported('openInvoices', csv([OPEN_HEADER, ...OPEN_ROWS]));
    expect(first).toMatchObject({ status: 'completed', created: 3, failed: 0 });
    const documents = await importedDocuments();
    expect(documents.map((d) => d.number).sort()).toEqual(['AV-2025-0031', 'FA-2025-0412', 'FA-2025-0420']);
    const [fa412, fa420, av31] = ['FA-2025-0412', 'FA-2025-0420', 'AV-2025-0031'].map((n) =>
      byNumber(documents, n),
    );
    // 1 440 € less 400 € paid; 600 € at 20 %: 500 € + 100 €; a credit note of 120 € of which 20 € used.
    expect(fa412).toMatchObject({
      kind: 'invoice',
      status: 'incomplete',
      imported: true,
      importId: first.id,
      clientId: clients.anjou,
      issueDate: '2025-11-15',
      dueDate: '2025-12-15',
      totalHt: 120_000,
      totalVat: 24_000,
      totalTtc: 144_000,
      paid: 40_000,
      outstanding: 104_000,
      vatBreakdown: [{ vatRateBp: 2000, base: 120_000, vat: 24_000 }],
    });
    expect(fa420).toMatchObject({
      status: 'generated',
      clientId: clients.siret,
      dueDate: '2025-12-20',
      totalHt: 50_000,
      totalVat: 10_000,
      totalTtc: 60_000,
      paid: 0,
      outstanding: 60_000,
    });
    expect(av31).toMatchObject({
      kind: 'creditNote',
      status: 'completed',
      clientId: clients.code,
      totalTtc: 12_000,
      outstanding: 0,
    });
    expect((await document(fa412.id)).lines).toEqual([
      expect.objectContaining({
        label: 'Commande de novembre',
        ht: 120_000,
        vat: 24_000,
        ttc: 144_000,
        vatRateBp: 2000,
      }),
    ]);
    expect((await document(fa420.id)).lines![0]!.label).toBe('Facture importée FA-2025-0420');
    // Documents made here are not in the imported ones, and the other way round.
    expect((await list<Document>('/v1/invoices', { imported: false })).some((d) => d.imported)).toBe(false);

    // Owed: due and overdue (their due days are past), the credit note's balance as the client's credit.
    // The invoice issued here in the first test (100 € + 20 %) is owed too, not yet due.
    expect(await outstanding(clients.anjou)).toMatchObject({ due: 104_000 + 12_000, overdue: 104_000 });
    expect(await outstanding(clients.siret)).toMatchObject({ due: 60_000, overdue: 60_000 });
    const credits = await list<{ amount: number; remaining: number; origin: string; documentId: number }>(
      '/v1/client-credits',
      { clientId: clients.code },
    );
    expect(credits).toEqual([
      expect.objectContaining({
        origin: 'creditNote',
        documentId: av31.id,
        amount: 10_000,
        remaining: 10_000,
      }),
    ]);

    // A reminder lists the imported invoice under its original number.
    const reminder = await post(`/v1/payments/outstandings/${clients.siret}/remind`, {
      to: ['compta@siret.fr'],
    }).expectStatus(200);
    expect(reminder.json).toMatchObject({ invoices: ['FA-2025-0420'], amount: 60_000 });

    // No PDF, no Factur-X: the original is in the former software.
    const pdf = await post(`/v1/billing-documents/${fa412.id}/pdf`).expectStatus(409);
    expect(pdf.json.message).toBe(
      "Le document FA-2025-0412 a été importé : son original est dans votre ancien logiciel, Cuvée n'en produit ni PDF ni Factur-X",
    );
    await get(`/v1/billing-documents/${fa412.id}/facturx.xml`).expectStatus(409);

    // The books: an opening entry per document in AN against 890000, no sale; billing's integrity holds.
    const lines = await fec();
    const opening = lines.filter((l) => l.JournalCode === 'AN');
    expect(lines.length - before).toBe(opening.length);
    expect(
      opening.map((l) => [l.PieceRef, l.CompteNum, l.CompAuxNum, fecCents(l.Debit), fecCents(l.Credit)]),
    ).toEqual([
      ['FA-2025-0412', '411000', `C${String(clients.anjou).padStart(6, '0')}`, 104_000, 0],
      ['FA-2025-0412', OPENING_ACCOUNT, '', 0, 104_000],
      ['FA-2025-0420', '411000', `C${String(clients.siret).padStart(6, '0')}`, 60_000, 0],
      ['FA-2025-0420', OPENING_ACCOUNT, '', 0, 60_000],
      ['AV-2025-0031', '411000', '411ZEDCAVE', 0, 10_000],
      ['AV-2025-0031', OPENING_ACCOUNT, '', 10_000, 0],
    ]);
    expect(opening[0]).toMatchObject({
      JournalLib: 'À-nouveaux',
      CompteLib: 'Clients',
      EcritureDate: today.replaceAll('-', ''),
      PieceDate: '20251115',
      EcritureLib: 'À-nouveau FA-2025-0412 Cave Anjou',
    });
    expect(opening[1]!.CompteLib).toBe("Bilan d'ouverture");
    expect(opening[0]!.EcritureNum).toMatch(/^AN\d{4}-000001$/);
    expect((await verifyBillingIntegrity(database.dataSource.manager, shopId)).ok).toBe(true);
    expect((await verifyBooks(database.dataSource.manager, shopId)).unposted).toEqual([]);
  });

  test('strict: a number already imported with other amounts or issued here is refused, nothing is written', async () => {
    const before = await importedDocuments();
    const strict = await imported(
      'openInvoices',
      csv([
        OPEN_HEADER,
        'Facture;FA-2025-0500;01/11/2025;;cave.anjou@exemple.fr;;;240,00;200,00;40,00;;;',
        'Facture;FA-2025-0412;15/11/2025;15/12/2025;cave.anjou@exemple.fr;;;1 500,00;1 250,00;250,00;;;',
        `Facture;${cuveeInvoice.number};01/10/2025;;cave.anjou@exemple.fr;;;120,00;100,00;20,00;;;`,
      ]),
      { strict: true },
    );
    expect(strict).toMatchObject({ status: 'error', created: 0, failed: 2 });
    expect(strict.error).toBe("Import refusé en mode strict : 2 ligne(s) en erreur, rien n'a été importé");
    expect(await rejections(strict.id)).toEqual([
      {
        line: 3,
        column: 'Numéro',
        value: 'FA-2025-0412',
        message: `Le numéro FA-2025-0412 a déjà été importé avec un autre contenu (import n° ${first.id}) : annulez cet import ou corrigez la ligne`,
      },
      expect.objectContaining({ line: 4, column: 'Numéro', value: cuveeInvoice.number }),
    ]);
    expect(await importedDocuments()).toEqual(before);
  });

  test("imported again unchanged: every row skipped; Cuvée's next invoice number follows its own", async () => {
    const again = await imported('openInvoices', csv([OPEN_HEADER, ...OPEN_ROWS]));
    expect(again).toMatchObject({ status: 'completed', created: 0, skipped: 3, failed: 0 });
    const next = await issuedInvoice(clients.anjou);
    expect(next.number).toBe(following(cuveeInvoice.number));
  });

  test('an issue that would give an imported number is refused with its reason, its counter kept', async () => {
    // The series is renamed so that its next number is one an import brought (the counter goes on
    // whatever the prefix).
    const settings = (await get('/v1/billing-settings').expectStatus(200)).json as {
      series: { invoice: { prefix: string } };
    };
    const prefix = settings.series.invoice.prefix;
    const nextNumber = following(following(cuveeInvoice.number));
    const taken = `FX${nextNumber.slice(prefix.length)}`;
    await put('/v1/billing-settings', { series: { invoice: { prefix: 'FX' } } }).expectStatus(200);
    const opening = await imported(
      'openInvoices',
      csv([OPEN_HEADER, `Facture;${taken};01/11/2025;;cave.anjou@exemple.fr;;;120,00;100,00;20,00;;;`]),
    );
    // The series FX could give it: refused first…
    expect(opening.failed).toBe(1);
    // …so the import is made under another prefix, then the series renamed to meet it.
    await put('/v1/billing-settings', { series: { invoice: { prefix: 'FZ' } } }).expectStatus(200);
    const made = await imported(
      'openInvoices',
      csv([OPEN_HEADER, `Facture;${taken};01/11/2025;;cave.anjou@exemple.fr;;;120,00;100,00;20,00;;;`]),
    );
    expect(made.created).toBe(1);
    await put('/v1/billing-settings', { series: { invoice: { prefix: 'FX' } } }).expectStatus(200);
    const draft = await post('/v1/invoices', {
      clientId: clients.anjou,
      lines: [{ label: 'Prestation', quantity: 1, unitPriceHt: 10_000, vatRate: 20 }],
    }).expectStatus(201);
    const refused = await post(`/v1/invoices/${(draft.json as Document).id}/issue`).expectStatus(409);
    expect(refused.json.message).toBe(
      `Le numéro ${taken} que la série donnerait est celui d'un document importé : changez le préfixe de la série dans les réglages de facturation`,
    );
    await put('/v1/billing-settings', { series: { invoice: { prefix } } }).expectStatus(200);
    const issued = await post(`/v1/invoices/${(draft.json as Document).id}/issue`).expectStatus(200);
    expect((issued.json as Document).number).toBe(nextNumber);
    expect((await revert(made.id)).status).toBe('reverted');
  });

  test('a payment settles an imported invoice and letters it with its opening entry; its import can no longer be reverted', async () => {
    const fa412 = byNumber(await importedDocuments(), 'FA-2025-0412');
    const payment = await post('/v1/payments', {
      clientId: clients.anjou,
      type: 'transfer',
      amount: 104_000,
      reference: 'VIR ANJOU',
      allocations: [{ documentId: fa412.id, amount: 104_000 }],
    }).expectStatus(201);
    expect(await document(fa412.id)).toMatchObject({ status: 'completed', paid: 144_000, outstanding: 0 });
    const lettered = (await fec()).filter((l) => l.PieceRef === 'FA-2025-0412' || l.PieceRef === 'VIR ANJOU');
    const clientLines = lettered.filter((l) => l.CompteNum === '411000');
    expect(clientLines.map((l) => [l.JournalCode, fecCents(l.Debit), fecCents(l.Credit)])).toEqual([
      ['AN', 104_000, 0],
      ['BQ', 0, 104_000],
    ]);
    expect(new Set(clientLines.map((l) => l.EcritureLet)).size).toBe(1);
    expect(clientLines[0]!.EcritureLet).not.toBe('');

    const refused = await revert(first.id);
    expect(refused.status).toBe('completed');
    expect(refused.error).toBe(
      `L'import n° ${first.id} ne peut plus être annulé : le document FA-2025-0412 a reçu depuis un règlement, un avoir ou l'usage de son crédit. Annulez d'abord ce règlement ou cet avoir.`,
    );
    expect((await importedDocuments()).map((d) => d.number).sort()).toEqual([
      'AV-2025-0031',
      'FA-2025-0412',
      'FA-2025-0420',
    ]);
    expect((payment.json as { id: number }).id).toBeGreaterThan(0);
  });

  test('reverted when untouched: documents and credit gone, their opening entries reversed', async () => {
    const later = await imported(
      'openInvoices',
      csv([
        OPEN_HEADER,
        'Facture;FA-2025-0600;01/11/2025;01/12/2025;cave.anjou@exemple.fr;;;360,00;300,00;60,00;;;',
        'Avoir;AV-2025-0060;02/11/2025;;;;411ZEDCAVE;50,00;;;20;;',
      ]),
    );
    expect(later.created).toBe(2);
    const ids = (await importedDocuments()).filter((d) => d.importId === later.id).map((d) => d.id);
    expect((await revert(later.id)).status).toBe('reverted');
    const repository = database.dataSource.getRepository(BillingDocument);
    expect(await repository.countBy({ importId: later.id })).toBe(0);
    expect(
      await database.dataSource
        .getRepository(BillingDocumentLine)
        .createQueryBuilder('l')
        .where('l.documentId IN (:...ids)', { ids })
        .getCount(),
    ).toBe(0);
    expect(
      await database.dataSource
        .getRepository(ClientCredit)
        .createQueryBuilder('c')
        .where('c.documentId IN (:...ids)', { ids })
        .getCount(),
    ).toBe(0);
    // Each opening entry has its reversal: the two documents' AN lines add up to nothing per account.
    const an = (await fec()).filter(
      (l) => l.JournalCode === 'AN' && ['FA-2025-0600', 'AV-2025-0060'].includes(l.PieceRef),
    );
    expect(an).toHaveLength(8);
    const net = new Map<string, number>();
    for (const l of an)
      net.set(l.CompteNum, (net.get(l.CompteNum) ?? 0) + fecCents(l.Debit) - fecCents(l.Credit));
    expect([...net.values()]).toEqual([0, 0]);
    expect(
      an
        .filter((l) => l.PieceRef === 'FA-2025-0600' && l.CompteNum === '411000')
        .every((l) => l.EcritureLet !== ''),
    ).toBe(true);
    const books = await verifyBooks(database.dataSource.manager, shopId);
    expect(books).toMatchObject({ unbalanced: [], gaps: [], unposted: [] });
  });

  test('the outstandings export imports into a fresh shop as the same documents, and again unchanged', async () => {
    const zip = await exportZip('openInvoices');
    expect(Object.keys(zip.files)).toEqual(['encours.csv']);
    const { text, rows } = await sheet(zip, 'encours.csv');
    expect(Object.keys(rows[0]!)).toEqual(OPEN_HEADER.split(';'));
    // The paid invoice is no longer open; the other two imported ones are, with what is left of them.
    expect(rows.find((r) => r['Numéro'] === 'FA-2025-0412')).toBeUndefined();
    expect(rows.find((r) => r['Numéro'] === 'FA-2025-0420')).toMatchObject({
      Type: 'Facture',
      Date: '2025-11-20',
      'SIRET client': '73282932000074',
      'Montant TTC': '600.00',
      'Montant HT': '500.00',
      TVA: '100.00',
      'Taux de TVA': '20',
      'Déjà réglé': '0.00',
    });
    expect(rows.find((r) => r['Numéro'] === 'AV-2025-0031')).toMatchObject({
      Type: "Facture d'avoir",
      'Code comptable client': '411ZEDCAVE',
      'Montant TTC': '120.00',
      'Déjà réglé': '20.00',
      Libellé: 'Retour de 12 bouteilles',
    });
    // Imported into this shop again: nothing changes (its own documents keep their numbers).
    const home = await imported('openInvoices', text);
    expect(home.created).toBe(0);

    // A fresh shop: its clients first (the clients export imports back), its series renamed, then the file.
    const fresh = await freshShop();
    const clientsZip = await exportZip('clients');
    const clientImport = await imported('clients', (await sheet(clientsZip, 'clients.csv')).text, {}, fresh);
    expect(clientImport.failed).toBe(0);
    await put(
      '/v1/billing-settings',
      {
        series: { invoice: { prefix: 'FN' }, deposit: { prefix: 'ACN' }, creditNote: { prefix: 'AVN' } },
      },
      fresh,
    ).expectStatus(200);
    const moved = await imported('openInvoices', text, {}, fresh);
    expect(moved).toMatchObject({ status: 'completed', created: rows.length, failed: 0 });
    const mine = await list<Document>('/v1/billing-documents', { imported: true }, fresh);
    const theirs = await list<{ id: number; email: string | null }>('/v1/clients', {}, fresh);
    const emailOf = (clientId: number) => theirs.find((c) => c.id === clientId)?.email ?? null;
    for (const row of rows) {
      const copy = byNumber(mine, row['Numéro']!);
      expect(copy).toMatchObject({
        issueDate: row['Date'],
        totalTtc: Math.round(Number(row['Montant TTC']) * 100),
        totalVat: Math.round(Number(row['TVA']) * 100),
      });
      expect(emailOf(copy.clientId)).toBe(row['Email client'] || null);
      if (copy.kind !== 'creditNote')
        expect(copy.outstanding).toBe(
          Math.round((Number(row['Montant TTC']) - Number(row['Déjà réglé'])) * 100),
        );
    }
    const fresh420 = byNumber(mine, 'FA-2025-0420');
    expect(fresh420).toMatchObject({ dueDate: '2025-12-20', outstanding: 60_000, imported: true });
    // Its export is the same file.
    expect((await sheet(await exportZip('openInvoices', fresh), 'encours.csv')).rows).toEqual(rows);
    const twice = await imported('openInvoices', text, {}, fresh);
    expect(twice).toMatchObject({ created: 0, skipped: rows.length, failed: 0 });
  });
});

/** The next number of a series after this one: its counter plus one, same width. */
function following(number: string): string {
  const match = /^(.*?)(\d+)$/.exec(number)!;
  return match[1]! + String(Number(match[2]) + 1).padStart(match[2]!.length, '0');
}

const HISTORY_HEADER =
  'Référence commande;Date;Email client;SIRET client;Code comptable client;Identifiant article;Article;EAN;Millésime;Format;Quantité;Prix unitaire HT;Taux de TVA';

describe(`order history (${driver} driver)`, () => {
  let history: ImportView;
  let cuveeOrder: OrderView;

  test('past orders: ended, marked imported, moving no stock, making no invoice, telling nobody', async () => {
    cuveeOrder =
      (await list<OrderView>('/v1/orders', { status: 'validated' }))[0] ??
      (await list<OrderView>('/v1/orders', {}))[0]!;
    const movements = (await get('/v1/stock-movements').expectStatus(200)).headers['content-range'];
    const documents = await database.dataSource.getRepository(BillingDocument).countBy({ shopId });
    const mails = readOutbox(api.config.dataDir).length;
    const file = csv([
      HISTORY_HEADER,
      'WEB-10452;03/10/2025;cave.anjou@exemple.fr;;;;Chinon Les Demoiselles;;2022;75 cl;12;9,50;20',
      'WEB-10460;05/10/2025;;732 829 320 00074;;;Touraine Clos des Fées;;2023;;24;7,80;20 %',
      'WEB-10452;03/10/2025;cave.anjou@exemple.fr;;;;;3760123450010;;;6;20,00;',
      'WEB-10452;03/10/2025;;732 829 320 00074;;;Touraine Clos des Fées;;;;6;7,80;20',
      'WEB-10470;06/10/2025;cave.anjou@exemple.fr;;;;Château Inconnu;;;;6;10,00;20',
      `${cuveeOrder.number};07/10/2025;cave.anjou@exemple.fr;;;;Chinon Les Demoiselles;;;;1;9,50;20`,
      `CMD-${year}-09999;08/10/2025;;;411ZEDCAVE;;Rosé de Loire;;2024;75 cl;6;7,00;`,
      'WEB-10480;09/10/2025;cave.anjou@exemple.fr;;;;Chinon Les Demoiselles;;;;0;9,50;20',
    ]);
    const dry = await imported('orderHistory', file, { dryRun: true });
    expect(dry).toMatchObject({ status: 'completed', created: 4, failed: 4 });
    expect(await list<OrderView>('/v1/orders', { q: 'WEB-10452' })).toEqual([]);

    history = await imported('orderHistory', file);
    expect(history).toMatchObject({ status: 'completed', created: 4, failed: 4 });
    expect(await rejections(history.id)).toEqual([
      {
        line: 5,
        column: 'Référence commande',
        value: 'WEB-10452',
        message: "Cette ligne n'a pas la date ou le client des autres lignes de la commande WEB-10452",
      },
      { line: 6, column: 'Article', value: 'Château Inconnu', message: 'Produit inexistant' },
      {
        line: 7,
        column: 'Référence commande',
        value: cuveeOrder.number,
        message: `La référence ${cuveeOrder.number} est déjà celle d'une autre commande de la boutique (d'une autre date ou d'un autre client)`,
      },
      { line: 9, column: 'Quantité', value: '0', message: 'Doit être un nombre entier supérieur à zéro' },
    ]);

    const orders = await list<OrderView>('/v1/orders', { clientId: clients.anjou });
    const web452 = orders.find((o) => o.number === 'WEB-10452')!;
    // 12 × 9,50 € at 20 % (1,90 € of VAT each) and 6 magnums × 20 € at the product's 20 %.
    expect(web452).toMatchObject({
      status: 'invoiced',
      deliveryStatus: 'delivered',
      paymentStatus: 'paid',
      imported: true,
      importId: history.id,
      invoiceId: null,
      clientName: 'Cave Anjou',
      totalHT: 23_400,
      tva: 4_680,
      totalTTC: 28_080,
      bottles: 18,
    });
    expect(parisDateOf(new Date(web452.placedAt))).toBe('2025-10-03');
    const detail = (await get(`/v1/orders/${web452.id}`).expectStatus(200)).json as OrderView;
    expect(detail.lines!.map((l) => [l.name, l.vintageName, l.formatLabel, l.quantity, l.totalHt])).toEqual([
      ['Chinon Les Demoiselles', '2022', '75 cl', 12, 11_400],
      ['Chinon Les Demoiselles', null, '1,5 l', 6, 12_000],
    ]);
    expect(detail).toMatchObject({ stockState: 'none', nextDeliveryStatuses: [] });
    const web460 = (await list<OrderView>('/v1/orders', { clientId: clients.siret }))[0]!;
    expect(web460).toMatchObject({ number: 'WEB-10460', totalHT: 18_720, tva: 3_744, totalTTC: 22_464 });

    // Frozen: its statuses do not move.
    const frozen = await put(`/v1/orders/${web452.id}/delivery-status`, { status: 'returned' }).expectStatus(
      409,
    );
    expect(frozen.json.message).toBe(
      'La commande WEB-10452 a été importée de votre ancien logiciel : elle ne change plus',
    );
    // No stock moved, no invoice made, no mail sent.
    expect((await get('/v1/stock-movements').expectStatus(200)).headers['content-range']).toBe(movements);
    expect(await database.dataSource.getRepository(BillingDocument).countBy({ shopId })).toBe(documents);
    expect(readOutbox(api.config.dataDir)).toHaveLength(mails);
  });

  test('a reference shaped like Cuvée’s numbers moves the series past it: the next order drawn comes after', async () => {
    const imported9999 = (await list<OrderView>('/v1/orders', { clientId: clients.code }))[0]!;
    expect(imported9999).toMatchObject({
      number: `CMD-${year}-09999`,
      totalHT: 4_200,
      totalTTC: 5_040,
      imported: true,
    });
    const products = (await get('/v1/products', { range: '[0,50]' }).expectStatus(200)).json as {
      id: number;
      name: string;
      formats: { id: number }[];
    }[];
    const chinon = products.find((p) => p.name === 'Chinon Les Demoiselles')!;
    const order = await post('/v1/orders', {
      clientId: clients.anjou,
      lines: [{ productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 1 }],
    }).expectStatus(201);
    expect((order.json as OrderView).number).toBe(`CMD-${year}-10000`);
  });

  test('the order history export imports into a fresh shop as the same orders, and again unchanged', async () => {
    const zip = await exportZip('orderHistory');
    expect(Object.keys(zip.files)).toEqual(['historique.csv']);
    const { text, rows } = await sheet(zip, 'historique.csv');
    expect(Object.keys(rows[0]!)).toEqual(HISTORY_HEADER.split(';'));
    expect(rows.filter((r) => r['Référence commande'] === 'WEB-10452')).toEqual([
      expect.objectContaining({
        Date: '2025-10-03',
        'Email client': 'cave.anjou@exemple.fr',
        Article: 'Chinon Les Demoiselles',
        EAN: '3760123450003',
        Millésime: '2022',
        Format: '75 cl',
        Quantité: '12',
        'Prix unitaire HT': '9.50',
        'Taux de TVA': '20',
      }),
      expect.objectContaining({
        EAN: '3760123450010',
        Millésime: '',
        Format: '1,5 l',
        Quantité: '6',
        'Prix unitaire HT': '20.00',
      }),
    ]);
    // Into this shop again: every order is there already.
    const home = await imported('orderHistory', text);
    expect(await rejections(home.id)).toEqual([]);
    expect(home).toMatchObject({ created: 0, skipped: rows.length, failed: 0 });

    // A fresh shop: its clients and its catalogue first (both exports import back), then the file.
    const fresh = await freshShop();
    expect(
      (await imported('clients', (await sheet(await exportZip('clients'), 'clients.csv')).text, {}, fresh))
        .failed,
    ).toBe(0);
    // (The catalogue's own round trip is the products import's test: the wines ordered are what matter here.)
    await imported('products', (await sheet(await exportZip('products'), 'articles.csv')).text, {}, fresh);
    const moved = await imported('orderHistory', text, {}, fresh);
    expect(await rejections(moved.id, fresh)).toEqual([]);
    expect(moved).toMatchObject({ status: 'completed', created: rows.length, failed: 0 });
    const references = [...new Set(rows.map((r) => r['Référence commande']))];
    const copies = await list<OrderView>('/v1/orders', {}, fresh);
    expect(copies.map((o) => o.number).sort()).toEqual([...references].sort());
    const web452 = copies.find((o) => o.number === 'WEB-10452')!;
    expect(web452).toMatchObject({
      totalHT: 23_400,
      tva: 4_680,
      totalTTC: 28_080,
      bottles: 18,
      imported: true,
    });
    // Each order's lines add up to the exported rows.
    for (const copy of copies) {
      const own = rows.filter((r) => r['Référence commande'] === copy.number);
      const ht = own.reduce(
        (sum, r) => sum + Math.round(Number(r['Prix unitaire HT']) * 100) * Number(r['Quantité']),
        0,
      );
      expect(copy.totalHT).toBe(ht);
      expect(parisDateOf(new Date(copy.placedAt))).toBe(own[0]!['Date']);
    }
    expect((await sheet(await exportZip('orderHistory', fresh), 'historique.csv')).rows).toEqual(rows);
    const twice = await imported('orderHistory', text, {}, fresh);
    expect(twice).toMatchObject({ created: 0, skipped: rows.length, failed: 0 });
  });

  test('revert deletes the imported orders and their lines', async () => {
    const ids = (await database.dataSource.getRepository(Order).findBy({ importId: history.id })).map(
      (o) => o.id,
    );
    expect(ids).toHaveLength(3);
    expect((await revert(history.id)).status).toBe('reverted');
    for (const id of ids) await get(`/v1/orders/${id}`).expectStatus(404);
    expect(
      await database.dataSource
        .getRepository(OrderLine)
        .createQueryBuilder('l')
        .where('l.orderId IN (:...ids)', { ids })
        .getCount(),
    ).toBe(0);
    expect(cuveeOrder.imported).toBe(false);
  });
});
