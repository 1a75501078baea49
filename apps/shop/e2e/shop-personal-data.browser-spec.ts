import { readFile } from 'node:fs/promises';
import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import { keepScreenshot, launchChromium, shopContext, startApi, signInAsBuyer } from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * A buyer's personal data from their space's settings, as they see it: the JSON file of everything
 * held about the account downloads; the erasure asks for the password, says so when it is wrong, and
 * once done ends the session for good (docs/operations/personal-data.md).
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url, await freePort());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

test('the buyer downloads their data, then erases their account with their password', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await signInAsBuyer(page, '/domaine-des-demoiselles');
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Mes données personnelles' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('donnees-personnelles.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    iam: { account: { email: string }[] };
  };
  expect(data.iam.account[0]!.email).toBe('acheteur@cuvee.demo');

  await card.getByRole('button', { name: 'Effacer mon compte…' }).click();
  await card.getByLabel('Votre mot de passe, pour confirmer').fill('pas le bon');
  await card.getByRole('button', { name: 'Effacer définitivement mon compte' }).click();
  await card.getByRole('alert').waitFor();
  expect(await card.getByRole('alert').innerText()).toBe('Le mot de passe actuel est incorrect.');
  await keepScreenshot(page, 'shop-erase-account');

  await card.getByLabel('Votre mot de passe, pour confirmer').fill('Cuvee2026');
  await card.getByRole('button', { name: 'Effacer définitivement mon compte' }).click();
  await card.getByRole('status').waitFor();
  expect(await card.getByRole('status').innerText()).toMatch(/^Votre compte a été effacé/);
  await keepScreenshot(page, 'shop-account-erased');
  // Signed out here, and refused from now on.
  await card.getByRole('button', { name: 'Terminer' }).click();
  await page.waitForURL(/\/shops$/);
  await page.goto('/dashboard/settings');
  await page.getByText('Connectez-vous pour voir vos commandes.').waitFor();
  const login = await fetch(`${api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'acheteur@cuvee.demo', password: 'Cuvee2026' }),
  });
  expect(login.status).toBe(401);
  await context.close();
});
