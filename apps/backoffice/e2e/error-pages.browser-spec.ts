import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import { asAccount, startApi } from './support/api.js';
import { keepScreenshot, launchChromium, signedInPage } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

// The generic error screen end to end: a screen that throws on the data it was given shows
// « Une erreur est survenue » and « Retour à l'application », which reloads the page. The API's answer
// is spoiled in the browser (one field of an order made null), the app itself is the built one. And the
// not-found page for an order address whose id cannot be one; an edit page whose record is missing.

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

test("a screen that fails shows « Une erreur est survenue »; « Retour à l'application » reloads the page, which then works", async () => {
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const [order] = (await owner.call('GET', '/v1/orders?range=[0,0]')) as unknown as { id: number }[];
  const page = await signedInPage(browser, web.url, 'proprietaire@cuvee.demo');
  try {
    const spoiled = `**/v1/orders/${order!.id}`;
    await page.route(spoiled, async (route) => {
      const response = await route.fetch();
      // The order screen lists the VAT by rate: without the list it cannot render.
      await route.fulfill({ response, json: { ...(await response.json()), vatByRate: null } });
    });
    await page.goto(`/dashboard/orders/${order!.id}`);
    const screen = page.locator('[data-error-screen]');
    await screen.getByRole('heading', { name: 'Une erreur est survenue' }).waitFor();
    await keepScreenshot(page, 'error-screen-desktop');

    // The API answers properly again: the button reloads the page, and the order shows.
    await page.unroute(spoiled);
    const reloaded = page.waitForEvent('load');
    await screen.getByRole('button', { name: "Retour à l'application" }).click();
    await reloaded;
    await page.locator('[data-order-number]').waitFor();
    expect(await screen.count()).toBe(0);
  } finally {
    await page.context().close();
  }
});

test('an order address whose id cannot be one (/dashboard/orders/abc) shows the not-found page', async () => {
  const page = await signedInPage(browser, web.url, 'proprietaire@cuvee.demo');
  try {
    for (const path of ['/dashboard/orders/abc', '/dashboard/orders/-1']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    }
    // No call for a record that cannot exist.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    expect(asked.filter((path) => path.startsWith('/v1/orders/'))).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('an edit page whose record does not exist says so at its address, with the way back to its list', async () => {
  const page = await signedInPage(browser, web.url, 'proprietaire@cuvee.demo');
  try {
    for (const [path, list] of [
      ['/dashboard/products/999999', '/dashboard/products'],
      ['/dashboard/reservations/events/999999', '/dashboard/reservations/events'],
      ['/dashboard/iframes/999999', '/dashboard/settings'],
    ] as const) {
      await page.goto(path);
      await page
        .locator('[data-record-missing]')
        .getByText(/Cette fiche est introuvable/)
        .waitFor();
      // react-admin's own answer would have been its list address, which the back office does not have.
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await page.waitForURL((url) => url.pathname === list);
    }
  } finally {
    await page.context().close();
  }
});
