import pactum from 'pactum';
import { parse } from 'csv-parse/sync';
import { SalesFact, SalesRebuild } from '@cuvee/analytics';
import { BillingDocument } from '@cuvee/billing';
import { daysBetween, parisDateOf } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { productLine, proClient } from './billing-support.js';
import { catalogueOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Objectives and budget through the API, on SQLite and on MariaDB with DB_URL. Invoices and a credit
 * note go through the real API, then are dated in March and April 2023 (months the demo has nothing in)
 * and the read models rebuilt:
 *
 * - A: 6 Chinon at 10 € to the agent's client, issued 2023-03-31 at 22:30 UTC, 00:30 in Paris on
 *   1 April: an April sale, and that client's first invoice ever;
 * - B: 10 Touraine at 8 € to a client without agent, written by the collaborator, 10 April, then credited
 *   in full on 20 April (by the owner: it is still taken off the collaborator);
 * - C: 5 Touraine at 8 € to the same client, written by the collaborator, 31 March at 23:30 Paris.
 *
 * So April: the shop 6,000 HT (6 bottles), the agent 6,000, the collaborator 0 and no bottle, one new
 * client; March: the shop and the collaborator 4,000 HT, 5 bottles. Every channel is the back office
 * (invoices typed without an order).
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
const april = { from: '2023-04-01', to: '2023-04-30' };

const owner = () => as('proprietaire');
const post = (path: string, body: object = {}, headers = owner()) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
const put = (path: string, body: object, headers = owner()) =>
  pactum.spec().put(path).withHeaders(headers).withJson(body);
const get = (path: string, query: Record<string, string> = {}, headers = owner()) => {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};

async function issued(clientId: number, lines: object[]): Promise<number> {
  const draft = (await post('/v1/invoices', { clientId, lines }).expectStatus(201)).json as { id: number };
  await post(`/v1/invoices/${draft.id}/issue`).expectStatus(200);
  return draft.id;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;

  const agentsClient = await proClient(owner(), 'Bistrot Objectif', 'bistrot.objectif@exemple.fr', {
    typology: 'restaurant',
    agentId: ids.agent,
  });
  const shopsClient = await proClient(owner(), 'Cave Budget', 'cave.budget@exemple.fr', {
    typology: 'caviste',
  });
  const a = await issued(agentsClient, [productLine(chinon, 6, 1000)]);
  const b = await issued(shopsClient, [productLine(touraine, 10, 800)]);
  const note = (await post('/v1/credit-notes', { invoiceId: b, mode: 'full' }).expectStatus(201)).json.id;
  await post(`/v1/credit-notes/${note}/issue`).expectStatus(200);
  const c = await issued(shopsClient, [productLine(touraine, 5, 800)]);

  const database = api.get(Database).dataSource;
  const documents = database.getRepository(BillingDocument);
  const date = async (id: number, instant: string, createdById?: number) =>
    documents.update(
      { id },
      {
        issuedAt: new Date(instant),
        issueDate: parisDateOf(new Date(instant)),
        ...(createdById ? { createdById } : {}),
      },
    );
  // The issuing transaction wrote the owner as the seller of what the owner typed.
  expect(await database.getRepository(SalesFact).findBy({ documentId: b })).toMatchObject([
    { sellerId: ids.proprietaire },
  ]);
  await date(a, '2023-03-31T22:30:00Z');
  // B and C written by the collaborator (their documents say so; the rebuild reads it).
  await date(b, '2023-04-10T09:00:00Z', ids.collaborateur);
  await date(note, '2023-04-20T09:00:00Z');
  await date(c, '2023-03-31T21:30:00Z', ids.collaborateur);
  await api.get(SalesRebuild).rebuild(shopId);
  expect(
    (await database.getRepository(SalesFact).findBy({ shopId, documentId: note })).map((f) => f.sellerId),
  ).toEqual([ids.collaborateur]);
}, 180_000);
afterAll(() => api?.stop());

describe('objectives', () => {
  const created: Record<string, number> = {};
  const create = async (name: string, body: object) => {
    created[name] = (await post('/v1/objectives', body).expectStatus(201)).json.id;
  };

  test('created as a react-admin resource, listed with filters and pages', async () => {
    const month = { period: 'month', from: '2023-04-01' };
    await create('shop', { scope: 'shop', measure: 'revenue', target: 20_000, ...month });
    await create('agent', { scope: 'agent', userId: ids.agent, measure: 'revenue', target: 5_000, ...month });
    await create('collaboratorApril', {
      scope: 'collaborator',
      userId: ids.collaborateur,
      measure: 'revenue',
      target: 4_000,
      ...month,
    });
    await create('collaboratorMarch', {
      scope: 'collaborator',
      userId: ids.collaborateur,
      measure: 'bottles',
      target: 5,
      period: 'month',
      from: '2023-03-01',
    });
    await create('newClients', { scope: 'shop', measure: 'newClients', target: 2, ...month });
    await create('quarter', {
      scope: 'agent',
      userId: ids.agent,
      measure: 'eq75',
      target: 24,
      period: 'quarter',
      from: '2023-04-01',
    });

    const page = await get('/v1/objectives', {
      filter: JSON.stringify({ scope: 'collaborator' }),
      sort: '["from","ASC"]',
      range: '[0,0]',
    }).expectStatus(200);
    expect(page.headers['content-range']).toBe('objectives 0-0/2');
    expect(page.json).toEqual([
      expect.objectContaining({
        id: created.collaboratorMarch,
        userName: expect.any(String),
        from: '2023-03-01',
        to: '2023-03-31',
        target: 5,
      }),
    ]);
    const quarter = (await get(`/v1/objectives/${created.quarter}`).expectStatus(200)).json;
    expect(quarter).toMatchObject({
      period: 'quarter',
      from: '2023-04-01',
      to: '2023-06-30',
      measure: 'eq75',
    });
  });

  test('progress against the hand-computed figures: credit notes deducted, the Paris day', async () => {
    const report = (await get('/v1/analytics/objectives', april).expectStatus(200)).json;
    expect(report.period).toEqual(april);
    const row = (name: string) =>
      report.objectives.find((objective: { id: number }) => objective.id === created[name]);
    // Objectives of past periods expect everything by now.
    const past = { expectedProgress: 1, pace: 'behind' };
    expect(row('shop')).toMatchObject({ actual: 6_000, progress: 0.3, expected: 20_000, ...past });
    expect(row('agent')).toMatchObject({ actual: 6_000, progress: 1.2, expected: 5_000, pace: 'ahead' });
    expect(row('collaboratorApril')).toMatchObject({ actual: 0, progress: 0, ...past });
    expect(row('newClients')).toMatchObject({ actual: 1, progress: 0.5, ...past });
    // 6 Chinon bottles of 75 cl.
    expect(row('quarter')).toMatchObject({ actual: 6, progress: 0.25 });
    // March's objective does not meet April.
    expect(row('collaboratorMarch')).toBeUndefined();
    const march = (await get('/v1/analytics/objectives', { from: '2023-03-01', to: '2023-03-31' })).json;
    expect(march.objectives).toMatchObject([
      { id: created.collaboratorMarch, actual: 5, progress: 1, pace: 'ahead' },
    ]);

    const csv = await fetch(`${api.url}/v1/analytics/objectives/export?from=2023-03-01&to=2023-03-31`, {
      headers: owner(),
    });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="objectifs-2023-03-01-2023-03-31.csv"',
    );
    const rows = parse(await csv.text(), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Pour',
      'Qui',
      'Mesure',
      'Du',
      'Au',
      'Objectif',
      'Réalisé',
      'Avancement (%)',
      'Avancement attendu (%)',
    ]);
    expect(rows[1]!.slice(1)).toEqual([
      'Collaborateur',
      'Bouteilles',
      '2023-03-01',
      '2023-03-31',
      '5',
      '5',
      '100.0',
      '100.0',
    ]);
  });

  test('the progress expected today is linear over the period', async () => {
    const today = parisDateOf(new Date());
    const year = today.slice(0, 4);
    await create('thisYear', {
      scope: 'shop',
      measure: 'bottles',
      target: 365_000,
      period: 'year',
      from: `${year}-01-01`,
    });
    const report = (await get('/v1/analytics/objectives', { from: `${year}-01-01`, to: today })).json;
    const objective = report.objectives.find((o: { id: number }) => o.id === created.thisYear);
    const share =
      (daysBetween(`${year}-01-01`, today) + 1) / (daysBetween(`${year}-01-01`, `${year}-12-31`) + 1);
    expect(report.today).toBe(today);
    expect(objective.expectedProgress).toBeCloseTo(share, 10);
    expect(objective.expected).toBe(Math.round(365_000 * share));
  });

  test('edited and deleted', async () => {
    const edited = await put(`/v1/objectives/${created.shop}`, {
      scope: 'shop',
      measure: 'revenue',
      target: 14_000,
      period: 'custom',
      from: '2023-04-01',
      to: '2023-04-15',
    }).expectStatus(200);
    expect(edited.json).toMatchObject({
      period: 'custom',
      from: '2023-04-01',
      to: '2023-04-15',
      target: 14_000,
    });
    // A and B; B's credit note (20 April) is after the 15th.
    const report = (await get('/v1/analytics/objectives', april)).json;
    expect(report.objectives.find((o: { id: number }) => o.id === created.shop)).toMatchObject({
      actual: 14_000,
      progress: 1,
    });
    await pactum.spec().delete(`/v1/objectives/${created.shop}`).withHeaders(owner()).expectStatus(200);
    await get(`/v1/objectives/${created.shop}`).expectStatus(404);
  });

  test('an agent reads only their own objectives and progress', async () => {
    const agent = { ...as('agent'), 'X-Shop-Id': String(shopId) };
    const own = (await get('/v1/analytics/objectives', april, agent).expectStatus(200)).json;
    expect(own.objectives.map((o: { id: number }) => o.id).sort()).toEqual(
      [created.agent, created.quarter].sort(),
    );
    expect(own.objectives[0]).toMatchObject({ scope: 'agent', userId: ids.agent });
    await get('/v1/analytics/objectives', { ...april, agentId: String(ids.agent) }, agent).expectStatus(200);
    const other = await get(
      '/v1/analytics/objectives',
      { ...april, agentId: String(ids.proprietaire) },
      agent,
    ).expectStatus(403);
    expect(other.json.message).toBe('Un agent ne consulte que ses propres objectifs');
    await get('/v1/objectives', {}, agent).expectStatus(403);
    await post(
      '/v1/objectives',
      { scope: 'shop', measure: 'revenue', target: 1, period: 'year', from: '2023-01-01' },
      agent,
    ).expectStatus(403);
  });

  test('bad input answers 400 in French, nothing written', async () => {
    const month = { period: 'month', from: '2023-04-01' };
    const count = async () => (await get('/v1/objectives')).headers['content-range'];
    const before = await count();
    const refused = async (body: object) =>
      (await post('/v1/objectives', body).expectStatus(400)).json.message;
    expect(await refused({ scope: 'shop', measure: 'revenue', target: 0, ...month })).toEqual([
      "L'objectif doit être un nombre entier supérieur à 0 (en centimes pour un chiffre d'affaires) : \"0\" n'en est pas un",
    ]);
    expect(
      await refused({
        scope: 'shop',
        measure: 'revenue',
        target: 100,
        period: 'quarter',
        from: '2023-05-01',
      }),
    ).toBe(
      "Un objectif au mois, au trimestre ou à l'année commence le premier jour de sa période (un trimestre : le 1er janvier, avril, juillet ou octobre) : 2023-05-01 ne convient pas",
    );
    expect(
      await refused({
        scope: 'shop',
        measure: 'revenue',
        target: 100,
        period: 'custom',
        from: '2023-04-10',
        to: '2023-04-01',
      }),
    ).toBe('La date de début (2023-04-10) doit précéder la date de fin (2023-04-01)');
    expect(
      await refused({ scope: 'agent', userId: ids.acheteur, measure: 'bottles', target: 10, ...month }),
    ).toBe(`L'utilisateur n°${ids.acheteur} n'est pas un agent de la boutique`);
    expect(
      await refused({ scope: 'collaborator', userId: ids.agent, measure: 'bottles', target: 10, ...month }),
    ).toBe(`L'utilisateur n°${ids.agent} n'est pas un collaborateur de la boutique`);
    expect(
      await refused({ scope: 'shop', userId: ids.agent, measure: 'bottles', target: 10, ...month }),
    ).toBe(
      "Un objectif de la boutique ne vise personne ; celui d'un agent ou d'un collaborateur vise un utilisateur (son identifiant)",
    );
    expect(await refused({ scope: 'team', measure: 'litres', target: 10, ...month })).toEqual([
      'La valeur "team" n\'est pas reconnue : choisissez parmi shop, agent, collaborator',
      'La valeur "litres" n\'est pas reconnue : choisissez parmi revenue, bottles, eq75, newClients',
    ]);
    const english = await post('/v1/objectives', { scope: 'shop', measure: 'revenue', target: -5, ...month })
      .withHeaders({ 'Accept-Language': 'en' })
      .expectStatus(400);
    expect(english.json.message).toEqual([
      'The target must be a whole number above 0 (in cents for sales): "-5" is not one',
    ]);
    expect(await count()).toBe(before);
  });
});

describe('budget', () => {
  const cells = [
    { month: 3, category: 'backoffice', amount: 3_000 },
    { month: 4, category: 'backoffice', amount: 10_000 },
    { month: 5, category: 'shop', amount: 5_000 },
  ];

  test('the whole grid saved in one go and read back, every cell there', async () => {
    const empty = (await get('/v1/analytics/budget/2023').expectStatus(200)).json;
    expect(empty.cells).toHaveLength(12 * 4);
    expect(empty.categories.map((c: { key: string }) => c.key)).toEqual([
      'shop',
      'backoffice',
      'salesPoint',
      'agent',
    ]);
    await put('/v1/analytics/budget/2023', {
      cells: [...cells, { month: 6, category: 'agent', amount: 700 }],
    }).expectStatus(200);
    // Saved again without June: the grid is replaced.
    const saved = (await put('/v1/analytics/budget/2023', { cells }).expectStatus(200)).json;
    expect(saved.cells.filter((cell: { amount: number }) => cell.amount > 0)).toEqual(cells);
    expect(saved.cells).toContainEqual({ month: 6, category: 'agent', amount: 0 });
  });

  test('against what was invoiced: the Paris month, the credit note deducted, variance and year to date', async () => {
    const report = (await get('/v1/analytics/budget/2023/comparison').expectStatus(200)).json;
    const month = (number: number) => report.months[number - 1];
    const cell = (number: number, category: string) =>
      month(number).categories.find((c: { category: string }) => c.category === category);
    // March: C, 4,000 (31 March at 23:30 in Paris).
    expect(cell(3, 'backoffice')).toEqual({
      category: 'backoffice',
      budget: 3_000,
      actual: 4_000,
      variance: 1_000,
      varianceRate: 1_000 / 3_000,
    });
    // April: A (1 April in Paris) 6,000, B 8,000 taken back by its credit note.
    expect(cell(4, 'backoffice')).toMatchObject({
      budget: 10_000,
      actual: 6_000,
      variance: -4_000,
      varianceRate: -0.4,
    });
    expect(month(5)).toMatchObject({ budget: 5_000, actual: 0, variance: -5_000, varianceRate: -1 });
    expect(month(1)).toMatchObject({ budget: 0, actual: 0, variance: 0, varianceRate: null });
    expect(report.total).toMatchObject({ budget: 18_000, actual: 10_000, variance: -8_000 });
    expect(report.yearToDate).toEqual({
      budget: 18_000,
      actual: 10_000,
      variance: -8_000,
      varianceRate: -8_000 / 18_000,
      through: '2023-12-31',
    });

    const csv = await fetch(`${api.url}/v1/analytics/budget/2023/export`, { headers: owner() });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="budget-2023-01-01-2023-12-31.csv"',
    );
    const rows = parse(await csv.text(), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Mois',
      'Catégorie',
      'Budget HT (€)',
      'Réalisé HT (€)',
      'Écart (€)',
      'Écart (%)',
    ]);
    expect(rows).toContainEqual(['2023-04', 'Back-office', '100.00', '60.00', '-40.00', '-40.00']);
    expect(rows.at(-3)).toEqual(['Année 2023', 'Back-office', '130.00', '100.00', '-30.00', '-23.08']);
    const xlsx = await fetch(`${api.url}/v1/analytics/budget/2023/export?format=xlsx`, { headers: owner() });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  test('bad input answers 400 in French and keeps the saved grid; an agent may not', async () => {
    const refused = async (path: string, body: object) =>
      (await put(path, body).expectStatus(400)).json.message;
    const grid =
      'Le budget : un mois (1 à 12), une catégorie (shop, backoffice, salesPoint, agent) et un montant entier de 0 à 1000000000000 centimes, une seule fois par mois et catégorie';
    expect(
      await refused('/v1/analytics/budget/2023', { cells: [{ month: 13, category: 'shop', amount: 1 }] }),
    ).toEqual([grid]);
    expect(await refused('/v1/analytics/budget/2023', { cells: [...cells, cells[0]] })).toEqual([grid]);
    expect(
      await refused('/v1/analytics/budget/2023', { cells: [{ month: 1, category: 'shop', amount: -1 }] }),
    ).toEqual([grid]);
    expect(await refused('/v1/analytics/budget/1999', { cells })).toBe(
      'L\'année du budget doit être un entier de 2000 à 2100 : "1999" n\'en est pas une',
    );
    await get('/v1/analytics/budget/20x3').expectStatus(400);
    const kept = (await get('/v1/analytics/budget/2023')).json;
    expect(kept.cells.filter((cell: { amount: number }) => cell.amount > 0)).toEqual(cells);
    await get('/v1/analytics/budget/2023', {}, { ...as('agent'), 'X-Shop-Id': String(shopId) }).expectStatus(
      403,
    );
  });
});
