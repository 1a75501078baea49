import { formatMoney, parisDateOf, parisInstant } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The sales force on the demo: the owner invoices today a new client of the demo agent; the agent's
 * page shows the API's figures, the portfolio (opening the client's page) and the commissions; the
 * agent's dashboard shows their own figures of the month; in « Mode tournée » on a phone, the agent's
 * two visits of today come in time order with the client's card, and one is marked done. Needs the
 * back-office build.
 */

type Account = Awaited<ReturnType<typeof asAccount>>;
interface Summary {
  totals: { current: { ht: number } };
  portfolio: { clients: number; activeClients: number };
  commission: number | null;
}

let session: BrowserSession;
let page: Page;
let owner: Account;
let agent: Account;
let shopHeader: Record<string, string>;
let clientId: number;
const today = parisDateOf(new Date());
let goalId: number;
const thisMonth = { from: `${today.slice(0, 8)}01`, to: today };
const CLIENT = 'Bistrot de la Tournée';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) => plain(formatMoney(cents, 'fr'));
const summary = async () =>
  (await owner.call(
    'GET',
    `/v1/analytics/agents/${agent.userId}?${new URLSearchParams(thisMonth)}`,
  )) as unknown as Summary;

/** A visit of today at a Paris time, assigned to the agent by themself. */
const visit = async (title: string, activityType: string, time: string) =>
  (
    await agent.call(
      'POST',
      '/v1/tasks',
      { title, activityType, clientId, dueAt: parisInstant(today, time).toISOString() },
      shopHeader,
    )
  ).id as number;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  agent = await asAccount(session.api, 'agent@cuvee.demo');
  const shop = await owner.call('GET', '/v1/shops/me');
  shopHeader = { 'X-Shop-Id': String(shop.id) };
  const products = (await owner.call('GET', '/v1/products?range=[0,20]')) as unknown as {
    id: number;
    productType: string;
    formats: { id: number; eq75: number }[];
  }[];
  const wine = products.find((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0))!;
  await owner.call('POST', '/v1/commission-rules', {
    agentId: agent.userId,
    basis: 'invoiced',
    defaultRateBp: 500,
  });
  clientId = (
    await owner.call('POST', '/v1/clients', {
      isPro: true,
      businessName: CLIENT,
      businessReason: `SARL ${CLIENT}`,
      firstname: 'Marie',
      lastname: 'Durand',
      email: 'bistrot.tournee@exemple.fr',
      phone: '+33247000002',
      typology: 'restaurant',
      agentId: agent.userId,
      billingAddress: { street: '3 rue Colbert', zipcode: '37000', city: 'Tours', country: 'FR' },
      allowDuplicate: true,
    })
  ).id as number;
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId,
    lines: [
      {
        productId: wine.id,
        formatId: wine.formats.find((f) => f.eq75 > 0)!.id,
        quantity: 24,
        unitPriceHt: 1250,
      },
    ],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
  // A goal of the month for the agent (the demo gives them others): 600 € of their clients' sales.
  goalId = (
    await owner.call('POST', '/v1/objectives', {
      scope: 'agent',
      userId: agent.userId,
      measure: 'revenue',
      period: 'month',
      from: `${today.slice(0, 8)}01`,
      target: 60000,
    })
  ).id as number;
}, 180_000);
afterAll(() => session?.close());

test("the agent's page as the owner: sales, goals, portfolio and commissions", async () => {
  await page.goto(`/dashboard/agents/${agent.userId}`);
  const sales = page.locator('[data-agent-sales]');
  await sales.locator('[data-report-ready="true"]').first().waitFor();
  const answer = await summary();
  // 24 × 12.50 € invoiced today to their new client.
  expect(answer.totals.current.ht).toBeGreaterThanOrEqual(30000);
  expect(plain(await sales.locator('[data-figure="ht"]').innerText())).toBe(money(answer.totals.current.ht));
  expect(plain(await sales.locator('[data-figure="agentClients"]').innerText())).toBe(
    String(answer.portfolio.clients),
  );
  expect(plain(await sales.locator('[data-figure="agentCommission"]').innerText())).toBe(
    money(answer.commission!),
  );
  expect(await sales.locator('[data-agent-top-clients]').innerText()).toContain(CLIENT);
  await page.locator('[data-report-panel="series"] [data-chart] svg').first().waitFor();
  await page.locator('[data-agent-commissions]').waitFor();
  // Their goal of the month, with its progress.
  const goal = page.locator(`[data-agent-objectives] [data-agent-objective="${goalId}"]`);
  await goal.waitFor();
  expect(plain(await goal.innerText())).toContain(money(60000));
  expect(await goal.locator('[role="progressbar"]').count()).toBe(1);
  await goal.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'agent-page-objectives');

  const portfolio = page.locator('[data-agent-portfolio]');
  const row = portfolio.locator('tbody tr', { hasText: CLIENT });
  await row.waitFor();
  expect(plain(await row.innerText())).toContain(money(30000));
  await keepScreenshot(page, 'agent-page-desktop');
  await portfolio.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'agent-page-portfolio');
  await row.click();
  await page.waitForURL(`**/dashboard/clients/${clientId}`);

  // On a phone: nothing wider than the screen, the portfolio as a list.
  const context = await newContext(session.browser, session.url, 'mobile');
  try {
    const phone = await context.newPage();
    await signIn(phone, 'proprietaire@cuvee.demo');
    await phone.waitForURL('**/dashboard');
    await phone.goto(`/dashboard/agents/${agent.userId}`);
    await phone.locator('[data-agent-sales] [data-report-ready="true"]').first().waitFor();
    await phone.locator('[data-agent-portfolio]').getByText(CLIENT).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator('[data-agent-sales]').scrollIntoViewIfNeeded();
    await keepScreenshot(phone, 'agent-page-mobile');
  } finally {
    await context.close();
  }
});

test("the agent's dashboard: their sales of the month, clients and commission", async () => {
  const context = await newContext(session.browser, session.url, 'desktop');
  try {
    const agentPage = await context.newPage();
    await signIn(agentPage, 'agent@cuvee.demo');
    await agentPage.waitForURL('**/dashboard');
    const mine = agentPage.locator('[data-dashboard-section="my-figures"]');
    await mine.waitFor();
    const answer = await summary();
    expect(plain(await mine.locator('[data-figure="myHt"]').innerText())).toBe(
      money(answer.totals.current.ht),
    );
    expect(plain(await mine.locator('[data-figure="myClients"]').innerText())).toBe(
      String(answer.portfolio.clients),
    );
    expect(plain(await mine.locator('[data-figure="myCommission"]').innerText())).toBe(
      money(answer.commission!),
    );
    await keepScreenshot(agentPage, 'agent-dashboard-desktop');
  } finally {
    await context.close();
  }
});

test('tour mode on a phone: the visits of today in order, one marked done', async () => {
  const tasting = await visit('Dégustation des rouges', 'tasting', '16:30');
  const morning = await visit('Présenter le nouveau millésime', 'visit', '08:15');
  const context = await newContext(session.browser, session.url, 'mobile');
  try {
    const phone = await context.newPage();
    await signIn(phone, 'agent@cuvee.demo');
    await phone.waitForURL('**/dashboard');
    await phone.evaluate(() => localStorage.setItem('cuvee.agentMode', 'tour'));
    await phone.reload();
    const visits = phone.locator('[data-today-visits]');
    await visits.locator(`[data-visit="${tasting}"]`).waitFor();
    const order = await visits
      .locator('[data-visit]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-visit'))));
    expect(order.indexOf(morning)).toBeLessThan(order.indexOf(tasting));

    const card = visits.locator(`[data-visit="${morning}"]`);
    expect(await card.locator(`[data-visit-client="${CLIENT}"]`).count()).toBe(1);
    expect(await card.locator('[data-visit-call]').getAttribute('href')).toBe('tel:+33247000002');
    expect(await card.locator('[data-visit-mail]').getAttribute('href')).toBe(
      'mailto:bistrot.tournee@exemple.fr',
    );
    expect(await card.locator('[data-visit-map]').getAttribute('href')).toContain('Tours');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(phone, 'agent-tour-mobile');

    await card.locator('[data-visit-mark-done]').click();
    await phone.getByText('Visite marquée comme faite').waitFor();
    await visits.locator(`[data-visit="${morning}"][data-visit-done="true"]`).waitFor();
    const task = await agent.call('GET', `/v1/tasks/${morning}`, undefined, shopHeader);
    expect(task.done).toBe(true);
    await keepScreenshot(phone, 'agent-tour-done-mobile');
  } finally {
    await context.close();
  }
});
