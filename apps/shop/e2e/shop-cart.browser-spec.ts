import type { TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  SHOP_WIDTHS,
  shopContext,
  startApi,
  signInAsBuyer,
  submitBuyerSignIn,
} from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * The cart, the checkout and the buyer space (ADR 0021): a visitor's cart kept in the
 * browser and merged into the account at sign-in, the drawer, the cart page priced by the server with a
 * cart rule, the checkout with a delivery and a 3-D Secure card imprint through /validate3ds, the order
 * in the buyer space and for the seller, emptying the cart. Built shop, real API with the demo data, at
 * a phone's width (390 px) and a desktop's (1280 px).
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let shopId: number;

const SHOP = '/domaine-des-demoiselles';
const CHINON = 'Chinon Les Demoiselles';
const CORKSCREW = 'Tire-bouchon sommelier';
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

interface CartLine {
  productId: string;
  productType: string;
  vintageName: string | null;
  chosenFormat: { id: string; container: string; unityValue: number; unity: string; eq75: number };
  quantity: number;
  isWrapped: boolean;
}

/** A cart line of a demo product's first vintage and format, as the shop front writes it. */
async function lineOf(slug: string, quantity: number): Promise<CartLine> {
  const answer = await fetch(`${api.url}/v1/product-pages/domaine-des-demoiselles/${slug}`);
  const { product } = (await answer.json()) as {
    product: {
      id: number;
      productType: string;
      vintages: { name: string }[];
      formats: { id: number; container: string; unityValue: number; unity: string; eq75: number }[];
    };
  };
  const format = product.formats[0]!;
  return {
    productId: String(product.id),
    productType: product.productType,
    vintageName: product.vintages[0]?.name ?? null,
    chosenFormat: {
      id: String(format.id),
      container: format.container,
      unityValue: format.unityValue,
      unity: format.unity,
      eq75: format.eq75,
    },
    quantity,
    isWrapped: false,
  };
}

const buyer = () => asAccount(api, 'acheteur@cuvee.demo');

/** Sets the demo buyer's saved cart (PUT /v1/users/me), as another device of theirs would have. */
async function setAccountCart(orders: object[]): Promise<void> {
  await (await buyer()).call('PUT', '/v1/users/me?message=false', { cart: { orders } });
}

async function accountCart(): Promise<{ orders: { sellerId: number; products: CartLine[] }[] } | null> {
  const me = await (await buyer()).call('GET', '/v1/users/me');
  return me.cart as { orders: { sellerId: number; products: CartLine[] }[] } | null;
}

async function openPage(width: (typeof SHOP_WIDTHS)[number]): Promise<Page> {
  const context = await shopContext(browser, web.url, width);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[width]);
  return page;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Panier, / });
/** Waits for the cart button to read `label`: the badge follows the cart store, which follows the API. */
const cartReads = (page: Page, label: string) =>
  page.getByRole('button', { name: label, exact: true }).waitFor();

/** Polls the API until `check` holds (the debounced save lands about a second later). */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const port = await freePort();
  // 3-D Secure sends the buyer back to the shop's /validate3ds: an origin the API accepts.
  api = await startApi({ CORS_ORIGINS: `http://127.0.0.1:${port}` });
  web = await serveShop(api.url, port);
  browser = await launchChromium();
  const shop = (await (await fetch(`${api.url}/v1/shops/domaine-des-demoiselles`)).json()) as { id: number };
  shopId = shop.id;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

describe.each(SHOP_WIDTHS)('the cart at %s width', (width) => {
  test('a visitor fills a cart from the product page; signing in merges it into the account’s', async () => {
    const corkscrew = await lineOf('tire-bouchon-sommelier', 1);
    await setAccountCart([{ sellerId: shopId, products: [corkscrew] }]);
    const page = await openPage(width);
    await page.goto(SHOP);
    await page.locator('.product-card').first().waitFor();
    await keepScreenshot(page, `cart-shop-${width}`);

    await page.goto(`${SHOP}/chinon-les-demoiselles`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await add.click();
    await page.getByRole('status').filter({ hasText: 'a été ajouté à votre panier' }).waitFor();
    await add.click();
    await cartButton(page)
      .filter({ has: page.locator('.cart-badge', { hasText: '2' }) })
      .waitFor();
    await cartReads(page, 'Panier, 2 articles');
    await keepScreenshot(page, `cart-product-${width}`, true);
    // A visitor's cart lives in the browser.
    const stored = await page.evaluate(() => localStorage.getItem('cuvee.shop.cart'));
    expect(JSON.parse(stored!).orders[0].products[0].quantity).toBe(2);

    // The drawer: products per seller, the total TTC with its label.
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Mon panier' });
    await drawer.getByText(CHINON).waitFor();
    await drawer.getByRole('heading', { name: 'Domaine des Demoiselles' }).waitFor();
    await drawer.locator('.cart-drawer-total strong', { hasText: '€' }).waitFor();
    expect(await drawer.locator('.cart-drawer-total').innerText()).toMatch(/TTC, droits et taxes compris/);
    const box = await drawer.locator('.drawer-panel').boundingBox();
    expect(box!.width).toBe(width === 'mobile' ? 390 : 400);
    await keepScreenshot(page, `cart-drawer-${width}`);
    await drawer.getByRole('button', { name: 'Fermer le panier' }).click();

    await signInAsBuyer(page);
    // The account had a corkscrew: both are in the cart now, and the browser's copy is gone.
    await cartButton(page)
      .filter({ has: page.locator('.cart-badge', { hasText: '3' }) })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cuvee.shop.cart'))).toBeNull();
    const merged = (await accountCart())!;
    expect(merged.orders[0]!.products.map((line) => line.quantity).sort()).toEqual([1, 2]);

    // Signed in, a change is saved on the account a second after the last one (PUT /v1/users/me).
    await page.goto('/cart');
    await page.getByRole('button', { name: `Ajouter un ${CORKSCREW}` }).click();
    await page.getByRole('button', { name: `Ajouter un ${CORKSCREW}` }).click();
    await page
      .locator('.cart-line', { hasText: CORKSCREW })
      .locator('.stepper-value', { hasText: '3' })
      .waitFor();
    const saved = async () => (await accountCart())!.orders[0]!.products.map((line) => line.quantity).sort();
    await waitUntil(async () => (await saved()).join() === '2,3');
    await page.context().close();
  });

  test('the cart page: steppers, prices from the server after each change, the minimum order rule', async () => {
    const page = await openPage(width);
    await page.goto(`${SHOP}/tire-bouchon-sommelier`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Mon panier' }).waitFor();
    const rule = page.getByRole('list', { name: 'Conditions de la boutique' });
    // A corkscrew alone is under the shop's 30 € HT minimum: said, and no way to the checkout.
    await rule
      .getByText('Le montant minimum de commande chez Domaine des Demoiselles est de 30,00 € HT')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Commander' }).count()).toBe(0);
    const total = page.locator('.cart-page-total strong');
    const before = await total.innerText();
    expect(before).toMatch(/€/);

    await page.getByRole('button', { name: `Ajouter un ${CORKSCREW}` }).click();
    await page.locator('.stepper-value', { hasText: '2' }).waitFor();
    await page.waitForFunction(
      ([selector, previous]) => document.querySelector(selector!)?.textContent !== previous,
      ['.cart-page-total strong', before] as const,
    );
    await page.goto(`${SHOP}/chinon-les-demoiselles`);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Commander' }).waitFor();
    expect(await rule.count()).toBe(0);
    await keepScreenshot(page, `cart-${width}`, true);

    await page.getByRole('button', { name: `Retirer un ${CHINON}` }).click();
    await page
      .locator('.cart-line', { hasText: CHINON })
      .locator('.stepper-value', { hasText: '2' })
      .waitFor();
    await page.getByRole('button', { name: `Supprimer ${CORKSCREW} du panier` }).click();
    await page.locator('.cart-line', { hasText: CORKSCREW }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('checkout: address, delivery, a 3-D Secure card imprint through /validate3ds, the confirmation, the buyer space', async () => {
    await setAccountCart([{ sellerId: shopId, products: [await lineOf('chinon-les-demoiselles', 6)] }]);
    const page = await openPage(width);
    await page.goto('/cart/checkout');
    // Signed in only: the sign-in dialog is offered, and the account's cart follows.
    await page.getByRole('heading', { name: 'Connectez-vous pour commander' }).waitFor();
    await page.locator('.checkout-sign-in').getByRole('button', { name: 'Se connecter' }).click();
    await submitBuyerSignIn(page);

    const form = page.locator('form.checkout');
    await form.getByLabel('Prénom').waitFor();
    // The required fields and the terms, in their words.
    await form.getByLabel('Adresse', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Commander' }).click();
    await form.getByText('Ce champ ne peut pas être vide').first().waitFor();
    await form.getByText("Veuillez accepter les conditions générales d'utilisation").waitFor();

    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Martin');
    await form.getByLabel('Adresse', { exact: true }).fill('12 rue Nationale');
    await form.getByLabel('Code postal').fill('59000');
    await form.getByLabel('Ville').fill('Lille');
    await form.getByLabel('Téléphone mobile').fill('0612345678');
    await form.getByRole('radio', { name: /Colissimo 48 h/ }).check();
    await form.getByRole('radio', { name: 'Carte bancaire' }).check();
    await form.getByLabel('Numéro de carte').fill('4000 0000 0000 3220');
    await form.getByLabel('Expiration (MM/AA)').fill('12/30');
    await form.getByLabel('Cryptogramme').fill('123');
    await form.getByLabel(/J’accepte les conditions générales/).check();
    await form.locator('.checkout-summary .order-totals-ttc dd', { hasText: '€' }).waitFor();
    await keepScreenshot(page, `checkout-${width}`, true);
    await form.getByRole('button', { name: 'Commander' }).click();

    // The sandbox asks for 3-D Secure: the bank sends the buyer to /validate3ds, who confirms.
    await page.waitForURL(/\/validate3ds\?imprint=/);
    await page.getByRole('heading', { name: 'Authentification 3-D Secure' }).waitFor();
    await keepScreenshot(page, `validate3ds-${width}`);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL(/\/cart\/confirmation\?orders=\d+/);
    await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
    const line = await page.locator('.confirmation-orders li').first().innerText();
    const number = /CMD-\d{4}-\d+/.exec(line)![0];
    expect(line).toContain('Domaine des Demoiselles');
    // Placing the order emptied the account's saved cart on the server; the badge says so.
    expect((await accountCart())?.orders ?? []).toEqual([]);
    await cartReads(page, 'Panier, vide');
    await keepScreenshot(page, `confirmation-${width}`);

    // The buyer space lists it; its detail has its lines.
    await page.getByRole('link', { name: 'Voir mes commandes' }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/En attente/);
    await keepScreenshot(page, `buyer-orders-${width}`, true);
    await row.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { level: 1, name: `Commande ${number}` }).waitFor();
    await page.getByRole('rowheader', { name: new RegExp(CHINON) }).waitFor();
    await keepScreenshot(page, `buyer-order-${width}`, true);
    await page
      .getByRole('navigation', { name: 'Mon espace' })
      .getByRole('link', { name: 'Paramètres' })
      .click();
    await page.getByRole('heading', { name: 'Langue' }).waitFor();
    expect(await page.locator('main').getByText('acheteur@cuvee.demo').count()).toBe(1);

    // The seller sees it too (GET /v1/orders as the shop's owner).
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const filter = encodeURIComponent(JSON.stringify({ number }));
    const seen = (await owner.call('GET', `/v1/orders?filter=${filter}`)) as unknown as {
      number: string;
      status: string;
      channel: string;
    }[];
    expect(seen).toEqual([expect.objectContaining({ number, status: 'pending', channel: 'shop' })]);
    await page.context().close();
  });

  test('a refused checkout shows the API’s own message', async () => {
    await setAccountCart([{ sellerId: shopId, products: [await lineOf('chinon-les-demoiselles', 6)] }]);
    const page = await openPage(width);
    await page.goto(SHOP);
    await signInAsBuyer(page);
    await page.goto('/cart/checkout');
    const form = page.locator('form.checkout');
    await form.getByRole('radio', { name: /Colissimo 48 h/ }).check();
    await form.getByRole('radio', { name: 'Carte bancaire' }).check();
    await form.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiration (MM/AA)').fill('12/30');
    await form.getByLabel('Cryptogramme').fill('123');
    await form.getByLabel(/J’accepte les conditions générales/).check();
    await form.getByRole('button', { name: 'Commander' }).click();
    await form
      .getByRole('alert')
      .getByText('Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.')
      .waitFor();
    // Nothing was placed: the cart is still there.
    await cartReads(page, 'Panier, 6 articles');
    await page.context().close();
  });

  test('emptying the cart asks first, marks a saved order aborted, then goes to the seller’s page', async () => {
    // A visitor: after emptying, the seller's public page.
    const page = await openPage(width);
    await page.goto(`${SHOP}/chinon-les-demoiselles`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Mon panier' });
    await drawer.getByRole('button', { name: 'Vider le panier' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Attention !!' });
    await confirm.getByText('Vous êtes sur le point de vider votre panier').waitFor();
    await keepScreenshot(page, `cart-empty-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await cartReads(page, 'Panier, 1 article');
    await drawer.getByRole('button', { name: 'Vider le panier' }).click();
    await confirm.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL((url) => url.pathname === SHOP);
    await cartReads(page, 'Panier, vide');

    // A buyer whose cart holds an order the server has (placed by transfer): aborted, then the shop page.
    const placed = await placeByTransfer();
    await setAccountCart([
      { id: placed, sellerId: shopId, products: [await lineOf('chinon-les-demoiselles', 6)] },
    ]);
    await signInAsBuyer(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Vider le panier' }).click();
    await page
      .getByRole('alertdialog', { name: 'Attention !!' })
      .getByRole('button', { name: 'Valider' })
      .click();
    await page.waitForURL((url) => url.pathname === `/shops/${shopId}`);
    const order = await (await buyer()).call('GET', `/v1/orders/${placed}`);
    expect(order.status).toBe('aborted');
    await page.context().close();
  });
});

test('in English: the cart page, its prices and the shop’s rule in the page’s language', async () => {
  const context = await shopContext(browser, web.url, 'desktop', { locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${SHOP}/tire-bouchon-sommelier`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await page.getByRole('heading', { level: 1, name: 'My cart' }).waitFor();
  await page
    .getByRole('list', { name: 'The shop’s conditions' })
    .getByText(/^The minimum order amount at Domaine des Demoiselles is .*30\.00 excl\. tax$/)
    .waitFor();
  expect(await page.locator('.cart-page-total').innerText()).toMatch(/incl\. VAT, duties and taxes/);
  await context.close();
});

test('gift wrapping is chosen per line on the cart page, priced by the server, and kept with the cart', async () => {
  const page = await openPage('desktop');
  await page.goto(`${SHOP}/coffret-decouverte`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto(`${SHOP}/chinon-les-demoiselles`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
  const box = page.locator('.cart-line', { hasText: 'Coffret découverte' });
  const total = box.locator('.cart-line-total');
  await total.getByText(/€/).waitFor();
  const euros = async () => Number((await total.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  const shown = await total.textContent();
  const before = await euros();

  // Only the box offers wrapping: 2,50 € HT a unit, 3,00 € TTC at its 20 % VAT.
  expect(await page.locator('.cart-line', { hasText: CHINON }).getByRole('checkbox').count()).toBe(0);
  await box.getByRole('checkbox', { name: 'Emballage cadeau (+ 2,50 € HT par unité)' }).check();
  await page.waitForFunction(
    ([previous]) =>
      [...document.querySelectorAll('.cart-line')].some(
        (row) =>
          row.textContent?.includes('Coffret découverte') &&
          row.querySelector('.cart-line-total')?.textContent !== previous,
      ),
    [shown] as const,
  );
  expect(Math.round((await euros()) * 100) - Math.round(before * 100)).toBe(300);

  // The drawer says it; a reload keeps it (the cart is stored with its wrapping).
  await page.reload();
  await box.getByRole('checkbox').waitFor();
  expect(await box.getByRole('checkbox').isChecked()).toBe(true);
  await cartButton(page).click();
  await page
    .getByRole('dialog', { name: 'Mon panier' })
    .locator('.cart-line', { hasText: 'Coffret découverte' })
    .getByText('Emballage cadeau', { exact: true })
    .waitFor();
  await keepScreenshot(page, 'cart-wrapping-1280');
  await page.context().close();
});

test('two tabs of one visitor keep one cart: a line added in one shows in the other, removed there, gone here', async () => {
  const first = await openPage('desktop');
  const second = await first.context().newPage();
  await second.goto('/cart');
  await second.getByRole('heading', { level: 1, name: 'Mon panier' }).waitFor();
  await first.goto(`${SHOP}/tire-bouchon-sommelier`);
  await first.getByRole('button', { name: 'Ajouter au panier' }).click();
  await cartReads(first, 'Panier, 1 article');
  // No reload in the other tab: it is told.
  await second.locator('.cart-line', { hasText: CORKSCREW }).waitFor();
  await cartReads(second, 'Panier, 1 article');
  await second.getByRole('button', { name: `Supprimer ${CORKSCREW} du panier` }).click();
  await cartReads(first, 'Panier, vide');
  await first.context().close();
});

/** A pending order of the demo buyer, placed through the API by bank transfer; its id. */
async function placeByTransfer(): Promise<number> {
  const login = await fetch(`${api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'acheteur@cuvee.demo', password: 'Cuvee2026' }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const answer = await fetch(`${api.url}/v1/orders/checkout`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${jwt}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `shop-cart-${Date.now()}-${Math.random()}`,
    },
    body: JSON.stringify({
      orders: [
        {
          sellerId: shopId,
          products: [await lineOf('chinon-les-demoiselles', 6)],
          shipping: { type: 'carrier', ref: 'colissimo' },
          paymentType: 'transfer',
        },
      ],
    }),
  });
  if (answer.status !== 201) throw new Error(`checkout: HTTP ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { orders: { id: number }[] }).orders[0]!.id;
}
