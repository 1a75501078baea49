import pactum from 'pactum';
import { UNUSABLE_PASSWORD_HASH, User } from '@cuvee/iam';
import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  messagesOf,
  shopIdOf,
  type CartOrderInput,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Every cart rule and error met at checkout (docs/sales.md), through POST /v1/orders/checkout:
 * each failure gives its exact French text (English with Accept-Language: en), all of them come at
 * once, and a refused checkout writes nothing. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let secondShopId: number;
let products: Map<string, CatalogueProduct>;
let champagne: CatalogueProduct;
let buyerId: number;

const SHOP = 'Domaine des Demoiselles';
const CHINON = 'Chinon Les Demoiselles 2022 (75 cl)';

const chinon = () => products.get('chinon-les-demoiselles')!;
const users = () => api.get(Database).dataSource.getRepository(User);
const orderCount = () => api.get(Database).dataSource.getRepository(Order).count();

/** The messages of a refused checkout, after checking it wrote nothing. */
async function refusal(orders: CartOrderInput[], headers = as('acheteur'), options = {}): Promise<string[]> {
  const before = await orderCount();
  const answer = await checkout(headers, orders, options).expectStatus(400);
  expect(await orderCount()).toBe(before);
  return messagesOf(answer.json);
}

async function withRules<T>(rules: object, run: () => Promise<T>): Promise<T> {
  const put = (body: object) =>
    pactum
      .spec()
      .put('/v1/sales-settings/rules')
      .withHeaders(as('proprietaire'))
      .withJson(body)
      .expectStatus(200);
  const saved = (
    await pactum.spec().get('/v1/sales-settings').withHeaders(as('proprietaire')).expectStatus(200)
  ).json.rules;
  await put({ ...saved, ...rules });
  try {
    return await run();
  } finally {
    await put(saved);
  }
}

async function withBuyer<T>(
  changes: Partial<Pick<User, 'phone' | 'deliveryAddress' | 'passwordHash'>>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = await users().findOneByOrFail({ id: buyerId });
  await users().update({ id: buyerId }, changes);
  try {
    return await run();
  } finally {
    await users().update(
      { id: buyerId },
      { phone: saved.phone, deliveryAddress: saved.deliveryAddress, passwordHash: saved.passwordHash },
    );
  }
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  let ids: DemoSessions['ids'];
  ({ as, ids } = await signInDemoAccounts(api));
  buyerId = ids.acheteur!;
  shopId = await shopIdOf(api, 'DEMO');
  secondShopId = await shopIdOf(api, 'DEMO2');
  products = await catalogueOf(as('acheteur'), shopId);
  champagne = (await catalogueOf(as('acheteur'), secondShopId)).get('champagne-brut-reserve')!;
});
afterAll(() => api.stop());

describe('the buyer', () => {
  test('a delivery address is required when goods are shipped', async () => {
    await withBuyer({ deliveryAddress: null }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 6)])])).toEqual([
        'Veuillez renseigner une adresse de livraison',
      ]);
    });
  });

  test('a phone number is required', async () => {
    const user = await users().findOneByOrFail({ id: buyerId });
    await withBuyer({ phone: null, deliveryAddress: { ...user.deliveryAddress!, phone: null } }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 6)])])).toEqual([
        'Veuillez renseigner un numéro de téléphone',
      ]);
    });
  });

  test('password information must be completed (an account made for the buyer, no password chosen yet)', async () => {
    await withBuyer({ passwordHash: UNUSABLE_PASSWORD_HASH }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 6)])])).toEqual([
        'Veuillez compléter les informations de mot de passe',
      ]);
    });
  });
});

describe("each seller's order", () => {
  test('minimum and maximum purchase quantity per product', async () => {
    await withRules({ productLimits: [{ productId: chinon().id, min: 12, max: 36 }] }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 6)])])).toEqual([
        `La quantité minimale d'achat pour "${CHINON}" est de 12`,
      ]);
      expect(await refusal([cartOrder(shopId, [line(chinon(), 48)])])).toEqual([
        `La quantité maximale d'achat pour "${CHINON}" est de 36`,
      ]);
    });
  });

  test("the shop's minimum order amount excluding tax", async () => {
    const corkscrew = products.get('tire-bouchon-sommelier')!;
    expect(await refusal([cartOrder(shopId, [line(corkscrew, 1)])])).toEqual([
      `Le montant minimum de commande chez ${SHOP} est de ${formatMoney(3000, 'fr')} HT`,
    ]);
  });

  test("the shop's minimum and maximum product count", async () => {
    await withRules({ minProducts: 12, maxProducts: 24 }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 6)])])).toEqual([
        `Vous devez commander au moins 12 produits chez ${SHOP}`,
      ]);
      expect(await refusal([cartOrder(shopId, [line(chinon(), 30)])])).toEqual([
        `Vous ne pouvez pas commander plus de 24 produits chez ${SHOP}`,
      ]);
    });
  });

  test('insufficient stock, with what is left', async () => {
    await withRules({ maxProducts: null }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 5000)])])).toEqual([
        expect.stringMatching(
          /^Stock insuffisant pour "Chinon Les Demoiselles 2022 \(75 cl\)" : \d+ disponible\(s\)$/,
        ),
      ]);
    });
  });

  test('drop shop: the product count must be a multiple of a value', async () => {
    await withRules({ multipleOf: 6 }, async () => {
      expect(await refusal([cartOrder(shopId, [line(chinon(), 7)])])).toEqual([
        `Le nombre de produits commandés chez ${SHOP} doit être un multiple de 6`,
      ]);
    });
  });

  test('a delivery mode per shop is required', async () => {
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6)], { shipping: {} })])).toEqual([
      `Veuillez choisir un mode de livraison pour ${SHOP}`,
    ]);
    // A delivery type that does not serve the buyer's address (Lille) is no choice.
    expect(
      await refusal([
        cartOrder(shopId, [line(chinon(), 6)], { shipping: { type: 'producer', ref: 'domaine' } }),
      ]),
    ).toEqual([`Veuillez choisir un mode de livraison pour ${SHOP}`]);
  });

  test('"Aucun mode de livraison disponible pour cette addresse"', async () => {
    const user = await users().findOneByOrFail({ id: buyerId });
    // The champagne house ships in France only and has no collection point; the buyer moved to Madrid.
    await withBuyer(
      { deliveryAddress: { ...user.deliveryAddress!, country: 'ES', zipcode: '28001' } },
      async () => {
        expect(
          await refusal([
            cartOrder(secondShopId, [line(champagne, 6)], {
              shipping: { type: 'carrier', ref: 'transporteur' },
            }),
          ]),
        ).toEqual(['Aucun mode de livraison disponible pour cette addresse']);
      },
    );
  });

  test('"Produit inexistant": unknown, not on sale, or of another shop', async () => {
    const paused = (
      await pactum
        .spec()
        .get('/v1/products')
        .withHeaders(as('proprietaire'))
        .withQueryParams({ filter: '{"status":"paused"}' })
        .expectStatus(200)
    ).json[0] as CatalogueProduct;
    const ghost = { ...line(chinon(), 6), productId: '999999' };
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6), ghost])])).toEqual(['Produit inexistant']);
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6), line(paused, 6)])])).toEqual([
      'Produit inexistant',
    ]);
    expect(await refusal([cartOrder(shopId, [line(champagne, 6)])])).toEqual([
      'Produit inexistant',
      `Le montant minimum de commande chez ${SHOP} est de ${formatMoney(3000, 'fr')} HT`,
    ]);
  });
});

describe('payment', () => {
  test('a payment type is required, among those the shop accepts', async () => {
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6)], { paymentType: null })])).toEqual([
      'Veuillez choisir un moyen de paiement',
    ]);
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6)], { paymentType: 'cash' })])).toEqual([
      'Veuillez choisir un moyen de paiement',
    ]);
  });

  test('paying later needs one of the offered delays', async () => {
    expect(await refusal([cartOrder(shopId, [line(chinon(), 6)], { paymentType: 'payLater' })])).toEqual([
      'Veuillez choisir un délai de paiement',
    ]);
    const placed = await checkout(as('acheteur'), [
      cartOrder(shopId, [line(chinon(), 6)], { paymentType: 'payLater', paymentDelay: 'days30' }),
    ]).expectStatus(201);
    expect(placed.json.orders[0]).toEqual(expect.objectContaining({ paymentStatus: 'scheduled' }));
  });

  test('a card payment needs the card and a return address of ours', async () => {
    const order = [cartOrder(shopId, [line(chinon(), 6)], { paymentType: 'card' })];
    expect(await refusal(order)).toEqual([
      'Veuillez saisir votre carte bancaire',
      "Cette adresse de la boutique ne peut pas recevoir le retour du paiement par carte : ouvrez la boutique à l'adresse donnée par le producteur, puis validez de nouveau votre commande (ou choisissez un autre moyen de paiement)",
    ]);
    expect(
      await refusal(order, as('acheteur'), {
        card: '4242424242424242',
        returnUrl: 'https://evil.example/back',
      }),
    ).toEqual([
      "Cette adresse de la boutique ne peut pas recevoir le retour du paiement par carte : ouvrez la boutique à l'adresse donnée par le producteur, puis validez de nouveau votre commande (ou choisissez un autre moyen de paiement)",
    ]);
  });
});

describe('all at once', () => {
  test('every failure of every order in one answer, buyer first, then each seller, then the payment', async () => {
    await withBuyer({ phone: null }, async () => {
      const user = await users().findOneByOrFail({ id: buyerId });
      await users().update({ id: buyerId }, { deliveryAddress: { ...user.deliveryAddress!, phone: null } });
      const corkscrew = products.get('tire-bouchon-sommelier')!;
      expect(
        await refusal([
          cartOrder(shopId, [line(corkscrew, 1)], { shipping: {}, paymentType: null }),
          cartOrder(secondShopId, [line(champagne, 5)], {
            shipping: { type: 'carrier', ref: 'transporteur' },
          }),
        ]),
      ).toEqual([
        'Veuillez renseigner un numéro de téléphone',
        `Le montant minimum de commande chez ${SHOP} est de ${formatMoney(3000, 'fr')} HT`,
        `Veuillez choisir un mode de livraison pour ${SHOP}`,
        'Vous devez commander au moins 6 produits chez Maison Exemple',
        'Le nombre de produits commandés chez Maison Exemple doit être un multiple de 6',
        'Veuillez choisir un moyen de paiement',
      ]);
    });
  });

  test('in English on request', async () => {
    const answer = await checkout({ ...as('acheteur'), 'Accept-Language': 'en' }, [
      cartOrder(shopId, [line(chinon(), 6)], { shipping: {}, paymentType: null }),
    ]).expectStatus(400);
    expect(messagesOf(answer.json)).toEqual([
      `Please choose a delivery method for ${SHOP}`,
      'Please choose a payment method',
    ]);
  });

  test('an event booking without its slot is refused by name rather than ordered unpriced', async () => {
    const order = { ...cartOrder(shopId, [line(chinon(), 6)]), reservations: [{ eventId: '1' }] };
    expect(await refusal([order])).toEqual(["Le champ reservations.selectedSlot n'est pas valide"]);
  });
});

describe('before the checkout: the cart rules in get-cart-price (the cart page)', () => {
  const rulesOf = async (orders: CartOrderInput[], headers: Record<string, string>): Promise<string[][]> =>
    (
      (
        await pactum
          .spec()
          .post('/v1/orders/get-cart-price')
          .withHeaders(headers)
          .withJson({ orders })
          .expectStatus(200)
      ).json as { rules: string[] }[]
    ).map((answer) => answer.rules);

  test("the shop's minimum amount, product counts and quantity limits the order breaks; none once met", async () => {
    const corkscrew = products.get('tire-bouchon-sommelier')!;
    expect(await rulesOf([cartOrder(shopId, [line(corkscrew, 1)])], as('acheteur'))).toEqual([
      [`Le montant minimum de commande chez ${SHOP} est de ${formatMoney(3000, 'fr')} HT`],
    ]);
    await withRules(
      { productLimits: [{ productId: chinon().id, min: 12, max: null }], minProducts: 12 },
      async () => {
        expect(await rulesOf([cartOrder(shopId, [line(chinon(), 6)])], as('acheteur'))).toEqual([
          [
            `La quantité minimale d'achat pour "${CHINON}" est de 12`,
            `Vous devez commander au moins 12 produits chez ${SHOP}`,
          ],
        ]);
        expect(await rulesOf([cartOrder(shopId, [line(chinon(), 12)])], as('acheteur'))).toEqual([[]]);
      },
    );
  });

  test('for a visitor too, in English on request; delivery and payment are left to the checkout', async () => {
    const corkscrew = products.get('tire-bouchon-sommelier')!;
    const order = cartOrder(shopId, [line(corkscrew, 1)], { shipping: {}, paymentType: null });
    expect(await rulesOf([order], { 'Accept-Language': 'en' })).toEqual([
      [`The minimum order amount at ${SHOP} is ${formatMoney(3000, 'en')} excl. tax`],
    ]);
  });
});
