import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { StockMovement } from '@cuvee/stock';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  messagesOf,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The API the back-office screens draw on: the orders lists by role, an order's
 * detail, orders written for a client (owner, collaborator, agent in tour mode, admin; quotes and
 * bills), the producer's decisions, delivery tracking, offline payments, samples, sales points and
 * their counter sales, the sales settings, and the buyer's cart merge. SQLite, and MariaDB + Redis.
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;

interface Summary {
  id: number;
  number: string;
  kind: string;
  subType: string | null;
  channel: string;
  status: string;
  deliveryStatus: string;
  paymentStatus: string;
  buyerId: number | null;
  clientId: number | null;
  clientName: string;
  agentId: number | null;
  sellerName: string;
  totalTTC: number;
}
interface Detail extends Summary {
  typology: string;
  stockState: string;
  lines: { productId: number; unitHt: number; unitListHt: number; quantity: number; totalTtc: number }[];
  payment: { method: string; status: string; amount: number; dueDate: string | null } | null;
}
interface Client {
  id: number;
  typology: string;
  agentId: number | null;
  displayName: string;
}

/** Agents (and buyers) act in a shop they name; owners and collaborators in their own. */
const headersOf = (user: string) =>
  user === 'agent' ? { ...as(user), 'X-Shop-Id': String(shopId) } : as(user);
const list = async (path: string, user: string, query: Record<string, string> = {}) => {
  const answer = await pactum
    .spec()
    .get(path)
    .withHeaders(headersOf(user))
    .withQueryParams({ range: '[0,99]', ...query })
    .expectStatus(200);
  return { rows: answer.json as Summary[], range: String(answer.headers['content-range']) };
};
const send = (method: 'post' | 'put' | 'delete', path: string, user: string, body: object = {}) => {
  const spec = pactum.spec()[method](path).withHeaders(as(user));
  return method === 'delete' ? spec : spec.withJson(body);
};
const orderLine = (product: CatalogueProduct, quantity: number) => ({
  productId: product.id,
  formatId: product.formats[0]!.id,
  quantity,
});

let clients: Client[];
const clientOf = (typology: string) => clients.find((c) => c.typology === typology)!;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
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

describe('who sees which orders', () => {
  test("the owner sees the shop's orders, newest first, with a Content-Range; samples apart", async () => {
    const { rows, range } = await list('/v1/orders', 'proprietaire');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(range).toBe(`orders 0-${rows.length - 1}/${rows.length}`);
    expect(rows.every((r) => r.kind === 'order' && r.sellerName === 'Domaine des Demoiselles')).toBe(true);
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of ['pending', 'validated', 'refused', 'invoiced', 'draft'])
      expect(statuses).toContain(status);
    const pending = await list('/v1/orders', 'proprietaire', { filter: '{"status":"pending"}' });
    expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
    await pactum
      .spec()
      .get('/v1/orders')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: '{"total":1}' })
      .expectStatus(400)
      .expectJsonLike({ message: 'Les paramètres de liste (tri, pagination ou filtre) sont invalides' });
  });

  test('a buyer sees their own orders only, across shops, never samples', async () => {
    const { rows } = await list('/v1/orders', 'acheteur');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.buyerId === ids.acheteur && r.kind === 'order')).toBe(true);
    const theirs = (await list('/v1/orders', 'proprietaire')).rows.find((r) => r.buyerId !== ids.acheteur)!;
    await pactum.spec().get(`/v1/orders/${theirs.id}`).withHeaders(as('acheteur')).expectStatus(404);
  });

  test("an agent sees the orders of their clients; another shop's owner sees none of them", async () => {
    const { rows } = await list('/v1/orders', 'agent', {});
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.agentId === ids.agent)).toBe(true);
    expect((await list('/v1/orders', 'exemple')).rows).toEqual([]);
    await pactum.spec().get(`/v1/orders/${rows[0]!.id}`).withHeaders(as('exemple')).expectStatus(404);
  });

  test('a collaborator without seeAllOrder sees only the orders they wrote or follow', async () => {
    const collaborator = ids.collaborateur!;
    const map = (seeAllOrder: boolean) =>
      send('put', `/v1/collaborators/${collaborator}`, 'proprietaire', {
        authorizations: { seeAllOrder, createOrder: true, createQuote: true, seeAllClient: true },
      }).expectStatus(200);
    expect((await list('/v1/orders', 'collaborateur')).rows.length).toBeGreaterThan(0);
    await map(false);
    try {
      expect((await list('/v1/orders', 'collaborateur')).rows).toEqual([]);
      const mine = await send('post', '/v1/orders', 'collaborateur', {
        clientId: clientOf('caviste').id,
        lines: [orderLine(chinon, 6)],
      }).expectStatus(201);
      expect((await list('/v1/orders', 'collaborateur')).rows.map((r) => r.id)).toEqual([mine.json.id]);
    } finally {
      await map(true);
    }
  });
});

describe('orders written for a client (/orders/add)', () => {
  test("at the client's price list, with its stock reserved", async () => {
    const caviste = clientOf('caviste');
    const created = (
      await send('post', '/v1/orders', 'proprietaire', {
        clientId: caviste.id,
        lines: [orderLine(chinon, 12)],
        delivery: { type: 'carrier', ref: 'colissimo' },
        paymentMethod: 'bill',
        sellerNotes: 'Commande prise au salon',
      }).expectStatus(201)
    ).json as Detail;
    expect(created).toEqual(
      expect.objectContaining({
        status: 'pending',
        channel: 'backoffice',
        typology: 'caviste',
        clientId: caviste.id,
        clientName: caviste.displayName,
        stockState: 'reserved',
        paymentStatus: 'scheduled',
      }),
    );
    // The caviste list price, HT, without the public tiers.
    expect(created.lines[0]).toEqual(expect.objectContaining({ unitHt: 900, quantity: 12 }));
    expect(created.number).toMatch(/^CMD-\d{4}-\d{5}$/);
  });

  test('an agent in tour mode writes for their own clients only', async () => {
    const theirs = (
      await pactum
        .spec()
        .get('/v1/clients')
        .withHeaders({ ...as('agent'), 'X-Shop-Id': String(shopId) })
        .expectStatus(200)
    ).json as Client[];
    const agentHeaders = { ...as('agent'), 'X-Shop-Id': String(shopId) };
    const created = await pactum
      .spec()
      .post('/v1/orders')
      .withHeaders(agentHeaders)
      .withJson({ clientId: theirs[0]!.id, lines: [orderLine(touraine, 6)] })
      .expectStatus(201);
    expect(created.json.agentId).toBe(ids.agent);
    const other = clients.find((c) => c.agentId !== ids.agent)!;
    await pactum
      .spec()
      .post('/v1/orders')
      .withHeaders(agentHeaders)
      .withJson({ clientId: other.id, lines: [orderLine(touraine, 6)] })
      .expectStatus(404);
  });

  test('a quote waits as a draft without stock, then is placed; a bill needs billOrder and is invoiced at once', async () => {
    const quote = (
      await send('post', '/v1/orders', 'collaborateur', {
        clientId: clientOf('restaurant').id,
        subType: 'quote',
        lines: [orderLine(chinon, 6)],
      }).expectStatus(201)
    ).json as Detail;
    expect(quote).toEqual(expect.objectContaining({ status: 'draft', subType: 'quote', stockState: 'none' }));
    const placed = (await send('put', `/v1/orders/${quote.id}/place`, 'collaborateur').expectStatus(200))
      .json;
    expect(placed).toEqual(expect.objectContaining({ status: 'pending', stockState: 'reserved' }));
    const again = await send('put', `/v1/orders/${quote.id}/place`, 'collaborateur').expectStatus(409);
    expect(again.json.message).toBe('Seul un devis en brouillon peut être passé en commande');
    // The demo collaborator may not bill.
    await send('post', '/v1/orders', 'collaborateur', {
      clientId: clientOf('restaurant').id,
      subType: 'bill',
      lines: [orderLine(chinon, 6)],
    }).expectStatus(403);
    await send('post', '/v1/orders', 'proprietaire', {
      clientId: clientOf('restaurant').id,
      subType: 'bill',
      lines: [orderLine(chinon, 6)],
    })
      .expectStatus(201)
      // Billed at once: validated (stock sold) and invoiced in the same call (ADR 0018).
      .expectJsonLike({ subType: 'bill', status: 'invoiced', stockState: 'confirmed' });
  });

  test('bad input: clear messages, nothing written', async () => {
    const before = (await list('/v1/orders', 'proprietaire')).rows.length;
    const empty = await send('post', '/v1/orders', 'proprietaire', {
      clientId: clients[0]!.id,
      lines: [],
    }).expectStatus(400);
    expect(messagesOf(empty.json)).toEqual(["Le champ lines n'est pas valide"]);
    await send('post', '/v1/orders', 'proprietaire', {
      clientId: clients[0]!.id,
      lines: [{ productId: 999_999, formatId: 1, quantity: 1 }],
    })
      .expectStatus(400)
      .expectJsonLike({ message: 'Produit inexistant' });
    await send('post', '/v1/orders', 'proprietaire', {
      clientId: clients[0]!.id,
      paymentMethod: 'payLater',
      lines: [orderLine(chinon, 6)],
    })
      .expectStatus(400)
      .expectJsonLike({ message: ['Veuillez choisir un délai de paiement'] });
    await send('post', '/v1/orders', 'exemple', {
      clientId: clients[0]!.id,
      lines: [orderLine(chinon, 6)],
    }).expectStatus(404);
    expect((await list('/v1/orders', 'proprietaire')).rows.length).toBe(before);
  });

  test('an administrator writes one for a client of a named shop and sees every shop’s orders', async () => {
    const created = await send('post', '/v1/admin/orders', 'administrateur', {
      shopId,
      clientId: clients[0]!.id,
      lines: [orderLine(chinon, 6)],
    }).expectStatus(201);
    const { rows } = await list('/v1/admin/orders', 'administrateur', { filter: JSON.stringify({ shopId }) });
    expect(rows.map((r) => r.id)).toContain(created.json.id);
  });
});

describe('delivery and payment', () => {
  let orderId: number;

  beforeAll(async () => {
    const placed = await checkout(as('acheteur'), [
      cartOrder(shopId, [line(chinon, 6)], { shipping: { type: 'carrier', ref: 'colissimo' } }),
    ]).expectStatus(201);
    orderId = placed.json.orders[0].id;
  });

  test('delivery is followed once validated, along the delivery statuses; manageDelivery is needed', async () => {
    const early = await send('put', `/v1/orders/${orderId}/delivery-status`, 'proprietaire', {
      status: 'preparation',
    }).expectStatus(409);
    expect(early.json.message).toBe('La livraison se suit une fois la commande validée');
    await send('put', `/v1/orders/${orderId}/validate`, 'proprietaire').expectStatus(200);
    const { rows } = await list('/v1/deliveries', 'proprietaire', { filter: '{"deliveryStatus":"pending"}' });
    expect(rows.map((r) => r.id)).toContain(orderId);
    for (const status of ['preparation', 'pendingPickup', 'pickup', 'transit', 'delivered'])
      await send('put', `/v1/orders/${orderId}/delivery-status`, 'proprietaire', { status })
        .expectStatus(200)
        .expectJsonLike({ deliveryStatus: status });
    const back = await send('put', `/v1/orders/${orderId}/delivery-status`, 'proprietaire', {
      status: 'preparation',
    }).expectStatus(409);
    expect(back.json.message).toBe('Impossible de passer du statut "delivered" au statut "preparation"');
    // The demo collaborator does not manage deliveries.
    await send('put', `/v1/orders/${orderId}/delivery-status`, 'collaborateur', {
      status: 'returned',
    }).expectStatus(403);
  });

  test('an offline payment is marked received; a deferred one is missing only after its due day; a card one is not by hand', async () => {
    const paid = (
      await send('put', `/v1/orders/${orderId}/payment-status`, 'proprietaire', {
        status: 'paid',
      }).expectStatus(200)
    ).json as Detail;
    expect(paid.payment).toEqual(expect.objectContaining({ status: 'paid', amount: paid.totalTTC }));

    const later = await checkout(as('acheteur'), [
      cartOrder(shopId, [line(chinon, 6)], { paymentType: 'payLater', paymentDelay: 'days30' }),
    ]).expectStatus(201);
    const deferred = (
      await pactum.spec().get(`/v1/orders/${later.json.orders[0].id}`).withHeaders(as('proprietaire'))
    ).json as Detail;
    const early = await send('put', `/v1/orders/${deferred.id}/payment-status`, 'proprietaire', {
      status: 'missing',
    }).expectStatus(409);
    expect(early.json.message).toBe(
      `Ce paiement n'est pas encore échu (échéance le ${deferred.payment!.dueDate})`,
    );
    await send('put', `/v1/orders/${deferred.id}/payment-status`, 'proprietaire', {
      status: 'partial',
      amount: 1000,
    })
      .expectStatus(200)
      .expectJsonLike({ paymentStatus: 'partial', payment: { amount: 1000 } });

    const cardPaid = [];
    for (const row of (await list('/v1/orders', 'proprietaire', { filter: '{"paymentStatus":"paid"}' }))
      .rows) {
      const detail = (await pactum.spec().get(`/v1/orders/${row.id}`).withHeaders(as('proprietaire')))
        .json as Detail;
      if (detail.payment?.method === 'card') cardPaid.push(detail);
    }
    expect(cardPaid.length).toBeGreaterThan(0);
    const byHand = await send('put', `/v1/orders/${cardPaid[0]!.id}/payment-status`, 'proprietaire', {
      status: 'missing',
    }).expectStatus(400);
    expect(byHand.json.message).toBe(
      'Un paiement par carte se suit chez le prestataire de paiement, pas à la main',
    );
  });
});

describe('samples', () => {
  test('an agent leaves samples: an ECH number, nothing charged, the bottles leave the stock as sample movements', async () => {
    const agentHeaders = { ...as('agent'), 'X-Shop-Id': String(shopId) };
    const theirs = (await pactum.spec().get('/v1/clients').withHeaders(agentHeaders).expectStatus(200))
      .json as Client[];
    const sample = (
      await pactum
        .spec()
        .post('/v1/samples')
        .withHeaders(agentHeaders)
        .withJson({
          clientId: theirs[0]!.id,
          lines: [orderLine(chinon, 2)],
          sellerNotes: 'Pour la carte des vins',
        })
        .expectStatus(201)
    ).json as Detail;
    expect(sample.number).toMatch(/^ECH-\d{4}-\d{5}$/);
    expect(sample).toEqual(
      expect.objectContaining({ kind: 'sample', status: 'validated', totalTTC: 0, stockState: 'confirmed' }),
    );
    expect(sample.lines[0]).toEqual(expect.objectContaining({ unitHt: 0, totalTtc: 0, quantity: 2 }));
    expect(sample.lines[0]!.unitListHt).toBeGreaterThan(0);
    const movement = await api
      .get(Database)
      .dataSource.getRepository(StockMovement)
      .findOneByOrFail({ sourceRef: `order:${sample.number}` });
    expect(movement).toEqual(expect.objectContaining({ type: 'sample', delta: -2 }));
    const { rows } = await list('/v1/samples', 'proprietaire');
    expect(rows.map((r) => r.id)).toContain(sample.id);
    expect(rows.every((r) => r.kind === 'sample')).toBe(true);
    await pactum
      .spec()
      .get('/v1/samples')
      .withHeaders({ ...as('acheteur'), 'X-Shop-Id': String(shopId) })
      .expectStatus(403);
  });
});

describe('sales points', () => {
  test('open one, sell at the counter (paid, handed over, out of its warehouse), archive it', async () => {
    const warehouses = (
      await pactum.spec().get('/v1/warehouses').withHeaders(as('proprietaire')).expectStatus(200)
    ).json as { id: number; isDefault: boolean }[];
    const boutique = warehouses.find((w) => !w.isDefault)!;
    const created = (
      await send('post', '/v1/sales-points', 'proprietaire', {
        name: 'Salon des vins de Tours',
        warehouseId: boutique.id,
        typology: 'public',
        paymentMethods: ['cash', 'cb'],
      }).expectStatus(201)
    ).json as { id: number };
    await send('post', `/v1/sales-points/${created.id}/orders`, 'proprietaire', {
      lines: [orderLine(chinon, 2)],
      paymentMethod: 'check',
    })
      .expectStatus(400)
      .expectJsonLike({ message: ["Ce moyen de paiement n'est pas accepté à ce point de vente"] });
    const sale = (
      await send('post', `/v1/sales-points/${created.id}/orders`, 'proprietaire', {
        lines: [orderLine(chinon, 2)],
        paymentMethod: 'cash',
      }).expectStatus(201)
    ).json as Detail;
    expect(sale).toEqual(
      expect.objectContaining({
        channel: 'salesPoint',
        status: 'validated',
        paymentStatus: 'paid',
        deliveryStatus: 'delivered',
        stockState: 'confirmed',
        clientName: 'Salon des vins de Tours',
      }),
    );
    const movement = await api
      .get(Database)
      .dataSource.getRepository(StockMovement)
      .findOneByOrFail({ sourceRef: `order:${sale.number}` });
    expect(movement).toEqual(expect.objectContaining({ type: 'sale', warehouseId: boutique.id, delta: -2 }));
    const { rows } = await list('/v1/orders', 'proprietaire', {
      filter: JSON.stringify({ salesPointId: created.id }),
    });
    expect(rows.map((r) => r.id)).toEqual([sale.id]);

    await send('post', '/v1/sales-points', 'proprietaire', {
      name: 'x',
      typology: 'grossiste',
      paymentMethods: ['cash'],
    })
      .expectStatus(400)
      .expectJsonLike({ message: 'La typologie "grossiste" n\'existe pas dans cette boutique' });
    // It has an order: deleting archives it, and the list leaves it out.
    await send('delete', `/v1/sales-points/${created.id}`, 'proprietaire')
      .expectStatus(200)
      .expectJsonLike({ archived: true });
    expect((await list('/v1/sales-points', 'proprietaire')).rows.map((r) => r.id)).not.toContain(created.id);
    // Another shop's owner does not see it; the demo collaborator has no createOrderSalesPoint.
    await send('put', `/v1/sales-points/${created.id}`, 'exemple', {
      name: 'x',
      paymentMethods: ['cash'],
    }).expectStatus(404);
    await pactum.spec().get('/v1/sales-points').withHeaders(as('collaborateur')).expectStatus(403);
  });
});

describe('sales settings', () => {
  test('sellers read them, the owner saves them; bad input is refused in French; buyers read the checkout options', async () => {
    const settings = (
      await pactum.spec().get('/v1/sales-settings').withHeaders(as('collaborateur')).expectStatus(200)
    ).json;
    expect(settings.delivery.collectionPoints.map((p: { ref: string }) => p.ref)).toEqual([
      'caveau',
      'marche',
    ]);
    await send('put', '/v1/sales-settings/delivery', 'collaborateur', settings.delivery).expectStatus(403);
    const duplicated = await send('put', '/v1/sales-settings/delivery', 'proprietaire', {
      ...settings.delivery,
      collectionPoints: [
        ...settings.delivery.collectionPoints,
        { ...settings.delivery.collectionPoints[0], name: 'Bis' },
      ],
    }).expectStatus(400);
    expect(messagesOf(duplicated.json)).toEqual(['La référence "caveau" est présente deux fois']);
    const margin = await send('put', '/v1/sales-settings/delivery', 'proprietaire', {
      ...settings.delivery,
      options: [{ ...settings.delivery.options[0], marginPercent: 30 }],
    }).expectStatus(400);
    expect(messagesOf(margin.json)).toEqual(['Doit être compris entre 0 et 25 (25 exclu)']);
    await send('put', '/v1/sales-settings/promotions', 'proprietaire', {
      promotions: [
        {
          id: 'noel',
          name: 'Noël',
          type: 'percent',
          amount: 10,
          activation: 'minPriceOrder',
          threshold: 10000,
          start: '2026-12-01',
          end: '2026-12-24',
        },
      ],
    })
      .expectStatus(200)
      .expectJsonLike({ promotions: [{ id: 'noel', amount: 10 }] });
    await send('put', '/v1/sales-settings/payments', 'proprietaire', {
      methods: ['card', 'transfer'],
      payLaterDelays: [],
      pendingOrderDays: 7,
    })
      .expectStatus(200)
      .expectJsonLike({ payments: { pendingOrderDays: 7 } });
    const options = (await pactum.spec().get(`/v1/checkout-options/${shopId}`).expectStatus(200)).json;
    expect(options).toEqual(
      expect.objectContaining({
        shopId,
        paymentMethods: ['card', 'transfer'],
        promotions: [expect.objectContaining({ id: 'noel' })],
      }),
    );
    expect(options).not.toHaveProperty('commissionPercent');
    await pactum.spec().get('/v1/checkout-options/999999').expectStatus(404);
  });
});

describe("the buyer's cart", () => {
  test('at login the anonymous cart merges into the saved one, quantities summed on the same line', async () => {
    const saved = { orders: [cartOrder(shopId, [{ ...line(chinon, 6), idTmp: 'a' }])], lastUpdated: null };
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(as('acheteur'))
      .withQueryParams({ message: 'false' })
      .withJson({ cart: saved })
      .expectStatus(200);
    const merged = (
      await pactum
        .spec()
        .post('/v1/orders/merge-cart')
        .withHeaders(as('acheteur'))
        .withJson({
          orders: [
            cartOrder(shopId, [
              { ...line(chinon, 3), idTmp: 'a' },
              { ...line(touraine, 2), idTmp: 'b' },
            ]),
          ],
        })
        .expectStatus(200)
    ).json as { orders: { products: { idTmp: string; quantity: number }[] }[] };
    expect(merged.orders[0]!.products.map((p) => [p.idTmp, p.quantity])).toEqual([
      ['a', 9],
      ['b', 2],
    ]);
    const me = (await pactum.spec().get('/v1/users/me').withHeaders(as('acheteur')).expectStatus(200)).json;
    expect(me.cart.orders[0].products.map((p: { quantity: number }) => p.quantity)).toEqual([9, 2]);
  });

  test('a client with orders is archived, not deleted (CRM documents)', async () => {
    const withOrders = clientOf('caviste');
    await send('delete', `/v1/clients/${withOrders.id}`, 'proprietaire').expectStatus(409).expectJsonLike({
      message: 'Ce client a des documents (commandes, factures) : archivez-le au lieu de le supprimer',
    });
  });
});
