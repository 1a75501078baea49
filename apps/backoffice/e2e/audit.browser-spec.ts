import { readFileSync } from 'node:fs';
import { addDays, parisDateOf } from '@cuvee/kernel';
import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signedInPage, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The audit trail (ADR 0065): Settings → Journal d'audit shows the owner what was done in their shop
 * (never another shop's entries), filtered by action and by Paris days; collaborators have no such
 * section; the administrator reads every shop's on /admin and narrows it to one. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let ownerId: number;
let otherOwnerId: number;

const AUDIT = '/dashboard/settings?link=audit';
const rows = (scope: Page | ReturnType<Page['locator']>) => scope.locator('tbody tr');

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  ownerId = owner.userId;
  await owner.call('GET', '/v1/clients');
  await owner.call('POST', '/v1/clients', { firstname: 'Aude', lastname: 'Journal' });
  const other = await asAccount(session.api, 'exemple@cuvee.demo');
  otherOwnerId = other.userId;
  await other.call('GET', '/v1/clients');
}, 120_000);
afterAll(() => session?.close());

test("the owner reads their shop's trail, newest first, and filters it by action and by day", async () => {
  await page.goto(AUDIT);
  const section = page.locator('[data-settings-section="audit"]');
  await section.getByText('Qui a consulté, exporté, modifié ou supprimé quoi', { exact: false }).waitFor();
  await section.locator('[data-audit-action="clients.create"]').first().waitFor();
  const texts = await rows(section).allInnerTexts();
  // Newest first: the client made after the list.
  const created = texts.findIndex((text) => text.includes('Client créé'));
  const listed = texts.findIndex((text) => text.includes('Liste des clients consultée'));
  expect(created).toBeGreaterThanOrEqual(0);
  expect(listed).toBeGreaterThan(created);
  expect(texts[created]).toContain(`Utilisateur n° ${ownerId} (Propriétaire)`);
  expect(texts[created]).toContain('Champs : firstname, lastname');
  expect(texts.join('\n')).not.toContain(`Utilisateur n° ${otherOwnerId} `);
  await keepScreenshot(page, 'audit-settings');

  await section.getByLabel('Action', { exact: true }).click();
  await page.getByRole('option', { name: 'Client créé' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-settings-section="audit"] [data-audit-action]')].every(
      (cell) => cell.getAttribute('data-audit-action') === 'clients.create',
    ),
  );
  expect(await rows(section).count()).toBe(1);
  // The CSV holds what the list shows: the filtered entry.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('journal-audit.csv');
  const csv = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(';clients.create;');

  // Tomorrow in Paris: nothing yet; today: the entry again.
  const today = parisDateOf(new Date());
  await section.getByLabel('Depuis le').fill(addDays(today, 1));
  await section.getByText('Rien ne correspond à ces filtres', { exact: false }).waitFor();
  await section.getByLabel('Depuis le').fill(today);
  await section.locator('[data-audit-action="clients.create"]').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a collaborator has no audit section', async () => {
  const collaborator = await signedInPage(session.browser, session.url, 'collaborateur@cuvee.demo');
  await collaborator.goto('/dashboard/settings');
  await collaborator.locator('[data-settings-tab="infos"]').waitFor();
  expect(await collaborator.locator('[data-settings-tab="audit"]').count()).toBe(0);
  await collaborator.goto(AUDIT);
  await collaborator.locator('[data-settings-section="infos"]').waitFor();
  await collaborator.context().close();
});

test("the administrator reads every shop's trail on /admin and narrows it to one shop", async () => {
  const context = await newContext(session.browser, session.url, 'desktop');
  const admin = await context.newPage();
  await signIn(admin, 'admin@cuvee.demo');
  await admin.waitForURL('**/admin');
  const panel = admin.locator('[data-admin-audit]');
  await panel.locator('[data-audit-action="clients.list"]').first().waitFor();
  const all = (await rows(panel).allInnerTexts()).join('\n');
  expect(all).toContain(`Utilisateur n° ${ownerId} (Propriétaire)`);
  expect(all).toContain(`Utilisateur n° ${otherOwnerId} (Propriétaire)`);
  await keepScreenshot(admin, 'audit-admin');

  const shopOf = async (email: string) =>
    Number((await (await asAccount(session.api, email)).call('GET', '/v1/shops/me')).id);
  await panel.getByLabel('N° de boutique').fill(String(await shopOf('exemple@cuvee.demo')));
  await admin.waitForFunction((id) => {
    const texts = [...document.querySelectorAll('[data-admin-audit] tbody tr')].map((row) => row.textContent);
    return texts.length > 0 && texts.every((text) => text?.includes(`Utilisateur n° ${id} `));
  }, otherOwnerId);
  await context.close();
});
