import { addDays, parisDateOf } from '@cuvee/kernel';
import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  shopContext,
  startApi,
  submitBuyerSignIn,
} from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * A booking from the shop front: the shop's home lists its events, the event page shows the open slots
 * with their places left, the buyer chooses persons (the counted ones limited to the places), the
 * booking goes to the cart and is paid by card at the checkout like a product; the places are taken;
 * the buyer's space lists it and cancels it within the delay, which gives the places back.
 * Needs the shop build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let eventId: number;

beforeAll(async () => {
  const port = await freePort();
  api = await startApi({ CORS_ORIGINS: `http://127.0.0.1:${port}` });
  web = await serveShop(api.url, port);
  browser = await launchChromium();
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const tomorrow = addDays(parisDateOf(new Date()), 1);
  const event = (await owner.call('POST', '/v1/reservation-events', {
    titleFr: 'Dégustation au caveau',
    descriptionFr: 'Cinq vins de la propriété, commentés par le vigneron.',
    durationMinutes: 60,
    capacity: 3,
    location: 'Le caveau',
    touristTax: 100,
    cancellationHours: 12,
    rates: [
      { kind: 'adult', labelFr: 'Adulte', priceTtc: 2000 },
      { kind: 'option', labelFr: 'Planche de fromages', priceTtc: 1200 },
    ],
    schedule: {
      oneOff: [{ date: tomorrow, hours: { start: '16:00', end: '17:00' } }],
      weekly: [],
      exceptions: [],
      closedWeekdays: [],
    },
  })) as { id: number };
  eventId = event.id;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

test('a visit booked from the event page, paid by card at the checkout, takes its places', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await page.goto('/domaine-des-demoiselles');
  const events = page.getByRole('region', { name: 'Oenotourisme' });
  const item = events.getByRole('listitem').filter({ hasText: 'Dégustation au caveau' });
  await item.waitFor();
  await item.getByRole('link', { name: 'Réserver' }).click();
  await page.waitForURL(new RegExp(`/domaine-des-demoiselles/events/${eventId}$`));
  await page.getByRole('heading', { name: 'Dégustation au caveau' }).waitFor();
  await page.getByRole('button', { name: '16:00 · 3 places restantes' }).click();

  // Counted persons stop at the places left; an option takes none.
  const more = page.getByRole('button', { name: 'Ajouter : Adulte' });
  for (let i = 0; i < 3; i++) await more.click();
  await page.getByText('Vous avez atteint la quantité maximale de places pour ce créneau').waitFor();
  expect(await more.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Retirer : Adulte' }).click();
  await page.getByRole('button', { name: 'Ajouter : Planche de fromages' }).click();
  // 2 × 20 € + 12 € and 2 × 1 € of tourist tax.
  await page.getByText('54,00 €').waitFor();
  await keepScreenshot(page, 'event-desktop');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByText('La réservation a été ajoutée à votre panier.').waitFor();
  await page.getByRole('button', { name: 'Panier, 1 article', exact: true }).waitFor();

  await page.goto('/cart/checkout');
  await page.locator('.checkout-sign-in').getByRole('button', { name: 'Se connecter' }).click();
  await submitBuyerSignIn(page);
  const form = page.locator('form.checkout');
  await form.getByLabel('Prénom').waitFor();
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom', { exact: true }).fill('Martin');
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue Nationale');
  await form.getByLabel('Code postal').fill('59000');
  await form.getByLabel('Ville').fill('Lille');
  await form.getByLabel('Téléphone mobile').fill('0612345678');
  await form.getByRole('radio', { name: 'Carte bancaire' }).check();
  await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/AA)').fill('12/30');
  await form.getByLabel('Cryptogramme').fill('123');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  // The server's price of the order: the booking at the event's prices, the tax outside VAT.
  await form.locator('.checkout-summary .order-totals-ttc dd', { hasText: '54,00 €' }).waitFor();
  await keepScreenshot(page, 'event-checkout-desktop');
  await form.getByRole('button', { name: 'Commander' }).click();
  await page.waitForURL(/\/cart\/confirmation\?orders=\d+/);
  await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
  await keepScreenshot(page, 'event-confirmation-desktop');

  const buyer = await asAccount(api, 'acheteur@cuvee.demo');
  const bookings = (await buyer.call('GET', '/v1/reservations')) as unknown as {
    eventId: number;
    persons: number;
    status: string;
    totalTtc: number;
  }[];
  expect(bookings).toEqual([
    expect.objectContaining({ eventId, persons: 2, status: 'confirmed', totalTtc: 5400 }),
  ]);
  await page.goto(`/domaine-des-demoiselles/events/${eventId}`);
  await page.getByRole('button', { name: '16:00 · 1 place restante' }).waitFor();
  await keepScreenshot(page, 'event-after-desktop');

  // The buyer's space lists the booking; cancelled within the delay, its places come back.
  await page.goto('/dashboard/reservations');
  await page.getByRole('heading', { level: 1, name: 'Réservations' }).waitFor();
  await keepScreenshot(page, 'buyer-bookings-desktop');
  const card = page.getByRole('region', { name: 'Dégustation au caveau' });
  await card.getByText(/2 personnes/).waitFor();
  await card.getByText(/Confirmée/).waitFor();
  await card.getByRole('button', { name: 'Annuler la réservation' }).click();
  await card.getByText(/Annulée/).waitFor();
  await page.goto(`/domaine-des-demoiselles/events/${eventId}`);
  await page.getByRole('button', { name: '16:00 · 3 places restantes' }).waitFor();
  await context.close();
});

test("a group booking's payers pay their shares by card on their page, 3-D Secure included; the last confirms it", async () => {
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const tomorrow = addDays(parisDateOf(new Date()), 1);
  const booking = (await owner.call('POST', '/v1/reservations', {
    eventId,
    slotId: `${tomorrow}T16:00`,
    rates: [{ rateId: 'adult', quantity: 2 }],
    contactName: 'Amis de Lucie',
  })) as unknown as { id: number; totalTtc: number };
  const payers = (await owner.call('POST', `/v1/reservations/${booking.id}/payers`, {
    payers: [
      { email: 'lucie@example.test', amount: 2000 },
      { email: 'marc@example.test', amount: booking.totalTtc - 2000 },
    ],
  })) as unknown as { link: string }[];
  const pathOf = (link: string) => `/payment-shares/${link.split('/payment-shares/')[1]}`;

  const context = await shopContext(browser, web.url, 'mobile');
  const page = await context.newPage();
  await page.goto(pathOf(payers[0]!.link));
  await page.getByRole('heading', { name: 'Votre part de la réservation' }).waitFor();
  await page.getByText('Dégustation au caveau — Domaine des Demoiselles').waitFor();
  await page.getByText(/Votre part : 20,00\s€ TTC sur 42,00\s€/).waitFor();
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('Cryptogramme').fill('123');
  await keepScreenshot(page, 'payment-share-mobile');
  await page.getByRole('button', { name: /^Payer 20,00/ }).click();
  await page.getByText('Votre part est réglée. Merci !').waitFor();
  await page.getByText('La réservation sera confirmée quand chacun aura réglé sa part.').waitFor();

  // The second payer's bank asks for 3-D Secure: back on the page, approved, the booking is confirmed.
  await page.goto(pathOf(payers[1]!.link));
  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer 22,00/ }).click();
  await page.waitForURL(/\/payment-shares\/[0-9a-f]{32}\?imprint=/);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByText('Chacun a réglé sa part : la réservation est confirmée.').waitFor();
  const after = (await owner.call('GET', `/v1/reservations/${booking.id}`)) as unknown as { status: string };
  expect(after.status).toBe('confirmed');
  await context.close();
});
