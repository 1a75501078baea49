import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export { launchChromium } from '@cuvee/testing/chromium';

/** The three layout modes, at widths inside the kernel's bounds. */
export const WIDTHS = { mobile: 390, tablet: 1024, desktop: 1440 } as const;
export type Width = keyof typeof WIDTHS;

/** A fresh browser profile (no cookie, no stored session) at one of the layout widths, in French. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  width: Width,
  locale = 'fr-FR',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale,
    viewport: { width: WIDTHS[width], height: width === 'mobile' ? 844 : 900 },
    deviceScaleFactor: 1,
  });
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string,
  password = 'Cuvee2026',
  path = '/auth/login',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/Email ou nom d’utilisateur|Email or username/).fill(email);
  await page.getByLabel(/^Mot de passe|^Password/).fill(password);
  await page.getByRole('button', { name: /Se connecter|Sign in/ }).click();
}

/** A fresh profile at a width, signed in as a demo account, on its dashboard; close it with page.context(). */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  width: Width = 'desktop',
): Promise<Page> {
  const context = await newContext(browser, baseURL, width);
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

/**
 * Keeps a screenshot of the page in docs/screenshots when CUVEE_SCREENSHOTS names that folder (the
 * screenshots of the docs are taken by running the browser tests with it); otherwise does nothing.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.CUVEE_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.waitForTimeout(300); // transitions (drawers, menus) settle
  await page.screenshot({ path: join(folder, `backoffice-${name}.png`), fullPage: false });
}
