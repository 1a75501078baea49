/* eslint-disable @nx/enforce-module-boundaries -- The two fronts' browser tests share one harness: the
   API with the demo data and the tests' Chromium at a phone's and a desktop's widths (apps/backoffice/e2e/support). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, type Width } from '../../../backoffice/e2e/support/browser.js';

export { launchChromium } from '../../../backoffice/e2e/support/browser.js';
export { asAccount, startApi } from '../../../backoffice/e2e/support/api.js';

/** The two widths of the shop issue: a phone and a desktop. */
export const SHOP_WIDTHS = ['mobile', 'desktop'] as const satisfies readonly Width[];

/** A fresh profile at a width; `adult` plants the cookie the adult gate sets, to skip the gate. */
export async function shopContext(
  browser: Browser,
  baseURL: string,
  width: Width,
  { adult = true, locale = 'fr-FR' }: { adult?: boolean; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, width, locale);
  if (adult) await context.addCookies([{ name: 'adult', value: 'true', url: baseURL }]);
  return context;
}

/**
 * Keeps a screenshot in docs/screenshots when CUVEE_SCREENSHOTS names that folder (as the back office's
 * browser tests do), named shop-<name>.png; otherwise does nothing.
 */
export async function keepScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const folder = process.env.CUVEE_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(folder, `shop-${name}.png`), fullPage });
}

/** Fills the open sign-in dialog with the demo buyer's credentials and sends it. */
export async function submitBuyerSignIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email ou nom d’utilisateur').fill('acheteur@cuvee.demo');
  await dialog.getByLabel('Mot de passe').fill('Cuvee2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs the demo buyer in from the header's « Se connecter » (of `from`, when given) and waits for the dialog to close. */
export async function signInAsBuyer(page: Page, from?: string): Promise<void> {
  if (from) await page.goto(from);
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  await submitBuyerSignIn(page);
  await page.getByRole('dialog', { name: 'Connexion' }).waitFor({ state: 'detached' });
}
