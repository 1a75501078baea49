import { mailsTo } from '@cuvee/testing';
import type { Page } from 'playwright-core';
import { startApi } from './support/api.js';
import { keepScreenshot, launchChromium, newContext } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

/*
 * The captcha of the public forms, as a visitor meets it (ADR 0088): the browser works the challenge out
 * in a Web Worker and the form goes through; when the captcha cannot run, the form says why with the
 * spec's four messages and sends nothing. Needs the back-office build.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

async function registerForm(width: 'mobile' | 'desktop' = 'mobile'): Promise<Page> {
  const page = await (await newContext(browser, web.url, width)).newPage();
  await page.goto('/auth/register/buyer');
  await page.locator('form[data-form="register-buyer"]').waitFor();
  return page;
}

async function fillBuyer(page: Page, email: string): Promise<void> {
  const input = (name: string) => page.locator(`form input[name="${name}"]`);
  // Letters only, as usernames are: the time's digits written as letters keep each one new.
  await input('username').fill(
    `Visiteur ${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`,
  );
  await input('firstname').fill('Camille');
  await input('lastname').fill('Durand');
  await input('email').fill(email);
  await input('password').fill('Cuvee2026');
}

test('a visitor registers on a phone: the captcha is worked out in the browser, the account made', async () => {
  const page = await registerForm();
  const email = `visiteur.${Date.now()}@example.test`;
  await fillBuyer(page, email);
  const solved = page.waitForResponse((response) => response.url().includes('/v1/auth/register/buyer'));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const request = (await solved).request();
  expect(request.headers()['x-captcha']).toMatch(/^[A-Za-z0-9_-]+$/);
  await page.locator('[data-register-done]').waitFor();
  await keepScreenshot(page, 'register-captcha-mobile');
  expect(mailsTo(api.config.dataDir, email)).toHaveLength(1);
  await page.context().close();
});

test('a password reset asked for: the captcha runs there too', async () => {
  const page = await (await newContext(browser, web.url, 'desktop')).newPage();
  await page.goto('/auth/resetpwd');
  await page.getByLabel(/^Email/).fill('personne@example.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await page.locator('[data-reset-done]').waitFor();
  await page.context().close();
});

describe('when the captcha cannot run, the form says why and sends nothing', () => {
  const cases: { name: string; message: string; prepare: (page: Page) => Promise<void> }[] = [
    {
      name: 'a challenge without its site key',
      message: 'La clé du captcha est manquante',
      prepare: (page) => challengeAnswered(page, { siteKey: '' }),
    },
    {
      name: 'a challenge without its version',
      message: 'La version du captcha est manquante',
      prepare: (page) => challengeAnswered(page, { version: null }),
    },
    {
      name: 'the worker’s script that does not load',
      message: "Le script du captcha n'a pas pu être chargé",
      prepare: async (page) => {
        await page.route(/captcha-worker/, (route) => route.abort());
      },
    },
    {
      name: 'a challenge with no solution',
      message: "La vérification du captcha n'a pas pu être effectuée",
      prepare: (page) => challengeAnswered(page, { challenge: '0'.repeat(64), maxNumber: 50 }),
    },
  ];

  for (const { name, message, prepare } of cases)
    test(name, async () => {
      const page = await registerForm('desktop');
      await prepare(page);
      let sent = false;
      page.on('request', (request) => {
        if (request.url().includes('/v1/auth/register/')) sent = true;
      });
      await fillBuyer(page, `refuse.${Date.now()}@example.test`);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(sent).toBe(false);
      if (name.includes('script')) await keepScreenshot(page, 'register-captcha-failed-desktop');
      await page.context().close();
    });
});

/** The API's challenge, with some of its fields replaced as a misconfigured server would send them. */
async function challengeAnswered(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route(/\/v1\/captcha$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}
