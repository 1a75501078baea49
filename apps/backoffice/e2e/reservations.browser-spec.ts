import type { Page } from 'playwright-core';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The wine-tourism screens of the back office: a booking taken by phone on "Prise de réservations"
 * (an event, tomorrow's slot with its places left, the rates, the client), its page, then the bookings
 * list where the visitors are checked in on the day; the events list and form; the calendar with the
 * slots' places left. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  await owner.call('POST', '/v1/reservation-events', {
    titleFr: 'Visite du chai',
    durationMinutes: 90,
    capacity: 6,
    location: 'Le chai',
    touristTax: 100,
    rates: [
      { kind: 'adult', labelFr: 'Adulte', priceTtc: 1500 },
      { kind: 'child', labelFr: 'Enfant', priceTtc: 800 },
    ],
    schedule: {
      oneOff: [],
      weekly: [
        {
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          hours: [{ start: '15:00', end: '16:30' }],
          from: parisDateOf(new Date()),
          until: null,
        },
      ],
      exceptions: [],
      closedWeekdays: [],
    },
  });
}, 120_000);
afterAll(() => session?.close());

test('a booking by phone takes its places, then the visitors are checked in from the list', async () => {
  await page.goto('/dashboard/reservations/add');
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Evénement' }).click();
  await page.getByRole('option', { name: 'Visite du chai' }).click();
  await page.getByRole('button', { name: /15:00 · 6 place\(s\) restante\(s\)/ }).click();
  await page.getByLabel(/^Adulte/).fill('2');
  await page.getByLabel(/^Enfant/).fill('1');
  await page.getByText('Total TTC : 38,00 €').waitFor();
  await page.getByLabel('Nom du client').fill('Famille Martin');
  await page.getByLabel('Téléphone').fill('06 01 02 03 04');
  await keepScreenshot(page, 'reservations-add');
  await page.getByRole('button', { name: 'Réserver' }).click();
  await page.getByText('Réservation enregistrée').waitFor();
  await page.waitForURL(/\/dashboard\/reservations\/\d+$/);
  await page.getByText('Famille Martin · 06 01 02 03 04').waitFor();
  // 2 × 15 € + 8 € and the tourist tax of the 3 counted persons.
  await page.getByRole('cell', { name: '41,00 €' }).waitFor();
  await keepScreenshot(page, 'reservation-show');

  await page.goto('/dashboard/reservations');
  const row = page.locator('tbody tr', { hasText: 'Famille Martin' });
  await row.waitFor();
  await row.getByRole('button', { name: "Pointer l'arrivée" }).click();
  await page.getByText('Arrivée pointée').waitFor();
  await row.getByRole('button', { name: "Pointer l'arrivée" }).waitFor({ state: 'detached' });
  await keepScreenshot(page, 'reservations-list');

  // The slot has 3 places left for the next booking.
  await page.goto('/dashboard/reservations/add');
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Evénement' }).click();
  await page.getByRole('option', { name: 'Visite du chai' }).click();
  await page.getByRole('button', { name: /15:00 · 3 place\(s\) restante\(s\)/ }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a booking by phone split between two payers: each gets a link, the shop records a share it received', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const events = (await owner.call('GET', '/v1/reservation-events')) as unknown as {
    id: number;
    titleFr: string;
  }[];
  // The day after tomorrow in Paris, where slots are: tomorrow's slot keeps the places the calendar's
  // test counts (a UTC date is Paris's tomorrow between 23:00 and midnight UTC).
  const dayAfter = addDays(parisDateOf(new Date()), 2);
  const booking = (await owner.call('POST', '/v1/reservations', {
    eventId: events.find((event) => event.titleFr === 'Visite du chai')!.id,
    slotId: `${dayAfter}T15:00`,
    rates: [{ rateId: 'adult', quantity: 2 }],
    contactName: 'Amis de Lucie',
  })) as unknown as { id: number };
  await page.goto(`/dashboard/reservations/${booking.id}`);
  const panel = page.locator('[data-payment-group]');
  await panel.waitFor();
  // Two payers to start, the total (2 × 15 € + 2 × 1 € of tax) shared between them.
  const emails = panel.getByRole('textbox', { name: /^Mail/ });
  await emails.nth(0).fill('lucie@example.test');
  await emails.nth(1).fill('marc@example.test');
  await keepScreenshot(page, 'reservation-split');
  await panel.getByRole('button', { name: 'Partager le paiement' }).click();
  await page.getByText('Paiement partagé : chaque payeur a reçu son lien').waitFor();
  const payers = panel.getByRole('table', { name: 'Paiement groupé' });
  await payers.getByText('lucie@example.test').waitFor();
  await payers
    .getByText(/\/payment-shares\/[0-9a-f]{32}/)
    .first()
    .waitFor();
  await page.getByText('Statut : En attente des payeurs').waitFor();
  const lucie = payers.locator('tr', { hasText: 'lucie@example.test' });
  await lucie.getByRole('button', { name: 'Reçue' }).click();
  await page.getByText('Part enregistrée').waitFor();
  await lucie.getByText(/Virement/).waitFor();
  await keepScreenshot(page, 'reservation-payers');
  expect(session.pageErrors).toEqual([]);
});

test('the events list opens an event in its form', async () => {
  await page.goto('/dashboard/reservations/events');
  await page.getByRole('cell', { name: 'Visite du chai' }).click();
  await page.waitForURL(/\/dashboard\/reservations\/events\/\d+$/);
  await page.getByLabel('Titre (français)').waitFor();
  expect(await page.getByLabel('Titre (français)').inputValue()).toBe('Visite du chai');
  await page.getByLabel('Lieu').fill('Le chai à barriques');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Evénement enregistré').waitFor();
  await page.getByRole('cell', { name: 'Le chai à barriques' }).waitFor();
  await keepScreenshot(page, 'reservation-events');
  expect(session.pageErrors).toEqual([]);
});

test('the calendar shows the slots with their places left beside the bookings, a slot opens its bookings', async () => {
  await page.goto('/dashboard/calendar');
  // The slot booked above is tomorrow's (the booking form's default day): on a Sunday in Paris that is
  // next week, one step on from the week the calendar opens on (weeks start on Monday).
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const filter = encodeURIComponent(JSON.stringify({ q: 'Famille Martin' }));
  const [booked] = (await owner.call('GET', `/v1/reservations?filter=${filter}`)) as unknown as {
    start: string;
  }[];
  const today = parisDateOf(new Date());
  const sunday = addDays(today, (7 - new Date(`${today}T12:00:00Z`).getUTCDay()) % 7);
  if (parisDateOf(new Date(booked!.start)) > sunday)
    await page.getByRole('button', { name: 'Suivant' }).click();
  // The slot booked above (3 of its 6 places taken), and the booking itself.
  const slot = page.locator('[data-entry="Visite du chai · 3/6 places"]');
  await slot.waitFor();
  await page.locator('[data-entry="Visite du chai · Famille Martin (3)"]').waitFor();
  await page.locator('[data-entry="Visite du chai · 6/6 places"]').first().waitFor();
  await keepScreenshot(page, 'reservations-calendar');
  await slot.click();
  await page.waitForURL(/\/dashboard\/reservations\?filter=/);
  await page.locator('tbody tr', { hasText: 'Famille Martin' }).waitFor();
  expect(session.pageErrors).toEqual([]);
});
