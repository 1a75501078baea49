import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  shopContext,
  startApi,
  signInAsBuyer,
} from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * The buyer's messaging on the shop front (docs/shop-front.md), as they see it: "Contacter le producteur"
 * from an order, a refused attachment in French, a picture sent, the shop's answer with the unread badge,
 * the thread on a phone, the notification preferences saved.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let order: { id: number; number: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url, await freePort());
  browser = await launchChromium();
  // An order of the demo buyer, to write about.
  const shopId = (
    (await (await fetch(`${api.url}/v1/shops/domaine-des-demoiselles`)).json()) as { id: number }
  ).id;
  const { product } = (await (
    await fetch(`${api.url}/v1/product-pages/domaine-des-demoiselles/chinon-les-demoiselles`)
  ).json()) as {
    product: {
      id: number;
      productType: string;
      vintages: { name: string }[];
      formats: { id: number; container: string; unityValue: number; unity: string; eq75: number }[];
    };
  };
  const format = product.formats[0]!;
  const buyer = await asAccount(api, 'acheteur@cuvee.demo');
  const placed = (await buyer.call('POST', '/v1/orders/checkout', {
    orders: [
      {
        sellerId: shopId,
        products: [
          {
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
            quantity: 6,
          },
        ],
        shipping: { type: 'carrier', ref: 'colissimo' },
        paymentType: 'transfer',
      },
    ],
  })) as { orders: { id: number; number: string }[] };
  order = placed.orders[0]!;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

test('a buyer writes to the shop about an order, reads its answer, and sets their notifications', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await signInAsBuyer(page, '/domaine-des-demoiselles');

  // From the order: a new conversation about it, its subject filled in.
  await page.goto(`/dashboard/orders/${order.id}`);
  await page.getByRole('link', { name: 'Contacter le producteur' }).click();
  await page.getByRole('heading', { name: 'Nouvelle conversation' }).waitFor();
  expect(await page.getByLabel('Objet').inputValue()).toBe(`Commande ${order.number}`);

  // A text file is refused in French; a picture is staged.
  const file = page.locator('.composer input[type=file]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await page.locator('.composer').getByRole('alert').waitFor();
  expect(await page.locator('.composer').getByRole('alert').innerText()).toBe(
    'Type de fichier refusé : seules les images JPEG, PNG ou WebP et les PDF sont acceptés',
  );
  await file.setInputFiles({ name: 'etiquette.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.composer-files').getByText('etiquette.png').waitFor();
  await page.getByLabel('Votre message').fill('Bonjour, une bouteille est arrivée cassée (photo jointe).');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.waitForURL(/\/tickets\?conversation=\d+/);
  await page
    .getByRole('article')
    .getByText('Bonjour, une bouteille est arrivée cassée (photo jointe).')
    .waitFor();
  await page.getByRole('button', { name: 'etiquette.png' }).waitFor();
  const conversationId = Number(new URL(page.url()).searchParams.get('conversation'));

  // The shop answers (through the API, as its owner) while the buyer is on another page: within a
  // minute, without a reload, the buyer's badge counts it (the page's clock is moved on, not waited).
  await page.clock.install();
  await page.goto('/dashboard/orders');
  await page.locator('.avatar-button').waitFor();
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  await owner.call('POST', `/v1/conversations/${conversationId}/messages`, {
    body: 'Désolés ! Nous vous renvoyons une bouteille cette semaine.',
  });
  expect(await page.locator('.avatar-button .unread-badge').count()).toBe(0);
  await page.clock.fastForward(61_000);
  await page.locator('.avatar-button .unread-badge').waitFor();
  expect(await page.locator('.avatar-button .unread-badge').innerText()).toBe('1');

  // The mail's link opens the thread; read, the badge goes.
  await page.goto(`/tickets?conversation=${conversationId}`);
  await page
    .getByRole('article')
    .getByText('Désolés ! Nous vous renvoyons une bouteille cette semaine.')
    .waitFor();
  await page.locator('.avatar-button .unread-badge').waitFor({ state: 'detached' });
  await keepScreenshot(page, 'buyer-tickets-desktop');

  // On a phone the thread takes the screen, with the way back to the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: '← Toutes les conversations' }).waitFor();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await keepScreenshot(page, 'buyer-tickets-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Notification preferences: no more mail for messages.
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await card.getByLabel('Messages — Par e-mail').uncheck();
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await card.getByRole('status').waitFor();
  expect(await card.getByRole('status').innerText()).toBe('Préférences enregistrées.');
  const me = await asAccount(api, 'acheteur@cuvee.demo');
  const saved = (await me.call('GET', '/v1/notification-preferences')) as unknown as {
    type: string;
    mail: boolean;
  }[];
  expect(saved.find((item) => item.type === 'message')?.mail).toBe(false);
  await context.close();
});
