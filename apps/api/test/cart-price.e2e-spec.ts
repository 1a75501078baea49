import pactum from 'pactum';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import { ShopMember } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  cartOrder,
  catalogueOf,
  line,
  shopIdOf,
  type CartOrderInput,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * POST /v1/orders/get-cart-price (docs/sales.md): the server's price of every seller's order —
 * tiers, order promotions, franco by bottles or amount, delivery types with their extra packages,
 * collection points without tax or margin, VAT per rate — at the caller's typology, never a price
 * sent by the client; a constant number of SQL queries whatever the number of lines.
 * SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let secondShopId: number;
let catalogue: Map<string, CatalogueProduct>;

interface Price {
  sellerId: number;
  price: {
    payLater: number;
    promoAmount: number;
    shipping: number;
    totalHT: number;
    margin: number;
    totalWithMargin: number;
    totalWithFees: number;
    commission: number;
    tva: number;
    totalTTC: number;
  };
  franco: boolean;
  francoPercent: number;
  amountBeforeFranco: number | null;
  amountBeforeBottleFranco: number | null;
  bottles: number;
  packages: number;
  promotionId: string | null;
  vatByRate: { rate: number; ht: number; vat: number }[];
  lines: { idTmp: string; unitHt: number; unitDisplay: number; displayTtc: boolean; totalHt: number }[];
  missing: string[];
}

const chinon = () => catalogue.get('chinon-les-demoiselles')!;
const price = async (orders: CartOrderInput[], headers: Record<string, string> = {}): Promise<Price[]> =>
  (
    await pactum
      .spec()
      .post('/v1/orders/get-cart-price')
      .withHeaders(headers)
      .withJson({ orders })
      .expectStatus(200)
  ).json as Price[];

function consistent(answer: Price): void {
  const p = answer.price;
  expect(p.totalWithMargin).toBe(p.totalHT + p.shipping + p.margin);
  expect(p.totalWithFees + p.tva).toBe(p.totalTTC);
  expect(answer.vatByRate.reduce((sum, row) => sum + row.vat, 0)).toBe(p.tva);
  expect(answer.vatByRate.reduce((sum, row) => sum + row.ht, 0)).toBe(p.totalWithFees);
}

beforeAll(async () => {
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  secondShopId = await shopIdOf(api, 'DEMO2');
  catalogue = await catalogueOf({}, shopId);
});
afterAll(() => api.stop());

describe('the price of a cart', () => {
  test('a visitor: public prices, quantity tiers, the order promotion from 12 bottles, every sum exact', async () => {
    const [six] = await price([cartOrder(shopId, [line(chinon(), 6)])]);
    expect(six!.lines[0]).toEqual(expect.objectContaining({ unitHt: 1150, displayTtc: true }));
    expect(six!.promotionId).toBeNull();
    consistent(six!);
    const [twelve] = await price([cartOrder(shopId, [line(chinon(), 12)])]);
    expect(twelve!.lines[0]!.unitHt).toBe(1090);
    expect(twelve!.promotionId).toBe('printemps');
    expect(twelve!.price.promoAmount).toBe(Math.round(12 * 1090 * 0.05));
    consistent(twelve!);
    // The platform's commission is information for the seller, not paid by the buyer.
    expect(twelve!.price.commission).toBe(Math.round(twelve!.price.totalHT * 0.025));
  });

  test('delivery: a type pays 7 € per package beyond 12 bottles; a collection point its own price, no VAT, no margin', async () => {
    const colissimo = { shipping: { type: 'carrier', ref: 'colissimo' } };
    const [thirteen] = await price([cartOrder(shopId, [line(chinon(), 13)], colissimo)]);
    expect(thirteen).toEqual(
      expect.objectContaining({ franco: false, bottles: 13, packages: 2, amountBeforeBottleFranco: 11 }),
    );
    expect(thirteen!.price.shipping).toBe(1290 + 700);
    consistent(thirteen!);
    const [market] = await price([
      cartOrder(shopId, [line(chinon(), 6)], { shipping: { collectionPoint: 'marche' } }),
    ]);
    expect(market!.price).toEqual(expect.objectContaining({ shipping: 200, margin: 0 }));
    expect(market!.vatByRate.find((row) => row.rate === 0)).toEqual({ rate: 0, ht: 200, vat: 0 });
    // The Europe carrier takes a 10 % margin, taxed at the standard rate with the shipping.
    const [europe] = await price([
      cartOrder(shopId, [line(chinon(), 6)], { shipping: { type: 'carrier', ref: 'europe' } }),
    ]);
    expect(europe!.price).toEqual(expect.objectContaining({ shipping: 2490, margin: 249 }));
    consistent(europe!);
  });

  test('franco: free delivery from 24 bottles', async () => {
    const [franco] = await price([
      cartOrder(shopId, [line(chinon(), 24)], { shipping: { type: 'carrier', ref: 'colissimo' } }),
    ]);
    expect(franco).toEqual(
      expect.objectContaining({ franco: true, francoPercent: 100, amountBeforeBottleFranco: 0 }),
    );
    expect(franco!.price.shipping).toBe(0);
  });

  test('a buyer with a professional typology sees that price list, HT', async () => {
    const members = api.get(Database).dataSource.getRepository(ShopMember);
    const me = (await pactum.spec().get('/v1/users/me').withHeaders(as('acheteur')).expectStatus(200)).json
      .id;
    await members.update({ shopId, userId: me }, { typology: 'caviste' });
    try {
      const [pro] = await price([cartOrder(shopId, [line(chinon(), 6)])], as('acheteur'));
      expect(pro!.lines[0]).toEqual(
        expect.objectContaining({ unitHt: 900, displayTtc: false, unitDisplay: 900 }),
      );
    } finally {
      await members.update({ shopId, userId: me }, { typology: 'public' });
    }
  });

  test('several sellers: one answer each, in the order of the cart', async () => {
    const champagne = (await catalogueOf({}, secondShopId)).get('champagne-brut-reserve')!;
    const answers = await price([
      cartOrder(secondShopId, [line(champagne, 6)], { shipping: { type: 'carrier', ref: 'transporteur' } }),
      cartOrder(shopId, [line(chinon(), 6)]),
    ]);
    expect(answers.map((a) => a.sellerId)).toEqual([secondShopId, shopId]);
    answers.forEach(consistent);
  });
});

describe('never a price from the client', () => {
  test('a price in the cart is refused, not read', async () => {
    const forged = { ...line(chinon(), 6), price: 1, unitPrice: 1 };
    const answer = await pactum
      .spec()
      .post('/v1/orders/get-cart-price')
      .withJson({ orders: [cartOrder(shopId, [forged])] })
      .expectStatus(400);
    expect(answer.json.message).toEqual([
      "La propriété orders.0.products.0.price n'est pas autorisée",
      "La propriété orders.0.products.0.unitPrice n'est pas autorisée",
    ]);
  });

  test('a line naming nothing on sale is left out and reported', async () => {
    const paused = { ...line(chinon(), 6), idTmp: 'ghost', productId: '999999' };
    const [answer] = await price([cartOrder(shopId, [line(chinon(), 6), paused])]);
    expect(answer!.missing).toEqual(['ghost']);
    expect(answer!.lines).toHaveLength(1);
    const [unknownSeller] = await price([cartOrder(999_999, [line(chinon(), 6)])]);
    expect(unknownSeller!.price.totalTTC).toBe(0);
    expect(unknownSeller!.missing).toHaveLength(1);
  });
});

describe('SQL queries', () => {
  async function queriesFor(run: () => Promise<unknown>): Promise<number> {
    const dataSource = api.get(Database).dataSource;
    let seen = 0;
    const probe = { beforeQuery: (_event: BeforeQueryEvent) => void seen++ };
    dataSource.subscribers.push(probe);
    try {
      await run();
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(probe), 1);
    }
    return seen;
  }

  test('a cart of 1, 5 or 20 lines over 2 sellers costs the same number of queries', async () => {
    for (let n = 1; n <= 18; n++) {
      await pactum
        .spec()
        .post('/v1/products')
        .withHeaders(as('proprietaire'))
        .withJson({
          productType: 'bottle',
          name: `Cuvée numérotée ${n}`,
          vatType: 'standard',
          status: 'online',
          vintages: [{ name: '2023', legal: { da: 'stillWine', css: null, typeDA: 'DA2' } }],
          formats: [
            {
              container: 'bottle',
              unity: 'litre',
              unityValue: 0.75,
              eq75: 1,
              price: 1000 + n,
              promotions: [{ type: 'percent', amount: 5, activation: 'minProduct', threshold: 3 }],
            },
          ],
        })
        .expectStatus(201);
    }
    const all = [...(await catalogueOf({}, shopId)).values()].filter((p) => p.productType === 'bottle');
    const champagne = (await catalogueOf({}, secondShopId)).get('champagne-brut-reserve')!;
    const cart = (size: number): CartOrderInput[] => [
      cartOrder(
        shopId,
        all.slice(0, size - 1).map((p) => line(p, 3)),
      ),
      cartOrder(secondShopId, [line(champagne, 6)]),
    ];
    expect(all.length).toBeGreaterThanOrEqual(19);
    const counts: number[] = [];
    for (const size of [2, 5, 20]) counts.push(await queriesFor(() => price(cart(size))));
    expect(new Set(counts).size).toBe(1);
    // Shops, memberships, the sales, catalogue and billing settings (each context's own table),
    // products, then vintages, formats and promotions.
    expect(counts[0]).toBeLessThanOrEqual(9);
  });
});
