import { formatMoney } from '@cuvee/kernel';
import sharp from 'sharp';
import type { TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  SHOP_WIDTHS,
  shopContext,
  startApi,
} from './support/browser.js';
import { serveShop } from './support/server.js';

/*
 * The shop front on the built app, the real API and the demo catalogue (Domaine des Demoiselles, code
 * DEMO), at a phone's and a desktop's width.
 */

interface ApiProduct {
  slug: string;
  name: string;
  color: string | null;
  formats: {
    unitPrice: { display: number; displayTtc: boolean } | null;
    tiers: { threshold: number; display: number; displayTtc: boolean }[];
  }[];
}

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let shopId: number;
/** The demo shop's products as a visitor sees them, straight from the API. */
let visible: ApiProduct[];

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
  shopId = ((await (await fetch(`${api.url}/v1/shops/DEMO`)).json()) as { id: number }).id;
  const range = encodeURIComponent('[0,99]');
  visible = (await (
    await fetch(`${api.url}/v1/products?shopIds=${shopId}&origin=shop&range=${range}`)
  ).json()) as ApiProduct[];
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const cards = (page: Page) => page.locator('.product-card');
const cardNames = (page: Page) => page.locator('.product-card-name').allInnerTexts();

/** The lowest price the API answers for a product, formatted as the page shows it. */
function cheapestText(product: ApiProduct): string {
  const prices = product.formats.flatMap((f) => (f.unitPrice ? [f.unitPrice] : []));
  const cheapest = prices.reduce((a, b) => (b.display < a.display ? b : a));
  return `${formatMoney(cheapest.display, 'fr')} ${cheapest.displayTtc ? 'TTC' : 'HT'}`;
}

describe.each(SHOP_WIDTHS)('shop front at %s width', (width) => {
  test('adult gate: blocks the shop page; declining goes to the auth route', async () => {
    const context = await shopContext(browser, web.url, width, { adult: false });
    const page = await context.newPage();
    await page.goto('/DEMO');
    const gate = page.getByRole('alertdialog', { name: 'Vous devez être majeur pour entrer' });
    await gate.waitFor();
    // The page behind is inert: its links cannot be reached.
    expect(await page.locator('.shop-page').getAttribute('inert')).not.toBeNull();
    await keepScreenshot(page, `adult-gate-${width}`);
    await gate.getByRole('button', { name: "Non, je n'ai pas 18 ans" }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('id')).toBe('DEMO');
    expect((await context.cookies()).find((c) => c.name === 'adult')).toBeUndefined();
    await context.close();
  });

  test('adult gate: confirming sets the cookie, and the gate stays away', async () => {
    const context = await shopContext(browser, web.url, width, { adult: false });
    const page = await context.newPage();
    await page.goto('/DEMO');
    const gate = page.getByRole('alertdialog');
    await gate.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" }).click();
    await gate.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'adult')?.value).toBe('true');
    expect(await page.locator('.shop-page').getAttribute('inert')).toBeNull();
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  test('shop page: the demo products at the public prices, the notices and the footer', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/DEMO');
    await cards(page).first().waitFor();
    // The public code leads to the shop's own address; its name is the page's title.
    await page.waitForURL((url) => url.pathname === '/domaine-des-demoiselles');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Domaine des Demoiselles');
    expect(await page.title()).toBe('Domaine des Demoiselles');
    const names = await cardNames(page);
    expect(names).toHaveLength(visible.length);
    for (const product of visible) {
      const card = cards(page).filter({
        has: page.getByRole('heading', { name: product.name, exact: true }),
      });
      expect(await card.locator('.product-card-price').innerText()).toContain(cheapestText(product));
    }
    // Products the visitor's typology does not see are not listed.
    expect(names.join('|')).not.toContain('Chinon Les Tables');
    expect(names.join('|')).not.toContain('Vieilles Vignes');
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain(
      "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
    );
    expect(await footer.innerText()).toContain(
      "La vente d'alcool est interdite aux mineurs de moins de 18 ans.",
    );
    expect(await footer.innerText()).toContain(String(new Date().getFullYear()));
    await page.getByText(/^version /).waitFor();
    await keepScreenshot(page, `shop-${width}`, true);
    await context.close();
  });

  test('shop page: filters by colour, appellation and type, and search', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/DEMO');
    await cards(page).first().waitFor();

    await page.getByLabel('Couleur').selectOption({ label: 'Blanc' });
    await page.waitForURL((url) => url.search === '?color=white');
    const whites = visible.filter((p) => p.color === 'white').map((p) => p.name);
    await page.waitForFunction((n) => document.querySelectorAll('.product-card').length === n, whites.length);
    expect((await cardNames(page)).sort()).toEqual([...whites].sort());

    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.product-card').length === n,
      visible.length,
    );
    await page.getByLabel('Appellation').selectOption('Chinon');
    await page.waitForURL(/appellation=Chinon/);
    await page.waitForFunction(() => document.querySelectorAll('.product-card').length === 1);
    expect(await cardNames(page)).toEqual(['Chinon Les Demoiselles']);

    await page.goto('/DEMO');
    await page.getByLabel('Type').selectOption({ label: 'Crémant' });
    await page.waitForURL(/type=cremant/);
    await page.waitForFunction(() => document.querySelectorAll('.product-card').length === 1);
    expect(await cardNames(page)).toEqual(['Crémant de Loire Brut']);

    await page.goto('/DEMO');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('fées');
    await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await page.waitForURL(/q=f/);
    await page.waitForFunction(() => document.querySelectorAll('.product-card').length === 1);
    expect(await cardNames(page)).toEqual(['Touraine Clos des Fées']);
    expect(await page.getByRole('status').innerText()).toContain('1 produit');

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('introuvable');
    await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await page.getByText('Aucun produit ne correspond à votre recherche.').waitFor();
    await context.close();
  });

  test('product page: vintages, formats with their prices, tiers and promotions', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/DEMO');
    await page.getByRole('link', { name: /Chinon Les Demoiselles/ }).click();
    await page.waitForURL('**/domaine-des-demoiselles/chinon-les-demoiselles');
    await page.getByRole('heading', { level: 1, name: 'Chinon Les Demoiselles' }).waitFor();
    expect(await page.locator('.shop-name').innerText()).toBe('Domaine des Demoiselles');
    expect(await page.getByRole('radio', { name: '2022' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '2021' }).count()).toBe(1);
    const chinon = visible.find((p) => p.slug === 'chinon-les-demoiselles')!;
    const [bottle, magnum] = chinon.formats.map((f) => `${formatMoney(f.unitPrice!.display, 'fr')} TTC`);
    expect(await page.locator('.product-price').innerText()).toContain(bottle);
    // Tiers priced by the API for the visitor's typology: TTC, duties included.
    for (const tier of chinon.formats[0]!.tiers) {
      const text = `à partir de ${tier.threshold} : ${formatMoney(tier.display, 'fr')} TTC`;
      expect(await page.getByText(text).count()).toBe(1);
    }
    expect(chinon.formats[0]!.tiers.map((t) => t.threshold)).toEqual([6, 12]);
    expect(await page.getByText('Prix unitaires TTC selon la quantité commandée.').count()).toBe(1);
    await keepScreenshot(page, `product-${width}`, true);

    await page.getByRole('radio', { name: /Magnum 1,5 l/ }).check();
    expect(await page.locator('.product-price').innerText()).toContain(magnum);
    expect(await page.getByText('Prix dégressifs').count()).toBe(0);
    // The 2021 vintage has its own alcohol.
    await page.getByRole('radio', { name: '2021' }).check();
    expect(await page.locator('.details').innerText()).toContain('12,5 % vol.');

    await page.goto('/DEMO/touraine-clos-des-fees');
    await page.getByRole('heading', { name: 'Promotions' }).waitFor();
    expect(await page.locator('.promotions').innerText()).toContain('Offre de saison');
    expect(await page.locator('.product-price .promo-badge').innerText()).toBe('-10 %');
    await page.goto('/DEMO/coffret-decouverte');
    await page.getByText('Emballage cadeau proposé : 2,50 € HT par unité').waitFor();
    await page.goto('/DEMO/chinon-les-tables');
    await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    await context.close();
  });

  test('e-label: ingredients and nutrition only, without gate, shop header or other calls', async () => {
    const context = await shopContext(browser, web.url, width, { adult: false });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1')) calls.push(url.pathname);
      else if (url.origin !== web.url) calls.push(url.href);
    });
    await page.goto('/domaine-des-demoiselles/nutritiveValues?product=chinon-les-demoiselles&vintage=2021');
    await page.getByRole('heading', { level: 1, name: 'Chinon Les Demoiselles 2021' }).waitFor();
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    const text = await page.locator('main').innerText();
    expect(text).toContain('12,5 % vol.');
    expect(text).toContain('Raisins, correcteur d’acidité : acide tartrique, conservateur : sulfites');
    expect(text).toContain('Contient des sulfites');
    expect(text).toContain('345 kJ / 83 kcal');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.locator('.shop-header, .product-price, footer').count()).toBe(0);
    // The label comes in the page the server rendered: the browser calls nothing, not even the API.
    expect(calls).toEqual([]);
    await keepScreenshot(page, `e-label-${width}`);

    await page.goto('/domaine-des-demoiselles/nutritiveValues?product=chinon-les-demoiselles&lang=en');
    await page.getByRole('heading', { name: 'Ingredients' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Contains sulphites');
    await context.close();
  });

  test('GS1 Digital Link: redirects to the product page, in the vintage of the link', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/gs1/01/3760123450003/22/2021');
    await page.waitForURL('**/domaine-des-demoiselles/chinon-les-demoiselles?vintage=2021');
    await page.getByRole('heading', { level: 1, name: 'Chinon Les Demoiselles' }).waitFor();
    expect(await page.getByRole('radio', { name: '2021' }).isChecked()).toBe(true);
    await page.goto('/gs1/01/3760123450010/10/L2201');
    await page.waitForURL('**/domaine-des-demoiselles/chinon-les-demoiselles?vintage=2022');
    await page.goto('/gs1/01/3760123450004');
    await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    await context.close();
  });

  test('legal notice, /shops/{id} and the producers page', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto(`/shops/${shopId}`);
    await cards(page).first().waitFor();
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL(`**/shops/${shopId}/legal-notice`);
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('L3342-1');
    await page.goto(`/shops/${shopId}/chinon-les-demoiselles`);
    await page.getByRole('heading', { level: 1, name: 'Chinon Les Demoiselles' }).waitFor();
    await page.getByRole('link', { name: /Retour à la boutique/ }).click();
    await page.waitForURL((url) => url.pathname === `/shops/${shopId}`);

    await page.goto('/shops');
    await page.getByLabel('Code de la boutique').fill('DEMO');
    await page.getByRole('button', { name: 'Ouvrir' }).click();
    await page.waitForURL('**/domaine-des-demoiselles');
    await cards(page).first().waitFor();
    await page.goto('/no-such-shop');
    await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    await context.close();
  });

  test('language: English with the switch or an English browser, the legal French kept', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/DEMO');
    await cards(page).first().waitFor();
    // On a phone the language is in the menu's drawer.
    if (width === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en/);
    await page.getByRole('heading', { name: 'Our products' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const footer = await page.locator('footer').innerText();
    expect(footer).toContain('Alcohol abuse is dangerous for your health; drink in moderation.');
    expect(footer).toContain("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.");
    expect(await page.locator('.product-card-price').first().innerText()).toMatch(/incl\. VAT/);
    // The choice is remembered (lang cookie) on the next page without the query.
    await page.goto('/DEMO');
    await page.getByRole('heading', { name: 'Our products' }).waitFor();
    await context.close();

    const english = await shopContext(browser, web.url, width, { adult: false, locale: 'en-GB' });
    const englishPage = await english.newPage();
    await englishPage.goto('/DEMO');
    await englishPage.getByRole('alertdialog', { name: 'You must be of legal age to enter' }).waitFor();
    await english.close();
  });
});

// Last: it adds products to the demo shop.
describe('a larger catalogue', () => {
  test('pages of 12 products, and pictures lazy-loaded with their size', async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const picture = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#7b2d26' } })
      .png()
      .toBuffer();
    const visual = await owner.call('POST', '/v1/visuals', { data: picture.toString('base64') });
    for (let n = 1; n <= 6; n++) {
      await owner.call('POST', '/v1/products', {
        productType: 'bottle',
        vatType: 'standard',
        name: `Cuvée d’essai ${n}`,
        type: 'wine',
        color: 'red',
        ...(n === 1 ? { visuals: [visual.key] } : {}),
        formats: [{ container: 'bottle', unity: 'litre', unityValue: 0.75, eq75: 1, price: 1000 + n }],
      });
    }
    const total = visible.length + 6;

    const context = await shopContext(browser, web.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/DEMO');
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await page.getByRole('status').innerText()).toContain(`${total} produits`);
    const image = page.locator('img.product-picture');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('320');
    expect(await image.getAttribute('height')).toBe('400');
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('img.product-picture')!.naturalWidth > 0,
    );

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Suivante' }).click();
    await page.waitForURL(/p=2/);
    await page.getByText('Page 2 sur 2').waitFor();
    expect(await cards(page).count()).toBe(total - 12);
    await page.getByRole('link', { name: 'Précédente' }).click();
    await page.getByText('Page 1 sur 2').waitFor();
    await context.close();
  });
});
