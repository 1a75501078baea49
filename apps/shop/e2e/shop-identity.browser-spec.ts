import { formatMoney } from '@cuvee/kernel';
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
import { setTypology } from './support/members.js';
import { serveShop } from './support/server.js';

/*
 * The shop's own identity on its pages (ADR 0012): browsed by its address name, its header in the style
 * its owner chose, its tabs and their child menus (desktop) or the drawer (phone), tab pages chosen by
 * `page`/`pageid`, the legal notice with the seller's and the host's identity, the producers list for
 * visitors and for a signed-in buyer, prices after signing in, and stock availability. Built shop, real
 * API and demo data, at a phone's and a desktop's width.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const SHOP = '/domaine-des-demoiselles';
const cardNames = (page: Page) => page.locator('.product-card-name').allInnerTexts();
const cardOf = (page: Page, name: string) =>
  page.locator('.product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens a tab the way the width allows: the header's menus on a desktop, the drawer on a phone. */
async function openTab(page: Page, width: string, parent: string | null, name: string): Promise<void> {
  if (width === 'mobile') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    const tabs = page.getByRole('navigation', { name: 'Pages de la boutique' });
    if (parent) await tabs.getByRole('button', { name: parent }).click();
    await tabs.getByRole('link', { name, exact: true }).click();
  }
}

describe.each(SHOP_WIDTHS)('a shop’s identity at %s width', (width) => {
  test('browsed by its address name: its name as title, its header in its own style', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto(SHOP);
    await page.getByRole('heading', { level: 1, name: 'Domaine des Demoiselles' }).waitFor();
    expect(await page.title()).toBe('Domaine des Demoiselles');
    const header = page.locator('header.shop-header');
    const look = await header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, font: style.fontFamily, color: style.color };
    });
    // The demo style: cream background, navy ink chosen for contrast, the "elegant" serif stack.
    expect(look.background).toBe('rgb(251, 247, 241)');
    expect(look.color).toBe('rgb(8, 32, 46)');
    expect(look.font).toContain('Palatino');
    expect(await header.locator('img.shop-logo').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.locator('.hero-kicker').innerText()).toMatch(/Vin · Chinon/i);
    await context.close();
  });

  test('its tabs: child menus, a products tab, a text tab, never a draft or a buyers-only tab', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto(SHOP);
    await page.locator('.product-card').first().waitFor();
    if (width === 'desktop') {
      const tabs = page.getByRole('navigation', { name: 'Pages de la boutique' });
      expect(await tabs.innerText()).toMatch(/LE DOMAINE\s+NOS VINS\s+VISITES & DÉGUSTATIONS/);
      const wines = tabs.getByRole('button', { name: 'Nos vins' });
      expect(await wines.getAttribute('aria-expanded')).toBe('false');
      await wines.click();
      expect(await wines.getAttribute('aria-expanded')).toBe('true');
      expect(await tabs.locator('.tab-menu a').allInnerTexts()).toEqual([
        'Rouges',
        'Blancs',
        'Rosés',
        'Fines bulles',
      ]);
      await keepScreenshot(page, `tabs-menu-${width}`);
      await page.keyboard.press('Escape');
      expect(await wines.getAttribute('aria-expanded')).toBe('false');
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const links = await drawer.getByRole('navigation', { name: 'Pages de la boutique' }).innerText();
      expect(await drawer.getByRole('navigation', { name: 'Langue' }).innerText()).toMatch(
        /Français\s+English/,
      );
      // "Nos vins" has no page of its own: a group title over its children.
      expect(links).toMatch(
        /Accueil\s+Le domaine\s+Nos vins\s+Rouges\s+Blancs\s+Rosés\s+Fines bulles\s+Visites & dégustations/i,
      );
      expect(await drawer.innerText()).toContain(String(new Date().getFullYear()));
      await drawer
        .getByText(/^version /)
        .or(drawer.getByText(/· version /))
        .first()
        .waitFor();
      await keepScreenshot(page, `menu-${width}`);
      await drawer.getByRole('button', { name: 'Fermer le menu' }).click();
    }
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Espace professionnel');
    expect(text).not.toContain('Primeurs 2025');

    // A child tab lists its products: ?page=<lowercased name>.
    await openTab(page, width, 'Nos vins', 'Rouges');
    await page.waitForURL((url) => url.search === '?page=rouges');
    await page.getByRole('heading', { level: 1, name: 'Rouges' }).waitFor();
    expect(await page.title()).toBe('Rouges — Domaine des Demoiselles');
    expect(await cardNames(page)).toEqual(['Chinon Les Demoiselles']);
    // The tab fixes the colour: no colour filter to choose.
    expect(await page.getByLabel('Couleur').count()).toBe(0);
    await keepScreenshot(page, `tab-${width}`);

    // A text tab: its paragraphs, no product list.
    await openTab(page, width, null, 'Le domaine');
    await page.waitForURL((url) => url.search === '?page=le-domaine');
    await page.getByText(/certifié Haute Valeur Environnementale/).waitFor();
    expect(await page.locator('.tab-text p').count()).toBe(3);
    expect(await page.locator('.product-card').count()).toBe(0);

    // An address naming no visible tab is a page that does not exist.
    await page.goto(`${SHOP}?page=espace-professionnel`);
    await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
    await context.close();
  });

  test('the legal notice names the seller, the publication director and the host', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto(SHOP);
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL(`**${SHOP}/legal-notice`);
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const fact of [
      'SCEA Domaine des Demoiselles',
      'SCEA',
      '12 route des Caves, 37500 Chinon, France',
      '82345671000016',
      'FR41823456710',
      '02 47 93 00 00',
      'contact@domaine-des-demoiselles.demo',
      'Claire Moreau',
      'Cuvée Hébergement SAS',
      '40 quai des Chartrons, 33000 Bordeaux, France',
      'L3342-1',
    ])
      expect(text).toContain(fact);
    expect(await page.title()).toBe('Mentions légales — Domaine des Demoiselles');
    await keepScreenshot(page, `legal-notice-${width}`, true);
    await context.close();
  });

  test('the producers: the shops open online for a visitor, searchable, each opening its shop', async () => {
    const context = await shopContext(browser, web.url, width);
    const page = await context.newPage();
    await page.goto('/shops');
    await page.getByRole('heading', { level: 1, name: 'Producteurs' }).waitFor();
    const producers = page.locator('.producer-name');
    expect(await producers.allInnerTexts()).toEqual(['Domaine des Demoiselles', 'Maison Exemple']);
    expect(await page.getByRole('status').innerText()).toBe('2 producteurs');
    expect(await page.locator('.producer-card').first().innerText()).toContain('Vin · Chinon');
    await keepScreenshot(page, `producers-${width}`);
    await page.getByLabel('Rechercher un producteur').fill('exemple');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL(/\?q=exemple/);
    await page.waitForFunction(() => document.querySelectorAll('.producer-card').length === 1);
    await page.getByRole('link', { name: 'Visiter la boutique Maison Exemple' }).click();
    await page.waitForURL('**/maison-exemple');
    await page.getByRole('heading', { level: 1, name: 'Maison Exemple' }).waitFor();
    await context.close();
  });
});

describe('signed in on the shop front', () => {
  test('a buyer signs in from the producers page and sees only their producers; signs out', async () => {
    const context = await shopContext(browser, web.url, 'desktop');
    const page = await context.newPage();
    await page.goto('/shops');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByLabel('Email ou nom d’utilisateur').fill('acheteur@cuvee.demo');
    await dialog.getByLabel('Mot de passe').fill('pas le bon');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await dialog.getByRole('alert').getByText('Le mail et/ou le mot de passe sont incorrects.').waitFor();
    await dialog.getByLabel('Mot de passe').fill('Cuvee2026');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vos producteurs' }).waitFor();
    expect(await page.locator('.producer-name').allInnerTexts()).toEqual(['Domaine des Demoiselles']);
    await keepScreenshot(page, 'producers-buyer-desktop');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Producteurs' }).waitFor();
    await context.close();
  });

  test('an owner visiting the producers goes to their own shop', async () => {
    const context = await shopContext(browser, web.url, 'mobile');
    const page = await context.newPage();
    await page.goto('/shops');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByLabel('Email ou nom d’utilisateur').fill('exemple@cuvee.demo');
    await dialog.getByLabel('Mot de passe').fill('Cuvee2026');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/maison-exemple');
    await context.close();
  });

  test('a restaurant buyer signing in on a product page sees its prices HT; the account menu', async () => {
    const buyer = await asAccount(api, 'acheteur@cuvee.demo');
    const shopId = ((await (await fetch(`${api.url}/v1/shops/DEMO`)).json()) as { id: number }).id;
    await setTypology(api, shopId, buyer.userId, 'restaurant');
    try {
      const context = await shopContext(browser, web.url, 'desktop');
      const page = await context.newPage();
      await page.goto(`${SHOP}/chinon-les-demoiselles`);
      await page.locator('.product-price').getByText(/TTC/).waitFor();
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connexion' });
      await dialog.getByLabel('Email ou nom d’utilisateur').fill('acheteur');
      await dialog.getByLabel('Mot de passe').fill('Cuvee2026');
      await dialog.getByRole('button', { name: 'Se connecter' }).click();
      // 9,50 € HT less the restaurants' 5 %: the API's price for this buyer.
      await page
        .locator('.product-price')
        .getByText(`${formatMoney(903, 'fr')} HT`)
        .waitFor();
      expect(await page.getByText('Prix HT, hors droits et taxes').count()).toBe(1);
      // The buyers-only tab now shows.
      await page
        .getByRole('navigation', { name: 'Pages de la boutique' })
        .getByText('Espace professionnel')
        .waitFor();
      await page.getByRole('button', { name: 'Mon compte' }).click();
      const menu = page.locator('.account-menu');
      expect(await menu.innerText()).toContain('acheteur@cuvee.demo');
      expect(await menu.getByRole('link', { name: 'Mon espace' }).getAttribute('href')).toMatch(
        /\/dashboard$/,
      );
      await menu.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.locator('.product-price').getByText(/TTC/).waitFor();
      await context.close();
    } finally {
      await setTypology(api, shopId, buyer.userId, 'public');
    }
  });
});

describe('stock availability', () => {
  test('formats in stock or sold out on the product page and the cards', async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const levels = async (slug: string) => {
      const products = (await owner.call('GET', '/v1/products?range=%5B0%2C99%5D')) as unknown as {
        id: number;
        slug: string;
      }[];
      const product = products.find((p) => p.slug === slug)!;
      const filter = encodeURIComponent(JSON.stringify({ productId: product.id }));
      return (await owner.call('GET', `/v1/stock-levels?filter=${filter}`)) as unknown as {
        warehouseId: number;
        productId: number;
        vintageId: number;
        formatId: number;
        available: number;
      }[];
    };
    const sellOut = async (slug: string, formatIndex?: number) => {
      const all = await levels(slug);
      const formats = [...new Set(all.map((l) => l.formatId))];
      for (const level of all) {
        if (level.available <= 0) continue;
        if (formatIndex !== undefined && level.formatId !== formats[formatIndex]) continue;
        const { warehouseId, productId, vintageId, formatId } = level;
        await owner.call('POST', '/v1/stock-movements', {
          warehouseId,
          productId,
          vintageId,
          formatId,
          type: 'sale',
          quantity: level.available,
        });
      }
    };
    // The Chinon's magnums are sold out; the rosé entirely.
    await sellOut('chinon-les-demoiselles', 1);
    await sellOut('rose-de-loire');

    for (const width of SHOP_WIDTHS) {
      const context = await shopContext(browser, web.url, width);
      const page = await context.newPage();
      await page.goto(SHOP);
      await page.locator('.product-card').first().waitFor();
      expect(await cardOf(page, 'Chinon Les Demoiselles').locator('.stock').innerText()).toBe('En stock');
      expect(await cardOf(page, 'Rosé de Loire').locator('.stock').innerText()).toBe('Rupture de stock');
      // Untracked products say nothing of stock.
      expect(await cardOf(page, 'Tire-bouchon sommelier').locator('.stock').count()).toBe(0);
      await keepScreenshot(page, `availability-${width}`, true);

      await page.goto(`${SHOP}/chinon-les-demoiselles`);
      const bottle = page.getByRole('radio', { name: /Bouteille 75 cl/ });
      await bottle.waitFor();
      expect(await page.locator('.availability').innerText()).toBe('En stock');
      await page.getByRole('radio', { name: /Magnum 1,5 l/ }).check();
      expect(await page.locator('.availability').innerText()).toBe('Rupture de stock');
      expect(await page.locator('.choices--formats .choice').nth(1).innerText()).toContain(
        'Rupture de stock',
      );
      await context.close();
    }
  });

  test('a shop showing quantities tells how many bottles are left', async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    await owner.call('PUT', '/v1/shops/me', { settings: { stockDisplay: 'quantity' }, noMessage: true });
    const context = await shopContext(browser, web.url, 'desktop');
    const page = await context.newPage();
    await page.goto(`${SHOP}/chinon-les-demoiselles`);
    await page
      .locator('.availability')
      .getByText(/^En stock · \d+ disponibles$/)
      .waitFor();
    await context.close();
  });
});

describe('tabs sharing a name (pageid)', () => {
  test('each opens with its pageid', async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const tab = (id: string, content: string, order: number) => ({
      id,
      name: 'Actualités',
      order,
      exists: true,
      content,
    });
    await owner.call('PUT', '/v1/shops/me', {
      tabs: [
        tab('actu-2025', 'Les vendanges 2025 sont rentrées.', 1),
        tab('actu-2026', 'Taille des vignes.', 2),
      ],
      noMessage: true,
    });
    const context = await shopContext(browser, web.url, 'desktop');
    const page = await context.newPage();
    await page.goto(SHOP);
    const links = page.getByRole('navigation', { name: 'Pages de la boutique' }).getByRole('link');
    await links.first().waitFor();
    expect(
      await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).search)),
    ).toEqual(['?page=actualit%C3%A9s&pageid=actu-2025', '?page=actualit%C3%A9s&pageid=actu-2026']);
    await links.nth(1).click();
    await page.getByText('Taille des vignes.').waitFor();
    await page.goto(`${SHOP}?page=actualités`);
    await page.getByText('Les vendanges 2025 sont rentrées.').waitFor();
    await context.close();
  });
});
