import type { CDPSession, Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The imports screen as the demo owner: a price list of a few MB sent with its progress bar, its
 * columns mapped (a field changed, one ignored, a missing required field blocking the check until it is
 * bound), checked by a dry run that lists its refused row, imported for real; a clients file imported
 * and reverted; an upload cancelled, one refused for its size; the templates; the phone width. The API
 * takes files up to 3 MB here. Needs the back-office build.
 */

const MAX_BYTES = 3_000_000;

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo', { IMPORT_MAX_BYTES: String(MAX_BYTES) });
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

/** Chromium sends request bodies at `bytesPerSecond` (-1: as fast as it can), so uploads report progress. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** A price list: `rows` wines at 12,50 € (row `badRow`'s price "douze"), each with a long tasting note. */
function priceList(rows: number, badRow: number): Buffer {
  const note = 'Nez de fruits rouges, bouche ample et soyeuse, finale longue sur les épices douces. '.repeat(
    90,
  );
  const lines = Array.from(
    { length: rows },
    (_, i) => `Cuvée Navigateur ${i + 1};Rouge;2022;${i + 1 === badRow ? 'douze' : '12,50'};${note}`,
  );
  return Buffer.from(['Nom;Couleur;Millésime;Tarif pro;Notes de dégustation', ...lines].join('\n'), 'utf8');
}

/** Chooses `file` in the drop zone (the upload starts at once). */
async function choose(on: Page, name: string, buffer: Buffer): Promise<void> {
  // The page takes a file once it knows the kinds of data it may import (a file chosen before is not
  // sent): on a loaded machine the kinds come after the drop zone shows.
  await on.locator('[data-upload-card] [data-import-kind]').waitFor();
  await on.getByLabel('Fichier CSV ou XLSX').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** The select of the file's column `header`, and its helper text. */
const columnOf = (on: Page, header: string) => on.locator(`[data-column="${header}"]`);

/** Picks `option` in the select of the file's column `header`. */
async function mapColumn(on: Page, header: string, option: string | RegExp): Promise<void> {
  await columnOf(on, header).getByRole('combobox').click();
  await on.getByRole('option', { name: option }).click();
  await on.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The four counts of the import panel, by name. */
async function counts(on: Page): Promise<Record<string, string>> {
  const boxes = on.locator('[data-import-panel] [data-count]');
  const entries = await boxes.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-count'), node.querySelector('p')?.textContent]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

test('a price list of a few MB: the bar moves as it goes, the columns are mapped, the dry run refuses a row, the import creates the wines', async () => {
  // Reached from the catalogue, on its kind of data.
  await page.goto('/dashboard/products');
  await page.getByRole('link', { name: 'Importer' }).click();
  await page.waitForURL('**/dashboard/imports?kind=products');
  await page
    .getByRole('group', { name: 'Articles' })
    .getByText('Colonnes obligatoires : Nom, Prix HT')
    .waitFor();

  const file = priceList(300, 42);
  expect(file.length).toBeGreaterThan(2_000_000);
  // Every value the bar takes, as the screen reader hears it.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-upload-progress] [role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await throttleUploads(cdp, 1024 * 1024);
  await choose(page, 'tarifs-2026.csv', file);
  await page.getByText(/^[\d,]+\s(ko|Mo) sur 2,\d\sMo · \d+\s%$/).waitFor();
  await keepScreenshot(page, 'imports-upload-progress');
  const mapping = page.locator('[data-mapping-step]');
  await mapping.waitFor();
  await throttleUploads(cdp, -1);
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  // The suggestion, the first rows under their columns, the required price without a column.
  expect(await mapping.innerText()).toContain('tarifs-2026.csv · 2,');
  await expect(columnOf(page, 'Nom').innerText()).resolves.toMatch(/Nom[\s\S]*Reconnue automatiquement/);
  await expect(columnOf(page, 'Tarif pro').innerText()).resolves.toMatch(
    /Ignorée[\s\S]*Colonne non reconnue/,
  );
  const preview = mapping.getByRole('table', { name: 'Correspondance des colonnes' });
  expect(await preview.locator('tbody tr').count()).toBe(10);
  expect(await preview.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe(
    'Cuvée Navigateur 1',
  );
  const missing = mapping.locator('[data-missing-fields]');
  expect(await missing.innerText()).toContain(
    'Choisissez la colonne de votre fichier qui contient : Prix HT.',
  );
  const check = mapping.getByRole('button', { name: 'Vérifier le fichier' });
  expect(await check.isDisabled()).toBe(true);

  // A field another column feeds cannot be chosen twice.
  await columnOf(page, 'Tarif pro').getByRole('combobox').click();
  const taken = page.getByRole('option', { name: /^Nom \(obligatoire\)/ });
  expect(await taken.innerText()).toContain('déjà choisi pour « Nom »');
  expect(await taken.getAttribute('aria-disabled')).toBe('true');
  await page.keyboard.press('Escape');
  await mapColumn(page, 'Tarif pro', /^Prix HT \(obligatoire\)/);
  await mapColumn(page, 'Millésime', 'Ignorer cette colonne');
  await expect(columnOf(page, 'Millésime').innerText()).resolves.toMatch(
    /Ignorée[\s\S]*Suggestion : Millésime/,
  );
  await missing.waitFor({ state: 'detached' });
  expect(await check.isEnabled()).toBe(true);
  await keepScreenshot(page, 'imports-mapping');

  // The dry run: the counts, the refused row with its line and message.
  await check.click();
  const panel = page.locator('[data-import-panel]');
  await panel.getByText('Vérification de « tarifs-2026.csv »').waitFor();
  await panel.locator('[data-import-summary]').waitFor({ timeout: 30_000 });
  expect(await counts(page)).toEqual({ created: '299', updated: '0', skipped: '0', failed: '1' });
  const refused = panel.locator('[data-rejections] tbody tr');
  await refused.first().waitFor();
  const [line, column, value, message] = await refused.first().locator('td').allInnerTexts();
  expect([line, column, value]).toEqual(['43', 'Tarif pro', 'douze']);
  expect(message).toBeTruthy();
  await panel.getByRole('button', { name: "Télécharger le rapport d'erreurs" }).waitFor();
  await keepScreenshot(page, 'imports-dry-run');

  // For real: the wines are in the catalogue, without the ignored vintage.
  await panel.getByRole('button', { name: 'Importer', exact: true }).click();
  await panel.getByText('Import de « tarifs-2026.csv »').waitFor();
  await panel.getByText('Import terminé.').waitFor({ timeout: 30_000 });
  expect(await counts(page)).toEqual({ created: '299', updated: '0', skipped: '0', failed: '1' });
  await panel.getByRole('button', { name: "Annuler l'import" }).waitFor();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const filter = encodeURIComponent(JSON.stringify({ q: 'Navigateur' }));
  const created: string[] = [];
  for (const from of [0, 100, 200, 300]) {
    const rows = (await owner.call(
      'GET',
      `/v1/products?filter=${filter}&range=[${from},${from + 99}]`,
    )) as unknown;
    created.push(...(rows as { name: string }[]).map((product) => product.name));
  }
  expect(created).toHaveLength(299);
  expect(created).not.toContain('Cuvée Navigateur 42');
  expect(session.pageErrors).toEqual([]);
}, 120_000);

test("the shop's last mapping of a kind is offered again for a file of the same columns", async () => {
  await page.goto('/dashboard/imports?kind=products');
  await choose(page, 'tarifs-2027.csv', priceList(3, 0));
  const mapping = page.locator('[data-mapping-step]');
  await mapping.locator('[data-remembered]').waitFor();
  expect(await mapping.locator('[data-remembered]').innerText()).toBe(
    'La correspondance de votre dernier import de ce type a été reprise.',
  );
  await expect(columnOf(page, 'Tarif pro').innerText()).resolves.toContain('Prix HT');
  await expect(columnOf(page, 'Millésime').innerText()).resolves.toContain('Ignorée');
  await mapping.getByRole('button', { name: 'Changer de fichier' }).click();
  await page.getByText('Déposez votre fichier ici').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a clients file: its refused row in the dry run, the others imported for real, then reverted', async () => {
  await page.goto('/dashboard/imports?kind=clients');
  await choose(
    page,
    'clients.csv',
    Buffer.from(
      'Nom;Prénom;Email\nNavigateur;Jeanne;jeanne@navigateur.test\nSansArobase;Paul;paul.sansarobase.test\n',
    ),
  );
  // What to write in a column, from the kinds' answer, as a tooltip.
  await columnOf(page, 'Email').getByRole('button').hover();
  expect(await page.getByRole('tooltip').innerText()).toMatch(/Exemple : \S+@\S+/);
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const panel = page.locator('[data-import-panel]');
  await panel.locator('[data-import-summary]').waitFor();
  expect(await counts(page)).toEqual({ created: '1', updated: '0', skipped: '0', failed: '1' });
  expect(await panel.locator('[data-count="created"]').innerText()).toContain('À créer');
  const refused = await panel.locator('[data-rejections] tbody tr').first().locator('td').allInnerTexts();
  expect(refused).toEqual(['3', 'Email', 'paul.sansarobase.test', 'Le mail est incorrect']);

  // Back to the mapping, then checked again: the choices are kept.
  await panel.getByRole('button', { name: 'Modifier la correspondance' }).click();
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await panel.locator('[data-import-summary]').waitFor();
  await panel.getByRole('button', { name: 'Importer', exact: true }).click();
  await panel.getByText('Import terminé.').waitFor();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const search = `/v1/clients?filter=${encodeURIComponent('{"q":"jeanne@navigateur.test"}')}`;
  const created = (await owner.call('GET', search)) as unknown as { lastname: string }[];
  expect(created.map((client) => client.lastname)).toEqual(['Navigateur']);

  await panel.getByRole('button', { name: "Annuler l'import" }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Confirmer|Oui/ })
    .click();
  await panel.getByText('Annulé').waitFor();
  expect(await owner.call('GET', search)).toEqual([]);
  expect(session.pageErrors).toEqual([]);
});

test('a Shopify customers export is recognised: its columns bound, those Cuvée has no field for ignored', async () => {
  await page.goto('/dashboard/imports?kind=clients');
  await page
    .getByRole('group', { name: 'Clients et prospects' })
    .getByText(/Exports reconnus : Shopify — clients/)
    .waitFor();
  await choose(
    page,
    'customers_export.csv',
    Buffer.from(
      'First Name,Last Name,Email,Accepts Email Marketing,Default Address Address1,Default Address City,Default Address Zip,Total Spent\n' +
        'Louise,Vigneau,louise@vigneau.test,yes,3 rue des Caves,Tours,37000,120.00\n',
    ),
  );
  const mapping = page.locator('[data-mapping-step]');
  expect(await mapping.locator('[data-recognised]').innerText()).toBe(
    'Fichier reconnu : Shopify — clients. Les colonnes ont été associées pour vous : vérifiez-les.',
  );
  await expect(columnOf(page, 'Default Address Zip').innerText()).resolves.toContain('Code postal');
  await expect(columnOf(page, 'Accepts Email Marketing').innerText()).resolves.toContain('Ignorée');
  await keepScreenshot(page, 'imports-recognised');
  await mapping.getByRole('button', { name: 'Changer de fichier' }).click();
  expect(session.pageErrors).toEqual([]);
});

test('a refused row names the column of its refused cell, even one the file lacks (an address without its street)', async () => {
  await page.goto('/dashboard/imports?kind=clients');
  await choose(
    page,
    'clients-sans-rue.csv',
    Buffer.from('Nom;Prénom;Email;Code postal;Ville\nSansRue;Paul;paul@sansrue.test;37000;Tours\n'),
  );
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const refused = page.locator('[data-import-panel] [data-rejections] tbody tr');
  await refused.first().waitFor();
  expect(await refused.first().locator('td').allInnerTexts()).toEqual([
    '2',
    'Adresse',
    '',
    'Ce champ ne peut pas être vide',
  ]);
  expect(session.pageErrors).toEqual([]);
});

test('an upload can be cancelled; a file over the limit is refused with the API’s message', async () => {
  await page.goto('/dashboard/imports?kind=products');
  const cdp = await page.context().newCDPSession(page);
  await throttleUploads(cdp, 256 * 1024);
  await choose(page, 'lent.csv', priceList(300, 0));
  const bar = page.locator('[data-upload-progress]');
  await bar.waitFor();
  await bar.getByRole('button', { name: "Annuler l'envoi" }).click();
  await page.getByText('Déposez votre fichier ici').waitFor();
  expect(await page.locator('[data-upload-refusal]').count()).toBe(0);
  await throttleUploads(cdp, -1);

  await choose(page, 'trop-gros.csv', priceList(400, 0));
  const refusal = page.locator('[data-upload-refusal]');
  await refusal.waitFor();
  expect(await refusal.innerText()).toMatch(/^trop-gros\.csv\n.+/);
  expect(await refusal.innerText()).not.toContain("Le fichier n'a pas pu être envoyé.");
  await keepScreenshot(page, 'imports-too-large');
  // The drop zone is there for another file.
  await page.getByText('Déposez votre fichier ici').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test("a kind's templates download, the XLSX one a workbook", async () => {
  await page.goto('/dashboard/imports?kind=clients');
  const card = page.getByRole('group', { name: 'Clients et prospects' });
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Télécharger le modèle XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = await xlsx.createReadStream();
  const first = await new Promise<Buffer>((resolve) =>
    workbook.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(first.subarray(0, 2).toString()).toBe('PK');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Télécharger le modèle CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await new Promise<string>((resolve) => {
    let read = '';
    void csv
      .createReadStream()
      .then((stream) => stream.on('data', (chunk) => (read += String(chunk))).on('end', () => resolve(read)));
  });
  expect(text).toContain('Email');
  expect(session.pageErrors).toEqual([]);
});

test('a stock count file is checked by a dry run: its columns, its counts, its refused row', async () => {
  await page.goto('/dashboard/imports?kind=stock');
  await choose(
    page,
    'inventaire.csv',
    Buffer.from(
      'Entrepôt;Article;Millésime;Format;Quantité\n' +
        'Boutique du domaine;Rosé de Loire;2024;5 l bib;6\n' +
        'Chai du domaine;Vin fantôme;;75 cl;2\n',
    ),
  );
  await expect(columnOf(page, 'Quantité').innerText()).resolves.toContain('Quantité comptée');
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const panel = page.locator('[data-import-panel]');
  await panel.locator('[data-import-summary]').waitFor();
  expect(await counts(page)).toEqual({ created: '1', updated: '0', skipped: '0', failed: '1' });
  await panel.getByRole('cell', { name: 'Produit inexistant' }).waitFor();
  await keepScreenshot(page, 'stock-import-dry-run');
  expect(session.pageErrors).toEqual([]);
});

test('on a phone: the columns as cards, the dry run readable', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  try {
    await phone.goto('/dashboard/imports?kind=products');
    await phone.getByText('Déposez votre fichier ici').waitFor();
    await keepScreenshot(phone, 'imports-upload-mobile');
    await choose(phone, 'tarifs-mobile.csv', priceList(4, 2));
    await phone.locator('[data-mapping-step]').waitFor();
    await keepScreenshot(phone, 'imports-mapping-mobile');
    await phone.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await phone.locator('[data-import-summary]').waitFor();
    await phone.locator('[data-rejections]').getByText('Ligne 3 · Tarif pro').waitFor();
    await keepScreenshot(phone, 'imports-dry-run-mobile');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await phone.context().close();
  }
});
