import pactum from 'pactum';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { SubscriptionsService } from '@cuvee/primeur';
import { TestApi } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import { proClient, type Document } from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { Barrier, holdAt } from './support/interleaving.js';

/*
 * Primeur end to end through the API: a campaign with a typology allocation, 20 subscriptions sent at
 * once against it (never more than the allocation, on either engine: each is held until all 20 chose
 * their allocation, so only the database's guard keeps them apart), each with its deposit invoice; a
 * client without allocation, closing with unpaid deposits, cancelling — by the seller, and by a buyer
 * within the campaign's rules; bottling into stock and deliveries; balance invoices deducting the deposit,
 * whose totals equal the campaign price. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];

interface Subscription {
  id: number;
  number: string;
  clientId: number;
  quantity: number;
  status: string;
  depositInvoiceId: number | null;
  depositNumber: string | null;
  balanceInvoiceId: number | null;
  balanceNumber: string | null;
}
interface Statement {
  clientId: number;
  depositsPaid: number;
  balancesDue: number;
  bottlesDelivered: number;
  bottlesToDeliver: number;
  lines: { status: string; priceTtc: number; balanceNumber: string | null }[];
}
interface Campaign {
  id: number;
  status: string;
  subscribed: number;
  quotas: {
    id: number;
    typology: string | null;
    clientId: number | null;
    quantity: number;
    subscribed: number;
    left: number;
  }[];
}

const owner = () => as('proprietaire');
const get = (path: string, query: Record<string, string> = {}, user = 'proprietaire') => {
  const spec = pactum.spec().get(path).withHeaders(as(user));
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const post = (path: string, body: object = {}, user = 'proprietaire') =>
  pactum.spec().post(path).withHeaders(as(user)).withJson(body);
const subscriptionsOf = async (campaignId: number): Promise<Subscription[]> =>
  (
    await get('/v1/primeur-subscriptions', {
      filter: JSON.stringify({ campaignId }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as Subscription[];

const QUOTA = 12;
const UNIT_HT = 1700;
/** TTC of one bottle at 20 %: the price a caviste pays. */
const BOTTLE_TTC = 2040;
/** 30 % of it, the deposit. */
const DEPOSIT_TTC = 612;

let product: { productId: number; vintageId: number; formatId: number; levelId: number };
let cellarId: number;
let campaign: Campaign;
let cavistes: number[];
let accepted: Subscription[];
/** The shop's record of the demo buyer, and the shop they buy from (X-Shop-Id). */
let buyerClientId: number;
let shopId: number;
const buyerHeaders = () => ({ ...as('acheteur'), 'X-Shop-Id': String(shopId) });
interface Offer {
  id: number;
  left: number;
  subscribed: number;
  cancelUntil: string | null;
  subscriptions: { id: number; number: string; quantity: number; cancellable: boolean }[];
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as {
    id: number;
    isDefault: boolean;
  }[];
  cellarId = warehouses.find((w) => w.isDefault)!.id;
  const [level] = (
    await get('/v1/stock-levels', {
      filter: JSON.stringify({ warehouseId: cellarId }),
      range: '[0,0]',
    }).expectStatus(200)
  ).json as { id: number; productId: number; vintageId: number; formatId: number }[];
  product = {
    productId: level!.productId,
    vintageId: level!.vintageId,
    formatId: level!.formatId,
    levelId: level!.id,
  };
  cavistes = [];
  for (let index = 0; index < 20; index++) {
    const id = await proClient(owner(), `Cave ${index}`, `cave${index}@primeur.example`);
    await pactum
      .spec()
      .put(`/v1/clients/${id}`)
      .withHeaders(owner())
      .withJson({ typology: 'caviste' })
      .expectStatus(200);
    cavistes.push(id);
  }
  // Twenty clients, written one by one: longer than a test's minute on a loaded machine.
}, 180_000);
afterAll(() => api.stop());

describe('a campaign and its allocation', () => {
  test('a campaign with a price per typology and a shared allocation of the cavistes', async () => {
    const today = parisDateOf(new Date());
    const refused = await post('/v1/primeur-campaigns', {
      name: 'Primeurs 2026',
      productId: product.productId,
      formatId: product.formatId,
      unitHt: 2500,
      depositPercent: 30,
      opensOn: today,
      closesOn: addDays(today, -1),
    }).expectStatus(400);
    expect(JSON.stringify(refused.json)).toContain("La date de clôture doit suivre la date d'ouverture");
    campaign = (
      await post('/v1/primeur-campaigns', {
        name: 'Primeurs 2026',
        productId: product.productId,
        vintageId: product.vintageId || null,
        formatId: product.formatId,
        unitHt: 2500,
        prices: { caviste: UNIT_HT },
        vatRate: 20,
        depositPercent: 30,
        opensOn: addDays(today, -1),
        closesOn: addDays(today, 30),
        deliveryOn: addDays(today, 400),
        quotas: [{ typology: 'caviste', quantity: QUOTA }],
      }).expectStatus(201)
    ).json;
    expect(campaign).toMatchObject({ status: 'open', subscribed: 0 });
    expect(campaign.quotas).toEqual([
      expect.objectContaining({ typology: 'caviste', quantity: QUOTA, left: QUOTA }),
    ]);
    await get(`/v1/primeur-campaigns/${campaign.id}`, {}, 'exemple').expectStatus(404);
  });

  test('20 subscriptions at once against an allocation of 12: exactly 12 taken, each with its deposit invoice', async () => {
    // Every request read the campaign, its client and the allocation left (12) before any writes.
    const barrier = new Barrier(20);
    const held = holdAt(api.get(SubscriptionsService), 'take', barrier);
    let responses;
    try {
      responses = await Promise.all(
        cavistes.map((clientId) =>
          pactum
            .spec()
            .post(`/v1/primeur-campaigns/${campaign.id}/subscriptions`)
            .withHeaders(owner())
            .withJson({ clientId, quantity: 1 })
            .toss(),
        ),
      );
    } finally {
      held.restore();
    }
    expect(barrier.count).toBe(20);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTA);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - QUOTA);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect((response.json as { message: string }).message).toBe(
        "Souscription refusée : il reste 0 bouteille(s) sur l'allocation — rien n'a changé",
      );
    accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json as Subscription);
    const stored = await subscriptionsOf(campaign.id);
    expect(stored).toHaveLength(QUOTA);
    const numbers = new Set(stored.map((s) => s.depositNumber));
    expect(numbers.size).toBe(QUOTA);
    campaign = (await get(`/v1/primeur-campaigns/${campaign.id}`).expectStatus(200)).json;
    expect(campaign.quotas[0]).toMatchObject({ subscribed: QUOTA, left: 0 });
    for (const subscription of accepted) {
      const deposit = (await get(`/v1/deposit-invoices/${subscription.depositInvoiceId}`).expectStatus(200))
        .json as Document;
      expect(deposit).toMatchObject({
        kind: 'deposit',
        clientId: subscription.clientId,
        totalTtc: DEPOSIT_TTC,
      });
      expect(deposit.number).toBe(subscription.depositNumber);
    }
  });

  test('a client outside every allocation is refused; another shop’s client is a 404; nothing is written', async () => {
    const outsider = await proClient(owner(), 'Bistrot du coin', 'bistrot@primeur.example');
    const refused = await post(`/v1/primeur-campaigns/${campaign.id}/subscriptions`, {
      clientId: outsider,
      quantity: 1,
    }).expectStatus(400);
    expect(refused.json.message).toBe(
      'Aucune allocation de la campagne "Primeurs 2026" n\'est prévue pour ce client',
    );
    await post(
      `/v1/primeur-campaigns/${campaign.id}/subscriptions`,
      { clientId: cavistes[0], quantity: 1 },
      'exemple',
    ).expectStatus(404);
    expect(await subscriptionsOf(campaign.id)).toHaveLength(QUOTA);
  });

  test('a cancelled subscription gives its bottle back to the allocation', async () => {
    const cancelled = (await post(`/v1/primeur-subscriptions/${accepted[0]!.id}/cancel`).expectStatus(200))
      .json;
    expect(cancelled.status).toBe('cancelled');
    await post(`/v1/primeur-subscriptions/${accepted[0]!.id}/cancel`).expectStatus(409);
    campaign = (await get(`/v1/primeur-campaigns/${campaign.id}`).expectStatus(200)).json;
    expect(campaign.quotas[0]).toMatchObject({ subscribed: QUOTA - 1, left: 1 });
    accepted = accepted.slice(1);
  });

  test('a buyer subscribes from the shop within the allocation the shop gave them', async () => {
    const me = (await get('/v1/users/me', {}, 'acheteur').expectStatus(200)).json as { id: number };
    // The shop's record of the demo buyer.
    const client = (
      (
        await get('/v1/clients', { filter: JSON.stringify({ q: 'Lefèvre' }), range: '[0,49]' }).expectStatus(
          200,
        )
      ).json as { id: number; userId: number | null }[]
    ).find((candidate) => candidate.userId === me.id);
    buyerClientId = client!.id;
    shopId = (await get('/v1/shops/me').expectStatus(200)).json.id as number;
    const asBuyer = (quantity: number) =>
      pactum
        .spec()
        .post(`/v1/primeur-campaigns/${campaign.id}/buyer-subscriptions`)
        .withHeaders(buyerHeaders())
        .withJson({ quantity });
    const offers = () => pactum.spec().get('/v1/primeur-offers').withHeaders(buyerHeaders());
    const offerOf = async () =>
      ((await offers().expectStatus(200)).json as Offer[]).find((offer) => offer.id === campaign.id);
    // The open campaign shows on the shop; without an allocation the buyer may take nothing of it.
    expect(await offerOf()).toMatchObject({ left: 0, subscribed: 0 });
    const none = await asBuyer(1).expectStatus(400);
    expect(none.json.message).toBe(
      'Aucune allocation de la campagne "Primeurs 2026" n\'est prévue pour ce client',
    );
    await post(`/v1/primeur-campaigns/${campaign.id}/quotas`, {
      clientId: client!.id,
      quantity: 2,
    }).expectStatus(200);
    const offer = (
      await pactum
        .spec()
        .get(`/v1/primeur-offers/${campaign.id}`)
        .withHeaders(buyerHeaders())
        .expectStatus(200)
    ).json as { left: number; unitHt: number; unitTtc: number; depositPercent: number };
    // The demo buyer's client record has no typology price of its own here: the campaign's price.
    expect(offer).toMatchObject({ left: 2, depositPercent: 30 });
    expect(offer.unitTtc).toBe(Math.round(offer.unitHt * 1.2));
    await offers().withHeaders(as('proprietaire')).expectStatus(403);
    const taken = (await asBuyer(2).expectStatus(201)).json as Subscription & { channel: string };
    expect(await offerOf()).toMatchObject({ left: 0, subscribed: 2 });
    expect(taken).toMatchObject({ clientId: client!.id, quantity: 2, channel: 'shop', status: 'subscribed' });
    expect(taken.depositNumber).toBeTruthy();
    const over = await asBuyer(1).expectStatus(409);
    expect(over.json.message).toBe(
      "Souscription refusée : il reste 0 bouteille(s) sur l'allocation — rien n'a changé",
    );
    // The seller's own route is not the buyer's.
    await post(
      `/v1/primeur-campaigns/${campaign.id}/subscriptions`,
      { clientId: client!.id, quantity: 1 },
      'acheteur',
    ).expectStatus(403);
    // This campaign sets no last day to cancel online: the buyer is told to ask the seller.
    expect((await offerOf())!.subscriptions).toEqual([
      expect.objectContaining({ id: taken.id, number: taken.number, quantity: 2, cancellable: false }),
    ]);
    const ask = await pactum
      .spec()
      .post(`/v1/primeur-subscriptions/${taken.id}/buyer-cancel`)
      .withHeaders(buyerHeaders())
      .expectStatus(409);
    expect(ask.json.message).toBe(
      `La souscription ${taken.number} ne s'annule pas en ligne (campagne "Primeurs 2026") : demandez son annulation au vendeur`,
    );
    // The seller cancels it while open: its bottles go back to the buyer's allocation.
    await post(`/v1/primeur-subscriptions/${taken.id}/cancel`).expectStatus(200);
    const again = (await asBuyer(1).expectStatus(201)).json as Subscription;
    await post(`/v1/primeur-subscriptions/${again.id}/cancel`).expectStatus(200);
  });

  test('a buyer cancels from the shop up to the campaign’s last day for it, only their own subscription', async () => {
    const today = parisDateOf(new Date());
    const base = {
      name: 'Primeurs annulables',
      productId: product.productId,
      vintageId: product.vintageId || null,
      formatId: product.formatId,
      unitHt: 2000,
      depositPercent: 30,
      opensOn: addDays(today, -1),
      closesOn: addDays(today, 10),
    };
    const late = await post('/v1/primeur-campaigns', {
      ...base,
      cancelUntil: addDays(today, 11),
    }).expectStatus(400);
    expect(JSON.stringify(late.json)).toContain(
      "Le dernier jour d'annulation en ligne doit tomber entre l'ouverture et la clôture de la campagne",
    );
    const cancellable = (
      await post('/v1/primeur-campaigns', {
        ...base,
        cancelUntil: today,
        quotas: [{ clientId: buyerClientId, quantity: 3 }],
      }).expectStatus(201)
    ).json as Campaign & { cancelUntil: string };
    expect(cancellable.cancelUntil).toBe(today);
    const mine = (
      await pactum
        .spec()
        .post(`/v1/primeur-campaigns/${cancellable.id}/buyer-subscriptions`)
        .withHeaders(buyerHeaders())
        .withJson({ quantity: 2 })
        .expectStatus(201)
    ).json as Subscription;
    const offer = async () =>
      (
        await pactum
          .spec()
          .get(`/v1/primeur-offers/${cancellable.id}`)
          .withHeaders(buyerHeaders())
          .expectStatus(200)
      ).json as Offer;
    expect(await offer()).toMatchObject({
      cancelUntil: today,
      left: 1,
      subscriptions: [{ id: mine.id, number: mine.number, quantity: 2, cancellable: true }],
    });
    const cancelAsBuyer = (id: number) =>
      pactum.spec().post(`/v1/primeur-subscriptions/${id}/buyer-cancel`).withHeaders(buyerHeaders());
    // Someone else's subscription is none of the buyer's business; the seller's route is not theirs.
    await cancelAsBuyer(accepted[0]!.id).expectStatus(404);
    await post(`/v1/primeur-subscriptions/${mine.id}/cancel`, {}, 'acheteur').expectStatus(403);
    await post(`/v1/primeur-subscriptions/${mine.id}/buyer-cancel`).expectStatus(403);
    const cancelled = (await cancelAsBuyer(mine.id).expectStatus(200)).json as Subscription;
    expect(cancelled.status).toBe('cancelled');
    expect(await offer()).toMatchObject({ left: 3, subscribed: 0, subscriptions: [] });
    const twice = await cancelAsBuyer(mine.id).expectStatus(409);
    expect(twice.json.message).toBe('Cette souscription ne peut plus être annulée (statut "cancelled")');
    // Its deposit invoice stays issued (the seller refunds it by a credit note).
    await get(`/v1/deposit-invoices/${mine.depositInvoiceId}`).expectStatus(200);
  });

  test('closing with unpaid deposits is refused; once paid it closes and takes no more subscriptions', async () => {
    const refused = await post(`/v1/primeur-campaigns/${campaign.id}/close`).expectStatus(409);
    expect(refused.json.message).toBe(
      `La campagne "Primeurs 2026" ne peut pas être close : ${accepted.length} acompte(s) restent impayés`,
    );
    for (const subscription of accepted)
      await post('/v1/payments', {
        clientId: subscription.clientId,
        type: 'transfer',
        amount: DEPOSIT_TTC,
        allocations: [{ documentId: subscription.depositInvoiceId, amount: DEPOSIT_TTC }],
      }).expectStatus(201);
    expect((await post(`/v1/primeur-campaigns/${campaign.id}/close`).expectStatus(200)).json.status).toBe(
      'closed',
    );
    // Before bottling, the statement owes the balance to come: the price less the deposit paid.
    const before = (await get(`/v1/primeur-statements/${accepted[0]!.clientId}`).expectStatus(200))
      .json as Statement;
    expect(before).toMatchObject({
      depositsPaid: DEPOSIT_TTC,
      balancesDue: BOTTLE_TTC - DEPOSIT_TTC,
      bottlesDelivered: 0,
      bottlesToDeliver: 1,
    });
    expect(before.lines).toEqual([
      expect.objectContaining({
        number: accepted[0]!.number,
        status: 'subscribed',
        priceTtc: BOTTLE_TTC,
        depositNumber: accepted[0]!.depositNumber,
        depositTtc: DEPOSIT_TTC,
        depositPaid: DEPOSIT_TTC,
        balanceNumber: null,
      }),
    ]);
    const late = await post(`/v1/primeur-campaigns/${campaign.id}/subscriptions`, {
      clientId: cavistes[0],
      quantity: 1,
    }).expectStatus(409);
    expect(late.json.message).toBe(
      'La campagne primeur "Primeurs 2026" n\'est pas ouverte aux souscriptions',
    );
  });
});

describe('bottling', () => {
  test('too few bottles is refused and changes nothing', async () => {
    const before = (await get(`/v1/stock-levels/${product.levelId}`).expectStatus(200)).json;
    const refused = await post(`/v1/primeur-campaigns/${campaign.id}/bottling`, {
      warehouseId: cellarId,
      quantity: accepted.length - 1,
    }).expectStatus(409);
    expect(refused.json.message).toContain('ne couvre pas les bouteilles souscrites');
    expect((await get(`/v1/stock-levels/${product.levelId}`).expectStatus(200)).json).toEqual(before);
  });

  test('the stock entry, a delivery per subscription, and balance invoices whose totals are the campaign price', async () => {
    const before = (await get(`/v1/stock-levels/${product.levelId}`).expectStatus(200)).json as {
      onHand: number;
    };
    const bottled = (
      await post(`/v1/primeur-campaigns/${campaign.id}/bottling`, {
        warehouseId: cellarId,
        quantity: 20,
      }).expectStatus(200)
    ).json;
    expect(bottled.status).toBe('bottled');
    const after = (await get(`/v1/stock-levels/${product.levelId}`).expectStatus(200)).json as {
      onHand: number;
    };
    expect(after.onHand).toBe(before.onHand + 20 - accepted.length);
    const movements = (
      await get('/v1/stock-movements', {
        filter: JSON.stringify({ levelId: product.levelId }),
        range: '[0,99]',
      }).expectStatus(200)
    ).json as { type: string; delta: number; sourceRef: string }[];
    expect(movements.filter((m) => m.sourceRef === `primeur:${campaign.id}`)).toEqual([
      expect.objectContaining({ type: 'production', delta: 20 }),
    ]);
    expect(movements.filter((m) => m.type === 'sale' && m.sourceRef.startsWith('primeur:P-'))).toHaveLength(
      accepted.length,
    );

    const delivered = (await subscriptionsOf(campaign.id)).filter((s) => s.status === 'delivered');
    expect(delivered).toHaveLength(accepted.length);
    for (const subscription of delivered) {
      expect(subscription.balanceNumber).toBeTruthy();
      const invoice = (await get(`/v1/invoices/${subscription.balanceInvoiceId}`).expectStatus(200))
        .json as Document;
      const deposit = (await get(`/v1/deposit-invoices/${subscription.depositInvoiceId}`).expectStatus(200))
        .json as Document;
      expect(invoice.totalTtc).toBe(BOTTLE_TTC);
      expect(invoice.deductions).toEqual([
        expect.objectContaining({ documentId: deposit.id, ttc: DEPOSIT_TTC }),
      ]);
      expect(invoice.netToPay).toBe(BOTTLE_TTC - DEPOSIT_TTC);
      expect(deposit.totalTtc + invoice.netToPay).toBe(BOTTLE_TTC);
    }
    // A balance is issued once.
    await post(`/v1/primeur-subscriptions/${delivered[0]!.id}/balance`).expectStatus(400);
    // A client's statement: their subscriptions.
    const statement = (
      await get('/v1/primeur-subscriptions', {
        filter: JSON.stringify({ clientId: delivered[0]!.clientId }),
      }).expectStatus(200)
    ).json as Subscription[];
    expect(statement).toEqual([expect.objectContaining({ id: delivered[0]!.id, status: 'delivered' })]);
  });

  test('a client statement after bottling: delivered, the balance invoice due; as a PDF; another shop’s client is a 404', async () => {
    const [first] = (await subscriptionsOf(campaign.id)).filter((s) => s.status === 'delivered');
    const statement = (await get(`/v1/primeur-statements/${first!.clientId}`).expectStatus(200))
      .json as Statement;
    expect(statement).toMatchObject({
      clientId: first!.clientId,
      depositsPaid: DEPOSIT_TTC,
      balancesDue: BOTTLE_TTC - DEPOSIT_TTC,
      bottlesDelivered: 1,
      bottlesToDeliver: 0,
    });
    expect(statement.lines).toEqual([
      expect.objectContaining({ status: 'delivered', balanceNumber: first!.balanceNumber }),
    ]);
    // Paid, the balance is no longer due.
    await post('/v1/payments', {
      clientId: first!.clientId,
      type: 'transfer',
      amount: BOTTLE_TTC - DEPOSIT_TTC,
      allocations: [{ documentId: first!.balanceInvoiceId, amount: BOTTLE_TTC - DEPOSIT_TTC }],
    }).expectStatus(201);
    const paid = (await get(`/v1/primeur-statements/${first!.clientId}`).expectStatus(200)).json as Statement;
    expect(paid.balancesDue).toBe(0);
    const response = await fetch(`${api.url}/v1/primeur-statements/${first!.clientId}/pdf`, {
      headers: owner(),
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Relevé primeurs');
    expect(text).toContain(first!.number);
    expect(text).toContain('Primeurs 2026');
    expect(text).toMatch(/Acomptes payés : 6,12 €/);
    expect(text).toMatch(/Bouteilles livrées : 1/);
    await get(`/v1/primeur-statements/${first!.clientId}`, {}, 'exemple').expectStatus(404);
    await get(`/v1/primeur-statements/${first!.clientId}`, {}, 'acheteur').expectStatus(403);
  });
});
