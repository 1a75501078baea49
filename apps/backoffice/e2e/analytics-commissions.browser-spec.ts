import { readFileSync } from 'node:fs';
import { formatMoney, parisDateOf } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The agents' commissions on the demo: the owner gives the demo agent rules through the API and invoices
 * a client of theirs today; the commissions page shows the API's figures, as a chart and a table, the
 * lines behind the agent's commission and its CSV; the agent's page edits the rules. Needs the
 * back-office build.
 */

type Owner = Awaited<ReturnType<typeof asAccount>>;
interface CommissionsAnswer {
  totals: { ht: number; commission: number };
  agents: { agentId: number; name: string; commission: number; ht: number }[];
}

let session: BrowserSession;
let page: Page;
let owner: Owner;
let agentId: number;
const today = parisDateOf(new Date());
const period = { from: `${today.slice(0, 8)}01`, to: today };

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) => plain(formatMoney(cents, 'fr'));
const report = async () =>
  (await owner.call(
    'GET',
    `/v1/analytics/commissions?${new URLSearchParams(period)}`,
  )) as unknown as CommissionsAnswer;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const agents = (await owner.call('GET', '/v1/shop-agents')) as unknown as { id: number }[];
  agentId = agents[0]!.id;
  const products = (await owner.call('GET', '/v1/products?range=[0,20]')) as unknown as {
    id: number;
    productType: string;
    formats: { id: number; eq75: number }[];
  }[];
  const wine = products.find((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0))!;
  await owner.call('POST', '/v1/commission-rules', {
    agentId,
    basis: 'invoiced',
    defaultRateBp: 500,
    typologyRates: [{ typology: 'restaurant', rateBp: 800 }],
  });
  const client = await owner.call('POST', '/v1/clients', {
    isPro: true,
    businessName: 'Bistrot des Commissions',
    businessReason: 'SARL Bistrot des Commissions',
    firstname: 'Marie',
    lastname: 'Durand',
    email: 'bistrot.commissions@exemple.fr',
    phone: '+33247000000',
    typology: 'restaurant',
    agentId,
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    allowDuplicate: true,
  });
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId: client.id,
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
}, 180_000);
afterAll(() => session?.close());

test("the commissions page: the API's figures, chart and table, an agent's lines, the CSV", async () => {
  await page.goto('/dashboard/analytics/commissions');
  await page.locator('[data-report-ready="true"]').waitFor();
  const answer = await report();
  const agent = answer.agents.find((a) => a.agentId === agentId)!;
  // 24 × 12.50 € to a restaurant at 8 %: at least 24 € earned this month.
  expect(agent.commission).toBeGreaterThanOrEqual(2400);
  expect(plain(await page.locator('[data-figure="commission"]').innerText())).toBe(
    money(answer.totals.commission),
  );
  await page.locator('[data-report-panel="chart"] [data-chart] svg').first().waitFor();
  const row = page.locator(`[data-report-panel="agents"] tr[data-row="${agentId}"]`);
  expect(plain(await row.locator('[data-column="commission"]').innerText())).toBe(money(agent.commission));
  await keepScreenshot(page, 'analytics-commissions-desktop');

  await row.locator(`[data-agent-lines="${agentId}"]`).click();
  const lines = page.locator('[data-report-panel="lines"] tbody tr');
  await lines.first().waitFor();
  expect(await page.locator('[data-report-panel="lines"]').innerText()).toContain('Bistrot des Commissions');
  await keepScreenshot(page, 'analytics-commissions-lines');

  const download = page.waitForEvent('download');
  await page.locator('[data-export="csv"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`commissions-${period.from}-${period.to}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^Agent;Base;/);

  // The same page from the agents' menu.
  await page.goto('/dashboard/agents/analytics?view=table');
  await page.locator('[data-report-ready="true"]').waitFor();
  expect(await page.locator('[data-report-panel="chart"]').count()).toBe(0);
  await page.locator(`[data-report-panel="agents"] tr[data-row="${agentId}"]`).waitFor();
});

test("the agent's page edits their rules", async () => {
  await page.goto(`/dashboard/agents/${agentId}`);
  const panel = page.locator('[data-agent-commissions]');
  const rate = panel.getByLabel('Taux par défaut (%)');
  await rate.waitFor();
  expect(await rate.inputValue()).toBe('5');
  await rate.fill('7.5');
  await panel.locator('[data-commissions-save]').click();
  await page.getByText('Commissions enregistrées').waitFor();
  const rules = (await owner.call(
    'GET',
    `/v1/commission-rules?filter=${encodeURIComponent(JSON.stringify({ agentId }))}`,
  )) as unknown as { defaultRateBp: number; typologyRates: unknown[] }[];
  expect(rules).toMatchObject([
    { defaultRateBp: 750, typologyRates: [{ typology: 'restaurant', rateBp: 800 }] },
  ]);
  await keepScreenshot(page, 'agent-commissions');
});
