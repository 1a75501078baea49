import pactum from 'pactum';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { SalesFact } from '@cuvee/analytics';
import { Task } from '@cuvee/crm';
import { htFromTtc, PERMISSIONS } from '@cuvee/kernel';
import { Campaign, CampaignDelivery } from '@cuvee/marketing';
import { Database } from '@cuvee/platform';
import { Reservation, ReservationSlot } from '@cuvee/reservations';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { shopIdOf } from './orders-fixtures.js';
import { createEvent, visit } from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The activities, campaigns and reservations reports through the API, on SQLite and on MariaDB with
 * DB_URL. The other contexts' rows are written as their services leave them (tasks done at a time,
 * campaigns sent, bookings of an event's slots), dated around Paris midnight, and every figure is
 * checked against values worked out by hand below.
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;

const owner = () => as('proprietaire');
const get = (path: string, query: Record<string, string> = {}, headers = owner()) =>
  pactum.spec().get(path).withHeaders(headers).withQueryParams(query);
const repository = <E extends object>(entity: new () => E) =>
  api.get(Database).dataSource.getRepository(entity);
const file = async (path: string, headers: Record<string, string> = owner()) => {
  const reply = await fetch(`${api.url}${path}`, { headers });
  expect(reply.status).toBe(200);
  return reply;
};
const csvRows = async (reply: Response) =>
  parse(await reply.text(), { delimiter: ';', bom: true }) as string[][];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
}, 180_000);
afterAll(() => api?.stop());

const march = { from: '2025-03-01', to: '2025-03-31' };

describe('activities', () => {
  beforeAll(async () => {
    const task = (
      assigneeId: number,
      activityType: string,
      dueAt: string,
      doneAt: string | null,
    ): Partial<Task> => ({
      shopId,
      title: `${activityType} ${dueAt}`,
      activityType: activityType as Task['activityType'],
      dueAt: new Date(dueAt),
      assigneeId,
      done: doneAt !== null,
      doneAt: doneAt === null ? null : new Date(doneAt),
    });
    await repository(Task).save([
      // The owner's visit, done the day it was due.
      task(ids.proprietaire!, 'visit', '2025-03-10T09:00:00Z', '2025-03-10T15:00:00Z'),
      // 00:30 in Paris on 1 April: an April task, though still 31 March in UTC.
      task(ids.proprietaire!, 'phone', '2025-03-31T22:30:00Z', null),
      // 23:30 in Paris on 31 March (summer time): March, not done, overdue.
      task(ids.agent!, 'visit', '2025-03-31T21:30:00Z', null),
      // Due in February, done at 00:30 in Paris on 1 March: planned before, done in March.
      task(ids.agent!, 'tasting', '2025-02-20T10:00:00Z', '2025-02-28T23:30:00Z'),
      task(ids.collaborateur!, 'phone', '2025-03-05T10:00:00Z', '2025-03-05T11:00:00Z'),
      // A year earlier.
      task(ids.proprietaire!, 'meeting', '2024-03-12T10:00:00Z', '2024-03-12T11:00:00Z'),
    ]);
  });

  test('by person: planned, done, overdue and visits; the totals of the three periods; done by day', async () => {
    const report = (await get('/v1/analytics/activities', march).expectStatus(200)).json;
    expect(report.previous).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(report.totals).toEqual({
      current: { planned: 3, done: 3, overdue: 1, visits: 1 },
      previous: { planned: 1, done: 0, overdue: 0, visits: 0 },
      lastYear: { planned: 1, done: 1, overdue: 0, visits: 0 },
    });
    const row = (id: number) => report.rows.find((r: { key: string }) => r.key === String(id));
    expect(row(ids.proprietaire!)).toMatchObject({
      planned: 1,
      done: 1,
      overdue: 0,
      visits: 1,
      lastYearDone: 1,
    });
    expect(row(ids.agent!)).toMatchObject({ planned: 1, done: 1, overdue: 1, visits: 0, previousDone: 0 });
    expect(row(ids.collaborateur!)).toMatchObject({ planned: 1, done: 1, overdue: 0 });
    expect(report.rows).toHaveLength(3);
    expect(row(ids.proprietaire!).label).not.toMatch(/^#/);
    expect(report.series).toHaveLength(31);
    const done = report.series
      .filter((b: { done: number }) => b.done > 0)
      .map((b: { bucket: string }) => b.bucket);
    expect(done).toEqual(['2025-03-01', '2025-03-05', '2025-03-10']);
    expect(report.series[11]).toMatchObject({ bucket: '2025-03-12', done: 0, lastYearDone: 1 });
  });

  test('by type, by month; the file', async () => {
    const report = (
      await get('/v1/analytics/activities', { ...march, by: 'type', granularity: 'month' }).expectStatus(200)
    ).json;
    const byKey = Object.fromEntries(
      report.rows.map((r: { key: string; label: string; planned: number; done: number; overdue: number }) => [
        r.key,
        [r.label, r.planned, r.done, r.overdue],
      ]),
    );
    expect(byKey).toEqual({
      visit: ['Visite client', 2, 1, 1],
      phone: ['Appel', 1, 1, 0],
      tasting: ['Dégustation', 0, 1, 0],
    });
    expect(report.series).toEqual([{ bucket: '2025-03-01', done: 3, previousDone: 0, lastYearDone: 1 }]);
    const reply = await file('/v1/analytics/activities/export?from=2025-03-01&to=2025-03-31&by=type');
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="activites-2025-03-01-2025-03-31.csv"',
    );
    const rows = await csvRows(reply);
    expect(rows[0]).toEqual([
      'Type',
      'Prévues',
      'Faites',
      'En retard',
      'Visites faites',
      'Faites période précédente',
      'Faites année précédente',
    ]);
    expect(rows.find((r) => r[0] === 'Visite client')).toEqual([
      'Visite client',
      '2',
      '1',
      '1',
      '1',
      '0',
      '0',
    ]);
  });
});

describe('campaigns', () => {
  const [c1, c2, c3, c4, c5] = [910_001, 910_002, 910_003, 910_004, 910_005];
  let spring: number;
  let easter: number;

  beforeAll(async () => {
    const campaign = async (name: string, status: Campaign['status'], startedAt: string | null) =>
      (
        await repository(Campaign).save({
          shopId,
          name,
          subject: name,
          modelId: 1,
          listIds: [],
          senderName: 'Domaine',
          senderEmail: 'contact@exemple.fr',
          status,
          startedAt: startedAt === null ? null : new Date(startedAt),
          prepared: true,
        })
      ).id;
    let token = 0;
    const delivery = (
      campaignId: number,
      clientId: number,
      status: CampaignDelivery['status'],
      sentAt: string | null,
      unsubscribedAt: string | null = null,
    ): Partial<CampaignDelivery> => {
      token += 1;
      const secret = `${campaignId}-${token}`.padEnd(32, '0');
      return {
        shopId,
        campaignId,
        clientId,
        email: `${clientId}@exemple.fr`,
        token: secret,
        subject: 'Nouveautés',
        html: '<p>Bonjour</p>',
        text: 'Bonjour',
        status,
        messageId: `<${secret}@exemple.fr>`,
        sentAt: sentAt === null ? null : new Date(sentAt),
        unsubscribedAt: unsubscribedAt === null ? null : new Date(unsubscribedAt),
      };
    };
    spring = await campaign('Printemps', 'sent', '2025-03-03T08:00:00Z');
    // 00:30 in Paris on 11 March: sent on the 11th.
    easter = await campaign('Pâques', 'sent', '2025-03-10T23:30:00Z');
    const draft = await campaign('Brouillon', 'draft', null);
    const february = await campaign('Février', 'sent', '2025-02-10T09:00:00Z');
    await repository(CampaignDelivery).save([
      delivery(spring, c1, 'sent', '2025-03-03T08:01:00Z'),
      delivery(spring, c2, 'sent', '2025-03-03T08:01:00Z'),
      delivery(spring, c3, 'failed', null),
      delivery(spring, c4, 'skipped', null),
      delivery(spring, c5, 'sent', '2025-03-03T08:02:00Z', '2025-03-04T10:00:00Z'),
      delivery(easter, c2, 'sent', '2025-03-10T23:31:00Z'),
      delivery(draft, c1, 'pending', null),
      delivery(february, c1, 'sent', '2025-02-10T09:01:00Z'),
    ]);
    let documentId = 990_000;
    const fact = (clientId: number, day: string, ht: number, kind = 'invoice'): Partial<SalesFact> => ({
      shopId,
      documentId: ++documentId,
      position: 1,
      kind,
      day,
      clientId,
      channel: 'backoffice',
      typology: 'public',
      country: 'FR',
      agentId: 0,
      productId: null,
      vintageId: null,
      formatId: null,
      quantity: 1,
      bottles: 0,
      eq75Milli: 0,
      ht,
    });
    await repository(SalesFact).save([
      fact(c1, '2025-03-05', 10_000), // Printemps (window 3–16 March)
      fact(c1, '2025-03-20', 5_000), // after every window
      fact(c2, '2025-03-04', 3_000), // Printemps
      fact(c2, '2025-03-12', 20_000), // Pâques: the latest mail to c2
      fact(c2, '2025-03-06', -1_000, 'creditNote'), // a credit note counts for no campaign
      fact(c3, '2025-03-05', 8_000), // c3's mail bounced
      fact(c1, '2025-02-12', 7_000), // Février, the period before
    ]);
  });

  test('deliveries and the invoices of recipients within the window, each for the latest mail', async () => {
    const report = (await get('/v1/analytics/campaigns', march).expectStatus(200)).json;
    expect(report.windowDays).toBe(14);
    expect(report.campaigns).toEqual([
      {
        campaignId: easter,
        name: 'Pâques',
        sentOn: '2025-03-11',
        windowEndsOn: '2025-03-24',
        recipients: 1,
        delivered: 1,
        failed: 0,
        skipped: 0,
        pending: 0,
        unsubscribed: 0,
        buyers: 1,
        invoices: 1,
        ht: 20_000,
      },
      {
        campaignId: spring,
        name: 'Printemps',
        sentOn: '2025-03-03',
        windowEndsOn: '2025-03-16',
        recipients: 5,
        delivered: 3,
        failed: 1,
        skipped: 1,
        pending: 0,
        unsubscribed: 1,
        buyers: 2,
        invoices: 2,
        ht: 13_000,
      },
    ]);
    expect(report.totals.current).toEqual({
      campaigns: 2,
      recipients: 6,
      delivered: 4,
      failed: 1,
      skipped: 1,
      unsubscribed: 1,
      buyers: 3,
      invoices: 3,
      ht: 33_000,
    });
    expect(report.totals.previous).toMatchObject({ campaigns: 1, recipients: 1, invoices: 1, ht: 7_000 });
    expect(report.totals.lastYear).toMatchObject({ campaigns: 0, ht: 0 });

    // A window of one day (the sending day): nobody bought that day.
    const narrow = (await get('/v1/analytics/campaigns', { ...march, windowDays: '1' }).expectStatus(200))
      .json;
    expect(narrow.totals.current).toMatchObject({ invoices: 0, ht: 0, delivered: 4 });

    const rows = await csvRows(await file('/v1/analytics/campaigns/export?from=2025-03-01&to=2025-03-31'));
    expect(rows[0]!.slice(0, 4)).toEqual(['Campagne', 'Envoyée le', 'Destinataires', 'Délivrés']);
    expect(rows.find((r) => r[0] === 'Printemps')).toEqual([
      'Printemps',
      '2025-03-03',
      '5',
      '3',
      '1',
      '1',
      '1',
      '2',
      '2',
      '130.00',
      '2025-03-16',
    ]);
  });
});

describe('reservations', () => {
  const period = { from: '2031-03-01', to: '2031-03-31' };
  let eventId: number;
  /** HT of a rate at the demo shop's standard VAT rate (20 %). */
  const ht = (ttc: number) => htFromTtc(ttc, 20);

  beforeAll(async () => {
    const event = await createEvent(
      owner(),
      visit({
        titleFr: 'Visite nocturne',
        capacity: 5,
        schedule: {
          oneOff: [
            { date: '2031-03-14', hours: { start: '10:00', end: '11:30' } },
            // 00:30 in Paris on 15 March is 23:30 UTC on the 14th.
            { date: '2031-03-15', hours: { start: '00:30', end: '01:30' } },
            { date: '2031-03-20', hours: null },
          ],
          weekly: [],
          exceptions: [],
          closedWeekdays: [],
        },
      }),
    );
    eventId = event.id;
    // The places of the booked slots: the 10:00 one was opened with 6.
    await repository(ReservationSlot).save([
      {
        shopId,
        eventId,
        slotKey: '2031-03-14T10:00',
        startsAt: new Date('2031-03-14T09:00:00Z'),
        endsAt: new Date('2031-03-14T10:30:00Z'),
        capacity: 6,
        taken: 3,
      },
      {
        shopId,
        eventId,
        slotKey: '2031-03-15T00:30',
        startsAt: new Date('2031-03-14T23:30:00Z'),
        endsAt: new Date('2031-03-15T00:30:00Z'),
        capacity: 5,
        taken: 2,
      },
    ]);
    const rate = (kind: string, quantity: number, unitTtc: number) => ({
      rateId: kind,
      kind: kind as 'adult',
      label: kind,
      quantity,
      unitTtc,
      notCounting: false,
    });
    const booking = (
      slotKey: string,
      startsAt: string,
      status: Reservation['status'],
      persons: number,
      rates: ReturnType<typeof rate>[],
    ): Partial<Reservation> => ({
      shopId,
      eventId,
      eventTitle: 'Visite nocturne',
      slotKey,
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000),
      status,
      channel: 'backoffice',
      contactName: 'Famille Martin',
      persons,
      rates,
      totalTtc: rates.reduce((sum, r) => sum + r.quantity * r.unitTtc, 0),
    });
    await repository(Reservation).save([
      booking('2031-03-15T00:30', '2031-03-14T23:30:00Z', 'confirmed', 2, [
        rate('adult', 2, 1500),
        rate('touristTax', 2, 120),
      ]),
      booking('2031-03-14T10:00', '2031-03-14T09:00:00Z', 'confirmed', 3, [
        rate('adult', 2, 1500),
        rate('child', 1, 800),
        rate('touristTax', 3, 120),
      ]),
      booking('2031-03-14T10:00', '2031-03-14T09:00:00Z', 'cancelled', 1, [rate('adult', 1, 1500)]),
      booking('2031-03-20', '2031-03-19T23:00:00Z', 'awaitingPayment', 1, [rate('adult', 1, 1500)]),
    ]);
  });

  test('by event: bookings, persons, places and fill rate, cancellations, HT; persons by Paris day', async () => {
    const report = (await get('/v1/analytics/reservations', period).expectStatus(200)).json;
    const expectedHt = 4 * ht(1500) + ht(800) + ht(1500);
    const row = report.events.find((e: { eventId: number }) => e.eventId === eventId);
    expect(row).toEqual({
      eventId,
      title: 'Visite nocturne',
      bookings: 3,
      persons: 6,
      // 6 (the 10:00 slot's row) + 5 + 5 (the full day, never booked: the event's capacity).
      capacity: 16,
      fillRate: 0.375,
      cancellations: 1,
      cancelledPersons: 1,
      ht: expectedHt,
      previousPersons: 0,
      lastYearPersons: 0,
    });
    expect(report.totals.current).toMatchObject({
      bookings: 3,
      persons: 6,
      cancellations: 1,
      ht: expectedHt,
    });
    expect(report.totals.current.capacity).toBeGreaterThanOrEqual(16);
    const persons = Object.fromEntries(
      report.series
        .filter((b: { persons: number }) => b.persons > 0)
        .map((b: { bucket: string; persons: number }) => [b.bucket, b.persons]),
    );
    expect(persons).toEqual({ '2031-03-14': 3, '2031-03-15': 2, '2031-03-20': 1 });

    const english = (
      await get(
        '/v1/analytics/reservations',
        { ...period, granularity: 'week' },
        {
          ...owner(),
          'Accept-Language': 'en',
        },
      ).expectStatus(200)
    ).json;
    expect(english.events.find((e: { eventId: number }) => e.eventId === eventId).title).toBe('Cellar tour');
    expect(english.series.find((b: { bucket: string }) => b.bucket === '2031-03-10').persons).toBe(5);

    const xlsx = await file('/v1/analytics/reservations/export?from=2031-03-01&to=2031-03-31&format=xlsx');
    expect(xlsx.headers.get('content-disposition')).toBe(
      'attachment; filename="reservations-2031-03-01-2031-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const line = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === 'Visite nocturne')!;
    expect([2, 3, 4, 5, 6].map((cell) => line.getCell(cell).value)).toEqual([3, 6, 16, '37.5', 1]);
  });
});

describe('bad input and access', () => {
  test('400 in French (English when asked), never a 500', async () => {
    const message = async (path: string, query: Record<string, string>, headers = owner()) =>
      (await get(path, query, headers).expectStatus(400)).json.message;
    expect(await message('/v1/analytics/activities', { from: '2022-01-01', to: '2025-01-01' })).toBe(
      'La période couvre 1097 jours : choisissez-en au plus 1096 (trois ans)',
    );
    expect(await message('/v1/analytics/activities', { by: 'client' })).toEqual([
      'La valeur "client" n\'est pas reconnue : choisissez parmi person, type',
    ]);
    expect(await message('/v1/analytics/campaigns', { windowDays: '0' })).toEqual([
      "La fenêtre après l'envoi doit être un nombre entier de jours entre 1 et 90",
    ]);
    expect(
      await message(
        '/v1/analytics/reservations',
        { granularity: 'year' },
        { ...owner(), 'Accept-Language': 'en' },
      ),
    ).toEqual(['The value "year" is not recognised: choose among day, week, month']);
    expect(await message('/v1/analytics/reservations/export', { from: '2025-03-31', to: '2025-03-01' })).toBe(
      'La date de début (2025-03-31) doit précéder la date de fin (2025-03-01)',
    );
  });

  test("each report needs its page's permission and modules", async () => {
    const collaborator = as('collaborateur');
    const all = Object.fromEntries(PERMISSIONS.map((permission) => [permission, true]));
    const map = (authorizations: Record<string, boolean>) =>
      pactum
        .spec()
        .put(`/v1/collaborators/${ids.collaborateur}`)
        .withHeaders(owner())
        .withJson({ authorizations })
        .expectStatus(200);
    await map({ ...all, campaignsAnalytics: false });
    await get('/v1/analytics/campaigns', march, collaborator).expectStatus(403);
    await get('/v1/analytics/activities', march, collaborator).expectStatus(200);
    await get('/v1/analytics/reservations', march, collaborator).expectStatus(200);
    await map({ ...all, productSalesAnalytics: false, activitiesAnalytics: false });
    await get('/v1/analytics/reservations', march, collaborator).expectStatus(403);
    await get('/v1/analytics/activities/export', march, collaborator).expectStatus(403);
    await get('/v1/analytics/campaigns', march, as('agent')).expectStatus(403);

    const integration = (name: string, active: boolean) =>
      pactum
        .spec()
        .put('/v1/shops/me')
        .withHeaders(owner())
        .withJson({ integrations: { [name]: { active } }, noMessage: true })
        .expectStatus(200);
    await integration('reservations', false);
    await get('/v1/analytics/reservations', march).expectStatus(403);
    await get('/v1/analytics/activities', march).expectStatus(200);
    await integration('reservations', true);
    await get('/v1/analytics/reservations', march).expectStatus(200);
  });
});
