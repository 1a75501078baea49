import type { Page } from 'playwright-core';
import { signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The team screens (collaborators and agents) as the demo owner: each list with its columns and its add
 * button, a member's page naming them, and the phone layout's simple list. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

/** The cells of the list row that holds `text`, white space folded. */
async function rowOf(text: string): Promise<string[]> {
  const row = page.locator('tbody tr', { hasText: text });
  await row.waitFor();
  return (await row.locator('td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim());
}

test('the collaborators: name, email, rights and status; a collaborator’s page names them', async () => {
  await page.goto('/dashboard/collaborators');
  const cells = await rowOf('collaborateur@cuvee.demo');
  expect(cells).toEqual(expect.arrayContaining(['Julien Petit', 'collaborateur@cuvee.demo', '—', 'Actif']));
  expect(cells.some((cell) => /^\d+ \/ \d+$/.test(cell))).toBe(true);
  await page.getByRole('link', { name: 'Ajouter un collaborateur' }).waitFor();
  await page.getByRole('link', { name: 'Structure commerciale' }).waitFor();
  await page.locator('tbody tr', { hasText: 'collaborateur@cuvee.demo' }).click();
  await page.waitForURL(/\/dashboard\/collaborators\/\d+$/);
  await page.getByRole('heading', { name: 'Julien Petit' }).waitFor();
  await page.getByText('collaborateur@cuvee.demo', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Droits' }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('the agents: name, email and status; an agent’s page names them', async () => {
  await page.goto('/dashboard/agents');
  const cells = await rowOf('agent@cuvee.demo');
  expect(cells).toEqual(expect.arrayContaining(['Sophie Garnier', 'agent@cuvee.demo', '—', 'Actif']));
  await page.getByRole('link', { name: 'Ajouter un agent' }).waitFor();
  await page.locator('tbody tr', { hasText: 'agent@cuvee.demo' }).click();
  await page.waitForURL(/\/dashboard\/agents\/\d+$/);
  await page.getByRole('heading', { name: 'Sophie Garnier' }).waitFor();
  await page.getByText('agent@cuvee.demo', { exact: true }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('on a phone, each list is a simple list of names and emails', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  for (const [path, name, email] of [
    ['/dashboard/collaborators', 'Julien Petit', 'collaborateur@cuvee.demo'],
    ['/dashboard/agents', 'Sophie Garnier', 'agent@cuvee.demo'],
  ] as const) {
    await phone.goto(path);
    await phone.getByText(name, { exact: true }).waitFor();
    await phone.getByText(email, { exact: true }).waitFor();
    expect(await phone.locator('table').count()).toBe(0);
  }
  await phone.context().close();
});
