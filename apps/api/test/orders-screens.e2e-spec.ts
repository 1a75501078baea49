import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { cartOrder, catalogueOf, line, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * What the back-office order screens added to the sales API: live pricing of an order written for a
 * client or at a sales point (get-cart-price with clientId / salesPointId gives what POST /v1/orders
 * and the counter sale then write), the list's search and Paris-day period filters, the line duties
 * of an order's detail and the seller dashboard's summary. SQLite, and MariaDB + Redis.
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let otherShopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;

interface Client {
  id: number;
  typology: string;
  agentId: number | null;
  displayName: string;
}
interface Summary {
  id: number;
  number: string;
  status: string;
  clientName: string;
  createdAt: string;
  totalHT: number;
}
interface Priced {
  sellerId: number;
  price: { totalHT: number; tva: number; totalTTC: number; shipping: number };
  lines: { idTmp: string; unitHt: number; totalHt: number }[];
  missing: string[];
}

let clients: Client[];
const agentHeaders = () => ({ ...as('agent'), 'X-Shop-Id': String(shopId) });
const price = (headers: Record<string, string>, body: object, status = 200) =>
  pactum.spec().post('/v1/orders/get-cart-price').withHeaders(headers).withJson(body).expectStatus(status);
const list = async (headers: Record<string, string>, filter: object) =>
  (
    await pactum
      .spec()
      .get('/v1/orders')
      .withHeaders(headers)
      .withQueryParams({ range: '[0,99]', filter: JSON.stringify(filter) })
      .expectStatus(200)
  ).json as Summary[];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  otherShopId = await shopIdOf(api, 'DEMO2');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  clients = (
    await pactum
      .spec()
      .get('/v1/clients')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ range: '[0,99]' })
      .expectStatus(200)
  ).json as Client[];
});
afterAll(() => api.stop());

describe('live pricing of an order written in the back office', () => {
  test("priced for a client, at the client's typology: the same totals POST /v1/orders writes", async () => {
    const caviste = clients.find((c) => c.typology === 'caviste')!;
    const cart = cartOrder(shopId, [line(chinon, 12), line(touraine, 6)], {
      shipping: { type: 'carrier', ref: 'colissimo' },
      paymentType: 'transfer',
    });
    const [asClient] = (await price(as('proprietaire'), { orders: [cart], clientId: caviste.id }))
      .json as Priced[];
    const [asVisitor] = (await price({}, { orders: [cart] })).json as Priced[];
    // The caviste price list, not the public one.
    expect(asClient!.lines[0]!.unitHt).toBe(900);
    expect(asClient!.price.totalHT).not.toBe(asVisitor!.price.totalHT);

    const written = (
      await pactum
        .spec()
        .post('/v1/orders')
        .withHeaders(as('proprietaire'))
        .withJson({
          clientId: caviste.id,
          lines: [
            { productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 12 },
            { productId: touraine.id, formatId: touraine.formats[0]!.id, quantity: 6 },
          ],
          delivery: { type: 'carrier', ref: 'colissimo' },
          paymentMethod: 'transfer',
        })
        .expectStatus(201)
    ).json as { totalHT: number; tva: number; totalTTC: number; shipping: number; totalDuties: number };
    expect(written).toEqual(
      expect.objectContaining({
        totalHT: asClient!.price.totalHT,
        tva: asClient!.price.tva,
        totalTTC: asClient!.price.totalTTC,
        shipping: asClient!.price.shipping,
      }),
    );
    expect(Number.isSafeInteger(written.totalDuties) && written.totalDuties > 0).toBe(true);
  });

  test("only the caller's shop is priced for a client; another shop's lines are missing", async () => {
    const client = clients[0]!;
    const other = [...(await catalogueOf(as('acheteur'), otherShopId)).values()][0]!;
    const answer = (
      await price(as('proprietaire'), {
        orders: [cartOrder(shopId, [line(chinon, 1)]), cartOrder(otherShopId, [line(other, 1)])],
        clientId: client.id,
      })
    ).json as Priced[];
    expect(answer[0]!.missing).toEqual([]);
    expect(answer[1]!.missing).toHaveLength(1);
    expect(answer[1]!.price.totalTTC).toBe(0);
  });

  test('a client the caller may not see, a buyer or a visitor naming a client: 404', async () => {
    const body = (clientId: number) => ({ orders: [cartOrder(shopId, [line(chinon, 1)])], clientId });
    const notTheAgents = clients.find((c) => c.agentId !== ids.agent)!;
    await price(agentHeaders(), body(notTheAgents.id), 404);
    await price(as('exemple'), body(clients[0]!.id), 404);
    await price(as('acheteur'), body(clients[0]!.id), 404);
    await price({}, body(clients[0]!.id), 404);
    const theirs = clients.find((c) => c.agentId === ids.agent)!;
    await price(agentHeaders(), body(theirs.id), 200);
  });

  test("priced at a sales point's typology: what the counter sale then charges", async () => {
    const points = (
      await pactum.spec().get('/v1/sales-points').withHeaders(as('proprietaire')).expectStatus(200)
    ).json as { id: number; paymentMethods: string[] }[];
    const point = points[0]!;
    const [priced] = (
      await price(as('proprietaire'), {
        orders: [cartOrder(shopId, [line(touraine, 3)], { shipping: {}, paymentType: null })],
        salesPointId: point.id,
      })
    ).json as Priced[];
    const sale = (
      await pactum
        .spec()
        .post(`/v1/sales-points/${point.id}/orders`)
        .withHeaders(as('proprietaire'))
        .withJson({
          lines: [{ productId: touraine.id, formatId: touraine.formats[0]!.id, quantity: 3 }],
          paymentMethod: point.paymentMethods[0],
        })
        .expectStatus(201)
    ).json as { totalTTC: number };
    expect(sale.totalTTC).toBe(priced!.price.totalTTC);
    await price(agentHeaders(), { orders: [], salesPointId: point.id }, 404);
    await price(as('exemple'), { orders: [], salesPointId: point.id }, 404);
  });
});

describe("an order's detail tells the moves the lifecycles allow from here", () => {
  interface Moves {
    status: string;
    paymentMethod: string | null;
    nextStatuses: string[];
    nextDeliveryStatuses: string[];
    nextPaymentStatuses: string[];
  }
  const detail = async (id: number) =>
    (await pactum.spec().get(`/v1/orders/${id}`).withHeaders(as('proprietaire')).expectStatus(200))
      .json as Moves;

  test('a pending transfer order; a validated card order; a refused one', async () => {
    const pending = (await list(as('proprietaire'), { status: 'pending' }))[0]!;
    expect(await detail(pending.id)).toEqual(
      expect.objectContaining({
        nextStatuses: expect.arrayContaining(['validated', 'refused', 'cancelled']),
        nextDeliveryStatuses: ['preparation', 'error'],
        nextPaymentStatuses: expect.arrayContaining(['paid', 'partial', 'cancelled']),
      }),
    );
    // The demo's card order, validated and on its way.
    const card = (await list(as('proprietaire'), { status: 'validated', channel: 'shop' }))[0]!;
    const cardDetail = await detail(card.id);
    expect(cardDetail.paymentMethod).toBe('card');
    expect(cardDetail.nextPaymentStatuses).toEqual([]);
    expect(cardDetail.nextStatuses).toEqual(['invoiced', 'cancelled', 'error']);
    expect(cardDetail.nextDeliveryStatuses).toContain('delivered');
    const refused = (await list(as('proprietaire'), { status: 'refused' }))[0]!;
    expect((await detail(refused.id)).nextStatuses).toEqual([]);
  });
});

describe('the orders list: search and period', () => {
  test('q finds an order by its number or its client', async () => {
    const all = await list(as('proprietaire'), {});
    const first = all[0]!;
    expect((await list(as('proprietaire'), { q: first.number })).map((r) => r.id)).toEqual([first.id]);
    const named = all.find((r) => r.clientName.length > 3)!;
    const found = await list(as('proprietaire'), { q: named.clientName.slice(0, 6).toLowerCase() });
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((r) => r.clientName.toLowerCase().includes(named.clientName.slice(0, 6).toLowerCase())),
    ).toBe(true);
  });

  test('createdFrom and createdTo keep the Paris days asked, both included', async () => {
    const all = await list(as('proprietaire'), {});
    const parisDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));
    const days = [...new Set(all.map((r) => parisDay(r.createdAt)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const [from, to] = [days[1]!, days[days.length - 2]!];
    const kept = await list(as('proprietaire'), { createdFrom: from, createdTo: to });
    const expected = all.filter((r) => parisDay(r.createdAt) >= from && parisDay(r.createdAt) <= to);
    expect(kept.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(await list(as('proprietaire'), { createdFrom: from, createdTo: from })).toEqual(
      all.filter((r) => parisDay(r.createdAt) === from),
    );
    await pactum
      .spec()
      .get('/v1/orders')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: JSON.stringify({ createdFrom: '31/12/2026' }) })
      .expectStatus(400)
      .expectJsonLike({ message: 'Les paramètres de liste (tri, pagination ou filtre) sont invalides' });
  });
});

describe('the seller dashboard summary', () => {
  interface OrdersSummary {
    toValidate: number;
    monthOrders: number;
    monthTotalHT: number;
  }
  const summaryOf = async (headers: Record<string, string>) =>
    (await pactum.spec().get('/v1/orders/summary').withHeaders(headers).expectStatus(200))
      .json as OrdersSummary;

  test("the owner's figures are those of the lists", async () => {
    const summary = await summaryOf(as('proprietaire'));
    expect(summary.toValidate).toBe((await list(as('proprietaire'), { status: 'pending' })).length);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
      .format(new Date())
      .slice(0, 7);
    const ofMonth = (await list(as('proprietaire'), { status: ['pending', 'validated', 'invoiced'] })).filter(
      (r) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
          .format(new Date(r.createdAt))
          .startsWith(month),
    );
    expect(summary.monthOrders).toBe(ofMonth.length);
    expect(summary.monthTotalHT).toBe(ofMonth.reduce((sum, r) => sum + r.totalHT, 0));
  });

  test('an agent counts their own orders; a buyer may not ask', async () => {
    const agent = await summaryOf(agentHeaders());
    expect(agent.toValidate).toBe((await list(agentHeaders(), { status: 'pending' })).length);
    expect(agent.monthOrders).toBeLessThanOrEqual((await summaryOf(as('proprietaire'))).monthOrders);
    await pactum.spec().get('/v1/orders/summary').withHeaders(as('acheteur')).expectStatus(403);
    expect((await summaryOf(as('exemple'))).toValidate).toBe(0);
  });
});
