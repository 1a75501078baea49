import JSZip from 'jszip';
import pactum from 'pactum';
import { ShopMember } from '@cuvee/iam';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { Database, type ExportView, type ImportView } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { login, validatedAccount } from './auth-support.js';
import { cartOrder, catalogueOf, line, shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The imports that onboard a producer — price lists per client typology and wine-tourism events — and
 * the exports that import back, through the API on the queue driver the environment selects (the
 * database one on SQLite, BullMQ with REDIS_URL): dry run, real import, what the API then shows (the
 * price-lists grid, the cart of a client of that typology, the events and their slots), refused rows
 * with their line, column and message, strict mode, revert putting back exactly what was there (and
 * refused once a booking holds an imported slot), export then import into a fresh shop, re-import
 * changing nothing.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

let api: TestApi;
let as: DemoSessions['as'];
let demo: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  demo = as('proprietaire');
  demoId = await shopIdOf(api, 'DEMO');
});
afterAll(() => api.stop());

type Headers = Record<string, string>;
type RowError = { line: number; column: string | null; value: string | null; message: string };

const csv = (lines: string[]) => '\ufeff' + lines.join('\r\n') + '\r\n';
const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');
const today = () => parisDateOf(new Date());
/** A day `days` after today, as a French producer writes it (DD/MM/YYYY). */
const frDay = (days: number) => addDays(today(), days).split('-').reverse().join('/');

function get(path: string, headers: Headers, query: Record<string, string> = {}) {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
}
const post = (path: string, headers: Headers, body: object = {}) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);

/** Polls the import until its job is done with it (or, for a revert, refused it). */
function settled(
  id: number,
  headers: Headers,
  until = (view: ImportView) => !['pending', 'processing'].includes(view.status),
) {
  return waitFor(async () => {
    const view = (await get(`/v1/imports/${id}`, headers)).json as ImportView;
    return until(view) ? view : undefined;
  }, 60_000);
}

async function imported(
  kind: string,
  content: string | Buffer,
  options: { dryRun?: boolean; strict?: boolean; fileName?: string } = {},
  headers = demo,
): Promise<ImportView> {
  const started = await post('/v1/imports', headers, {
    kind,
    fileName: options.fileName ?? `${kind}.csv`,
    data: base64(content),
    dryRun: options.dryRun ?? false,
    strict: options.strict ?? false,
  }).expectStatus(201);
  return settled((started.json as ImportView).id, headers);
}

async function confirmed(dry: ImportView, headers = demo): Promise<ImportView> {
  const started = await post(`/v1/imports/${dry.id}/confirm`, headers).expectStatus(201);
  return settled((started.json as ImportView).id, headers);
}

async function rejections(id: number, headers = demo): Promise<RowError[]> {
  const response = await get(`/v1/imports/${id}/rejections`, headers, { range: '[0,99]' }).expectStatus(200);
  return (response.json as (RowError & { id: number })[]).map(({ id: _id, ...error }) => error);
}

/** Asks for the revert and waits for its end: reverted, or refused (the import keeps its status and says why). */
async function reverted(id: number, headers = demo): Promise<ImportView> {
  await post(`/v1/imports/${id}/revert`, headers).expectStatus(202);
  return settled(
    id,
    headers,
    (view) => view.status === 'reverted' || (!view.revertRequestedAt && view.error !== null),
  );
}

async function exported(kind: string, headers = demo): Promise<Record<string, string>> {
  const started = await post('/v1/exports', headers, { kind, format: 'csv' }).expectStatus(201);
  const id = (started.json as ExportView).id;
  const done = await waitFor(async () => {
    const view = (await get(`/v1/exports/${id}`, headers)).json as ExportView;
    return view.status === 'completed' || view.status === 'error' ? view : undefined;
  }, 60_000);
  expect(done.status).toBe('completed');
  const response = await fetch(`${api.url}${done.downloadUrl}`);
  const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
  const files: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) files[name] = await zip.file(name)!.async('string');
  return files;
}

/** A shop of its own for a new producer, with the demo shop's typologies and the reservations module. */
async function freshShop(): Promise<Headers> {
  const account = await validatedAccount(api, 'seller');
  const headers = { Authorization: `Bearer ${(await login(account.username, account.password)).jwt}` };
  await pactum
    .spec()
    .put('/v1/shops/me')
    .withHeaders(headers)
    .withJson({
      typologies: {
        public: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false },
        caviste: { name: 'Cavistes', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
        restaurant: {
          name: 'Restaurants',
          public: false,
          ttc: false,
          globalDiscount: 5,
          allRulesInEq75: true,
        },
      },
      integrations: { reservations: { active: true } },
    })
    .expectStatus(200);
  return headers;
}

// ---- Price lists

interface Cell {
  visible: boolean;
  price: number | null;
  discountPrice?: { threshold: number; price: number }[];
}
interface GridRow {
  id: number;
  name: string;
  container: string;
  unity: string;
  unityValue: number;
  typologies: Record<string, Cell>;
}

async function grid(headers = demo): Promise<GridRow[]> {
  return (await get('/v1/price-lists', headers, { range: '[0,199]', sort: '["id","ASC"]' }).expectStatus(200))
    .json as GridRow[];
}
/** The grid's own cells (price, tiers, visibility) by format: what a price list says, whatever the shop. */
async function ownCells(headers = demo): Promise<Record<string, Record<string, Cell>>> {
  return Object.fromEntries(
    (await grid(headers)).map((row) => [
      `${row.name} | ${row.container} ${row.unityValue} ${row.unity}`,
      Object.fromEntries(
        Object.entries(row.typologies).map(([key, cell]) => [
          key,
          {
            visible: cell.visible,
            price: cell.price,
            ...(cell.discountPrice ? { discountPrice: cell.discountPrice } : {}),
          },
        ]),
      ),
    ]),
  );
}
const cellOf = async (name: string, unityValue: number, typology: string) =>
  (await ownCells())[`${name} | bottle ${unityValue} litre`]![typology];

const PRICE_HEADER = 'Article;Format;Millésime;Typologie;Prix HT;Prix par quantité;Visible';
const PRICES = csv([
  PRICE_HEADER,
  'Chinon Les Demoiselles;75 cl;2022;Cavistes;8,70;;',
  'Chinon Les Demoiselles;Magnum;;restaurant;21,00;;',
  'Touraine Clos des Fées;75 cl;;Restaurant;7,50;"6 : 7,20 ; 12 : 7,00";oui',
  'Chinon Inconnu;75 cl;;Cavistes;9,00;;',
  'Chinon Les Demoiselles;75 cl;;Grossistes;9,00;;',
  'Chinon Les Demoiselles;75 cl;;Restaurants;abc;;',
  'Chinon Les Demoiselles;75 cl;;Restaurants;9,50;6 : 9,80;',
  'Chinon Les Demoiselles;75 cl;2022;Cavistes;8,80;;',
  'Touraine Clos des Fées;75 cl;;Cavistes;;;',
  'Chinon Les Demoiselles;33 cl;;Cavistes;5;;',
  'Chinon Les Tables;75 cl;1999;Restaurants;5;;',
  'Rosé de Loire;75 cl;;Cavistes;7,00;aucun;non',
  'Rosé de Loire;75 cl;;Restaurants;7,00;6 pour 8;',
]);

describe(`price lists import (${driver} driver)`, () => {
  let done: ImportView;
  let before: Awaited<ReturnType<typeof ownCells>>;

  test('a dry run writes nothing; the real import prices the typologies, as the grid and the cart then show', async () => {
    before = await ownCells();
    const dry = await imported('priceLists', PRICES, { dryRun: true });
    expect(dry).toMatchObject({
      status: 'completed',
      dryRun: true,
      totalRows: 13,
      created: 3,
      updated: 1,
      failed: 9,
    });
    expect(await ownCells()).toEqual(before);

    done = await confirmed(dry);
    expect(done).toMatchObject({ status: 'completed', dryRun: false, created: 3, updated: 1, failed: 9 });
    expect(await rejections(done.id)).toEqual([
      {
        line: 5,
        column: 'Article',
        value: 'Chinon Inconnu',
        message: 'Aucun article de la boutique ne correspond à "Chinon Inconnu"',
      },
      {
        line: 6,
        column: 'Typologie',
        value: 'Grossistes',
        message:
          'Typologie inconnue : "Grossistes". Typologies de la boutique : Particulier, Cavistes, Restaurants',
      },
      { line: 7, column: 'Prix HT', value: 'abc', message: 'Doit être un nombre' },
      {
        line: 8,
        column: 'Prix par quantité',
        value: '6 : 9,80',
        message: 'Un palier de quantité ne peut pas augmenter le prix',
      },
      {
        line: 9,
        column: null,
        value: expect.any(String),
        message: 'Ligne en double : déjà présente à la ligne 2',
      },
      {
        line: 10,
        column: 'Prix HT',
        value: '',
        message:
          'Indiquez le prix HT, les prix par quantité ou la visibilité de ce format pour cette typologie',
      },
      { line: 11, column: 'Format', value: '33 cl', message: "Ce format n'appartient pas à cet article" },
      {
        line: 12,
        column: 'Millésime',
        value: '1999',
        message: "Ce millésime n'appartient pas à cet article",
      },
      {
        line: 14,
        column: 'Prix par quantité',
        value: '6 pour 8',
        message: 'Prix par quantité non reconnus : "6 pour 8" (par exemple 6 : 8,50 / 12 : 8,00, ou aucun)',
      },
    ]);

    expect(await cellOf('Chinon Les Demoiselles', 0.75, 'caviste')).toEqual({
      visible: true,
      price: 870,
      discountPrice: [],
    });
    expect(await cellOf('Chinon Les Demoiselles', 1.5, 'restaurant')).toEqual({ visible: true, price: 2100 });
    expect(await cellOf('Touraine Clos des Fées', 0.75, 'restaurant')).toEqual({
      visible: true,
      price: 750,
      discountPrice: [
        { threshold: 6, price: 720 },
        { threshold: 12, price: 700 },
      ],
    });
    expect(await cellOf('Rosé de Loire', 0.75, 'caviste')).toEqual({
      visible: false,
      price: 700,
      discountPrice: [],
    });

    // A buyer of the Cavistes typology pays the imported price.
    const members = api.get(Database).dataSource.getRepository(ShopMember);
    const buyer = (await get('/v1/users/me', as('acheteur')).expectStatus(200)).json.id as number;
    await members.update({ shopId: demoId, userId: buyer }, { typology: 'caviste' });
    try {
      const chinon = (await catalogueOf({}, demoId)).get('chinon-les-demoiselles')!;
      const answer = await post('/v1/orders/get-cart-price', as('acheteur'), {
        orders: [cartOrder(demoId, [line(chinon, 6)])],
      }).expectStatus(200);
      expect(answer.json[0].lines[0]).toEqual(expect.objectContaining({ unitHt: 870, displayTtc: false }));
    } finally {
      await members.update({ shopId: demoId, userId: buyer }, { typology: 'public' });
    }
  });

  test('strict mode: a row the shop refuses and nothing is written', async () => {
    const current = await ownCells();
    const strict = await imported(
      'priceLists',
      csv([
        PRICE_HEADER,
        'Chinon Les Demoiselles;75 cl;;Cavistes;5,00;;',
        'Chinon Les Demoiselles;75 cl;;Grossistes;5,00;;',
      ]),
      { strict: true },
    );
    expect(strict).toMatchObject({ status: 'error', created: 0, updated: 0, failed: 1 });
    expect(strict.error).toBe("Import refusé en mode strict : 1 ligne(s) en erreur, rien n'a été importé");
    expect(await ownCells()).toEqual(current);
  });

  test('revert puts back every cell as it was, and removes the ones the import made', async () => {
    expect((await reverted(done.id)).status).toBe('reverted');
    expect(await ownCells()).toEqual(before);
  });

  test('export → import into a fresh shop with the same products gives the same prices; imported again, nothing changes', async () => {
    const products = await exported('products');
    const prices = await exported('priceLists');
    expect(Object.keys(prices)).toEqual(['tarifs.csv']);
    expect(prices['tarifs.csv']!.split(/\r?\n/)[0]).toBe(
      '\ufeffNom;EAN;Millésime;Contenant;Contenance;Unité;Typologie;Prix HT;Prix par quantité;Visible',
    );

    const fresh = await freshShop();
    const articles = await imported('products', products['articles.csv']!, {}, fresh);
    expect(articles).toMatchObject({ status: 'completed', failed: 0 });
    const tarifs = await imported('priceLists', prices['tarifs.csv']!, {}, fresh);
    expect(tarifs).toMatchObject({ status: 'completed', failed: 0 });
    expect(await ownCells(fresh)).toEqual(await ownCells());

    const again = await imported('priceLists', prices['tarifs.csv']!);
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 0, failed: 0 });
    expect(again.skipped).toBe(again.totalRows);
  });
});

// ---- Events

interface EventView {
  id: number;
  titleFr: string;
  titleEn: string;
  descriptionFr: string | null;
  descriptionEn: string | null;
  durationMinutes: number;
  capacity: number;
  languages: string[];
  location: string;
  online: boolean;
  rates: {
    id: string;
    kind: string;
    labelFr: string;
    labelEn: string;
    priceTtc: number;
    notCounting: boolean;
  }[];
  schedule: { oneOff: { date: string; hours: { start: string; end: string } | null }[]; weekly: unknown[] };
  updatedAt: string;
}
interface SlotView {
  id: string;
  placesLeft: number;
}

async function events(headers = demo): Promise<EventView[]> {
  return (await get('/v1/reservation-events', headers, { range: '[0,99]' }).expectStatus(200))
    .json as EventView[];
}
const eventNamed = async (name: string, headers = demo) =>
  (await events(headers)).find((event) => event.titleFr === name);
async function slotsOf(id: number, from: number, to: number, headers = demo): Promise<SlotView[]> {
  return (
    await get(`/v1/reservation-events/${id}/slots`, headers, {
      from: addDays(today(), from),
      to: addDays(today(), to),
    }).expectStatus(200)
  ).json as SlotView[];
}

const EVENT_HEADER =
  'Nom;Nom (anglais);Description;Durée;Prix par personne TTC;Capacité;Langues;Lieu;Statut;Date;Heure de début;Places du créneau';

describe(`events import (${driver} driver)`, () => {
  let done: ImportView;

  test('a dry run writes nothing; the real import creates and updates events, their slots and places', async () => {
    const visit = (await eventNamed('Visite des caves et dégustation'))!;
    // A slot of the visit some visitors have booked (the demo's), to refuse fewer places than they hold.
    const booked = (await slotsOf(visit.id, 0, 13)).find((slot) => slot.placesLeft < visit.capacity)!;
    const [bookedDay, bookedTime] = booked.id.split('T') as [string, string];
    const taken = visit.capacity - booked.placesLeft;
    const file = csv([
      EVENT_HEADER,
      `Balade dans les vignes;Vineyard walk;Deux heures entre les rangs.;2 h;18,00;10;Français, Anglais;Parking du domaine;En ligne;${frDay(10)};10:00;`,
      `Balade dans les vignes;;;;;;;;;${frDay(11)};14 h 30;6`,
      `Balade dans les vignes;;;;;;;;;${frDay(12)};;`,
      `atelier ASSEMBLAGE;;;;50,00;;;;;${frDay(25)};18:00;`,
      `Atelier sans durée;;;;20;8;;;;${frDay(5)};10:00;`,
      'Balade dans les vignes;;;;;;;;;32/13/2026;;',
      'Balade dans les vignes;;;;;;Français, Klingon;;;;;',
      'Balade dans les vignes;;;;;;;;;;10:00;',
      `Balade dans les vignes;;;;;;;;;${frDay(10)};10:00;`,
      'Dégustation sous les étoiles;;;1 h 30;25;20;;;;;;',
      `Balade dans les vignes;;;;;;;;;${frDay(14)};25:00;`,
      `Visite des caves et dégustation;;;;;;;;;${bookedDay.split('-').reverse().join('/')};${bookedTime};${taken - 1}`,
    ]);
    const count = (await events()).length;
    const dry = await imported('events', file, { dryRun: true });
    expect(dry).toMatchObject({
      status: 'completed',
      dryRun: true,
      totalRows: 12,
      created: 5,
      updated: 0,
      failed: 7,
    });
    expect(await events()).toHaveLength(count);

    done = await confirmed(dry);
    expect(done).toMatchObject({ status: 'completed', created: 5, updated: 0, failed: 7 });
    expect(await rejections(done.id)).toEqual([
      { line: 6, column: 'Durée', value: null, message: 'Ce champ ne peut pas être vide' },
      { line: 7, column: 'Date', value: '32/13/2026', message: "La date n'est pas valide" },
      {
        line: 8,
        column: 'Langues',
        value: 'Français, Klingon',
        message: 'Langue inconnue : "Klingon" (par exemple français, anglais, allemand)',
      },
      {
        line: 9,
        column: 'Date',
        value: '',
        message: 'Une heure de début ou des places demandent la date du créneau',
      },
      {
        line: 10,
        column: null,
        value: expect.any(String),
        message: 'Ligne en double : déjà présente à la ligne 2',
      },
      {
        line: 12,
        column: 'Heure de début',
        value: '25:00',
        message: 'Heure non reconnue : "25:00" (par exemple 10:30, 10 h 30 ou 14 h)',
      },
      {
        line: 13,
        column: 'Places du créneau',
        value: String(taken - 1),
        message: `Le créneau du ${bookedDay.split('-').reverse().join('/')} ${bookedTime} a déjà ${taken} place(s) réservée(s) : ses places ne peuvent pas descendre en dessous`,
      },
    ]);

    const walk = (await eventNamed('Balade dans les vignes'))!;
    expect(walk).toMatchObject({
      titleEn: 'Vineyard walk',
      descriptionFr: 'Deux heures entre les rangs.',
      durationMinutes: 120,
      capacity: 10,
      languages: ['fr', 'en'],
      location: 'Parking du domaine',
      online: true,
      rates: [
        {
          id: 'adult',
          kind: 'adult',
          labelFr: 'Adulte',
          labelEn: 'Adult',
          priceTtc: 1800,
          notCounting: false,
        },
      ],
      schedule: {
        oneOff: [
          { date: addDays(today(), 10), hours: { start: '10:00', end: '12:00' } },
          { date: addDays(today(), 11), hours: { start: '14:30', end: '16:30' } },
          { date: addDays(today(), 12), hours: null },
        ],
        weekly: [],
      },
    });
    expect((await slotsOf(walk.id, 10, 12)).map((slot) => [slot.id, slot.placesLeft])).toEqual([
      [`${addDays(today(), 10)}T10:00`, 10],
      [`${addDays(today(), 11)}T14:30`, 6],
      [addDays(today(), 12), 10],
    ]);
    // Without a slot to come, a new offer stays offline.
    expect(await eventNamed('Dégustation sous les étoiles')).toMatchObject({
      online: false,
      durationMinutes: 90,
      languages: ['fr'],
      rates: [expect.objectContaining({ kind: 'adult', priceTtc: 2500 })],
      schedule: { oneOff: [], weekly: [] },
    });
    const offers = (await get('/v1/event-offers', {}, { shopId: String(demoId) }).expectStatus(200))
      .json as EventView[];
    expect(offers.map((event) => event.titleFr)).toContain('Balade dans les vignes');
    expect(offers.map((event) => event.titleFr)).not.toContain('Dégustation sous les étoiles');
    const workshop = (await eventNamed('Atelier assemblage'))!;
    expect(workshop.rates[0]!.priceTtc).toBe(5000);
    expect(workshop.schedule.oneOff).toContainEqual({
      date: addDays(today(), 25),
      hours: { start: '18:00', end: '20:30' },
    });
    expect(await eventNamed('Atelier sans durée')).toBeUndefined();
  });

  test('strict mode: one bad row and nothing is written', async () => {
    const strict = await imported(
      'events',
      csv([
        EVENT_HEADER,
        `Marche gourmande;;;3 h;40;30;;;;${frDay(40)};11:00;`,
        `Marche gourmande;;;;;;;;;${frDay(41)};midi;`,
      ]),
      { strict: true },
    );
    expect(strict).toMatchObject({ status: 'error', failed: 1 });
    expect(await eventNamed('Marche gourmande')).toBeUndefined();
  });

  test('revert is refused while a booking holds an imported slot; nothing is undone', async () => {
    const walk = (await eventNamed('Balade dans les vignes'))!;
    await post('/v1/reservations', demo, {
      eventId: walk.id,
      slotId: `${addDays(today(), 11)}T14:30`,
      rates: [{ rateId: 'adult', quantity: 2 }],
      contactName: 'Famille Martin',
    }).expectStatus(201);
    const refused = await reverted(done.id);
    expect(refused.status).toBe('completed');
    expect(refused.error).toBe(
      `L'import n° ${done.id} ne peut pas être annulé : l'animation "Balade dans les vignes" a une réservation le ${frDay(11)} 14:30. Rien n'a été annulé.`,
    );
    expect(await eventNamed('Balade dans les vignes')).toEqual(walk);
    expect((await eventNamed('Atelier assemblage'))!.rates[0]!.priceTtc).toBe(5000);
  });

  test('revert puts an updated event back exactly, places of its slots too, and removes the events it made', async () => {
    const workshop = (await eventNamed('Atelier assemblage'))!;
    const placesBefore = await slotsOf(workshop.id, 0, 35);
    const bookedSlot = placesBefore.find((slot) => slot.placesLeft < workshop.capacity)!;
    const [bookedDay, bookedTime] = bookedSlot.id.split('T') as [string, string];
    const update = await imported(
      'events',
      csv([
        EVENT_HEADER,
        `Atelier assemblage;;Nouvelle formule.;3 h;55;10;Français, Allemand;;;${frDay(30)};18:00;4`,
        `Atelier assemblage;;;;;;;;;${bookedDay.split('-').reverse().join('/')};${bookedTime};${workshop.capacity - bookedSlot.placesLeft + 1}`,
        `Pique-nique au domaine;;;2 h;12;25;;;;${frDay(31)};12:00;`,
      ]),
    );
    expect(update).toMatchObject({ status: 'completed', created: 2, updated: 1, failed: 0 });
    const changed = (await eventNamed('Atelier assemblage'))!;
    expect(changed).toMatchObject({
      descriptionFr: 'Nouvelle formule.',
      durationMinutes: 180,
      capacity: 10,
      languages: ['fr', 'de'],
    });
    expect(changed.rates[0]!.priceTtc).toBe(5500);
    const placesAfter = await slotsOf(workshop.id, 0, 35);
    expect(placesAfter.find((slot) => slot.id === bookedSlot.id)!.placesLeft).toBe(1);
    expect(placesAfter.find((slot) => slot.id === `${addDays(today(), 30)}T18:00`)!.placesLeft).toBe(4);

    expect((await reverted(update.id)).status).toBe('reverted');
    const { updatedAt: _after, ...restored } = (await eventNamed('Atelier assemblage'))!;
    const { updatedAt: _before, ...original } = workshop;
    expect(restored).toEqual(original);
    expect(await slotsOf(workshop.id, 0, 35)).toEqual(placesBefore);
    expect(await eventNamed('Pique-nique au domaine')).toBeUndefined();
  });

  test('export → import into a fresh shop gives the same events as far as the sheet carries them; imported again, nothing changes', async () => {
    const files = await exported('events');
    expect(Object.keys(files)).toEqual(['animations.csv']);
    expect(files['animations.csv']!.split(/\r?\n/)[0]).toBe(
      '\ufeffNom;Nom (anglais);Description;Description (anglais);Durée;Prix par personne TTC;Capacité;Langues;Lieu;Statut;Date;Heure de début;Places du créneau',
    );

    const fresh = await freshShop();
    const into = await imported('events', files['animations.csv']!, {}, fresh);
    expect(into).toMatchObject({ status: 'completed', failed: 0 });
    const sheet = (event: EventView) => ({
      titleFr: event.titleFr,
      titleEn: event.titleEn,
      descriptionFr: event.descriptionFr,
      descriptionEn: event.descriptionEn,
      durationMinutes: event.durationMinutes,
      capacity: event.capacity,
      languages: event.languages,
      location: event.location,
      price: event.rates.find((rate) => rate.kind === 'adult')?.priceTtc,
      oneOff: event.schedule.oneOff,
    });
    const ours = await events();
    const theirs = await events(fresh);
    expect(theirs.map(sheet).sort((a, b) => a.titleFr.localeCompare(b.titleFr))).toEqual(
      ours.map(sheet).sort((a, b) => a.titleFr.localeCompare(b.titleFr)),
    );
    // Online where a slot is to come; an event of weekly rules only (which the sheet does not carry) waits offline.
    const status = (list: EventView[]) =>
      Object.fromEntries(list.map((event) => [event.titleFr, event.online]));
    expect(status(theirs)).toEqual({ ...status(ours), 'Visite des caves et dégustation': false });
    const walk = theirs.find((event) => event.titleFr === 'Balade dans les vignes')!;
    expect((await slotsOf(walk.id, 10, 12, fresh)).map((slot) => slot.placesLeft)).toEqual([10, 6, 10]);

    const again = await imported('events', files['animations.csv']!);
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 0, failed: 0 });
  });

  test("who may: the Tarifs grid's editors for price lists; the event form's writers, module on, for events", async () => {
    const upload = (kind: string, user: string) =>
      post('/v1/imports', as(user), { kind, fileName: 'f.csv', data: base64('Nom\nX\n'), dryRun: true });
    await upload('priceLists', 'agent').expectStatus(403);
    await upload('events', 'agent').expectStatus(403);
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(demo)
      .withJson({ integrations: { reservations: { active: false } } })
      .expectStatus(200);
    try {
      await upload('events', 'proprietaire').expectStatus(403);
      const kinds = (await get('/v1/imports/kinds', demo).expectStatus(200)).json as { kind: string }[];
      expect(kinds.map((kind) => kind.kind)).toContain('priceLists');
      expect(kinds.map((kind) => kind.kind)).not.toContain('events');
    } finally {
      await pactum
        .spec()
        .put('/v1/shops/me')
        .withHeaders(demo)
        .withJson({ integrations: { reservations: { active: true } } })
        .expectStatus(200);
    }
  });
});
