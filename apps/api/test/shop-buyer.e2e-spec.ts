import pactum from 'pactum';
import { ShopMember } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, validatedAccount } from './auth-support.js';
import { get, post, put, type Document } from './billing-support.js';
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

/*
 * What the shop front's buyer needs of the API (ADR 0029), on SQLite, and on MariaDB + Redis with
 * DB_URL / REDIS_URL: a card's return address on the page the buyer checks out from, whatever its
 * name; delivery prices as the viewer reads prices; where to pay an order by transfer; the buyer's own
 * invoices and credit notes with their PDF, never another buyer's.
 */

interface OrderView {
  id: number;
  number: string;
  transfer: { iban: string; bic: string | null; reference: string } | null;
}
interface BuyerDocument {
  id: number;
  kind: string;
  number: string;
  sellerId: number;
  sellerName: string;
  totalTtc: number;
  correctedNumber: string | null;
}
interface Options {
  displayTtc: boolean;
  delivery: {
    options: { ref: string; price: number; marginPercent: number }[];
    collectionPoints: { ref: string; price: number }[];
  };
  deliveryPrices: {
    options: { ref: string; displayPrice: number }[];
    collectionPoints: { ref: string; displayPrice: number }[];
  };
}
/** What each delivery of the settings is shown at, by ref. */
const shownOf = (list: { ref: string; displayPrice: number }[], ref: string) =>
  list.find((entry) => entry.ref === ref)?.displayPrice;

const CHANGED_MESSAGE =
  "Cette adresse de la boutique ne peut pas recevoir le retour du paiement par carte : ouvrez la boutique à l'adresse donnée par le producteur, puis validez de nouveau votre commande (ou choisissez un autre moyen de paiement)";

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let chinon: CatalogueProduct;

const owner = () => as('proprietaire');
const buyer = () => as('acheteur');

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactumModule } = await import('pactum');
  pactumModule.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(buyer(), shopId)).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

describe('the card return address', () => {
  const card = () => [cartOrder(shopId, [line(chinon, 6)], { paymentType: 'card' })];
  const withOrigin = (origin: string | null, returnUrl: string) =>
    checkout({ ...buyer(), ...(origin ? { Origin: origin } : {}) }, card(), {
      card: SANDBOX_CARDS.threeDSecure,
      returnUrl,
    });

  test('the page the buyer checks out from is accepted under any of its names, not only CORS_ORIGINS', async () => {
    for (const origin of ['http://127.0.0.1:5174', 'http://[::1]:5174', 'http://cave.example']) {
      const placed = await withOrigin(origin, `${origin}/validate3ds`).expectStatus(201);
      const order = (placed.json as { orders: { redirectUrl: string | null }[] }).orders[0]!;
      expect(order.redirectUrl).toMatch(
        new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/validate3ds\\?imprint=`),
      );
    }
    // A configured origin still works from anywhere (a front on another origin than the API).
    await withOrigin(null, 'http://localhost:5174/validate3ds').expectStatus(201);
  });

  test('another address than the page’s is refused with what the buyer should do, in French and English', async () => {
    const refused = await withOrigin(
      'http://127.0.0.1:5174',
      'https://evil.example/validate3ds',
    ).expectStatus(400);
    expect(messagesOf(refused.json as { message: string[] })).toEqual([CHANGED_MESSAGE]);
    const bare = await withOrigin(null, 'http://127.0.0.1:5174/validate3ds').expectStatus(400);
    expect(messagesOf(bare.json as { message: string[] })).toEqual([CHANGED_MESSAGE]);
    const english = await pactum
      .spec()
      .post('/v1/orders/checkout')
      .withHeaders({ ...buyer(), 'Accept-Language': 'en', Origin: 'http://127.0.0.1:5174' })
      .withJson({ orders: card(), paymentMethod: SANDBOX_CARDS.success, returnUrl: 'http://127.0.0.1:5175/' })
      .expectStatus(400);
    expect(messagesOf(english.json as { message: string[] })).toEqual([
      "This shop address cannot receive the card payment's return: open the shop at the address the producer gives, then place your order again (or choose another payment method)",
    ]);
  });
});

describe('delivery prices as the viewer reads prices', () => {
  const optionsAs = async (headers: Record<string, string>) =>
    (await get(`/v1/checkout-options/${shopId}`, headers).expectStatus(200)).json as Options;
  const htOf = (option: Options['delivery']['options'][number]) =>
    option.price + Math.round((option.price * option.marginPercent) / 100);

  test('a consumer and a visitor: TTC, margin in; a restaurant: HT, margin in; a collection point as is', async () => {
    for (const viewer of [buyer(), {}]) {
      const shown = await optionsAs(viewer);
      expect(shown.displayTtc).toBe(true);
      expect(shown.delivery.options.length).toBeGreaterThan(0);
      for (const option of shown.delivery.options)
        expect(shownOf(shown.deliveryPrices.options, option.ref)).toBe(
          htOf(option) + Math.round(htOf(option) * 0.2),
        );
      for (const point of shown.delivery.collectionPoints)
        expect(shownOf(shown.deliveryPrices.collectionPoints, point.ref)).toBe(point.price);
    }
    const members = api.get(Database).dataSource.getRepository(ShopMember);
    await members.update({ shopId, userId: ids.acheteur! }, { typology: 'restaurant' });
    try {
      const shown = await optionsAs(buyer());
      expect(shown.displayTtc).toBe(false);
      for (const option of shown.delivery.options)
        expect(shownOf(shown.deliveryPrices.options, option.ref)).toBe(htOf(option));
    } finally {
      await members.update({ shopId, userId: ids.acheteur! }, { typology: 'public' });
    }
  });
});

describe('an order paid by transfer', () => {
  test('shows the seller’s IBAN, BIC and the order number to write; a card order shows none', async () => {
    const placed = (await checkout(buyer(), [cartOrder(shopId, [line(chinon, 6)])]).expectStatus(201))
      .json as {
      orders: { id: number }[];
    };
    const order = (await get(`/v1/orders/${placed.orders[0]!.id}`, buyer()).expectStatus(200))
      .json as OrderView;
    expect(order.transfer).toEqual({
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      reference: order.number,
    });
    const byCard = (
      await checkout(buyer(), [cartOrder(shopId, [line(chinon, 6)], { paymentType: 'card' })], {
        card: SANDBOX_CARDS.success,
      }).expectStatus(201)
    ).json as { orders: { id: number }[] };
    expect(
      ((await get(`/v1/orders/${byCard.orders[0]!.id}`, buyer()).expectStatus(200)).json as OrderView)
        .transfer,
    ).toBeNull();
  });

  test('the BIC is the shop’s billing settings’, checked when saved', async () => {
    const refused = await put('/v1/shops/me', owner(), {
      banks: [{ rib: 'FR76 3000 6000 0112 3456 7890 189', bic: 'agri fr', default: true }],
    }).expectStatus(400);
    expect(JSON.stringify(refused.json)).toContain('bic');
    await put('/v1/shops/me', owner(), {
      banks: [{ rib: 'FR76 1027 8060 0000 0202 0000 141', bic: 'CMCIFR2A', default: true }],
    }).expectStatus(200);
    try {
      const placed = (await checkout(buyer(), [cartOrder(shopId, [line(chinon, 6)])]).expectStatus(201))
        .json as {
        orders: { id: number }[];
      };
      const order = (await get(`/v1/orders/${placed.orders[0]!.id}`, buyer()).expectStatus(200))
        .json as OrderView;
      expect(order.transfer).toMatchObject({ iban: 'FR76 1027 8060 0000 0202 0000 141', bic: 'CMCIFR2A' });
    } finally {
      await put('/v1/shops/me', owner(), {
        banks: [{ rib: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', default: true }],
      }).expectStatus(200);
    }
  });
});

describe("the buyer's documents", () => {
  let invoice: Document;
  let credit: Document;

  beforeAll(async () => {
    const placed = (await checkout(buyer(), [cartOrder(shopId, [line(chinon, 6)])]).expectStatus(201))
      .json as {
      orders: { id: number }[];
    };
    const orderId = placed.orders[0]!.id;
    await put(`/v1/orders/${orderId}/validate`, owner()).expectStatus(200);
    const draft = (
      await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
    ).json as Document;
    invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
    const creditDraft = (
      await post('/v1/credit-notes', owner(), {
        invoiceId: invoice.id,
        mode: 'amount',
        amount: 500,
      }).expectStatus(201)
    ).json as Document;
    credit = (await post(`/v1/credit-notes/${creditDraft.id}/issue`, owner()).expectStatus(200))
      .json as Document;
  });

  const mine = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
    const answer = await get('/v1/buyer-documents', headers, { range: '[0,99]', ...query }).expectStatus(200);
    return { rows: answer.json as BuyerDocument[], range: answer.headers['content-range'] as string };
  };

  test('lists their issued invoices and credit notes, every seller’s, as a react-admin list', async () => {
    const { rows, range } = await mine(buyer());
    expect(range).toMatch(/^buyer-documents 0-\d+\/\d+$/);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: invoice.id,
          kind: 'invoice',
          number: invoice.number,
          sellerId: shopId,
        }),
        expect.objectContaining({ id: credit.id, kind: 'creditNote', correctedNumber: invoice.number }),
      ]),
    );
    expect(rows.find((row) => row.id === invoice.id)!.sellerName).toBe('Domaine des Demoiselles');
    expect(rows.every((row) => row.number !== null && row.kind !== 'quote')).toBe(true);
    const credits = await mine(buyer(), { filter: JSON.stringify({ kind: 'creditNote' }) });
    expect(credits.rows.map((row) => row.kind)).toEqual(credits.rows.map(() => 'creditNote'));
    expect(credits.rows.map((row) => row.id)).toContain(credit.id);
  });

  test('downloads a PDF as issued, drawn once and kept', async () => {
    const first = await pactum
      .spec()
      .get(`/v1/buyer-documents/${invoice.id}/pdf`)
      .withHeaders(buyer())
      .expectStatus(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = Buffer.from(first.body as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await pactum
      .spec()
      .get(`/v1/buyer-documents/${invoice.id}/pdf`)
      .withHeaders(buyer())
      .expectStatus(200);
    expect(Buffer.from(again.body as ArrayBuffer).equals(bytes)).toBe(true);
    // The seller downloads the same kept render.
    const renders = (await get(`/v1/billing-documents/${invoice.id}/renders`, owner()).expectStatus(200))
      .json as {
      status: string;
    }[];
    expect(renders.map((render) => render.status)).toEqual(['completed']);
    await pactum.spec().get(`/v1/buyer-documents/${credit.id}/pdf`).withHeaders(buyer()).expectStatus(200);
  });

  test('another buyer sees none of them and gets 404 for their PDF; sellers have their own endpoints', async () => {
    const other = await validatedAccount(api, 'buyer');
    const { jwt } = await login(other.email, other.password);
    expect((await mine(bearer(jwt))).rows).toEqual([]);
    for (const id of [invoice.id, credit.id])
      await pactum.spec().get(`/v1/buyer-documents/${id}/pdf`).withHeaders(bearer(jwt)).expectStatus(404);
    await pactum.spec().get('/v1/buyer-documents').withHeaders(owner()).expectStatus(403);
    await pactum.spec().get('/v1/buyer-documents').expectStatus(401);
  });

  test('a draft or a quote is not theirs to download', async () => {
    const draft = (
      await post('/v1/credit-notes', owner(), {
        invoiceId: invoice.id,
        mode: 'amount',
        amount: 100,
      }).expectStatus(201)
    ).json as Document;
    await pactum.spec().get(`/v1/buyer-documents/${draft.id}/pdf`).withHeaders(buyer()).expectStatus(404);
    expect((await mine(buyer())).rows.map((row) => row.id)).not.toContain(draft.id);
  });
});
