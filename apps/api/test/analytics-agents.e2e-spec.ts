import pactum from 'pactum';
import { SalesRebuild } from '@cuvee/analytics';
import { BillingDocument } from '@cuvee/billing';
import { addDays, parisDateOf, parisInstant } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { productLine, proClient } from './billing-support.js';
import { catalogueOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * An agent's figures and their tour of the day through the API, on SQLite and on MariaDB with DB_URL.
 * The demo agent follows two new clients, a second agent a third. Invoices and a credit note go through
 * the real API and are then dated by hand in June 2023 (a month the demo has nothing in), May 2023 (the
 * previous period) and June 2022 (last year), and the read models rebuilt. Every figure is worked out
 * by hand below.
 */

interface Doc {
  id: number;
}

let api: TestApi;
let shopId: number;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
let agentB: number;
let bistrot: number;
let cave: number;
let caveB: number;
let orderId: number;
let quoteId: number;
const june = { from: '2023-06-01', to: '2023-06-30' };

const owner = () => as('proprietaire');
// An agent acts in the shop they name (X-Shop-Id).
const agent = () => ({ ...as('agent'), 'X-Shop-Id': String(shopId) });
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
    phone: '+33247000001',
  });

/** An invoice issued through the API, then dated on `day` (noon in Paris). */
async function invoice(clientId: number, lines: object[], day: string): Promise<Doc> {
  const draft = (await post('/v1/invoices', { clientId, lines }).expectStatus(201)).json as Doc;
  const issued = (await post(`/v1/invoices/${draft.id}/issue`).expectStatus(200)).json as Doc;
  await dated(issued.id, day);
  return issued;
}

const dated = (id: number, day: string) =>
  api
    .get(Database)
    .dataSource.getRepository(BillingDocument)
    .update({ id }, { issuedAt: parisInstant(day, '12:00'), issueDate: day });

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  agentB = (
    await post('/v1/shop-agents', {
      email: 'agent.tour@exemple.fr',
      firstname: 'Bruno',
      lastname: 'Tournée',
    }).expectStatus(201)
  ).json.id;
  bistrot = await client('Bistrot Portefeuille', 'restaurant', ids.agent!);
  cave = await client('Cave Portefeuille', 'caviste', ids.agent!);
  caveB = await client('Cave Autre Agent', 'caviste', agentB);
  await post('/v1/commission-rules', {
    agentId: ids.agent,
    basis: 'invoiced',
    defaultRateBp: 500,
  }).expectStatus(201);

  // June 2023: 6 Chinon at 10 € to the bistrot; 10 Touraine at 8 € to the wine shop, credited in full;
  // 20 Touraine to the other agent's client.
  await invoice(bistrot, [productLine(chinon, 6, 1000)], '2023-06-15');
  const credited = await invoice(cave, [productLine(touraine, 10, 800)], '2023-06-16');
  const note = (await post('/v1/credit-notes', { invoiceId: credited.id, mode: 'full' }).expectStatus(201))
    .json as Doc;
  await post(`/v1/credit-notes/${note.id}/issue`).expectStatus(200);
  await dated(note.id, '2023-06-20');
  await invoice(caveB, [productLine(touraine, 20, 800)], '2023-06-15');
  // The previous period (2 to 31 May) and last year.
  await invoice(bistrot, [productLine(chinon, 2, 1000)], '2023-05-15');
  await invoice(cave, [productLine(touraine, 3, 800)], '2022-06-10');
  await api.get(SalesRebuild).rebuild(shopId);

  // Today: an order written by the agent and a quote sent to the bistrot.
  orderId = (
    await post(
      '/v1/orders',
      { clientId: bistrot, lines: [{ productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 6 }] },
      agent(),
    ).expectStatus(201)
  ).json.id;
  quoteId = (
    await post('/v1/quotes', {
      clientId: bistrot,
      lines: [{ productId: touraine.id, formatId: touraine.formats[0]!.id, quantity: 12 }],
    }).expectStatus(201)
  ).json.id;
  await post(`/v1/quotes/${quoteId}/send`, {}).expectStatus(202);
}, 180_000);
afterAll(() => api?.stop());

describe("an agent's figures", () => {
  test('sales of the period against the previous one and last year, credit note deducted, the other agent left out', async () => {
    const followed = await get('/v1/clients', {
      filter: JSON.stringify({ agentId: ids.agent, archived: false }),
      range: '[0,0]',
    }).expectStatus(200);
    const portfolioSize = Number(/\/(\d+)$/.exec(followed.headers['content-range'] as string)![1]);
    const summary = (
      await get(`/v1/analytics/agents/${ids.agent}`, { ...june, granularity: 'month' }).expectStatus(200)
    ).json;
    expect(summary).toMatchObject({
      agentId: ids.agent,
      period: june,
      previous: { from: '2023-05-02', to: '2023-05-31' },
      lastYear: { from: '2022-06-01', to: '2022-06-30' },
      // Both new clients bought in the twelve months up to 30 June 2023 (the wine shop's invoice counts
      // even though credited).
      portfolio: { clients: portfolioSize, activeClients: 2 },
      // 6,000 + 8,000 − 8,000; the other agent's 16,000 is not theirs.
      totals: {
        current: { ht: 6000, invoices: 2, creditNotes: 1, bottles: 6 },
        previous: { ht: 2000, invoices: 1 },
        lastYear: { ht: 2400, invoices: 1 },
      },
      series: [{ bucket: '2023-06-01', ht: 6000, previousHt: 2000, lastYearHt: 2400 }],
      topClients: [
        { clientId: bistrot, name: 'Bistrot Portefeuille', ht: 6000 },
        { clientId: cave, ht: 0 },
      ],
      // 5 % of 6,000 + 8,000 − 8,000.
      commission: 300,
    });
    expect(summary.topClients).toHaveLength(2);
    expect(portfolioSize).toBeGreaterThanOrEqual(2);

    // The agent's session knows the shop has both modules on (their dashboard asks only then)…
    const me = (await get('/v1/users/me', {}, agent()).expectStatus(200)).json as {
      shops: { id: number; integrations: string[] }[];
    };
    expect(me.shops.find((shop) => shop.id === shopId)!.integrations).toEqual(
      expect.arrayContaining(['analytics', 'agents']),
    );
    // …and reads the same of themself.
    const own = (await get(`/v1/analytics/agents/${ids.agent}`, june, agent()).expectStatus(200)).json;
    expect(own.totals).toEqual(summary.totals);
    expect(own.commission).toBe(300);
  });

  test('the portfolio: last order and HT of the year, sorted and paged', async () => {
    const page = await get(`/v1/analytics/agents/${ids.agent}/clients`, {
      to: '2023-06-30',
      sort: '["yearHt","DESC"]',
      range: '[0,1]',
    }).expectStatus(200);
    expect(page.headers['content-range']).toMatch(/^agent-clients 0-1\/\d+$/);
    // The bistrot: 6,000 in June and 2,000 in May; the wine shop: 8,000 − 8,000 (2022 is another year).
    expect(page.json[0]).toEqual({
      id: bistrot,
      displayName: 'Bistrot Portefeuille',
      typology: 'restaurant',
      city: expect.any(String),
      lastOrderOn: parisDateOf(new Date()),
      yearHt: 8000,
    });
    const byName = (
      await get(
        `/v1/analytics/agents/${ids.agent}/clients`,
        { to: '2023-06-30', sort: '["displayName","ASC"]', range: '[0,99]' },
        agent(),
      ).expectStatus(200)
    ).json as { id: number; yearHt: number; lastOrderOn: string | null }[];
    expect(byName.find((row) => row.id === cave)).toMatchObject({ yearHt: 0, lastOrderOn: null });
    expect(byName.some((row) => row.id === caveB)).toBe(false);
  });

  test('an agent reading another agent is refused; a user who is no agent is not found; bad days said', async () => {
    const refused = await get(`/v1/analytics/agents/${agentB}`, june, agent()).expectStatus(403);
    expect(refused.json.message).toBe('Un agent ne consulte que ses propres chiffres');
    await get(`/v1/analytics/agents/${agentB}/clients`, {}, agent()).expectStatus(403);
    await get(`/v1/analytics/agents/${ids.proprietaire}`).expectStatus(404);
    const bad = await get(`/v1/analytics/agents/${ids.agent}`, { from: '2023-07-01', to: '2023-06-01' })
      .withHeaders('Accept-Language', 'en')
      .expectStatus(400);
    expect(JSON.stringify(bad.json.message)).toContain('must come before');
    // The other agent's own figures hold their client's 16,000.
    const other = (await get(`/v1/analytics/agents/${agentB}`, june).expectStatus(200)).json;
    expect(other.totals.current.ht).toBe(16000);
    expect(other.portfolio).toEqual({ clients: 1, activeClients: 1 });
  });
});

describe('the tour of the day', () => {
  test("today's visits in time order with the client's card, last orders and open quotes", async () => {
    const today = parisDateOf(new Date());
    const task = (
      title: string,
      activityType: string,
      dueAt: Date,
      headers: Record<string, string> = agent(),
      extra: object = {},
    ) =>
      post(
        '/v1/tasks',
        { title, activityType, dueAt: dueAt.toISOString(), clientId: bistrot, ...extra },
        headers,
      ).expectStatus(201);
    const afternoon = (await task('Dégustation du 2023', 'tasting', parisInstant(today, '15:30'))).json.id;
    const morning = (await task('Visite du matin', 'visit', parisInstant(today, '08:45'))).json.id;
    await task('Appel de suivi', 'phone', parisInstant(today, '10:00'));
    await task('Visite de demain', 'visit', parisInstant(addDays(today, 1), '09:00'));
    await task('Visite de Bruno', 'visit', parisInstant(today, '11:00'), owner(), {
      assigneeId: agentB,
      clientId: caveB,
    });

    const visits = (await get('/v1/tour/today', {}, agent()).expectStatus(200)).json as {
      taskId: number;
      done: boolean;
      client: { id: number; displayName: string; phone: string; email: string } | null;
      lastOrders: { id: number }[];
      openQuotes: { id: number }[];
    }[];
    expect(visits.map((visit) => visit.taskId)).toEqual([morning, afternoon]);
    expect(visits[0]).toMatchObject({
      title: 'Visite du matin',
      activityType: 'visit',
      done: false,
      client: {
        id: bistrot,
        displayName: 'Bistrot Portefeuille',
        phone: '+33247000001',
        email: 'bistrotportefeuille@exemple.fr',
        address: { city: expect.any(String) },
      },
      lastOrders: [{ id: orderId }],
      openQuotes: [{ id: quoteId, totalHt: expect.any(Number) }],
    });

    // Marked done through the tasks, the visit stays in the day's list, done.
    await pactum
      .spec()
      .put(`/v1/tasks/${morning}`)
      .withHeaders(agent())
      .withJson({ done: true })
      .expectStatus(200);
    const after = (await get('/v1/tour/today', {}, agent()).expectStatus(200)).json as typeof visits;
    expect(after.map((visit) => [visit.taskId, visit.done])).toEqual([
      [morning, true],
      [afternoon, false],
    ]);
    // The owner has no visit of their own today.
    expect((await get('/v1/tour/today').expectStatus(200)).json).toEqual([]);
  });
});
