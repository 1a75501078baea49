import pactum from 'pactum';
import { messageText } from '@cuvee/kernel';
import { Database, IdempotencyKey } from '@cuvee/platform';
import { requestHashOf } from '@cuvee/kernel/node';
import { Order, OrderLifecycle } from '@cuvee/sales';
import { StockMovement, StockReservation, StockReservationsService, stockDrift } from '@cuvee/stock';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  messagesOf,
  SANDBOX_CARDS,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { Gate, holdAt } from './support/interleaving.js';

/*
 * The whole buyer path: cart → server price → checkout (stock reserved, card imprinted for
 * 0 €) → the producer validates (capture, stock out as a sale); 3-D Secure, declined cards and a
 * declined capture; refusal, cancellation, the emptied cart and expiry giving the stock back;
 * idempotent checkout and validation. SQLite, and MariaDB + Redis with DB_URL / REDIS_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let chinon: CatalogueProduct;
let defaultWarehouse: number;

interface Level {
  id: number;
  onHand: number;
  reserved: number;
  available: number;
}
interface OrderView {
  id: number;
  number: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string | null;
  deliveryStatus: string;
  stockState: string;
  totalTTC: number;
  payment: { status: string; amount: number; failureReason: string | null } | null;
  lines: { productId: number; quantity: number; unitHt: number; name: string; vintageName: string | null }[];
}
interface Placed {
  id: number;
  number: string;
  status: string;
  paymentStatus: string;
  totalTTC: number;
  redirectUrl: string | null;
}

const buyer = () => as('acheteur');
const owner = () => as('proprietaire');

async function chinonLevel(): Promise<Level> {
  const rows = (
    await pactum
      .spec()
      .get('/v1/stock-levels')
      .withHeaders(owner())
      .withQueryParams({
        filter: JSON.stringify({
          productId: chinon.id,
          warehouseId: defaultWarehouse,
          vintageId: chinon.vintages[0]!.id,
          formatId: chinon.formats[0]!.id,
        }),
      })
      .expectStatus(200)
  ).json as Level[];
  const { id, onHand, reserved, available } = rows[0]!;
  return { id, onHand, reserved, available };
}

const order = async (id: number, headers = owner()): Promise<OrderView> =>
  (await pactum.spec().get(`/v1/orders/${id}`).withHeaders(headers).expectStatus(200)).json as OrderView;

const sixChinon = (choices = {}) => [cartOrder(shopId, [line(chinon, 6)], choices)];

async function placeWithCard(card: string): Promise<Placed> {
  const placed = (await checkout(buyer(), sixChinon({ paymentType: 'card' }), { card }).expectStatus(201))
    .json as {
    orders: Placed[];
  };
  return placed.orders[0]!;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(buyer(), shopId)).get('chinon-les-demoiselles')!;
  const warehouses = (await pactum.spec().get('/v1/warehouses').withHeaders(owner()).expectStatus(200))
    .json as {
    id: number;
    isDefault: boolean;
  }[];
  defaultWarehouse = warehouses.find((w) => w.isDefault)!.id;
});
afterAll(() => api.stop());

describe('the buyer path', () => {
  test('price → checkout with a card → the producer validates: captured, and the stock leaves as a sale', async () => {
    const priced = (
      await pactum
        .spec()
        .post('/v1/orders/get-cart-price')
        .withHeaders(buyer())
        .withJson({ orders: sixChinon({ paymentType: 'card' }) })
        .expectStatus(200)
    ).json as { sellerId: number; price: { totalTTC: number; totalHT: number }; missing: string[] }[];
    expect(priced).toHaveLength(1);
    expect(priced[0]!.missing).toEqual([]);
    const before = await chinonLevel();

    const placed = await placeWithCard(SANDBOX_CARDS.success);
    expect(placed).toEqual(
      expect.objectContaining({ status: 'pending', paymentStatus: 'scheduled', redirectUrl: null }),
    );
    expect(placed.number).toMatch(/^CMD-\d{4}-\d{5}$/);
    // The price of the order is the server's price of the cart.
    expect(placed.totalTTC).toBe(priced[0]!.price.totalTTC);
    expect((await chinonLevel()).reserved).toBe(before.reserved + 6);

    const mine = await order(placed.id, buyer());
    expect(mine.lines).toEqual([
      expect.objectContaining({ productId: chinon.id, quantity: 6, vintageName: '2022' }),
    ]);

    const validated = (
      await pactum.spec().put(`/v1/orders/${placed.id}/validate`).withHeaders(owner()).expectStatus(200)
    ).json as OrderView;
    expect(validated).toEqual(
      expect.objectContaining({ status: 'validated', paymentStatus: 'paid', stockState: 'confirmed' }),
    );
    expect(validated.payment).toEqual(expect.objectContaining({ status: 'paid', amount: placed.totalTTC }));
    const after = await chinonLevel();
    expect(after).toEqual(
      expect.objectContaining({
        onHand: before.onHand - 6,
        reserved: before.reserved,
        available: before.available - 6,
      }),
    );
    const sale = await api
      .get(Database)
      .dataSource.getRepository(StockMovement)
      .findOneBy({ sourceRef: `order:${placed.number}` });
    expect(sale).toEqual(expect.objectContaining({ type: 'sale', delta: -6 }));
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });

  test("placing empties the account's saved cart of the seller's order; another seller's order stays", async () => {
    const otherShop = await shopIdOf(api, 'DEMO2');
    const later = cartOrder(otherShop, [line(chinon, 2)]);
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(buyer())
      .withQueryParams({ message: 'false' })
      .withJson({ cart: { orders: [...sixChinon(), later] } })
      .expectStatus(200);

    await checkout(buyer(), sixChinon()).expectStatus(201);
    const me = (await pactum.spec().get('/v1/users/me').withHeaders(buyer()).expectStatus(200)).json as {
      cart: { orders: { sellerId: number }[] } | null;
    };
    expect(me.cart?.orders.map((order) => order.sellerId)).toEqual([otherShop]);

    // The last order of the cart placed: nothing is left to order.
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(buyer())
      .withQueryParams({ message: 'false' })
      .withJson({ cart: { orders: sixChinon() } })
      .expectStatus(200);
    await checkout(buyer(), sixChinon()).expectStatus(201);
    const after = (await pactum.spec().get('/v1/users/me').withHeaders(buyer()).expectStatus(200)).json as {
      cart: unknown;
    };
    expect(after.cart).toBeNull();
  });

  test('3-D Secure: the buyer approves on the bank page, the imprint is held, validation captures', async () => {
    const placed = await placeWithCard(SANDBOX_CARDS.threeDSecure);
    expect(placed.paymentStatus).toBe('requiresAction');
    expect(placed.redirectUrl).toMatch(/^http:\/\/localhost:5174\/validate3ds\?imprint=/);
    const imprint = new URL(placed.redirectUrl!).searchParams.get('imprint')!;
    // The producer cannot capture before the buyer has authenticated.
    const early = await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/validate`)
      .withHeaders(owner())
      .expectStatus(409);
    expect(early.json.message).toBe(messageText('sales.paymentNotReady', 'fr'));
    const back = (
      await pactum
        .spec()
        .post('/v1/orders/validate3ds')
        .withHeaders(buyer())
        .withJson({ imprint, approved: true })
        .expectStatus(200)
    ).json as OrderView;
    expect(back).toEqual(expect.objectContaining({ status: 'pending', paymentStatus: 'scheduled' }));
    await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/validate`)
      .withHeaders(owner())
      .expectStatus(200)
      .expectJsonLike({ status: 'validated', paymentStatus: 'paid' });
  });

  test('3-D Secure failed: the payment-failure message, the order is given up and its stock released', async () => {
    const before = await chinonLevel();
    const placed = await placeWithCard(SANDBOX_CARDS.threeDSecureFails);
    expect((await chinonLevel()).reserved).toBe(before.reserved + 6);
    const imprint = new URL(placed.redirectUrl!).searchParams.get('imprint')!;
    const failed = await pactum
      .spec()
      .post('/v1/orders/validate3ds')
      .withHeaders(buyer())
      .withJson({ imprint, approved: true })
      .expectStatus(402);
    expect(failed.json.message).toBe(
      'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
    );
    expect(await order(placed.id)).toEqual(
      expect.objectContaining({ status: 'aborted', paymentStatus: 'error', stockState: 'released' }),
    );
    expect(await chinonLevel()).toEqual(before);
  });

  test('a declined card places nothing and holds no stock', async () => {
    const before = await chinonLevel();
    const count = await api.get(Database).dataSource.getRepository(Order).count();
    const refused = await checkout(buyer(), sixChinon({ paymentType: 'card' }), {
      card: SANDBOX_CARDS.declined,
    }).expectStatus(402);
    expect(refused.json.message).toBe(messageText('error.paymentFailed', 'fr'));
    expect(await api.get(Database).dataSource.getRepository(Order).count()).toBe(count);
    expect(await chinonLevel()).toEqual(before);
  });

  test('a declined capture: validation fails with the payment-failure text, the order is in error; cancelling frees the stock', async () => {
    const before = await chinonLevel();
    const placed = await placeWithCard(SANDBOX_CARDS.captureDeclined);
    const failed = await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/validate`)
      .withHeaders(owner())
      .withHeaders('Accept-Language', 'en')
      .expectStatus(402);
    expect(failed.json.message).toBe('An error occurred while validating your payment. Please try again.');
    const errored = await order(placed.id);
    expect(errored).toEqual(expect.objectContaining({ status: 'error', paymentStatus: 'error' }));
    expect(errored.payment?.failureReason).toBe('insufficientFunds');
    // Trying again declines again (a new capture attempt at the provider).
    await pactum.spec().put(`/v1/orders/${placed.id}/validate`).withHeaders(owner()).expectStatus(402);
    await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/cancel`)
      .withHeaders(owner())
      .withJson({ reason: 'Carte refusée' })
      .expectStatus(200)
      .expectJsonLike({ status: 'cancelled', paymentStatus: 'cancelled', stockState: 'released' });
    expect(await chinonLevel()).toEqual(before);
  });
});

describe('the stock comes back when an order ends', () => {
  test('refused by the producer', async () => {
    const before = await chinonLevel();
    const placed = ((await checkout(buyer(), sixChinon()).expectStatus(201)).json as { orders: Placed[] })
      .orders[0]!;
    await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/refuse`)
      .withHeaders(owner())
      .withJson({ reason: 'Plus de livraisons cette semaine' })
      .expectStatus(200)
      .expectJsonLike({ status: 'refused', sellerNotes: 'Plus de livraisons cette semaine' });
    expect(await chinonLevel()).toEqual(before);
    // A refused order is over: it cannot be validated any more.
    const again = await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/validate`)
      .withHeaders(owner())
      .expectStatus(409);
    expect(again.json.message).toBe('Impossible de passer du statut "refused" au statut "validated"');
  });

  test('the buyer empties the cart (aborted-cart)', async () => {
    const before = await chinonLevel();
    const placed = ((await checkout(buyer(), sixChinon()).expectStatus(201)).json as { orders: Placed[] })
      .orders[0]!;
    await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/aborted-cart`)
      .withHeaders(buyer())
      .expectStatus(200)
      .expectJsonLike({ status: 'aborted', stockState: 'released' });
    expect(await chinonLevel()).toEqual(before);
    // Someone else's order is not found.
    await pactum
      .spec()
      .put(`/v1/orders/${placed.id}/aborted-cart`)
      .withHeaders(as('exemple'))
      .expectStatus(403);
  });

  test('a pending order past its expiry expires at the sweep', async () => {
    const placed = ((await checkout(buyer(), sixChinon()).expectStatus(201)).json as { orders: Placed[] })
      .orders[0]!;
    const orders = api.get(Database).dataSource.getRepository(Order);
    const row = await orders.findOneByOrFail({ id: placed.id });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const report = await api.get(OrderLifecycle).sweep(new Date(row.expiresAt!.getTime() + 1000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await order(placed.id)).toEqual(
      expect.objectContaining({ status: 'expired', stockState: 'released' }),
    );
    const reservation = await api
      .get(Database)
      .dataSource.getRepository(StockReservation)
      .findOneByOrFail({ shopId, orderRef: placed.number });
    expect(reservation).toEqual(expect.objectContaining({ status: 'released', releaseReason: 'expired' }));
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  test('the same key and body answer the same orders once; another body 422; a request in flight 409', async () => {
    const cart = sixChinon();
    const first = (await checkout(buyer(), cart, { key: 'checkout-A' }).expectStatus(201)).json;
    const count = await api.get(Database).dataSource.getRepository(Order).count();
    const replay = (await checkout(buyer(), cart, { key: 'checkout-A' }).expectStatus(201)).json;
    expect(replay).toEqual(first);
    expect(await api.get(Database).dataSource.getRepository(Order).count()).toBe(count);

    const other = await checkout(buyer(), [cartOrder(shopId, [line(chinon, 7)])], {
      key: 'checkout-A',
    }).expectStatus(422);
    expect(other.json.message).toBe("Cette clé d'idempotence a déjà servi pour une autre requête");

    // A first request still running under the key (its row in flight).
    const me = (await pactum.spec().get('/v1/users/me').withHeaders(buyer()).expectStatus(200)).json
      .id as number;
    const keys = api.get(Database).dataSource.getRepository(IdempotencyKey);
    await keys.save(
      keys.create({
        scope: `user:${me}`,
        route: 'checkout',
        idempotencyKey: 'checkout-B',
        requestHash: requestHashOf({ orders: cart }),
        state: 'inFlight',
        response: null,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    );
    const busy = await checkout(buyer(), cart, { key: 'checkout-B' }).expectStatus(409);
    expect(messagesOf(busy.json)).toEqual([
      "Une requête avec cette clé d'idempotence est déjà en cours de traitement",
    ]);
    expect(await api.get(Database).dataSource.getRepository(Order).count()).toBe(count);
  });

  test('ten checkouts at once with one key: one order, nine "in flight" answers, then identical replays', async () => {
    const orders = api.get(Database).dataSource.getRepository(Order);
    const before = await orders.count();
    const cart = sixChinon();
    // The first request to claim the key is held in its work (before its reservation) until the
    // nine others have answered: whatever the engine's timing, they meet the key in flight.
    const gate = new Gate();
    const held = holdAt(api.get(StockReservationsService), 'reserve', gate);
    let answers;
    try {
      const answered: number[] = [];
      const requests = Array.from({ length: 10 }, (_, index) =>
        checkout(buyer(), cart, { key: 'checkout-D' })
          .toss()
          .finally(() => answered.push(index)),
      );
      await gate.entered;
      // Every request has answered or is held: only then may the held one go on.
      await waitFor(async () => (answered.length + gate.count >= 10 ? true : undefined), 30_000);
      gate.open();
      answers = await Promise.all(requests);
    } finally {
      held.restore();
    }
    expect(gate.count).toBe(1);
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const busy = answers.filter((answer) => answer.statusCode !== 201);
    expect(placed).toHaveLength(1);
    expect(busy.map((answer) => answer.statusCode)).toEqual(Array(9).fill(409));
    for (const answer of busy)
      expect(messagesOf(answer.body as { message: string })).toEqual([
        "Une requête avec cette clé d'idempotence est déjà en cours de traitement",
      ]);
    expect(await orders.count()).toBe(before + 1);

    // Done: ten more at once all replay the same answer, and place nothing more.
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => checkout(buyer(), cart, { key: 'checkout-D' }).toss()),
    );
    for (const replay of replays) {
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toEqual(placed[0]!.body);
    }
    expect(await orders.count()).toBe(before + 1);
  });

  test('a failed checkout gives its key back: fixed, the same key places the order', async () => {
    const cart = [cartOrder(shopId, [line(chinon, 6)], { paymentType: null })];
    await checkout(buyer(), cart, { key: 'checkout-C' }).expectStatus(400);
    const fixed = [cartOrder(shopId, [line(chinon, 6)])];
    await checkout(buyer(), fixed, { key: 'checkout-C' }).expectStatus(201);
  });

  test('validation replays its answer and never captures twice', async () => {
    const placed = await placeWithCard(SANDBOX_CARDS.success);
    const validate = () =>
      pactum
        .spec()
        .put(`/v1/orders/${placed.id}/validate`)
        .withHeaders({ ...owner(), 'Idempotency-Key': `validate-${placed.id}` });
    const first = (await validate().expectStatus(200)).json as OrderView;
    const second = (await validate().expectStatus(200)).json as OrderView;
    expect(second.status).toBe('validated');
    expect(second.payment).toEqual(first.payment);
    // Without the key, a second validation is refused by the lifecycle (validated → validated).
    await pactum.spec().put(`/v1/orders/${placed.id}/validate`).withHeaders(owner()).expectStatus(409);
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });
});
