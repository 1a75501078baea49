import { readFileSync } from 'node:fs';
import { addDays, formatMoney, parisDateOf } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { sentCampaign } from './support/activity-reports.js';
import { asAccount } from './support/api.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The activities, campaigns and reservations reports on the demo: tasks made and done through the
 * API today, a campaign sent today to a client then invoiced, the demo's bookings of the coming days.
 * The owner opens each page, finds the API's figures, switches to the tables and downloads the file;
 * each page fits a phone.
 * Needs the back-office build.
 */

type Owner = Awaited<ReturnType<typeof asAccount>>;

let session: BrowserSession;
let page: Page;
let owner: Owner;
let ownerId: number;
const today = parisDateOf(new Date());
const thisMonth = { from: `${today.slice(0, 8)}01`, to: today };
const comingDays = { from: today, to: addDays(today, 30) };

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) => plain(formatMoney(cents, 'fr'));

async function report<T>(path: string, query: Record<string, string>): Promise<T> {
  return (await owner.call('GET', `/v1/analytics/${path}?${new URLSearchParams(query)}`)) as T;
}

async function ready(days: { from: string; to: string }): Promise<void> {
  await page.locator(`[data-report-ready="true"] [data-period="${days.from}:${days.to}"]`).waitFor();
}

const figure = async (name: string) => plain(await page.locator(`[data-figure="${name}"]`).innerText());

/** Shows the tables: the chart gives way to them. */
async function tables(): Promise<void> {
  await page.locator('[data-view="table"]').click();
  await page.locator('[data-report-table]').first().waitFor();
  expect(await page.locator('[data-chart]').count()).toBe(0);
}

/** Downloads the page's CSV: its name and its header line. */
async function csv(): Promise<{ name: string; header: string }> {
  const download = page.waitForEvent('download');
  await page.locator('[data-export="csv"]').click();
  const file = await download;
  const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  return { name: file.suggestedFilename(), header: text.split(/\r?\n/)[0]! };
}

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const shop = await owner.call('GET', '/v1/shops/me');
  ownerId = (await owner.call('GET', '/v1/users/me')).id as number;

  // A visit done and a call already due, not done: overdue.
  const now = Date.now();
  const task = async (title: string, activityType: string, minutesAgo: number) =>
    (await owner.call('POST', '/v1/tasks', {
      title,
      activityType,
      dueAt: new Date(now - minutesAgo * 60_000).toISOString(),
    })) as { id: number };
  const visit = await task('Visite du Bistrot', 'visit', 2);
  await owner.call('PUT', `/v1/tasks/${visit.id}`, { done: true });
  await task('Rappeler la cave', 'phone', 1);

  // A campaign sent today to a client, who is invoiced today.
  const client = await owner.call('POST', '/v1/clients', {
    isPro: true,
    businessName: 'Cave des Campagnes',
    businessReason: 'SARL Cave des Campagnes',
    firstname: 'Paul',
    lastname: 'Martin',
    email: 'cave.campagnes@exemple.fr',
    phone: '+33247000000',
    typology: 'caviste',
    billingAddress: { street: '2 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    allowDuplicate: true,
  });
  await sentCampaign(session.api, shop.id as number, 'Les vins de l’hiver', [
    { id: client.id as number, email: 'cave.campagnes@exemple.fr' },
  ]);
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId: client.id,
    lines: [{ label: 'Coffret dégustation', quantity: 2, unitPriceHt: 4500, vatRate: 20 }],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
}, 180_000);
afterAll(() => session?.close());

test("activities: the API's figures, by person as a table, the CSV", async () => {
  await page.goto('/dashboard/analytics/activities');
  await ready(thisMonth);
  const answer = await report<{
    totals: { current: { done: number; overdue: number; visits: number } };
  }>('activities', { ...thisMonth, granularity: 'day', by: 'person' });
  expect(answer.totals.current.done).toBeGreaterThanOrEqual(1);
  expect(answer.totals.current.overdue).toBeGreaterThanOrEqual(1);
  expect(await figure('done')).toBe(String(answer.totals.current.done));
  expect(await figure('overdue')).toBe(String(answer.totals.current.overdue));
  await page.locator('[data-report-panel="series"] [data-chart] svg').first().waitFor();
  await keepScreenshot(page, 'analytics-activities-desktop');

  await tables();
  const row = page.locator(`[data-report-panel="rows"] tr[data-row="${ownerId}"]`);
  expect(Number(await row.locator('[data-column="visits"]').innerText())).toBeGreaterThanOrEqual(1);
  await keepScreenshot(page, 'analytics-activities-table');
  const file = await csv();
  expect(file.name).toBe(`activites-${thisMonth.from}-${thisMonth.to}.csv`);
  expect(file.header).toMatch(/^Personne;Prévues;Faites;En retard;/);
});

test('campaigns: the recipients’ invoice after the mail, the table, the CSV', async () => {
  await page.goto('/dashboard/analytics/campaigns');
  await ready(thisMonth);
  const answer = await report<{
    totals: { current: { ht: number; delivered: number } };
    campaigns: { campaignId: number; name: string; ht: number }[];
  }>('campaigns', thisMonth);
  const ours = answer.campaigns.find((c) => c.name === 'Les vins de l’hiver')!;
  expect(ours.ht).toBe(9000);
  expect(await figure('ht')).toBe(money(answer.totals.current.ht));
  expect(await figure('delivered')).toBe(String(answer.totals.current.delivered));
  await page.locator('[data-report-panel="campaigns"] [data-chart] svg').first().waitFor();
  await keepScreenshot(page, 'analytics-campaigns-desktop');

  await tables();
  const row = page.locator(`[data-report-panel="campaigns"] tr[data-row="${ours.campaignId}"]`);
  expect(plain(await row.locator('[data-column="ht"]').innerText())).toBe(money(9000));
  await keepScreenshot(page, 'analytics-campaigns-table');
  const file = await csv();
  expect(file.name).toBe(`campagnes-${thisMonth.from}-${thisMonth.to}.csv`);
  expect(file.header).toMatch(/^Campagne;Envoyée le;Destinataires;/);
});

test('reservations: the coming days’ bookings by event, the table, the CSV', async () => {
  await page.goto(
    `/dashboard/analytics/reservations?period=custom&from=${comingDays.from}&to=${comingDays.to}`,
  );
  await ready(comingDays);
  const answer = await report<{
    totals: { current: { persons: number; bookings: number } };
    events: { eventId: number; title: string; persons: number }[];
  }>('reservations', comingDays);
  expect(answer.totals.current.persons).toBeGreaterThan(0);
  expect(await figure('persons')).toBe(String(answer.totals.current.persons));
  expect(await figure('bookings')).toBe(String(answer.totals.current.bookings));
  await page.locator('[data-report-panel="events"] [data-chart] svg').first().waitFor();
  await keepScreenshot(page, 'analytics-reservations-desktop');

  await tables();
  const first = answer.events[0]!;
  const row = page.locator(`[data-report-panel="events"] tr[data-row="${first.eventId}"]`);
  expect(await row.locator('[data-column="persons"]').innerText()).toBe(String(first.persons));
  await keepScreenshot(page, 'analytics-reservations-table');
  const file = await csv();
  expect(file.name).toBe(`reservations-${comingDays.from}-${comingDays.to}.csv`);
  expect(file.header).toMatch(/^Événement;Réservations;Personnes;/);
});

test('each page fits a phone', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  for (const [name, path, days] of [
    ['activities', '/dashboard/analytics/activities', thisMonth],
    ['campaigns', '/dashboard/analytics/campaigns', thisMonth],
    [
      'reservations',
      `/dashboard/analytics/reservations?period=custom&from=${comingDays.from}&to=${comingDays.to}`,
      comingDays,
    ],
  ] as const) {
    await phone.goto(path);
    await phone.locator(`[data-report-ready="true"] [data-period="${days.from}:${days.to}"]`).waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await keepScreenshot(phone, `analytics-${name}-mobile`);
  }
  await phone.context().close();
});
