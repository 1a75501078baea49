import { addDays, INTEGRATIONS, parisDateOf } from '@cuvee/kernel';
import { lastMailedToken, solvedCaptcha } from '@cuvee/testing';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { backdateInvoice } from './support/billing.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * A seller's first steps: the dashboard leads with what needs action, each card opening its list
 * filtered to just that, then the team; a list with nothing says "nothing yet" (with the button to
 * create the first record), and "nothing matches" only under a filter or a search. Needs the
 * back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
/** A figure's number once the API has answered (— before). */
async function figureValue(name: string): Promise<number> {
  await figure(name).filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await figure(name).innerText());
}

test('the dashboard leads with what needs action, each card opening its filtered list; then the team', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  // An invoice issued 60 days ago, due 30 days after: overdue.
  const [wine] = (await owner.call('GET', '/v1/products?range=[0,0]')) as unknown as {
    id: number;
    formats: { id: number }[];
  }[];
  const [client] = (await owner.call('GET', '/v1/clients?range=[0,0]')) as unknown as { id: number }[];
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId: client!.id,
    lines: [{ productId: wine!.id, formatId: wine!.formats[0]!.id, quantity: 6 }],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
  await backdateInvoice(session.api, draft.id as number, addDays(parisDateOf(new Date()), -60), 30);

  await page.goto('/dashboard');
  await page.locator('[data-dashboard-section="team"]').waitFor();
  const sections = await page
    .locator('[data-dashboard-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-dashboard-section')));
  expect(sections.slice(0, 2)).toEqual(['actions', 'team']);
  const cards = await page
    .locator('[data-dashboard-section="actions"] [data-figure]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-figure')));
  expect(cards).toEqual(['toValidate', 'overdueInvoices', 'lowStock', 'monthSales']);

  const summary = (await owner.call('GET', '/v1/orders/summary')) as {
    toValidate: number;
    monthOrders: number;
  };
  const overdue = (await owner.call(
    'GET',
    `/v1/invoices?filter=${encodeURIComponent('{"overdue":true}')}&range=[0,99]`,
  )) as unknown as unknown[];
  const low = (await owner.call(
    'GET',
    `/v1/stock-levels?filter=${encodeURIComponent('{"low":true}')}&range=[0,99]`,
  )) as unknown as unknown[];
  expect(overdue.length).toBeGreaterThan(0);
  expect(await figureValue('toValidate')).toBe(summary.toValidate);
  expect(await figureValue('overdueInvoices')).toBe(overdue.length);
  expect(await figureValue('lowStock')).toBe(low.length);
  await figure('monthSales').filter({ hasText: '€' }).waitFor();
  await keepScreenshot(page, 'dashboard-needs-action');

  // Each card opens its list filtered to what it counts.
  for (const [name, path, count] of [
    ['overdueInvoices', '/dashboard/orders/bills', overdue.length],
    ['toValidate', '/dashboard/orders', summary.toValidate],
    ['lowStock', '/dashboard/stocks', low.length],
    ['monthSales', '/dashboard/orders', summary.monthOrders],
  ] as const) {
    await page.goto('/dashboard');
    await figure(name).click();
    await page.waitForURL((url) => url.pathname === path && url.search.includes('filter'));
    await page.waitForLoadState('networkidle');
    if (count === 0) await page.locator('[data-empty-list="no-match"]').waitFor();
    else await page.waitForFunction((rows) => document.querySelectorAll('tbody tr').length === rows, count);
  }
  expect(session.pageErrors).toEqual([]);
});

test('a list says "nothing matches" under a search, and clearing it brings the rows back', async () => {
  await page.goto('/dashboard/orders');
  await page.locator('tbody tr').first().waitFor();
  await page.getByPlaceholder('Rechercher (numéro, client)').fill('zzz-aucune-commande');
  const empty = page.locator('[data-empty-list="no-match"]');
  await empty.getByText('Rien ne correspond à ces filtres ou à cette recherche.').waitFor();
  await empty.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.locator('tbody tr').first().waitFor();
});

describe('a new seller, whose lists are all empty', () => {
  let seller: Page;
  beforeAll(async () => {
    const email = `premier.pas.${Date.now()}@example.test`;
    const register = await fetch(`${session.api.url}/v1/auth/register/seller`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await solvedCaptcha(session.api.url)) },
      body: JSON.stringify({
        username: 'Premiers pas',
        firstname: 'Camille',
        lastname: 'Durand',
        email,
        password: 'Cuvee2026',
        shopName: 'Domaine des Premiers Pas',
        businessType: 'wine',
      }),
    });
    expect(register.status).toBe(201);
    const token = lastMailedToken(session.api.config.dataDir, email, '/auth/validate');
    const validate = await fetch(`${session.api.url}/v1/auth/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(validate.status).toBe(200);
    // Every module on, so that each list of the back office opens.
    const owner = await asAccount(session.api, email);
    await owner.call('PUT', '/v1/shops/me', {
      integrations: Object.fromEntries(INTEGRATIONS.map((name) => [name, { active: true }])),
    });
    seller = await signedInPage(session.browser, session.url, email);
  }, 60_000);
  afterAll(() => seller?.context().close());

  test('every list says "nothing yet", never "nothing matches"', async () => {
    const lists = [
      '/dashboard/orders',
      '/dashboard/orders/quotes',
      '/dashboard/orders/bills',
      '/dashboard/orders/deposits',
      '/dashboard/orders/credits',
      '/dashboard/orders/ventilate',
      '/dashboard/orders/samples',
      '/dashboard/delivery',
      '/dashboard/payments',
      '/dashboard/payments/outstandings',
      '/dashboard/payments/credits',
      '/dashboard/clients',
      '/dashboard/clients/prospection',
      '/dashboard/tasks',
      '/dashboard/products',
      '/dashboard/tarifs',
      '/dashboard/stocks',
      '/dashboard/stocks/movements',
      '/dashboard/stocks/allocations',
      '/dashboard/collaborators',
      '/dashboard/agents',
      '/dashboard/imports',
      '/dashboard/exports',
    ];
    const problems: string[] = [];
    // Three tabs of the same session share the lists, so that their loads overlap.
    const queue = [...lists];
    const tabs = [seller, ...(await Promise.all([1, 2].map(() => seller.context().newPage())))];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          await tab.goto(path);
          const empty = tab.locator('[data-empty-list]').first();
          await empty.waitFor({ timeout: 15_000 }).catch(() => undefined);
          const state = (await empty.count()) ? await empty.getAttribute('data-empty-list') : 'none';
          if (state !== 'nothing-yet' || new URL(tab.url()).pathname !== path)
            problems.push(`${path}: ${state}`);
        }
        if (tab !== seller) await tab.close();
      }),
    );
    expect(problems).toEqual([]);
  }, 300_000);

  test('the clients list offers to create the first client; a search that finds nothing says so', async () => {
    await seller.goto('/dashboard/clients');
    const empty = seller.locator('[data-empty-list="nothing-yet"]');
    await empty.getByText('Rien pour l’instant.').waitFor();
    await keepScreenshot(seller, 'empty-clients');
    await seller.getByPlaceholder('Rechercher (nom, email, ville, téléphone, SIRET)').fill('Dupont');
    await seller.locator('[data-empty-list="no-match"]').waitFor();
    await seller.getByRole('button', { name: 'Effacer les filtres' }).click();
    await empty.getByRole('link', { name: 'Nouveau client' }).click();
    await seller.waitForURL('**/dashboard/clients/add');
  });
});
