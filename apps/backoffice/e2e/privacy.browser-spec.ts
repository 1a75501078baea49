import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { idleForYears } from './support/privacy.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * Clients' personal data on the client page, as the demo owner: the erasure of a client with an unpaid
 * invoice previewed (the invoice kept ten years, the identity held) then left pending; a client without
 * documents erased at once; the portable export offered for download; the clients list's erasure
 * filter, and the prospects the retention job proposes erased in bulk. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let owner: Awaited<ReturnType<typeof asAccount>>;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
}, 120_000);
afterAll(() => session?.close());

async function newClient(lastname: string): Promise<number> {
  const created = await owner.call('POST', '/v1/clients', {
    firstname: 'Inès',
    lastname,
    email: `${lastname.toLowerCase()}@exemple.fr`,
    marketingConsent: true,
    notes: 'Aime les vins de garde',
    billingAddress: { street: '2 quai Jeanne d’Arc', zipcode: '37500', city: 'Chinon', country: 'FR' },
    allowDuplicate: true,
  });
  return created.id as number;
}

async function openClient(id: number): Promise<void> {
  await page.goto(`/dashboard/clients/${id}`);
  await page.locator('[data-personal-data]').waitFor();
}

test('a client with an unpaid invoice: the preview shows the kept invoice and why the identity stays; erased, it is pending', async () => {
  const id = await newClient('Impayee');
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId: id,
    lines: [{ label: 'Chinon rouge, carton de 6', quantity: 6, unitPriceHt: 1500 }],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
  await openClient(id);
  const panel = page.locator('[data-personal-data]');
  // The consent given at creation is in the history.
  await panel.locator('[data-consents]').getByText('Fiche client (back-office)').waitFor();
  await panel.locator('[data-consents]').getByText('Donné').waitFor();

  await panel.getByRole('button', { name: 'Effacer ses données…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Effacer les données de Impayee Inès' }).waitFor();
  const partial = dialog.locator('[data-erasure-partial]');
  await partial
    .getByText('Effacement partiel : l’identité et les coordonnées restent pour l’instant')
    .waitFor();
  expect(await partial.innerText()).toMatch(/1 facture\(s\) restent à encaisser/);
  const kept = dialog.locator('[data-erasure-kept]');
  await kept.getByText(/^Facturation · Factures/).waitFor();
  expect(await kept.innerText()).toMatch(/dix ans/);
  expect(await kept.innerText()).toMatch(/Gardé jusqu’au \d{1,2} \S+ \d{4}/);
  expect(await dialog.locator('[data-erased-context="crm"]').innerText()).toMatch(/Fiche client/);
  await keepScreenshot(page, 'crm-erasure-preview');

  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await dialog.getByText(/^Effacement en attente : ce qui pouvait l’être a été effacé/).waitFor();
  await keepScreenshot(page, 'crm-erasure-partial-done');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const banner = page.locator('[data-erasure-banner="pending"]');
  await banner.getByText(/^Effacement en attente : 1 facture\(s\) restent à encaisser/).waitFor();
  expect(await page.locator('[data-erasure="pending"]').innerText()).toBe('Effacement en attente');
  // The withdrawal of the consent by the erasure is the history's newest line.
  await panel.locator('[data-consents]').getByText('Effacement des données').waitFor();
  await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await keepScreenshot(page, 'crm-erasure-pending');

  // The list's erasure filter finds it among the pending ones.
  await page.goto(`/dashboard/clients?filter=${encodeURIComponent(JSON.stringify({ erasure: 'pending' }))}`);
  await page.getByText('Impayee Inès').waitFor();
  await keepScreenshot(page, 'crm-clients-erasure-pending');
  expect(session.pageErrors).toEqual([]);
});

test('a client without documents is erased at once: banner, anonymous name, no edit left', async () => {
  const id = await newClient('Sansdocument');
  await openClient(id);
  await page.getByRole('tab', { name: 'Modifier' }).waitFor();
  await page.locator('[data-personal-data]').getByRole('button', { name: 'Effacer ses données…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-erasure-summary]').waitFor();
  expect(await dialog.locator('[data-erasure-partial]').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await dialog.getByText('Les données personnelles de ce client ont été effacées.').first().waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.getByRole('heading', { name: `Client effacé #${id}` }).waitFor();
  const banner = page.locator('[data-erasure-banner="erased"]');
  await banner.getByText(/^Données effacées le /).waitFor();
  // The erasure withdrew the consent: the history says so.
  await page.locator('[data-consents]').getByText('Effacement des données').waitFor();
  // Nothing offers a change the API would refuse (read once the dialog has let go of the page: while it
  // closes, the rest of the page is hidden from the accessibility tree and every count would be 0).
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Vue d’ensemble' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Modifier' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Archiver' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Enregistrer la note' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Effacer ses données…' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Nouve(au|lle) / }).count()).toBe(0);
  await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await keepScreenshot(page, 'crm-erasure-erased');
  expect(session.pageErrors).toEqual([]);
});

test("the client's data is exported and its zip offered for download", async () => {
  const id = await newClient('Portable');
  await openClient(id);
  const panel = page.locator('[data-personal-data]');
  await panel.getByRole('button', { name: 'Exporter ses données' }).click();
  const status = panel.locator('[data-export-status="completed"]');
  const download = status.getByRole('link', { name: 'Télécharger' });
  await download.waitFor({ timeout: 30_000 });
  expect(await download.getAttribute('href')).toMatch(/^\/v1\/exports\/\d+\/file\?expires=\d+&signature=/);
  await status.getByRole('link', { name: 'Voir les exports' }).waitFor();
  await keepScreenshot(page, 'crm-personal-data-export');
  const [latest] = (await owner.call('GET', '/v1/exports?range=[0,0]')) as unknown as {
    kind: string;
    format: string;
    filter: Record<string, unknown>;
  }[];
  expect(latest).toMatchObject({ kind: 'personalData', format: 'csv', filter: { client: id } });
  expect(session.pageErrors).toEqual([]);
});

test('the prospects the retention job proposes are listed and erased in bulk, the partial one reported', async () => {
  const idle = (
    await owner.call('POST', '/v1/clients', {
      isPro: true,
      businessName: 'Cave Endormie',
      pipe: 'Prospect',
      allowDuplicate: true,
    })
  ).id as number;
  const owing = (
    await owner.call('POST', '/v1/clients', {
      isPro: true,
      businessName: 'Bar Débiteur',
      pipe: 'Prospect',
      billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
      allowDuplicate: true,
    })
  ).id as number;
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId: owing,
    lines: [{ label: 'Vouvray, carton de 6', quantity: 6, unitPriceHt: 1200 }],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
  await idleForYears(session.api, [idle, owing]);

  // The erasure filter, added from the list's filter menu (on no filter: the list remembers the last ones).
  await page.goto(`/dashboard/clients?filter=${encodeURIComponent('{}')}`);
  await page.getByText('Cave du Port').first().waitFor();
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await page.getByRole('menu').getByText('Effacement', { exact: true }).click();
  await page.getByLabel('Effacement', { exact: true }).click();
  await page.getByRole('option', { name: 'Proposés (inactifs depuis trois ans)' }).click();
  // Only the proposed ones are listed.
  await page.getByText('Cave du Port').waitFor({ state: 'detached' });
  const idleRow = page.getByRole('row', { name: /Cave Endormie/ });
  await idleRow.getByText('À effacer ?').waitFor();
  const owingRow = page.getByRole('row', { name: /Bar Débiteur/ });
  await owingRow.waitFor();
  expect(await page.getByRole('row').count()).toBe(3); // the header and the two proposed
  await idleRow.getByRole('checkbox').check();
  await owingRow.getByRole('checkbox').check();
  await keepScreenshot(page, 'crm-clients-erasure-proposed');

  await page.getByRole('button', { name: 'Effacer les données' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Effacer les données de 2 client(s) ?' }).waitFor();
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  const report = dialog.locator('[data-bulk-report]');
  await report.getByText('1 effacé(s), 1 en attente, 0 refusé(s)').waitFor();
  expect(await report.innerText()).toMatch(/Bar Débiteur\s+1 facture\(s\) restent à encaisser/);
  await keepScreenshot(page, 'crm-clients-bulk-erasure');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const erased = (await owner.call('GET', `/v1/clients/${idle}`)) as {
    displayName: string;
    erasedAt: string;
  };
  expect(erased.displayName).toBe(`Client effacé #${idle}`);
  expect(erased.erasedAt).not.toBeNull();
  const pending = (await owner.call('GET', `/v1/clients/${owing}`)) as { erasureRequestedAt: string | null };
  expect(pending.erasureRequestedAt).not.toBeNull();
  expect(session.pageErrors).toEqual([]);
});
