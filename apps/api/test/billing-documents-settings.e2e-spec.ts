import { TestApi } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import {
  catalogueLine,
  downloadPdf,
  get,
  post,
  proClient,
  put,
  rendered,
  type Document,
} from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Settings "documents" (ADR 0089): the documents' colour and header, the shop's own mentions and the
 * terms of sale, saved with the billing settings and frozen on a document when it is issued — a later
 * change never rewrites an issued document. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let owner: Record<string, string>;
let clientId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  clientId = await proClient(owner, 'Cave des Réglages', 'cave.reglages@exemple.fr');
});
afterAll(() => api.stop());

const TERMS_2026 =
  'Article 1 — Les prix s’entendent départ cave.\n\nArticle 2 — Réserve de propriété jusqu’au paiement complet.';
const MENTIONS = 'Entrepositaire agréé FR012345E6789\nLicence IV n° 37-2024';

const documentsOf = async () => (await get('/v1/billing-settings', owner).expectStatus(200)).json.documents;

async function issued(path: '/v1/quotes' | '/v1/invoices'): Promise<Document & Record<string, unknown>> {
  const wine = await catalogueLine(owner, 0);
  const draft = (
    await post(path, owner, {
      clientId,
      lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }],
    }).expectStatus(201)
  ).json as Document;
  const action = path === '/v1/quotes' ? 'send' : 'issue';
  await post(`${path}/${draft.id}/${action}`, owner, {});
  return (await get(`${path}/${draft.id}`, owner).expectStatus(200)).json;
}

async function pdfOf(id: number): Promise<string> {
  await post(`/v1/billing-documents/${id}/pdf`, owner, {}).expectStatus(202);
  await rendered(owner, id);
  return pdfText(await downloadPdf(api, owner, id));
}

test('the defaults: the shop’s colour and logo, no mentions, no terms; terms would go on quotes', async () => {
  expect(await documentsOf()).toEqual({
    colour: null,
    logo: 'shop',
    mentions: null,
    termsOfSale: null,
    termsOn: { quote: true, invoice: false },
  });
});

test('bad values are refused in French and nothing is saved', async () => {
  const before = await documentsOf();
  await put('/v1/billing-settings', owner, { documents: { colour: 'bordeaux', mentions: 'Licence' } })
    .expectStatus(400)
    .expectJsonLike({ message: ['La couleur doit être au format #RRGGBB'] });
  await put('/v1/billing-settings', owner, { documents: { logo: 'mine' } }).expectStatus(400);
  await put('/v1/billing-settings', owner, { documents: { termsOfSale: 'x'.repeat(20_001) } }).expectStatus(
    400,
  );
  await put('/v1/billing-settings', owner, { documents: { termsOn: { quote: 'oui' } } }).expectStatus(400);
  expect(await documentsOf()).toEqual(before);
});

test('saved, they print on the next quote: colour, mentions under the identity, the terms on a last page', async () => {
  const saved = (
    await put('/v1/billing-settings', owner, {
      documents: { colour: '#7B1E3A', logo: 'none', mentions: MENTIONS, termsOfSale: TERMS_2026 },
    }).expectStatus(200)
  ).json.documents;
  expect(saved).toEqual({
    colour: '#7B1E3A',
    logo: 'none',
    mentions: MENTIONS,
    termsOfSale: TERMS_2026,
    termsOn: { quote: true, invoice: false },
  });

  const quote = await issued('/v1/quotes');
  expect(quote['seller']).toMatchObject({ mentions: MENTIONS });
  expect(quote['terms']).toMatchObject({ conditions: TERMS_2026 });
  const text = await pdfOf(quote.id);
  expect(text).toContain('Entrepositaire agréé FR012345E6789');
  expect(text).toContain('Licence IV n° 37-2024');
  expect(text).toContain('Conditions générales de vente');
  expect(text).toContain('Réserve de propriété jusqu’au paiement complet.');
  expect(text).toMatch(/Page 2\/2/);

  // Invoices are not chosen: the mentions print, the terms do not.
  const invoice = await issued('/v1/invoices');
  expect(invoice['terms']).not.toHaveProperty('conditions');
  const invoiceText = await pdfOf(invoice.id);
  expect(invoiceText).toContain('Licence IV n° 37-2024');
  expect(invoiceText).not.toContain('Conditions générales de vente');

  // Changed later, the terms reach new quotes; the issued one keeps its own, and its fingerprint holds.
  await put('/v1/billing-settings', owner, {
    documents: {
      termsOfSale: 'Article unique — Conditions 2027.',
      mentions: null,
      termsOn: { invoice: true },
    },
  }).expectStatus(200);
  const again = await pdfOf(quote.id);
  expect(again).toContain('Réserve de propriété jusqu’au paiement complet.');
  expect(again).not.toContain('Conditions 2027');
  expect(again).toContain('Licence IV n° 37-2024');
  const next = await issued('/v1/invoices');
  expect(next['terms']).toMatchObject({ conditions: 'Article unique — Conditions 2027.' });
  expect(next['seller']).not.toHaveProperty('mentions');
  expect((await get('/v1/billing-integrity', owner).expectStatus(200)).json).toMatchObject({ ok: true });
});
