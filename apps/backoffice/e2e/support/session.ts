import type { TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
import { startApi } from './api.js';
import { launchChromium, newContext, signIn } from './browser.js';
import { serveBackoffice } from './server.js';

/** The system a screen's browser tests drive, and one desktop page signed in on its dashboard. */
export interface BrowserSession {
  api: TestApi;
  browser: Browser;
  /** Where the built back office is served (its /v1 proxied to the API). */
  url: string;
  page: Page;
  /** Uncaught errors of `page` since it opened: a test expects none. */
  pageErrors: string[];
  /** Closes what was opened, last first. */
  close(): Promise<void>;
}

/**
 * Starts the API with the demo data (`env` adds to its configuration), serves the back-office build,
 * opens chromium and signs `email` in. If a step fails, what the earlier ones opened is closed before
 * the error goes on.
 */
export async function openSession(email: string, env: Record<string, string> = {}): Promise<BrowserSession> {
  const opened: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closeStep of opened.splice(0).reverse()) await closeStep();
  };
  try {
    const api = await startApi(env);
    opened.push(() => api.stop());
    const web = await serveBackoffice(api.url);
    opened.push(() => web.close());
    const browser = await launchChromium();
    opened.push(() => browser.close());
    const context = await newContext(browser, web.url, 'desktop');
    opened.push(() => context.close());
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, email);
    await page.waitForURL('**/dashboard');
    return { api, browser, url: web.url, page, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
