import iconv from 'iconv-lite';
import { QUADRA_LINE_WIDTH, SOFTWARE_FORMATS, type SoftwareFormat } from '@cuvee/accounting';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueLine, get, post, proClient, type Document } from './billing-support.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * The journals in the accounting programs' formats through the API, on SQLite and on MariaDB with
 * DB_URL: a month of sales to a client with an accented name, paid in part; for Quadra, Sage and EBP
 * the file of the month has one line per line of the FEC of the same month, the same debit and credit
 * totals, its fixed widths or its columns, Windows-1252 bytes (the accented name round-trips), a name
 * saying the shop, the program and the period. Another shop's file holds none of it. Then the
 * refusals.
 */

const CLIENT = 'Château Brûlé';

let api: TestApi;
let owner: Record<string, string>;
let other: Record<string, string>;
let today: string;
const monthStart = () => `${today.slice(0, 8)}01`;

/** Euros with a decimal comma or point → cents. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+[,.]\d{2}$/);
  return Number(amount.replace(/[,.]/, ''));
};

interface Totals {
  lines: number;
  debit: number;
  credit: number;
}

/** The FEC of the period: its lines and totals, to compare each program's file with. */
async function fecTotals(query: Record<string, string>): Promise<Totals> {
  const response = await fetch(`${api.url}/v1/accounting/fec?${new URLSearchParams(query)}`, {
    headers: owner,
  });
  expect(response.status).toBe(200);
  const [, ...rows] = (await response.text()).slice(0, -2).split('\r\n');
  const columns = rows.map((row) => row.split('\t'));
  return {
    lines: rows.length,
    debit: columns.reduce((sum, c) => sum + cents(c[11]!), 0),
    credit: columns.reduce((sum, c) => sum + cents(c[12]!), 0),
  };
}

/** Each format's debit and credit of a line, read as the program reads it; the line's shape checked. */
const readLine: Record<SoftwareFormat, (line: string) => { debit: number; credit: number }> = {
  quadra: (line) => {
    expect(line).toHaveLength(QUADRA_LINE_WIDTH);
    expect(line[0]).toBe('M');
    expect(line.slice(107, 110)).toBe('EUR');
    const amount = line.slice(42, 55);
    expect(amount).toMatch(/^\+\d{12}$/);
    return line[41] === 'D'
      ? { debit: Number(amount.slice(1)), credit: 0 }
      : { debit: 0, credit: Number(amount.slice(1)) };
  },
  sage: (line) => {
    const columns = line.split('\t');
    expect(columns).toHaveLength(11);
    expect(columns[0]).toBe('G');
    expect(columns[2]).toMatch(/^\d{6}$/);
    return { debit: cents(columns[9]!), credit: cents(columns[10]!) };
  },
  ebp: (line) => {
    const columns = line.split(',');
    expect(columns).toHaveLength(11);
    expect(columns[1]).toMatch(/^\d{8}$/);
    expect(columns[5]).toMatch(/^"[^"]*"$/);
    const amount = cents(columns[7]!);
    expect(columns[8]).toMatch(/^[DC]$/);
    return columns[8] === 'D' ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
  },
};

async function journalFile(query: Record<string, string>, headers = owner) {
  const response = await fetch(`${api.url}/v1/accounting/journal-file?${new URLSearchParams(query)}`, {
    headers,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=windows-1252');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { name, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  const { as } = await signInDemoAccounts(api);
  owner = as('proprietaire');
  other = as('exemple');
  const client = await proClient(owner, CLIENT, 'chateau.brule@exemple.fr');
  const wine = await catalogueLine(owner, 0);
  const draft = (
    await post('/v1/invoices', owner, {
      clientId: client,
      lines: [
        { productId: wine.productId, formatId: wine.formatId, quantity: 6 },
        { label: 'Visite des chais', quantity: 2, unitPriceHt: 1500 },
      ],
    }).expectStatus(201)
  ).json as Document;
  const invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
  today = invoice.issueDate!;
  await post('/v1/payments', owner, {
    clientId: client,
    type: 'check',
    amount: 5000,
    reference: 'CHQ 1234567',
    allocations: [{ documentId: invoice.id, amount: 5000 }],
  }).expectStatus(201);
}, 180_000);

afterAll(() => api?.stop());

describe.each(SOFTWARE_FORMATS)('the %s file of a month', (format) => {
  let fec: Totals;
  let text: string;
  let bytes: Buffer;
  let name: string;

  beforeAll(async () => {
    fec = await fecTotals({ from: monthStart(), to: today });
    ({ name, bytes } = await journalFile({ format, from: monthStart(), to: today }));
    text = iconv.decode(bytes, 'win1252');
  });

  test('named after the shop, the program and the period; CRLF line ends', () => {
    expect(name).toBe(`DEMO-${format}-${monthStart().replaceAll('-', '')}-${today.replaceAll('-', '')}.txt`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(0, -2)).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });

  test("one line per line of the FEC, and the FEC's debit and credit totals", () => {
    const lines = text.slice(0, -2).split('\r\n');
    expect(fec.lines).toBeGreaterThanOrEqual(5);
    expect(lines).toHaveLength(fec.lines);
    const totals = lines
      .map(readLine[format])
      .reduce((sum, line) => ({ debit: sum.debit + line.debit, credit: sum.credit + line.credit }), {
        debit: 0,
        credit: 0,
      });
    expect(totals).toEqual({ debit: fec.debit, credit: fec.credit });
    expect(totals.debit).toBe(totals.credit);
  });

  test('Windows-1252 bytes: the accented name round-trips, no UTF-8 in the file', () => {
    expect(text).toContain(CLIENT);
    expect(bytes.includes(iconv.encode(CLIENT, 'win1252'))).toBe(true);
    expect(bytes.includes(Buffer.from('â', 'utf8'))).toBe(false);
  });
});

test("another shop's file holds none of this shop's lines", async () => {
  const { bytes } = await journalFile({ format: 'quadra', from: monthStart(), to: today }, other);
  expect(iconv.decode(bytes, 'win1252')).not.toContain(CLIENT);
});

describe('the refusals', () => {
  test('a period across two fiscal years, with the FEC’s French message', async () => {
    const year = Number(today.slice(0, 4));
    const across = await get('/v1/accounting/journal-file', owner, {
      format: 'quadra',
      from: `${year - 1}-12-01`,
      to: `${year}-01-31`,
    }).expectStatus(400);
    expect(across.json.message).toBe(
      `La période du ${year - 1}-12-01 au ${year}-01-31 couvre deux exercices : choisissez des dates dans un même exercice (du ${year - 1}-01-01 au ${year - 1}-12-31)`,
    );
  });

  test('an unknown or missing program: 400 naming the three', async () => {
    const unknown = await get('/v1/accounting/journal-file', owner, { format: 'ciel' }).expectStatus(400);
    expect(unknown.json.message).toEqual([
      'Choisissez le logiciel comptable du fichier parmi : quadra, sage, ebp',
    ]);
    const missing = await get('/v1/accounting/journal-file', owner).expectStatus(400);
    expect(missing.json.message).toEqual([
      'Choisissez le logiciel comptable du fichier parmi : quadra, sage, ebp',
    ]);
    const english = await get(
      '/v1/accounting/journal-file',
      { ...owner, 'Accept-Language': 'en' },
      {
        format: 'ciel',
      },
    ).expectStatus(400);
    expect(english.json.message).toEqual(["Choose the file's accounting program among: quadra, sage, ebp"]);
  });
});
