import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApi } from '@cuvee/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asAccount, startApi } from './support/api.js';
import { keepScreenshot, launchChromium, newContext, signIn } from './support/browser.js';
import { serveBackoffice } from './support/server.js';
import { withTicketEdited } from './support/till.js';

/*
 * The till of a sales point (/dashboard/salespoints/:id/new-order), a whole session as a cashier
 * lives it: the customer display connected through a mock Web Serial port, the opening float, a sale
 * paid in cash with change, a sale scanned by its barcode and paid by card, a sale whose answer the
 * network lost (sent again with its key when the network is back: recorded once), the card sale
 * cancelled, a duplicate printed (on screen and on an ESC/POS printer on the mock serial port), the
 * day closed (Z) with the cash counted, its archive built and downloaded, then checked from the
 * closures screen as downloaded and with a ticket edited inside. Needs the back-office build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** A Web Serial port that keeps what the page writes and the options it opened with. */
function mockSerial() {
  const state = { writes: [] as string[], opened: null as unknown };
  const port = {
    open: async (options: unknown) => {
      state.opened = options;
    },
    writable: new WritableStream<Uint8Array>({
      write(chunk) {
        state.writes.push(new TextDecoder().decode(chunk));
      },
    }),
  };
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: { getPorts: async () => [], requestPort: async () => port },
  });
  (window as unknown as { serialState: typeof state }).serialState = state;
}

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
  context = await newContext(browser, web.url, 'desktop');
  await context.addInitScript(mockSerial);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'proprietaire@cuvee.demo');
  await page.waitForURL('**/dashboard');
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const serial = () =>
  page.evaluate(
    () => (window as unknown as { serialState: { writes: string[]; opened: unknown } }).serialState,
  );
const cents = async (selector: string, attribute: string) =>
  Number(await page.locator(selector).first().getAttribute(attribute));

async function addTile(name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator(`[data-tile="${name}"]`).click();
  await page
    .locator(`[data-basket-line="${name}"] [data-quantity]`)
    .getByText(String(times), { exact: true })
    .waitFor();
}

/** Waits until the basket is priced, then answers its total in cents. */
async function pricedTotal(): Promise<number> {
  await page.waitForFunction(() => {
    const lines = [...document.querySelectorAll('[data-basket-line] [data-line-total]')];
    return lines.length > 0 && lines.every((line) => line.textContent !== '—');
  });
  await page.locator('[data-basket] .MuiLinearProgress-root').waitFor({ state: 'detached' });
  return cents('[data-total-ttc]', 'data-total-ttc');
}

async function validate(): Promise<string> {
  await page.locator('[data-validate]:not([disabled])').click();
  const receipt = page.locator('[data-receipt]');
  await receipt.waitFor();
  return (await receipt.getAttribute('data-receipt'))!;
}

test('a whole till session: display, float, cash with change, card by barcode, a lost answer replayed, cancellation, duplicate, Z', async () => {
  await page.goto('/dashboard/salespoints');
  await page.locator('[data-sales-point="Caveau du domaine"] [data-new-sale]').click();
  await page.waitForURL(/\/dashboard\/salespoints\/\d+\/new-order$/);
  const pointId = Number(/salespoints\/(\d+)/.exec(page.url())![1]);

  // The customer display: the port chosen, opened at 9600 baud.
  await page.locator('[data-display="off"]').click();
  await page.locator('[data-display="connected"]').waitFor();
  expect((await serial()).opened).toEqual({ baudRate: 9600 });

  // The opening float.
  await page.locator('[data-open-cash]').click();
  await page.locator('[data-cash-kind="float"]').click();
  await page.locator('[data-cash-amount]').fill('150');
  await page.locator('[data-cash-record]').click();
  await page.getByText('Mouvement d’espèces enregistré').waitFor();
  await page.locator('[data-close-cash]').click();
  await page.locator('[data-close-cash]').waitFor({ state: 'detached' });

  // Two bottles paid with a 100 € note: the change is shown, on the receipt and on the display.
  await addTile('Touraine Clos des Fées', 2);
  const cashTotal = await pricedTotal();
  expect(cashTotal).toBeGreaterThan(0);
  await page.locator('[data-pay-amount]').fill('100');
  await page.locator('[data-method="cash"]').click();
  expect(await cents('[data-change]', 'data-change')).toBe(10_000 - cashTotal);
  const cashTicket = await validate();
  const receipt = await page.locator('[data-receipt]').innerText();
  expect(receipt).toContain('Rendu');
  expect(receipt).toContain('Caveau du domaine');
  const writes = (await serial()).writes;
  expect(writes.every((text) => text.length === 40)).toBe(true);
  expect(writes.at(-1)).toMatch(/^Total .{14}Rendu /);
  await keepScreenshot(page, 'till-receipt-desktop');
  await page.locator('[data-new-sale-button]').click();
  expect((await serial()).writes.at(-1)).toBe('Merci, a bientot !'.padEnd(40, ' '));

  // A bottle scanned by its GTIN (keyboard input and Enter), paid by card.
  await page.locator('[data-scan]').fill('3760123450034');
  await page.locator('[data-scan]').press('Enter');
  await page.locator('[data-basket-line="Rosé de Loire"]').waitFor();
  const cardTotal = await pricedTotal();
  await page.locator('[data-method="cb"]').click();
  const cardTicket = await validate();
  await page.locator('[data-new-sale-button]').click();

  // The network loses the answer of a sale the API recorded: it is kept, sent again with its key once
  // the network is back, and recorded once.
  await addTile('Chinon Les Demoiselles');
  const lostTotal = await pricedTotal();
  await page.route('**/v1/till/sales-points/*/tickets', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.locator('[data-method="cash"]').click();
  await page.locator('[data-validate]:not([disabled])').click();
  await page.locator('[data-pending="1"]').waitFor();
  await page.unroute('**/v1/till/sales-points/*/tickets');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.locator('[data-pending]').waitFor({ state: 'detached' });
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const listed = (await owner.call(
    'GET',
    `/v1/till/records?filter=${encodeURIComponent(JSON.stringify({ salesPointId: pointId, kind: 'ticket' }))}`,
  )) as unknown as { totalTtc: number }[];
  // Newest first: today's three tickets, after the demo's of yesterday.
  expect(listed.slice(0, 3).map((r) => r.totalTtc)).toEqual([lostTotal, cardTotal, cashTotal]);

  // The card sale cancelled from the journal; a duplicate of the cash sale.
  await page.locator(`[data-journal-row="${cardTicket}"] [data-cancel]`).click();
  await page.getByRole('button', { name: /Confirmer|Confirm/ }).click();
  await page.getByText(`Ticket ${cardTicket} annulé`).waitFor();
  await page.locator(`[data-journal-row="${cashTicket}"] [data-duplicate]`).click();
  await page.locator(`[data-receipt="${cashTicket}"] [data-duplicata]`).getByText('DUPLICATA').waitFor();
  // The duplicate on the ESC/POS receipt printer: init, the receipt in ASCII, a cut.
  const before = (await serial()).writes.length;
  await page.locator('[data-print-serial]').click();
  await page.waitForFunction(
    (count) => (window as unknown as { serialState: { writes: string[] } }).serialState.writes.length > count,
    before,
  );
  const printed = (await serial()).writes.at(-1)!;
  expect(printed.startsWith('\x1b@')).toBe(true);
  expect(printed.endsWith('\x1dVB\x00')).toBe(true);
  expect(printed).toContain('DUPLICATA');
  expect(printed).toContain(`Ticket ${cashTicket}`);
  expect(
    printed
      .slice(2)
      .split('\n')
      .every((line) => line.length <= 32),
  ).toBe(true);
  await page.locator('[data-new-sale-button]').click();

  // The Z: the cash expected is the float and the cash sales; 2 € short.
  const expectedCash = 15_000 + cashTotal + lostTotal;
  await page.locator('[data-open-cash]').click();
  await page.locator('[data-counted]').fill(((expectedCash - 200) / 100).toFixed(2));
  await page.locator('[data-close="day"]').click();
  const closure = page.locator('[data-closure]');
  await closure.waitFor();
  expect(await closure.locator('[data-closure-payment="cb"]').innerText()).toMatch(/: 0,00\s€$/);
  expect(await closure.locator('[data-closure-cash]').innerText()).toMatch(/Écart -2,00\s€$/);
  expect(await closure.innerText()).toContain('3 ticket(s), 1 annulation(s)');
  await keepScreenshot(page, 'till-closure-desktop');

  // The day's archive built by a job (its progress shown), downloaded, then checked from the same
  // screen as downloaded and with a ticket edited inside.
  const downloading = page.waitForEvent('download');
  await page.locator('[data-build-archive]').click();
  const downloaded = await downloading;
  expect(downloaded.suggestedFilename()).toMatch(/^caisse-\d+-day-\d{4}-\d{2}-\d{2}\.zip$/);
  const folder = await mkdtemp(join(tmpdir(), 'till-archive-'));
  const intact = join(folder, downloaded.suggestedFilename());
  await downloaded.saveAs(intact);
  await page.getByText(`Archive ${downloaded.suggestedFilename()} téléchargée`).waitFor();
  await page.locator('[data-archive-file]').setInputFiles(intact);
  expect(await page.locator('[data-archive-verdict="ok"]').innerText()).toMatch(
    /^Archive intègre : day:\d{4}-\d{2}-\d{2}, Caveau du domaine, enregistrements n° \d+ à \d+$/,
  );
  await page.locator('[data-archive-file]').setInputFiles(await withTicketEdited(intact, cashTicket));
  const verdict = page.locator('[data-archive-verdict="problems"]');
  await verdict.waitFor();
  expect(await verdict.innerText()).toContain('caisse-modifiee.zip');
  expect(await verdict.locator('[data-archive-problem="altered"]').innerText()).toMatch(
    new RegExp(`^L'enregistrement n° \\d+ \\(${cashTicket}\\) a été modifié$`),
  );
  await keepScreenshot(page, 'till-archive-check-desktop');
  expect(pageErrors).toEqual([]);
});
