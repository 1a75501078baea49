import { readFileSync } from 'node:fs';
import { addDays, formatMoney, parisDateOf } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { dateSales } from './support/analytics.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The reports on the demo and invoices issued through the API, dated by hand (this month, last month,
 * a year ago, five months ago for a client gone quiet) and rebuilt into the read models: the
 * owner opens each report and finds the API's figures; the sales report switches to its tables, moves
 * to last month by its preset (kept in the address) and exports its CSV; each page fits a phone; a
 * collaborator holding the clients report but not the sales one sees only the first. Needs the
 * back-office build.
 */

type Owner = Awaited<ReturnType<typeof asAccount>>;
interface SalesAnswer {
  period: { from: string; to: string };
  totals: { current: { ht: number; invoices: number; averageBasketHt: number; bottles: number } };
  series: { bucket: string; ht: number }[];
  breakdown: { key: string; label: string; ht: number }[];
}

let session: BrowserSession;
let page: Page;
let owner: Owner;
const today = parisDateOf(new Date());
const monthStart = `${today.slice(0, 8)}01`;
const lastMonthDay = addDays(monthStart, -12);

/** Intl's narrow and non-breaking spaces as plain ones, on both sides of a comparison. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) => plain(formatMoney(cents, 'fr'));

async function report<T>(path: string, query: Record<string, string>): Promise<T> {
  return (await owner.call('GET', `/v1/analytics/${path}?${new URLSearchParams(query)}`)) as T;
}

/** Waits for a report's figures (not those of the settings before), of the days given if any. */
async function ready(on: Page = page, days?: { from: string; to: string }): Promise<void> {
  const period = days ? ` [data-period="${days.from}:${days.to}"]` : '';
  await on.locator(`[data-report-ready="true"]${period}`).waitFor();
}

const figure = async (name: string, on: Page = page) =>
  plain(await on.locator(`[data-figure="${name}"]`).innerText());

/** Picks an option of one of the report's selects. */
async function choose(select: string, option: string): Promise<void> {
  await page.locator(`[data-report-select="${select}"] [role="combobox"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function noOverflow(on: Page): Promise<void> {
  expect(
    await on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const shopId = (await owner.call('GET', '/v1/shops/me')).id as number;
  const products = (await owner.call('GET', '/v1/products?range=[0,20]')) as unknown as {
    id: number;
    productType: string;
    formats: { id: number; eq75: number }[];
  }[];
  const wines = products.filter((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0));
  const line = (index: number, quantity: number, unitPriceHt: number) => {
    const wine = wines[index % wines.length]!;
    return { productId: wine.id, formatId: wine.formats.find((f) => f.eq75 > 0)!.id, quantity, unitPriceHt };
  };
  const client = async (name: string, email: string, typology: string, country: string) =>
    (
      await owner.call('POST', '/v1/clients', {
        isPro: true,
        businessName: name,
        businessReason: `SARL ${name}`,
        firstname: 'Marie',
        lastname: 'Durand',
        email,
        phone: '+33247000000',
        typology,
        billingAddress:
          country === 'BE'
            ? { street: '1 rue Neuve', zipcode: '1000', city: 'Bruxelles', country }
            : { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country },
        allowDuplicate: true,
      })
    ).id as number;
  const cave = await client('Cave Dupont', 'cave@exemple.fr', 'caviste', 'FR');
  const resto = await client('Resto Bruxelles', 'resto@exemple.fr', 'restaurant', 'BE');
  const hotel = await client('Hôtel du Lac', 'hotel.lac@exemple.fr', 'hotel', 'FR');
  const dated: { id: number; day: string }[] = [];
  const invoice = async (clientId: number, lines: object[], day: string) => {
    const draft = await owner.call('POST', '/v1/invoices', { clientId, lines });
    await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
    dated.push({ id: draft.id as number, day });
  };
  await invoice(cave, [line(0, 24, 1250), line(1, 12, 900)], monthStart);
  await invoice(resto, [line(1, 36, 850)], today);
  await invoice(cave, [line(2, 6, 1800)], today);
  await invoice(cave, [line(0, 12, 1250)], lastMonthDay);
  await invoice(resto, [line(1, 18, 850)], `${Number(monthStart.slice(0, 4)) - 1}${monthStart.slice(4)}`);
  await invoice(hotel, [line(0, 30, 1200)], addDays(today, -150));
  // Sales on other days too, so that the charts have a shape: this month, the period before, a year ago.
  for (let day = monthStart, n = 0; day <= today; day = addDays(day, 3), n++) {
    await invoice(n % 2 ? cave : resto, [line(n, 6 + ((n * 5) % 19), 1100 + (n % 4) * 150)], day);
    if (n % 2 === 0) await invoice(cave, [line(n + 1, 8 + ((n * 7) % 13), 1150)], addDays(day, -29));
    if (n % 3 === 0) await invoice(resto, [line(n + 2, 10 + ((n * 3) % 11), 1200)], addDays(day, -365));
  }
  await dateSales(session.api, shopId, dated);
}, 180_000);
afterAll(() => session?.close());

test('the reports index shows the reports built, the others as coming soon', async () => {
  await page.goto('/dashboard/analytics');
  await page.locator('[data-report-card="sells"]').waitFor();
  const cards = await page
    .locator('[data-report-card]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-report-card')));
  expect(cards).toEqual([
    'sells',
    'clients',
    'products',
    'commissions',
    'activities',
    'campaigns',
    'reservations',
    'custom',
    'objectives',
    'budget',
  ]);
  expect(await page.locator('[data-report-soon]').count()).toBe(0);
  await keepScreenshot(page, 'analytics-index-desktop');
  await page.locator('[data-report-card="sells"] a').click();
  await page.waitForURL('**/dashboard/analytics/sells');
});

test("sales: the API's figures, chart or table, last month by its preset, the CSV", async () => {
  await page.goto('/dashboard/analytics/sells');
  await ready();
  const thisMonth = await report<SalesAnswer>('sales', {
    from: monthStart,
    to: today,
    granularity: 'day',
    by: 'channel',
  });
  const { current } = thisMonth.totals;
  expect(await figure('ht')).toBe(money(current.ht));
  expect(await figure('invoices')).toBe(String(current.invoices));
  expect(await figure('averageBasket')).toBe(money(current.averageBasketHt));
  expect(await figure('bottles')).toBe(plain(current.bottles.toLocaleString('fr-FR')));
  await page.locator('[data-report-panel="series"] [data-chart] svg').first().waitFor();
  await page.locator('[data-report-panel="breakdown"] [data-slice="backoffice"]').waitFor();
  await keepScreenshot(page, 'analytics-sales-desktop');

  // The same numbers as tables: a row per day and the total; the breakdown's rows.
  await page.locator('[data-view="table"]').click();
  await page.waitForURL(/view=table/);
  const series = page.locator('[data-report-panel="series"] tbody tr');
  await series.locator('[data-column="ht"]').last().waitFor();
  expect(await series.count()).toBe(thisMonth.series.length + 1);
  expect(plain(await series.last().locator('[data-column="ht"]').innerText())).toBe(money(current.ht));
  for (const row of thisMonth.breakdown) {
    const cells = page.locator(`[data-report-panel="breakdown"] tr[data-row="${row.key}"]`);
    expect(plain(await cells.locator('[data-column="label"]').innerText())).toBe(row.label);
    expect(plain(await cells.locator('[data-column="ht"]').innerText())).toBe(money(row.ht));
  }
  await keepScreenshot(page, 'analytics-sales-table');

  // Last month by its preset: the address says it, the figures are the API's for that month.
  await choose('period', 'Le mois dernier');
  await page.waitForURL(/period=lastMonth/);
  const lastMonthDays = { from: `${lastMonthDay.slice(0, 8)}01`, to: addDays(monthStart, -1) };
  await ready(page, lastMonthDays);
  const lastMonth = await report<SalesAnswer>('sales', {
    ...lastMonthDays,
    granularity: 'day',
    by: 'channel',
  });
  expect(await figure('ht')).toBe(money(lastMonth.totals.current.ht));
  expect(lastMonth.totals.current.ht).not.toBe(current.ht);
  // The link shows the same report.
  const shared = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo');
  await shared.goto(page.url());
  await ready(shared, lastMonthDays);
  expect(await figure('ht', shared)).toBe(money(lastMonth.totals.current.ht));
  await shared.locator('[data-report-panel="series"] tbody').waitFor();
  await shared.context().close();

  // The CSV of what is shown: a line per day of last month, their total the month's.
  const download = page.waitForEvent('download');
  await page.locator('[data-export="csv"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ventes-${lastMonth.period.from}-${lastMonth.period.to}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Période;CA HT \(€\);/);
  expect(lines).toHaveLength(lastMonth.series.length + 1);
  const csvTotal = lines
    .slice(1)
    .reduce((sum, csvLine) => sum + Math.round(Number(csvLine.split(';')[1]) * 100), 0);
  expect(csvTotal).toBe(lastMonth.totals.current.ht);
  await page.getByText('Export téléchargé').waitFor();

  // Days the API would refuse are not asked: the picker says why.
  await choose('period', 'Dates choisies');
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill(addDays(today, -3));
  await page.getByText('La date de début doit précéder la date de fin.').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test("the dashboard shows the month's invoicing with its changes, and opens the sales report", async () => {
  await page.goto('/dashboard');
  const section = page.locator('[data-dashboard-section="invoiced-this-month"]');
  await section.locator('[data-report-ready="true"]').waitFor();
  const { current } = (await report<SalesAnswer>('sales', { from: monthStart, to: today })).totals;
  expect(await figure('ht')).toBe(money(current.ht));
  expect(await figure('invoices')).toBe(String(current.invoices));
  expect(await figure('averageBasket')).toBe(money(current.averageBasketHt));
  expect(await section.locator('[data-figure="bottles"]').count()).toBe(0);
  await keepScreenshot(page, 'dashboard-invoiced-this-month');
  await section.locator('[data-figure="ht"]').click();
  await page.waitForURL('**/dashboard/analytics/sells?period=thisMonth');
  await ready(page, { from: monthStart, to: today });
  expect(await figure('ht')).toBe(money(current.ht));
});

test('clients: the best ones open their page, those gone quiet can be called', async () => {
  const answer = await report<{
    top: { clientId: number; name: string; ht: number }[];
    dormant: { clientId: number; name: string }[];
    newClients: { count: number };
  }>('clients', { from: monthStart, to: today, dormantDays: '90' });
  await page.goto('/dashboard/analytics/clients');
  await ready();
  const first = page.locator('[data-report-panel="top"] tbody tr').first();
  expect(plain(await first.locator('[data-column="client"]').innerText())).toBe(answer.top[0]!.name);
  expect(plain(await first.locator('[data-column="ht"]').innerText())).toBe(money(answer.top[0]!.ht));
  expect(await figure('newClients')).toBe(String(answer.newClients.count));
  const hotel = answer.dormant.find((client) => client.name === 'Hôtel du Lac')!;
  const call = page.locator(`[data-call="${hotel.clientId}"]`);
  expect(await call.getAttribute('href')).toBe('tel:+33247000000');
  expect(await page.locator(`[data-write="${hotel.clientId}"]`).getAttribute('href')).toBe(
    'mailto:hotel.lac@exemple.fr',
  );
  await keepScreenshot(page, 'analytics-clients-desktop');
  await first.locator('[data-client-link]').click();
  await page.waitForURL(`**/dashboard/clients/${answer.top[0]!.clientId}`);
});

test('products: by vintage, the rows and totals of the API', async () => {
  const answer = await report<{
    totals: { ht: number; bottles: number };
    rows: { key: string; ht: number }[];
  }>('products', { from: monthStart, to: today, by: 'vintage' });
  await page.goto('/dashboard/analytics/products?by=vintage');
  await ready();
  expect(await figure('ht')).toBe(money(answer.totals.ht));
  const rows = page.locator('[data-report-panel="rows"] tbody tr');
  await rows.last().waitFor();
  expect(await rows.count()).toBe(answer.rows.length);
  const top = page.locator(`[data-report-panel="rows"] tr[data-row="${answer.rows[0]!.key}"]`);
  expect(plain(await top.locator('[data-column="ht"]').innerText())).toBe(money(answer.rows[0]!.ht));
  await keepScreenshot(page, 'analytics-products-desktop');
});

test('custom: bottles by channel as a pie and a table, saved, shared and opened by a colleague', async () => {
  const answer = await report<{
    totals: { current: number };
    rows: { keys: string[]; labels: string[]; value: number }[];
  }>('custom', { from: monthStart, to: today, measure: 'bottles', dimensions: 'channel' });
  const bottles = (value: number) => plain(value.toLocaleString('fr-FR'));
  await page.goto('/dashboard/analytics/custom');
  await ready();
  // By default: HT by month as bars.
  await page.locator('[data-report-panel="custom"] [data-chart] svg').first().waitFor();
  await choose('measure', 'Bouteilles');
  await choose('axis1', 'Canal');
  await choose('chart', 'Camembert');
  await page.waitForURL(/chart=pie/);
  await page.locator('[data-report-ready="true"] [data-measure="bottles"]').waitFor();
  expect(await figure('total')).toBe(bottles(answer.totals.current));
  for (const row of answer.rows)
    await page.locator(`[data-report-panel="custom"] [data-slice="${row.keys[0]}"]`).waitFor();
  await keepScreenshot(page, 'analytics-custom-pie');

  await page.locator('[data-view="table"]').click();
  for (const row of answer.rows) {
    const cells = page.locator(`[data-report-panel="custom"] tr[data-row="${row.keys[0]}"]`);
    expect(plain(await cells.locator('[data-column="axis1"]').innerText())).toBe(row.labels[0]);
    expect(plain(await cells.locator('[data-column="value"]').innerText())).toBe(bottles(row.value));
  }

  // Saved under a name and shared: the address now names it.
  await page.locator('[data-saved-save]').click();
  await page.locator('[data-saved-name]').fill('Bouteilles par canal');
  await page.getByLabel(/Partagé avec l’équipe/).check();
  await page.locator('[data-saved-confirm]').click();
  await page.waitForURL(/report=\d+/);
  await page.locator('[data-saved-update]').waitFor();

  const member = await asAccount(session.api, 'collaborateur@cuvee.demo');
  await owner.call('PUT', `/v1/collaborators/${member.userId}`, {
    authorizations: { accessAnalytics: true, salesAnalytics: true },
  });
  const colleague = await signedInPage(session.browser, session.url, 'collaborateur@cuvee.demo');
  await colleague.goto('/dashboard/analytics/custom');
  await ready(colleague);
  await colleague.locator('[data-report-select="report"] [role="combobox"]').click();
  await colleague.getByRole('option', { name: /^Bouteilles par canal · partagé par / }).click();
  await colleague.locator('[data-report-ready="true"] [data-measure="bottles"]').waitFor();
  expect(await figure('total', colleague)).toBe(bottles(answer.totals.current));
  await colleague.locator('[data-report-panel="custom"] [data-slice]').first().waitFor();
  // Theirs to read, not to change.
  expect(await colleague.locator('[data-saved-update]').count()).toBe(0);
  await colleague.context().close();
  expect(session.pageErrors).toEqual([]);
});

test('each report fits a phone', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  for (const [name, path] of [
    ['index', '/dashboard/analytics'],
    ['sales', '/dashboard/analytics/sells'],
    ['clients', '/dashboard/analytics/clients'],
    ['products', '/dashboard/analytics/products'],
    ['custom', '/dashboard/analytics/custom?axes=month,channel'],
  ] as const) {
    await phone.goto(path);
    if (name === 'index') await phone.locator('[data-report-card]').first().waitFor();
    else await ready(phone);
    await noOverflow(phone);
    await keepScreenshot(phone, `analytics-${name}-mobile`);
  }
  await phone.context().close();
});

test('a collaborator with the clients report but not the sales one sees only the first, and no sales in a custom report', async () => {
  const member = await asAccount(session.api, 'collaborateur@cuvee.demo');
  await owner.call('PUT', `/v1/collaborators/${member.userId}`, {
    authorizations: { accessAnalytics: true, clientSalesAnalytics: true },
  });
  const collaborator = await signedInPage(session.browser, session.url, 'collaborateur@cuvee.demo');
  await collaborator.goto('/dashboard/analytics');
  await collaborator.locator('[data-report-card="clients"]').waitFor();
  expect(await collaborator.locator('[data-report-card="sells"]').count()).toBe(0);
  // The custom reports open with the reports; their figures are the sales, which are not theirs.
  await collaborator.locator('[data-report-card="custom"] a').click();
  await collaborator.locator('[data-report-denied]').waitFor();
  await collaborator.goto('/dashboard/analytics/sells');
  await collaborator.waitForURL('**/dashboard');
  // Nor the month's invoicing on their dashboard.
  await collaborator.locator('[data-dashboard-section="quick-actions"]').waitFor();
  expect(await collaborator.locator('[data-dashboard-section="invoiced-this-month"]').count()).toBe(0);
  await collaborator.context().close();
});
