import pactum from 'pactum';
import { parse } from 'csv-parse/sync';
import { PaidAmount, SalesRebuild } from '@cuvee/analytics';
import { BillingDocument, Payment } from '@cuvee/billing';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { productLine, proClient } from './billing-support.js';
import { catalogueOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Agents' commissions through the API, on SQLite and on MariaDB with DB_URL. Two agents: the demo agent
 * on the invoiced basis (5 % by default, 8 % on restaurants, 10 % on the Chinon) and a second agent on
 * the paid basis (10 %). Invoices, a credit note of a whole invoice and a payment of half an invoice go
 * through the real API; the documents and the payment are then dated in June 2023 (a month the demo
 * has nothing in) and the read models rebuilt, so the figures also prove the rebuild. Every figure is
 * worked out by hand below.
 */

interface Doc {
  id: number;
  netToPay: number;
  lines: { position: number; quantity: number }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
let agentB: number;
let ruleA: number;
let paidInvoice: Doc;
let halfPaid: number;
const dated: number[] = [];
const period = { from: '2023-06-01', to: '2023-06-30' };

const owner = () => as('proprietaire');
const post = (path: string, body: object = {}, headers = owner()) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
const get = (path: string, query: Record<string, string> = {}, headers = owner()) => {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};

const client = (name: string, typology: string, agentId: number) =>
  proClient(owner(), name, `${name.replace(/[^A-Za-z]/g, '').toLowerCase()}@exemple.fr`, {
    typology,
    agentId,
    phone: '+33247000000',
  });

async function invoice(clientId: number, lines: object[]): Promise<Doc> {
  const draft = (await post('/v1/invoices', { clientId, lines }).expectStatus(201)).json as Doc;
  const issued = (await post(`/v1/invoices/${draft.id}/issue`).expectStatus(200)).json as Doc;
  dated.push(issued.id);
  return issued;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  const linked = await post('/v1/shop-agents', {
    email: 'agent.b@exemple.fr',
    firstname: 'Bruno',
    lastname: 'Second',
  }).expectStatus(201);
  agentB = (linked.json as { id: number }).id;
}, 180_000);
afterAll(() => api?.stop());

describe('commissions of two agents', () => {
  test('rules set through the API; invoices, a credit note and a payment recorded', async () => {
    ruleA = (
      await post('/v1/commission-rules', {
        agentId: ids.agent,
        basis: 'invoiced',
        defaultRateBp: 500,
        typologyRates: [{ typology: 'restaurant', rateBp: 800 }],
        productRates: [{ productId: chinon.id, rateBp: 1000 }],
      }).expectStatus(201)
    ).json.id;
    await post('/v1/commission-rules', { agentId: agentB, basis: 'paid', defaultRateBp: 1000 }).expectStatus(
      201,
    );
    const list = await get('/v1/commission-rules', { sort: '["agentId","ASC"]' }).expectStatus(200);
    expect(list.headers['content-range']).toBe('commission-rules 0-1/2');
    expect(list.json.map((rule: { agentId: number }) => rule.agentId).sort()).toEqual(
      [ids.agent!, agentB].sort(),
    );

    const restaurant = await client('Bistrot Agent', 'restaurant', ids.agent!);
    const cave = await client('Cave Agent', 'caviste', ids.agent!);
    const caveB = await client('Cave Bruno', 'caviste', agentB);
    // Agent A: 6 Chinon (product rate) and 12 Touraine (restaurant rate) to the restaurant…
    await invoice(restaurant, [productLine(chinon, 6, 1000), productLine(touraine, 12, 800)]);
    // …and 10 Touraine to the wine shop, credited in full.
    const cancelled = await invoice(cave, [productLine(touraine, 10, 800)]);
    const note = (await post('/v1/credit-notes', { invoiceId: cancelled.id, mode: 'full' }).expectStatus(201))
      .json as Doc;
    await post(`/v1/credit-notes/${note.id}/issue`).expectStatus(200);
    dated.push(note.id);
    // Agent B: 20 Touraine, half of it paid.
    paidInvoice = await invoice(caveB, [productLine(touraine, 20, 800)]);
    halfPaid = Math.floor(paidInvoice.netToPay / 2);
    const pay = async (amount: number) =>
      (
        await post('/v1/payments', {
          clientId: caveB,
          type: 'transfer',
          amount,
          allocations: [{ documentId: paidInvoice.id, amount }],
        }).expectStatus(201)
      ).json.id as number;
    // A payment recorded by mistake, then cancelled: it no longer counts, nor does what follows it.
    const mistaken = await pay(100);
    await pay(halfPaid);
    await pactum.spec().delete(`/v1/payments/${mistaken}`).withHeaders(owner()).expectStatus(200);

    // The payment's transaction wrote what it settled; the rebuild finds the same row.
    const paidRows = api.get(Database).dataSource.getRepository(PaidAmount);
    const fed = await paidRows.findBy({ documentId: paidInvoice.id });
    expect(fed).toMatchObject([{ amount: halfPaid, paidBefore: 0, due: paidInvoice.netToPay }]);

    const database = api.get(Database).dataSource;
    for (const id of dated)
      await database
        .getRepository(BillingDocument)
        .update({ id }, { issuedAt: new Date('2023-06-15T10:00:00Z'), issueDate: '2023-06-15' });
    await database.getRepository(Payment).update({ id: fed[0]!.paymentId }, { receivedOn: '2023-06-20' });
    await api.get(SalesRebuild).rebuild(shopId);
    const rebuilt = await paidRows.findBy({ documentId: paidInvoice.id });
    expect(rebuilt).toMatchObject([{ ...fed[0], id: expect.any(Number), day: '2023-06-20' }]);
  }, 120_000);

  test('the report: invoiced basis with the credit note deducted, paid basis on half the TTC', async () => {
    const report = (await get('/v1/analytics/commissions', period).expectStatus(200)).json;
    // A: Chinon 6,000 at 10 % = 600; Touraine 9,600 at the restaurant's 8 % = 768; the wine shop's
    // 8,000 at 5 % = 400, taken back by the credit note.
    const agentA = {
      agentId: ids.agent,
      basis: 'invoiced',
      defaultRateBp: 500,
      ht: 6000 + 9600,
      commission: 600 + 768,
      bySource: {
        default: { ht: 0, commission: 0 },
        typology: { ht: 9600, commission: 768 },
        product: { ht: 6000, commission: 600 },
      },
    };
    // B: 16,000 HT at 10 % = 1,600, half the TTC paid: half of both.
    const share = (whole: number) => Math.round((whole * halfPaid) / paidInvoice.netToPay);
    const agentBFigures = {
      agentId: agentB,
      name: 'Bruno Second',
      basis: 'paid',
      ht: share(16000),
      commission: share(1600),
      bySource: { default: { ht: share(16000), commission: share(1600) } },
    };
    expect(share(1600)).toBe(800);
    expect(report.agents).toMatchObject([agentA, agentBFigures]);
    expect(report.totals).toEqual({ ht: agentA.ht + share(16000), commission: 1368 + 800 });

    const lines = await get(`/v1/analytics/commissions/${ids.agent}/lines`, {
      ...period,
      sort: '["commission","DESC"]',
      range: '[0,1]',
    }).expectStatus(200);
    expect(lines.headers['content-range']).toBe('commission-lines 0-1/4');
    expect(lines.json[0]).toMatchObject({
      commission: 768,
      rateBp: 800,
      source: 'typology',
      day: '2023-06-15',
    });
    expect(lines.json[1]).toMatchObject({
      commission: 600,
      source: 'product',
      productName: expect.any(String),
    });
    const linesB = (await get(`/v1/analytics/commissions/${agentB}/lines`, period).expectStatus(200)).json;
    expect(linesB).toMatchObject([
      { day: '2023-06-20', ht: 8000, commission: 800, paymentId: expect.any(Number) },
    ]);

    const csv = await fetch(`${api.url}/v1/analytics/commissions/export?from=2023-06-01&to=2023-06-30`, {
      headers: owner(),
    });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="commissions-2023-06-01-2023-06-30.csv"',
    );
    const rows = parse(await csv.text(), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Agent',
      'Base',
      'Taux par défaut (%)',
      'CA HT compté (€)',
      'Commission (€)',
      'dont taux par défaut (€)',
      'dont taux par typologie (€)',
      'dont taux par produit (€)',
    ]);
    expect(rows[1]!.slice(1)).toEqual(['Facturé', '5.00', '156.00', '13.68', '0.00', '7.68', '6.00']);
    expect(rows[2]!.slice(1, 5)).toEqual(['Encaissé', '10.00', '80.00', '8.00']);

    // A rule changed applies to the past lines (the report is computed, not stored): without its
    // product rate the Chinon sold to the restaurant takes the restaurant's 8 %, 480.
    await pactum
      .spec()
      .put(`/v1/commission-rules/${ruleA}`)
      .withHeaders(owner())
      .withJson({ productRates: [] })
      .expectStatus(200);
    const after = (await get('/v1/analytics/commissions', { ...period, agentId: String(ids.agent) })).json;
    expect(after.agents).toMatchObject([
      { commission: 480 + 768, bySource: { typology: { ht: 15600, commission: 1248 }, product: { ht: 0 } } },
    ]);
  });

  test('an agent reads only their own commissions; bad input answers in French', async () => {
    // An agent acts in the shop they name (X-Shop-Id).
    const agent = { ...as('agent'), 'X-Shop-Id': String(shopId) };
    const own = (await get('/v1/analytics/commissions', period, agent).expectStatus(200)).json;
    expect(own.agents.map((a: { agentId: number }) => a.agentId)).toEqual([ids.agent]);
    await get(`/v1/analytics/commissions/${ids.agent}/lines`, period, agent).expectStatus(200);
    const other = await get(`/v1/analytics/commissions/${agentB}/lines`, period, agent).expectStatus(403);
    expect(other.json.message).toBe('Un agent ne consulte que ses propres commissions');
    await get('/v1/analytics/commissions', { ...period, agentId: String(agentB) }, agent).expectStatus(403);
    await get('/v1/commission-rules', {}, agent).expectStatus(403);

    const refused = async (body: object, status = 400) =>
      (await post('/v1/commission-rules', body).expectStatus(status)).json.message;
    expect(await refused({ agentId: ids.agent, defaultRateBp: 12000 })).toEqual([
      'Un taux de commission va de 0 à 100 % : "12000" n\'en est pas un (en points de base, de 0 à 10 000)',
    ]);
    expect(
      await refused({ agentId: ids.agent, typologyRates: [{ typology: 'pirate', rateBp: 100 }] }),
    ).toEqual([expect.stringContaining('Les taux par typologie : une typologie connue (public, caviste')]);
    expect(await refused({ agentId: ids.acheteur, defaultRateBp: 100 })).toBe(
      `L'utilisateur n°${ids.acheteur} n'est pas un agent de la boutique`,
    );
    expect(await refused({ agentId: ids.agent }, 409)).toBe(
      'Cet agent a déjà ses règles de commission : modifiez-les',
    );
    const unknownProduct = await pactum
      .spec()
      .put(`/v1/commission-rules/${ruleA}`)
      .withHeaders(owner())
      .withJson({ productRates: [{ productId: 999999, rateBp: 100 }] })
      .expectStatus(400);
    expect(unknownProduct.json.message).toBe('Produit(s) inconnu(s) dans la boutique : 999999');
    expect(
      (await get('/v1/analytics/commissions', { from: '2023-06-31' }).expectStatus(400)).json.message,
    ).toEqual(['La date "2023-06-31" n\'est pas une date valide au format AAAA-MM-JJ']);
  });
});
