import { FEC_COLUMNS } from '@cuvee/accounting';
import JSZip from 'jszip';
import { Shop } from '@cuvee/iam';
import { Database, type ExportView } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueLine, get, post, proClient, type Document } from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The books through the API, on SQLite and on MariaDB with DB_URL: a month of sales (invoices of wine
 * and of a service, paid in full, in part, in cash with an over-payment, one cancelled by a credit
 * note, a cheque recorded by mistake and cancelled) posted as they happen; the FEC of the month read back column by column: balanced per entry
 * and in total, every invoice in the sales journal, numbers without gaps, the paid invoices lettered,
 * the credit note the mirror of its invoice. Then the refusals that name what to fix, and another
 * shop that sees none of it.
 */

let api: TestApi;
let as: DemoSessions['as'];
let owner: Record<string, string>;
let shopId: number;
const issued: Document[] = [];
let note: Document;
let today: string;

interface FecLine {
  [column: string]: string;
}

const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Math.round(Number(amount.replace(',', '.')) * 100);
};

async function fec(
  query: Record<string, string>,
  headers = owner,
): Promise<{ name: string; lines: FecLine[] }> {
  const response = await fetch(`${api.url}/v1/accounting/fec?${new URLSearchParams(query)}`, { headers });
  expect(response.status).toBe(200);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  const text = await response.text();
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = text.slice(0, -2).split('\r\n');
  expect(header!.split('\t')).toEqual([...FEC_COLUMNS]);
  const lines = rows.map((row) => {
    const columns = row.split('\t');
    expect(columns).toHaveLength(18);
    return Object.fromEntries(FEC_COLUMNS.map((column, i) => [column, columns[i]!]));
  });
  return { name, lines };
}

async function invoice(clientId: number, lines: object[]): Promise<Document> {
  const draft = (await post('/v1/invoices', owner, { clientId, lines }).expectStatus(201)).json as Document;
  const done = (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
  issued.push(done);
  return done;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  const first = await proClient(owner, 'Cave du Grand Livre', 'grand.livre@exemple.fr');
  const second = await proClient(owner, 'Bistrot des Comptes', 'comptes@exemple.fr');
  const wine = await catalogueLine(owner, 0);
  const other = await catalogueLine(owner, 1);
  const paid = await invoice(first, [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }]);
  const half = await invoice(first, [
    { productId: other.productId, formatId: other.formatId, quantity: 12 },
    { label: 'Dégustation commentée', quantity: 1, unitPriceHt: 4500 },
  ]);
  const cash = await invoice(second, [{ productId: wine.productId, formatId: wine.formatId, quantity: 3 }]);
  const cancelled = await invoice(second, [{ label: 'Visite des chais', quantity: 4, unitPriceHt: 1500 }]);
  today = cancelled.issueDate!;
  shopId = (
    (await api
      .get(Database)
      .dataSource.query('SELECT shopId FROM billing_documents WHERE id = ?', [paid.id])) as {
      shopId: number;
    }[]
  )[0]!.shopId;

  await post('/v1/payments', owner, {
    clientId: first,
    type: 'transfer',
    amount: paid.totalTtc,
    reference: 'VIR GRAND LIVRE',
    allocations: [{ documentId: paid.id, amount: paid.totalTtc }],
  }).expectStatus(201);
  await post('/v1/payments', owner, {
    clientId: first,
    type: 'check',
    amount: 5000,
    reference: 'CHQ 7654321',
    allocations: [{ documentId: half.id, amount: 5000 }],
  }).expectStatus(201);
  // A cheque recorded by mistake, then cancelled: the books keep its entry and post its reversal.
  const mistaken = (
    await post('/v1/payments', owner, {
      clientId: first,
      type: 'check',
      amount: 2000,
      reference: 'CHQ ERREUR',
      allocations: [{ documentId: half.id, amount: 2000 }],
    }).expectStatus(201)
  ).json as { id: number };
  const cancel = await fetch(`${api.url}/v1/payments/${mistaken.id}`, { method: 'DELETE', headers: owner });
  expect(cancel.status).toBe(200);
  await post('/v1/payments', owner, {
    clientId: second,
    type: 'cash',
    amount: cash.totalTtc + 500,
    allocations: [{ documentId: cash.id, amount: cash.totalTtc }],
  }).expectStatus(201);
  const draft = (
    await post('/v1/credit-notes', owner, { invoiceId: cancelled.id, mode: 'full' }).expectStatus(201)
  ).json as Document;
  note = (await post(`/v1/credit-notes/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
}, 180_000);

afterAll(() => api?.stop());

describe('the FEC of a month', () => {
  let lines: FecLine[];
  const monthStart = () => `${today.slice(0, 8)}01`;

  beforeAll(async () => {
    const file = await fec({ from: monthStart(), to: today });
    expect(file.name).toMatch(new RegExp(`^\\d{9}FEC${today.slice(0, 4)}1231\\.txt$`));
    lines = file.lines;
  });

  test('dates AAAAMMJJ, amounts with a decimal comma, each line on one side', () => {
    for (const line of lines) {
      for (const column of ['EcritureDate', 'PieceDate', 'ValidDate'])
        expect(line[column]).toMatch(/^\d{8}$/);
      expect(line.DateLet).toMatch(/^(\d{8})?$/);
      expect(cents(line.Debit!) > 0 !== cents(line.Credit!) > 0).toBe(true);
      expect(line.Montantdevise).toBe('');
      expect(line.Idevise).toBe('');
      expect(line.CompteLib).not.toBe('');
    }
  });

  test('debit equals credit in every entry and in total; numbers follow each other per journal', () => {
    const entries = new Map<string, number>();
    let total = 0;
    for (const line of lines) {
      const balance = cents(line.Debit!) - cents(line.Credit!);
      entries.set(line.EcritureNum!, (entries.get(line.EcritureNum!) ?? 0) + balance);
      total += balance;
    }
    expect([...entries.values()].every((balance) => balance === 0)).toBe(true);
    expect(total).toBe(0);
    for (const journal of ['VE', 'BQ', 'CA']) {
      const counters = [...entries.keys()]
        .filter((number) => number.startsWith(journal))
        .map((number) => Number(number.split('-')[1]))
        .sort((a, b) => a - b);
      expect(counters.length).toBeGreaterThan(0);
      expect(counters).toEqual(counters.map((_, i) => counters[0]! + i));
    }
  });

  test('every invoice and the credit note are in the sales journal, the client debited with its total', () => {
    for (const document of [...issued, note]) {
      const own = lines.filter((line) => line.PieceRef === document.number && line.JournalCode === 'VE');
      expect(own.length).toBeGreaterThanOrEqual(2);
      const client = own.filter((line) => line.CompteNum === '411000');
      const side = document.kind === 'creditNote' ? 'Credit' : 'Debit';
      expect(client.reduce((sum, line) => sum + cents(line[side]!), 0)).toBe(document.totalTtc);
      expect(client.every((line) => line.CompAuxNum !== '' && line.CompAuxLib !== '')).toBe(true);
    }
  });

  test('lettering: paid invoices lettered with their payment, the one paid in part not', () => {
    const clientLines = (number: string) =>
      lines.filter((line) => line.CompteNum === '411000' && line.PieceRef === number);
    const [paid, half, cash] = issued;
    for (const document of [paid!, cash!]) {
      const [opened] = clientLines(document.number!);
      expect(opened!.EcritureLet).toMatch(/^[A-Z]+$/);
      expect(opened!.DateLet).toBe(today.replaceAll('-', ''));
      const same = lines.filter((line) => line.EcritureLet === opened!.EcritureLet);
      expect(same.length).toBeGreaterThanOrEqual(2);
      expect(same.reduce((sum, line) => sum + cents(line.Debit!) - cents(line.Credit!), 0)).toBe(0);
    }
    expect(clientLines(half!.number!)[0]!.EcritureLet).toBe('');
    // The cash over-payment stays on the client's account, unlettered.
    const over = lines.filter((line) => line.JournalCode === 'CA' && line.CompteNum === '411000');
    expect(over.some((line) => cents(line.Credit!) === 500 && line.EcritureLet === '')).toBe(true);
  });

  test("a credit note reverses its invoice's entry account by account, and letters it", () => {
    const cancelled = issued[3]!;
    const balances = new Map<string, number>();
    for (const line of lines.filter((l) => l.PieceRef === cancelled.number || l.PieceRef === note.number))
      balances.set(
        line.CompteNum!,
        (balances.get(line.CompteNum!) ?? 0) + cents(line.Debit!) - cents(line.Credit!),
      );
    expect([...balances.values()].every((balance) => balance === 0)).toBe(true);
    const letters = lines
      .filter(
        (l) => (l.PieceRef === cancelled.number || l.PieceRef === note.number) && l.CompteNum === '411000',
      )
      .map((l) => l.EcritureLet);
    expect(new Set(letters).size).toBe(1);
    expect(letters[0]).toMatch(/^[A-Z]+$/);
  });

  test("a cancelled payment's entry stays, reversed account by account on the day it was cancelled", () => {
    const own = lines.filter((line) => line.PieceRef === 'CHQ ERREUR');
    const entries = [...new Set(own.map((line) => line.EcritureNum))];
    expect(entries).toHaveLength(2);
    const balances = new Map<string, number>();
    for (const line of own)
      balances.set(
        line.CompteNum!,
        (balances.get(line.CompteNum!) ?? 0) + cents(line.Debit!) - cents(line.Credit!),
      );
    expect(balances.size).toBeGreaterThanOrEqual(2);
    expect([...balances.values()].every((balance) => balance === 0)).toBe(true);
    const reversal = own.filter((line) => line.EcritureLib === 'Annulation du règlement CHQ ERREUR');
    expect(reversal.length).toBe(own.length / 2);
    expect(reversal.every((line) => line.EcritureDate === today.replaceAll('-', ''))).toBe(true);
  });

  test('the pipe separated file says the same', async () => {
    const response = await fetch(
      `${api.url}/v1/accounting/fec?${new URLSearchParams({ from: monthStart(), to: today, separator: 'pipe' })}`,
      { headers: owner },
    );
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(FEC_COLUMNS.join('|'));
    expect(text.split('\r\n').length).toBe(lines.length + 2);
  });
});

describe('the journals and the refusals', () => {
  test('the journals export (export engine, CSV): the same lines as the FEC, decimal commas', async () => {
    const from = `${today.slice(0, 8)}01`;
    const started = (
      await post('/v1/exports', owner, {
        kind: 'accountingJournals',
        format: 'csv',
        filter: { from, to: today },
      }).expectStatus(201)
    ).json as ExportView;
    const done = await waitFor(async () => {
      const view = (await get(`/v1/exports/${started.id}`, owner).expectStatus(200)).json as ExportView;
      return view.status === 'completed' || view.status === 'error' ? view : undefined;
    }, 60_000);
    expect(done.status).toBe('completed');
    const response = await fetch(`${api.url}${done.downloadUrl!}`);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const [header, ...rows] = (await zip.file('ecritures.csv')!.async('string'))
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/)
      .map((row) => row.split(';'));
    expect(header).toEqual([
      'Journal',
      'Libellé journal',
      'N° écriture',
      'Date',
      'Pièce',
      'Compte',
      'Compte auxiliaire',
      'Tiers',
      'Libellé',
      'Débit',
      'Crédit',
      'Lettrage',
    ]);
    const { lines } = await fec({ from, to: today });
    expect(rows).toHaveLength(lines.length);
    expect(rows.every((row) => /^\d+,\d{2}$/.test(row[9]!) && /^\d+,\d{2}$/.test(row[10]!))).toBe(true);
  });

  test('the lines of an invoice through the list, lettered together', async () => {
    const paid = issued[0]!;
    const rows = (
      await get('/v1/accounting-entries', owner, {
        filter: JSON.stringify({ matchKey: paid.id }),
        range: '[0,49]',
      }).expectStatus(200)
    ).json as { letter: string | null; accountTitle: string; journal: string }[];
    expect(rows.map((row) => row.journal).sort()).toEqual(['BQ', 'VE']);
    expect(new Set(rows.map((row) => row.letter)).size).toBe(1);
    expect(rows[0]!.accountTitle).toBe('Clients');
  });

  test('a period across two fiscal years, a shop without SIRET: refused, saying what to fix', async () => {
    const year = Number(today.slice(0, 4));
    const across = await get('/v1/accounting/fec', owner, {
      from: `${year - 1}-12-01`,
      to: `${year}-01-31`,
    }).expectStatus(400);
    expect(across.json.message).toBe(
      `La période du ${year - 1}-12-01 au ${year}-01-31 couvre deux exercices : choisissez des dates dans un même exercice (du ${year - 1}-01-01 au ${year - 1}-12-31)`,
    );
    const database = api.get(Database).dataSource;
    const shops = database.getRepository(Shop);
    const { business } = await shops.findOneByOrFail({ id: shopId });
    await shops.update({ id: shopId }, { business: { ...business!, siret: null } });
    try {
      const missing = await get('/v1/accounting/fec', owner).expectStatus(400);
      expect(missing.json.message).toBe(
        "Le FEC porte le SIREN de l'entreprise : renseignez le SIRET de la boutique dans ses paramètres",
      );
    } finally {
      await shops.update({ id: shopId }, { business });
    }
  });

  test("another shop sees none of this shop's lines", async () => {
    const other = as('exemple');
    const rows = (
      await get('/v1/accounting-entries', other, {
        filter: JSON.stringify({ pieceRef: issued[0]!.number }),
      }).expectStatus(200)
    ).json as unknown[];
    expect(rows).toEqual([]);
  });
});
