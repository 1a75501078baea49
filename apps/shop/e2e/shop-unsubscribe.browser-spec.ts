import { mailsTo, waitFor, type TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  SHOP_WIDTHS,
  shopContext,
  startApi,
} from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * The unsubscribe page of a campaign mail (/disable-tracking-notif?token=…): the demo owner sends a
 * campaign to two consenting clients through the queue; the link of a mail's footer, opened without
 * login, names the shop and the address half hidden; « Me désabonner » says it is done, and the owner
 * then reads the client's consent withdrawn in the CRM; opened again, the page says it is done already.
 * An unknown or incomplete link says so, in the API's words for the unknown one. The shop's server
 * sends the page as the application's own, noindex, never as a shop. At a phone's and a desktop's width.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
/** The mail's unsubscribe link and the client it was sent to, by width (one client each). */
const links: Record<string, { url: string; clientId: number }> = {};

const owner = () => asAccount(api, 'proprietaire@cuvee.demo');
const emailOf = (width: string) => `lea.${width}@lettre.fr`;

beforeAll(async () => {
  // The mails link to the shop front itself, so a test opens a link exactly as mailed.
  const port = await freePort();
  api = await startApi({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  web = await serveShop(api.url, port);
  browser = await launchChromium();

  const { call } = await owner();
  const clientIds: Record<string, number> = {};
  for (const width of SHOP_WIDTHS) {
    const client = await call('POST', '/v1/clients', {
      firstname: 'Léa',
      lastname: 'Lettre',
      email: emailOf(width),
      marketingConsent: true,
    });
    clientIds[width] = client.id as number;
  }
  const list = await call('POST', '/v1/marketing/lists', {
    name: 'Lettre',
    kind: 'static',
    clientIds: Object.values(clientIds),
  });
  const model = await call('POST', '/v1/marketing/models', {
    name: 'Millésime',
    subject: '{{firstname}}, le millésime est là',
    html: '<p>Bonjour {{firstname}}, le nouveau millésime est en cave.</p>',
  });
  const campaign = await call('POST', '/v1/marketing/campaigns', {
    name: 'Millésime',
    modelId: model.id,
    listIds: [list.id],
  });
  await call('POST', `/v1/marketing/campaigns/${String(campaign.id)}/send`, {});
  await waitFor(async () => {
    const sent = await call('GET', `/v1/marketing/campaigns/${String(campaign.id)}`);
    return sent.status === 'sent' ? true : undefined;
  }, 30_000);
  for (const width of SHOP_WIDTHS) {
    const [mail] = mailsTo(api.config.dataDir, emailOf(width));
    const url = /https?:\/\/\S+\/disable-tracking-notif\?token=[0-9a-f]{32}/.exec(mail!.decoded)![0];
    links[width] = { url, clientId: clientIds[width]! };
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

/** A fresh page at a width, its uncaught errors kept: none is expected. */
async function open(width: (typeof SHOP_WIDTHS)[number], lang?: string) {
  const context = await shopContext(browser, web.url, width, lang ? { locale: lang } : {});
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { page, errors };
}

/** How far the page is wider than the window (0: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the link goes out as the application’s page with noindex, not as a shop', async () => {
  const response = await fetch(links.mobile!.url);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('Cette page est introuvable');
});

describe.each(SHOP_WIDTHS)('unsubscribing at %s width', (width) => {
  test('the mail’s link: the shop and the masked address, the button, then the confirmation', async () => {
    const { url, clientId } = links[width]!;
    const { page, errors } = await open(width);
    await page.goto(url);
    const card = page.locator('section.unsubscribe');
    await card.getByRole('heading', { level: 1, name: 'Désinscription' }).waitFor();
    await card.getByRole('heading', { name: 'Domaine des Demoiselles' }).waitFor();
    const masked = `le${'•'.repeat(emailOf(width).split('@')[0]!.length - 2)}@lettre.fr`;
    await card
      .getByText(
        `L’adresse ${masked} reçoit les campagnes e-mail de Domaine des Demoiselles : ses offres et ses nouvelles.`,
      )
      .waitFor();
    expect(await card.textContent()).not.toContain(emailOf(width));
    expect(await overflow(page)).toBe(0);
    await keepScreenshot(page, `unsubscribe-${width}`);

    await card.getByRole('button', { name: 'Me désabonner' }).click();
    await card
      .getByRole('status')
      .getByText(`C’est fait : l’adresse ${masked} ne recevra plus les campagnes de Domaine des Demoiselles.`)
      .waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await keepScreenshot(page, `unsubscribe-done-${width}`);

    const { call } = await owner();
    expect((await call('GET', `/v1/clients/${clientId}`)).marketingConsent).toBe(false);

    await page.reload();
    await card
      .getByRole('status')
      .getByText(
        `L’adresse ${masked} est déjà désabonnée : elle ne reçoit plus les campagnes de Domaine des Demoiselles.`,
      )
      .waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an unknown, a malformed or an incomplete link says so, with no button', async () => {
    const { page, errors } = await open(width);
    const card = page.locator('section.unsubscribe');
    for (const token of ['0123456789abcdef0123456789abcdef', 'not-a-token']) {
      await page.goto(`/disable-tracking-notif?token=${token}`);
      await card.getByRole('alert').getByText('Ce lien de désinscription est inconnu').waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
    }
    await page.goto('/disable-tracking-notif');
    await card
      .getByText('Ce lien de désinscription est incomplet : ouvrez celui de l’e-mail reçu, en entier.')
      .waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test('in English, the API’s message is English too', async () => {
  const { page } = await open('desktop', 'en-GB');
  await page.goto('/disable-tracking-notif?token=0123456789abcdef0123456789abcdef');
  await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
  await page.getByRole('alert').getByText('This unsubscribe link is unknown').waitFor();
  await page.context().close();
});
