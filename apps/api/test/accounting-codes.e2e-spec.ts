import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueLine, get, post, put, type Document, type Headers } from './billing-support.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * The accounting codes through the API, on SQLite and on MariaDB with DB_URL: the shop's rules choose
 * the sales account of an invoice's lines by client typology and destination (the most specific rule
 * wins, a service line included), in the books and in the ventilation alike; an invoice no rule names
 * keeps the family account. Then the refusals that name what to fix, nothing saved.
 */

interface EntryLine {
  account: string;
  credit: number;
  debit: number;
  journal: string;
}
interface Ventilation {
  revenueAccount: string;
}

let api: TestApi;
let owner: Headers;

const RULES = [
  { typology: 'restaurant', account: '701110' },
  { typology: 'restaurant', destination: 'eu', account: '707210' },
  // Names more criteria than both, but never matches the clients below.
  { typology: 'caviste', destination: 'france', vatRateBp: 2000, account: '701120' },
];

async function client(typology: string, country: string, name: string): Promise<number> {
  const created = await post('/v1/clients', owner, {
    isPro: true,
    typology,
    businessName: name,
    businessReason: `SARL ${name}`,
    firstname: 'Paul',
    lastname: 'Martin',
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@exemple.fr`,
    billingAddress: { street: '1 rue du Port', zipcode: '10115', city: 'Ville', country },
    allowDuplicate: true,
  }).expectStatus(201);
  return (created.json as { id: number }).id;
}

async function issuedInvoice(clientId: number): Promise<Document> {
  const wine = await catalogueLine(owner, 0);
  const draft = (
    await post('/v1/invoices', owner, {
      clientId,
      lines: [
        { productId: wine.productId, formatId: wine.formatId, quantity: 6 },
        { label: 'Dégustation au domaine', quantity: 1, unitPriceHt: 3000 },
      ],
    }).expectStatus(201)
  ).json as Document;
  return (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
}

/** The accounts credited in the sales journal for an invoice, other than VAT and duties (44…). */
async function salesAccounts(invoice: Document): Promise<string[]> {
  const lines = (
    await get('/v1/accounting-entries', owner, {
      filter: JSON.stringify({ pieceRef: invoice.number, journal: 'VE' }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as EntryLine[];
  return [...new Set(lines.filter((l) => l.credit > 0 && !l.account.startsWith('44')).map((l) => l.account))];
}

async function ventilatedAccounts(invoice: Document): Promise<string[]> {
  const entries = (
    await get('/v1/ventilations', owner, {
      filter: JSON.stringify({ documentId: invoice.id }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as Ventilation[];
  return [...new Set(entries.map((entry) => entry.revenueAccount))];
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  const { as } = await signInDemoAccounts(api);
  owner = as('proprietaire');
}, 180_000);

afterAll(() => api?.stop());

describe('the accounting codes choose the sales accounts', () => {
  test('saved as a whole, each criterion left out stored as "any"', async () => {
    const saved = (
      await put('/v1/accounting-settings', owner, { salesAccountRules: RULES }).expectStatus(200)
    ).json as { salesAccountRules: object[]; euSalesAccount: string };
    expect(saved.salesAccountRules).toEqual([
      { family: null, typology: 'restaurant', destination: null, vatRateBp: null, account: '701110' },
      { family: null, typology: 'restaurant', destination: 'eu', vatRateBp: null, account: '707210' },
      { family: null, typology: 'caviste', destination: 'france', vatRateBp: 2000, account: '701120' },
    ]);
    expect(saved.euSalesAccount).toBe('707910');
    expect((await get('/v1/accounting-settings', owner).expectStatus(200)).json).toEqual(saved);
  });

  test('a restaurant in France: its rule, for the wine and the tasting alike', async () => {
    const invoice = await issuedInvoice(await client('restaurant', 'FR', 'Brasserie du Port'));
    expect(await salesAccounts(invoice)).toEqual(['701110']);
    expect(await ventilatedAccounts(invoice)).toEqual(['701110']);
  });

  test('a restaurant in Germany: the rule naming the destination too wins', async () => {
    const invoice = await issuedInvoice(await client('restaurant', 'DE', 'Weinstube Hafen'));
    expect(await salesAccounts(invoice)).toEqual(['707210']);
    expect(await ventilatedAccounts(invoice)).toEqual(['707210']);
  });

  test('a private buyer no rule names: the family and service accounts of the defaults', async () => {
    const invoice = await issuedInvoice(await client('public', 'FR', 'Particulier Sans Regle'));
    const accounts = await salesAccounts(invoice);
    expect(accounts).toHaveLength(2);
    expect(accounts).toContain('706000');
    expect(accounts.find((account) => account !== '706000')).toMatch(/^70[17]/);
    expect(accounts).not.toContain('701110');
  });
});

describe('refusals name what to fix, and save nothing', () => {
  test.each([
    [{ salesAccountRules: [{ typology: 'restaurant', account: '70 11' }] }, 'Le compte "70 11"'],
    [{ salesAccountRules: [{ typology: 'brasserie', account: '701110' }] }, '"brasserie"'],
    [{ salesAccountRules: [{ destination: 'mars', account: '701110' }] }, '"mars"'],
    [{ salesAccountRules: [{ family: 'wine' }] }, 'Indiquez un numéro de compte'],
    [{ salesAccountRules: [{ vatRateBp: 20.5, account: '701110' }] }, 'vatRateBp'],
    [{ salesAccountRules: 'all' }, 'salesAccountRules'],
    [{ salesAccountRules: Array.from({ length: 501 }, () => ({ account: '701110' })) }, 'salesAccountRules'],
  ])('PUT %#: 400 naming %s', async (body, named) => {
    const before = (await get('/v1/accounting-settings', owner).expectStatus(200)).json;
    const refused = await put('/v1/accounting-settings', owner, body).expectStatus(400);
    const message = refused.json.message as string | string[];
    expect((Array.isArray(message) ? message : [message]).join(' ')).toContain(named);
    expect((await get('/v1/accounting-settings', owner).expectStatus(200)).json).toEqual(before);
  });
});
