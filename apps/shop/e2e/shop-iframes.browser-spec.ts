import { addDays, iframeSnippet, parisDateOf } from '@cuvee/kernel';
import type { TestApi } from '@cuvee/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { asAccount, keepScreenshot, launchChromium, shopContext, startApi } from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * Embedded widgets (/iframes/{id}) and the shop front's service worker. A producer's site is played by
 * a page served on another port, reached as 127.0.0.1 (a site the widget lists) and as localhost
 * (another origin, not listed): the listed site shows the widget in its theme, sized by the snippet's
 * script, and its cart hands over to the shop's cart page in a new tab; the other one gets the
 * browser's refusal (CSP frame-ancestors). The headers of the widget's page, of the shop's other pages
 * and of a widget not found. Then the service worker: registered at /sw.js with scope /, and a repeat
 * visit without network shows the offline page. Needs the shop build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let host: Server;
let hostPort: number;
let iframeId: number;
let productNames: string[];

beforeAll(async () => {
  const port = await freePort();
  api = await startApi({ CORS_ORIGINS: `http://127.0.0.1:${port}` });
  web = await serveShop(api.url, port);
  browser = await launchChromium();
  // The producer's own site: a page with the snippet the back office gives (/w/{id} for another widget).
  host = createServer((request, response) => {
    const id = Number(/^\/w\/(\d+)$/.exec(request.url ?? '')?.[1] ?? iframeId);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="fr"><head><title>Domaine des Demoiselles — site</title></head><body>` +
        `<h1>Notre boutique</h1>${iframeSnippet(web.url, id, 'Nos vins')}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '0.0.0.0', resolve));
  hostPort = (host.address() as AddressInfo).port;
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  // Two products a visitor sees on the shop's page (a hidden one would not show in the widget either).
  const shop = await owner.call('GET', '/v1/shops/me');
  const products = (await (
    await fetch(`${api.url}/v1/products?shopIds=${shop['id']}&origin=shop&range=[0,1]&sort=["name","ASC"]`)
  ).json()) as { id: number; name: string }[];
  productNames = products.map((product) => product.name);
  const iframe = await owner.call('POST', '/v1/iframes', {
    name: 'Nos vins',
    kind: 'productList',
    productIds: products.map((product) => product.id),
    origins: [`http://127.0.0.1:${hostPort}`],
    theme: { mode: 'dark', accent: '#f0c040', radius: 16 },
  });
  iframeId = iframe['id'] as number;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await web?.close();
  await api?.stop();
});

test("a listed site shows the widget in its theme; its cart goes to the shop's cart page in a new tab", async () => {
  const context = await shopContext(browser, web.url, 'mobile', { adult: false });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${hostPort}/`);
  const frame = page.frameLocator(`#cuvee-iframe-${iframeId}`);
  const first = frame.getByRole('listitem').filter({ hasText: productNames[0]! });
  await first.getByRole('heading', { name: productNames[0]! }).waitFor();
  await frame.getByRole('heading', { name: productNames[1]! }).waitFor();
  // No shop header, no adult gate in a widget; the dark theme and its accent on the buttons.
  expect(await frame.locator('.shop-header').count()).toBe(0);
  expect(await frame.getByRole('dialog').count()).toBe(0);
  const look = await frame.locator('.iframe-widget').evaluate((element) => {
    const style = getComputedStyle(element);
    const button = getComputedStyle(element.querySelector('.add-to-cart-button')!);
    return { background: style.backgroundColor, button: button.backgroundColor, radius: button.borderRadius };
  });
  expect(look).toEqual({ background: 'rgb(23, 23, 27)', button: 'rgb(240, 192, 64)', radius: '16px' });
  // The snippet's script sizes the frame to the widget's height, as the widget reports it.
  await page.waitForFunction(
    (id) => (document.getElementById(`cuvee-iframe-${id}`) as HTMLIFrameElement).style.height.endsWith('px'),
    iframeId,
  );

  await first.getByRole('button', { name: 'Ajouter au panier' }).click();
  const bar = frame.locator('[data-iframe-cart]');
  await bar.getByText('1 article dans le panier').waitFor();
  await keepScreenshot(page, 'iframe-embedded-390', true);
  const [cartTab] = await Promise.all([
    context.waitForEvent('page'),
    bar.getByRole('link', { name: /Commander/ }).click(),
  ]);
  await cartTab.waitForURL(`${web.url}/cart`);
  await cartTab.getByRole('heading', { name: 'Mon panier' }).waitFor();
  await cartTab.getByText(productNames[0]!).first().waitFor();
  // The fragment is gone: a reload adds nothing twice.
  expect(new URL(cartTab.url()).hash).toBe('');
  await keepScreenshot(cartTab, 'iframe-handed-cart-390');
  await context.close();
});

test("an events widget lists the shop's online events and books one into the frame's cart", async () => {
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const tomorrow = addDays(parisDateOf(new Date()), 1);
  await owner.call('POST', '/v1/reservation-events', {
    titleFr: 'Visite du chai',
    durationMinutes: 60,
    capacity: 3,
    rates: [{ kind: 'adult', labelFr: 'Adulte', priceTtc: 1500 }],
    schedule: {
      oneOff: [{ date: tomorrow, hours: { start: '16:00', end: '17:00' } }],
      weekly: [],
      exceptions: [],
      closedWeekdays: [],
    },
  });
  const widget = await owner.call('POST', '/v1/iframes', {
    name: 'Nos visites',
    kind: 'events',
    origins: [`http://127.0.0.1:${hostPort}`],
  });
  const context = await shopContext(browser, web.url, 'desktop', { adult: false });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${hostPort}/w/${widget['id']}`);
  const frame = page.frameLocator(`#cuvee-iframe-${widget['id']}`);
  const item = frame.getByRole('listitem').filter({ hasText: 'Visite du chai' });
  await item.getByRole('link', { name: 'Réserver' }).click();
  await frame.getByRole('heading', { name: 'Visite du chai' }).waitFor();
  await frame.getByRole('button', { name: '16:00 · 3 places restantes' }).click();
  await frame.getByRole('button', { name: 'Ajouter : Adulte' }).click();
  await frame.getByRole('button', { name: 'Ajouter au panier' }).click();
  await frame.locator('[data-iframe-cart]').getByText('1 article dans le panier').waitFor();
  await frame.getByRole('link', { name: /Tous les événements/ }).waitFor();
  await keepScreenshot(page, 'iframe-events-1440');
  await context.close();
});

test('another site cannot frame the widget: the browser refuses it', async () => {
  const context = await shopContext(browser, web.url, 'desktop', { adult: false });
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  // localhost is another origin than the listed 127.0.0.1 (same server, same port).
  await page.goto(`http://localhost:${hostPort}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Notre boutique' }).waitFor();
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  expect(frame.url()).not.toContain(`/iframes/${iframeId}`);
  expect(await frame.locator('.iframe-widget').count()).toBe(0);
  expect(refusals.join('\n')).toContain(`frame-ancestors http://127.0.0.1:${hostPort}`);
  await keepScreenshot(page, 'iframe-refused-1440');
  await context.close();
});

test("the widget's page names its sites; the other pages refuse every frame; an unknown or disabled widget is not found", async () => {
  const widget = await fetch(`${web.url}/iframes/${iframeId}`);
  expect(widget.status).toBe(200);
  expect(widget.headers.get('content-security-policy')).toBe(`frame-ancestors http://127.0.0.1:${hostPort}`);
  expect(widget.headers.get('x-frame-options')).toBeNull();
  expect(await widget.text()).toContain('noindex');

  for (const path of ['/domaine-des-demoiselles', '/cart', '/shops']) {
    const other = await fetch(`${web.url}${path}`);
    expect(other.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  }

  const unknown = await fetch(`${web.url}/iframes/999999`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('Cette page est introuvable');
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  await owner.call('PUT', `/v1/iframes/${iframeId}`, { enabled: false });
  const disabled = await fetch(`${web.url}/iframes/${iframeId}`);
  expect(disabled.status).toBe(404);
  await owner.call('PUT', `/v1/iframes/${iframeId}`, { enabled: true });
});

test('the service worker is registered at /sw.js for the whole site; offline, a repeat visit shows the offline page', async () => {
  const context = await shopContext(browser, web.url, 'mobile');
  const page = await context.newPage();
  await page.goto('/domaine-des-demoiselles');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(scope).toEqual({ scope: `${web.url}/`, script: `${web.url}/sw.js` });
  // The worker takes the page over once active; the kept files are the build's, never the API's.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/offline.html');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(
    kept.filter((path) => path.startsWith('/v1/') || !/^\/(assets\/|offline\.html$)/.test(path)),
  ).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Vous êtes hors connexion' }).waitFor();
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await keepScreenshot(page, 'offline-390');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await page.getByRole('heading', { name: 'Domaine des Demoiselles' }).first().waitFor();
  await context.close();
});
