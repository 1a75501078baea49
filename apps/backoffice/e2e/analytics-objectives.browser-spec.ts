import { formatMoney, parisDateOf } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * Objectives and budget on the demo: the owner sets an objective through the objectives page and finds
 * the progress the API computes; types a budget cell, saves the grid and finds it against what was
 * invoiced. Needs the back-office build.
 */

type Owner = Awaited<ReturnType<typeof asAccount>>;
interface Progress {
  id: number;
  target: number;
  actual: number;
  progress: number;
  pace: 'ahead' | 'behind';
}

let session: BrowserSession;
let page: Page;
let owner: Owner;
const today = parisDateOf(new Date());
const year = today.slice(0, 4);
const month = Number(today.slice(5, 7));

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) => plain(formatMoney(cents, 'fr'));
/** A text as a pattern, its spaces any space (the French figures use narrow no-break ones). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
const percent = (ratio: number) =>
  plain(new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(ratio));

/** Picks an option of a select of the dialog by its label. */
async function choose(label: string, option: string): Promise<void> {
  await page.locator('[data-objective-dialog]').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
}, 180_000);
afterAll(() => session?.close());

test("an objective set on the page shows the API's progress", async () => {
  await page.goto('/dashboard/analytics/objectives?period=thisYear');
  await page.locator('[data-report-ready="true"]').waitFor();
  await page.locator('[data-objective-add]').click();
  await choose('Mesure', 'Bouteilles');
  await choose('Période', 'Année');
  await choose('Laquelle', year);
  await page.locator('[data-objective-dialog]').getByRole('spinbutton', { name: 'Objectif' }).fill('5000');
  await keepScreenshot(page, 'analytics-objectives-form');
  await page.locator('[data-objective-save]').click();
  await page.getByText('Objectif créé').waitFor();

  const answer = (await owner.call(
    'GET',
    `/v1/analytics/objectives?from=${year}-01-01&to=${today}`,
  )) as unknown as { objectives: (Progress & { measure: string; period: string; scope: string })[] };
  const created = answer.objectives.find(
    (o) => o.measure === 'bottles' && o.period === 'year' && o.scope === 'shop' && o.target === 5000,
  )!;
  expect(created).toBeDefined();
  const row = page.locator(`[data-report-panel="objectives"] tr[data-row="${created.id}"]`);
  await row.waitFor();
  expect(plain(await row.locator('[data-column="target"]').innerText())).toBe('5 000');
  expect(plain(await row.locator('[data-column="progress"]').innerText())).toContain(
    percent(created.progress),
  );
  expect(plain(await row.locator('[data-column="pace"]').innerText())).toBe(
    created.pace === 'ahead' ? 'En avance' : 'En retard',
  );
  await page.locator('[data-report-panel="chart"] [data-chart] svg').first().waitFor();
  await keepScreenshot(page, 'analytics-objectives-desktop');

  // Changed from its row: the target doubles, the progress halves.
  await row.getByRole('button', { name: 'Modifier l’objectif' }).click();
  await page.locator('[data-objective-dialog]').getByRole('spinbutton', { name: 'Objectif' }).fill('10000');
  await page.locator('[data-objective-save]').click();
  await page.getByText('Objectif enregistré').waitFor();
  await row.locator('[data-column="target"]', { hasText: /^10\s000$/ }).waitFor();
  expect(plain(await row.locator('[data-column="progress"]').innerText())).toContain(
    percent(created.actual / 10_000),
  );
});

test('a budget cell typed and saved, then read against what was invoiced', async () => {
  await page.goto('/dashboard/analytics/budget?view=table');
  await page.locator('[data-report-ready="true"]').waitFor();
  const cell = page.locator(`[data-budget-cell="${month}/backoffice"]`);
  await cell.fill('1234,5');
  await page.locator('[data-budget-save]').click();
  await page.getByText('Budget enregistré').waitFor();

  const grid = (await owner.call('GET', `/v1/analytics/budget/${year}`)) as unknown as {
    cells: { month: number; category: string; amount: number }[];
  };
  expect(grid.cells).toContainEqual({ month, category: 'backoffice', amount: 123_450 });
  const comparison = (await owner.call('GET', `/v1/analytics/budget/${year}/comparison`)) as unknown as {
    months: { month: number; budget: number; actual: number }[];
  };
  const figures = comparison.months[month - 1]!;
  const row = page.locator(`[data-report-panel="months"] tr[data-row="${month}"]`);
  // The table follows the save.
  await page.locator('[data-report-ready="true"]').waitFor();
  await row
    .locator('[data-column="budget"]', { hasText: new RegExp(`^${escape(money(figures.budget))}$`) })
    .waitFor();
  expect(plain(await row.locator('[data-column="actual"]').innerText())).toBe(money(figures.actual));
  await page.locator('[data-budget-grid]').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'analytics-budget-grid');

  await page.goto('/dashboard/analytics/budget');
  await page.locator('[data-report-panel="chart"] [data-chart] svg').first().waitFor();
  await keepScreenshot(page, 'analytics-budget-desktop');
});

test('both pages fit a phone', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  for (const name of ['objectives', 'budget']) {
    await phone.goto(`/dashboard/analytics/${name}`);
    await phone.locator('[data-report-ready="true"]').waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await keepScreenshot(phone, `analytics-${name}-mobile`);
  }
  await phone.context().close();
});
