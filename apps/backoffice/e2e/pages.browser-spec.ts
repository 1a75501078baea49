import { ROUTE_POLICIES } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * What a new owner meets on every page of the back office: each page drawn for them (every back-office
 * route of the kernel's policy table an owner may open) has exactly one title, in the common page
 * header's one style; the clients filter bar fits on two rows; the sidebar shows the shop's logo or
 * Cuvée's, never a blank band; the dashboard is "Tableau de bord" in French. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

/** The id of the first record of an API list, as the owner sees it. */
async function firstId(collection: string): Promise<string> {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const rows = (await owner.call('GET', `/v1/${collection}?range=[0,0]`)) as unknown as { id: number }[];
  if (!rows[0]) throw new Error(`the demo data has no ${collection}`);
  return String(rows[0].id);
}

/**
 * Goes to a location inside the app as a link does (no reload: the session and its caches stay), and
 * waits for its page: the page header of the page before is marked, so only a new one counts.
 */
async function visit(path: string, on: Page = page): Promise<void> {
  await on.evaluate((to) => {
    document.querySelectorAll('[data-page-header]').forEach((header) => header.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await on
    .locator('[data-page-header]:not([data-left]) h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await on.waitForLoadState('networkidle');
}

/** The visible h1s of the page: their text, whether the page header holds them, and their style. */
function visibleTitles(on: Page) {
  return on.evaluate(() =>
    Array.from(document.querySelectorAll('h1'))
      .filter((h1) => h1.getClientRects().length > 0 && getComputedStyle(h1).visibility !== 'hidden')
      .map((h1) => {
        const style = getComputedStyle(h1);
        return {
          text: h1.textContent ?? '',
          inPageHeader: h1.closest('[data-page-header]') !== null,
          style: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight}`,
        };
      }),
  );
}

test('every page drawn for the owner has exactly one title, in the page header style', async () => {
  const ids: Record<string, string> = {
    '/dashboard/orders/:id': await firstId('orders'),
    '/dashboard/products/:id': await firstId('products'),
    '/dashboard/clients/:id': await firstId('clients'),
    '/dashboard/stocks/:id': await firstId('stock-levels'),
    '/dashboard/salespoints/:id': await firstId('sales-points'),
    '/dashboard/salespoints/:id/new-order': await firstId('sales-points'),
    '/dashboard/collaborators/:id': await firstId('collaborators'),
    '/dashboard/agents/:id': await firstId('shop-agents'),
    '/dashboard/crm/lists/:id': await firstId('marketing/lists'),
    '/dashboard/crm/campaigns/:id': await firstId('marketing/campaigns'),
    '/dashboard/crm/models/:id/standard': await firstId('marketing/models'),
    '/dashboard/crm/models/:id/advanced': await firstId('marketing/models'),
  };
  const routes = ROUTE_POLICIES.filter(
    (policy) => policy.app !== 'shop' && policy.audience === 'members' && policy.roles.includes('owner'),
  );
  expect(routes.length).toBeGreaterThan(80);
  const problems: string[] = [];
  const styles = new Set<string>();
  // Each page waits for the network to rest after it is drawn: three tabs of the same session share
  // the routes, so those waits overlap.
  const queue = [...routes];
  const tabs = [page, ...(await Promise.all([1, 2].map(() => page.context().newPage())))];
  await Promise.all(
    tabs.map(async (tab) => {
      if (tab !== page) {
        tab.on('pageerror', (error) => session.pageErrors.push(error.message));
        await tab.goto(new URL('/dashboard', session.url).href);
      }
      for (let route = queue.shift(); route; route = queue.shift()) {
        // A page of a record opens on a real one; a page still to come takes any id.
        const path = route.path.replace(/:[a-z]+/i, ids[route.path] ?? '1');
        await visit(path, tab);
        const at = new URL(tab.url()).pathname;
        if (at !== path) {
          problems.push(`${path}: sent to ${at}`);
          continue;
        }
        const titles = await visibleTitles(tab);
        if (titles.length !== 1 || !titles[0]!.inPageHeader) {
          problems.push(
            `${path}: ${JSON.stringify(titles.map(({ text, inPageHeader }) => ({ text, inPageHeader })))}`,
          );
          continue;
        }
        styles.add(titles[0]!.style);
      }
      if (tab !== page) await tab.close();
    }),
  );
  await keepScreenshot(page, 'page-header');
  expect(problems).toEqual([]);
  // One header style for all of them.
  expect([...styles]).toHaveLength(1);
  expect(session.pageErrors).toEqual([]);
}, 600_000);

/** A page signed in as the owner at a given window width, in French. */
async function ownerAt(width: number): Promise<Page> {
  const context = await session.browser.newContext({
    baseURL: session.url,
    locale: 'fr-FR',
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
  });
  const wide = await context.newPage();
  await signIn(wide, 'proprietaire@cuvee.demo');
  await wide.waitForURL('**/dashboard');
  return wide;
}

test.each([1280, 1920])('the clients filter bar fits on one or two rows at %i px', async (width) => {
  const wide = await ownerAt(width);
  await wide.goto('/dashboard/clients');
  await wide.locator('[data-create-page]').waitFor();
  await wide.locator('tbody tr').first().waitFor();
  // The boxes of the bar's filters and buttons, top to bottom: a box below all of a row starts the next.
  const boxes = await wide.locator('.RaList-actions').evaluate((bar) =>
    Array.from(bar.querySelectorAll('[data-source], .MuiToolbar-root a, .MuiToolbar-root button')).map(
      (item) => {
        const { top, bottom } = item.getBoundingClientRect();
        return { top, bottom };
      },
    ),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  let rows = 0;
  let rowBottom = -Infinity;
  for (const { top, bottom } of boxes.sort((a, b) => a.top - b.top)) {
    if (top >= rowBottom - 4) {
      rows += 1;
      rowBottom = bottom;
    } else rowBottom = Math.max(rowBottom, bottom);
  }
  await keepScreenshot(wide, `clients-filters-${width}`);
  expect(rows).toBeLessThanOrEqual(2);
  await wide.context().close();
});

describe('the sidebar logo', () => {
  /** What the sidebar's head shows, once the shop (and its logo) is loaded. */
  const logoOf = async (wide: Page) => {
    const logo = wide.locator('aside').locator('[data-shop-logo], .logo');
    await wide.waitForLoadState('networkidle');
    await logo.first().waitFor();
    return {
      shop: await wide.locator('aside [data-shop-logo]').count(),
      cuvee: await wide.locator('aside .logo').count(),
      box: (await logo.first().boundingBox())!,
    };
  };
  const setLogo = async (logo: string | null) => {
    const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
    await owner.call('PUT', '/v1/shops/me', { editedShop: { logo } });
  };
  let demoLogo: string | null = null;
  // The demo shop's own logo back, for the other tests.
  afterAll(() => setLogo(demoLogo));

  test("the shop's logo, drawn at its height even without a size of its own (an SVG data URL)", async () => {
    const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
    demoLogo = ((await owner.call('GET', '/v1/shops/me')) as { editedShop: { logo: string | null } })
      .editedShop.logo;
    expect(demoLogo).toMatch(/^data:image\/svg\+xml,/);
    const wide = await ownerAt(1440);
    const { shop, box } = await logoOf(wide);
    await keepScreenshot(wide, 'sidebar-logo');
    expect(shop).toBe(1);
    expect(box.height).toBeGreaterThanOrEqual(32);
    expect(box.width).toBeGreaterThanOrEqual(32);
    await wide.context().close();
  });

  test.each([
    ['a logo that does not load', '/v1/visuals/999999/missing.webp'],
    ['no logo', null],
  ])("Cuvée's logo with %s", async (_case, logo) => {
    await setLogo(logo);
    const wide = await ownerAt(1440);
    const { shop, cuvee, box } = await logoOf(wide);
    expect(shop).toBe(0);
    expect(cuvee).toBe(1);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await wide.context().close();
  });
});

test('"Tableau de bord" in French: the menu, the tab and the phone header', async () => {
  await visit('/dashboard');
  await page.locator('[data-menu-item="dashboard"]').getByText('Tableau de bord').waitFor();
  await page.waitForFunction(() => document.title === 'Tableau de bord · Cuvée');
  const phone = await session.browser.newContext({
    baseURL: session.url,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
  });
  const small = await phone.newPage();
  await signIn(small, 'proprietaire@cuvee.demo');
  await small.waitForURL('**/dashboard');
  await small.locator('[data-header-title]').getByText('Tableau de bord').waitFor();
  await phone.close();
});
