import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import {
  failure,
  parisDateOf,
  type Cents,
  type IsoDate,
  type Language,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  cells,
  insertRows,
  normalizeHeader,
  OperationError,
  type BatchOutcome,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { Reservation } from '../bookings/reservation.entity.js';
import {
  parseDuration,
  parseLanguages,
  parseWallTime,
  ratesWithPrice,
  slotHoursFrom,
  slotKeyText,
} from '../domain/event-sheet.js';
import {
  givesSlots,
  slotKeyOf,
  slotOfKey,
  type EventSchedule,
  type OneOffSlot,
  type WallTime,
} from '../domain/schedule.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationSlot } from '../slots/reservation-slot.entity.js';

/*
 * The events import (wine tourism): one row per slot of an event, the event's columns repeated on each
 * (or given on one of them: the last row giving a column sets it), a row without a date being the event
 * alone (ADR 0070). Events are matched on their name, without case or accents; a row's slot is a one-off
 * slot of the event's schedule (its end is the start plus the event's duration), with, when the row says
 * so, places of its own (a reservation_slots row made ahead). The journal keeps every event field as it
 * was, each slot added and each slot's places, and revert — all or nothing — is refused while a booking
 * holds one of the imported slots (or the imported event).
 */

export interface EventRow extends Record<string, unknown> {
  name: string;
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  duration?: number;
  price?: Cents;
  capacity?: number;
  languages?: Language[];
  location?: string;
  online?: boolean;
  date?: IsoDate;
  start?: WallTime;
  places?: number;
}

const EVENT = 'event';
const SLOT = 'slot';
const PLACES = 'slotPlaces';
const slotId = (eventId: number, key: string) => `${eventId}|${key}`;
/** Tax-inclusive prices above this are refused, as on the event form. */
const MAX_PRICE: Cents = 10_000_000;

const wholeNumber =
  (min: number, max: number) =>
  (text: string): { value: number } | { failure: ValidationFailure } => {
    const value = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    return value >= min && value <= max
      ? { value }
      : { failure: failure('eventImports.wholeNumber', { min, max }) };
  };

const text = (max: number) => (cell: string) => ({ value: cell.slice(0, max) });

/** The words a status cell may hold, the export writing the first of each. */
export const STATUS_WORDS = {
  online: ['En ligne', 'Online', 'publié', 'published', 'actif', 'active', 'visible', 'oui', 'yes'],
  offline: [
    'Hors ligne',
    'Offline',
    'brouillon',
    'draft',
    'inactif',
    'inactive',
    'masqué',
    'hidden',
    'non',
    'no',
  ],
};

const statusOf = cells.oneOf([
  { value: 'online', names: STATUS_WORDS.online },
  { value: 'offline', names: STATUS_WORDS.offline },
]);

export const EVENT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'name',
    label: { fr: 'Nom', en: 'Name' },
    synonyms: [
      'animation',
      'événement',
      'évènement',
      'event',
      'offre',
      'activité',
      'titre',
      'title',
      'nom fr',
    ],
    required: true,
    parse: text(150),
    help: {
      fr: "Le nom de l'animation (150 caractères au plus), répété sur chacun de ses créneaux. Une animation de la boutique du même nom (sans tenir compte des majuscules ni des accents) est mise à jour, sinon elle est créée.",
      en: "The event's name (at most 150 characters), repeated on each of its slots. An event of the shop with the same name (whatever the case and accents) is updated, otherwise it is created.",
    },
    example: 'Visite de la cave et dégustation',
  },
  {
    field: 'nameEn',
    label: { fr: 'Nom (anglais)', en: 'Name (English)' },
    synonyms: ['nom anglais', 'nom en anglais', 'english name', 'title en', 'titre anglais'],
    parse: text(150),
    help: {
      fr: "Le nom de l'animation en anglais, pour les visiteurs et les mails en anglais. Vide : inchangé (aucun pour une animation nouvelle).",
      en: "The event's name in English, for visitors and mails in English. Empty: unchanged (none for a new event).",
    },
    example: 'Cellar tour and tasting',
  },
  {
    field: 'description',
    label: { fr: 'Description', en: 'Description' },
    synonyms: ['descriptif', 'présentation', 'description fr', 'description française'],
    parse: text(5000),
    help: {
      fr: 'Ce que vivent les visiteurs (5 000 caractères au plus). Vide : inchangée.',
      en: 'What visitors will experience (at most 5,000 characters). Empty: unchanged.',
    },
    example: 'Une heure dans nos chais, puis trois vins à déguster.',
  },
  {
    field: 'descriptionEn',
    label: { fr: 'Description (anglais)', en: 'Description (English)' },
    synonyms: ['description anglaise', 'description en anglais', 'english description', 'description en'],
    parse: text(5000),
    help: {
      fr: 'La description en anglais. Vide : inchangée.',
      en: 'The description in English. Empty: unchanged.',
    },
    example: 'An hour in our cellars, then three wines to taste.',
  },
  {
    field: 'duration',
    label: { fr: 'Durée', en: 'Duration' },
    synonyms: ['durée (min)', 'durée en minutes', 'temps', 'length', 'duration (min)'],
    parse: (cell) => {
      const minutes = parseDuration(cell);
      return minutes === null
        ? { failure: failure('eventImports.unreadableDuration', { value: cell }) }
        : { value: minutes };
    },
    help: {
      fr: "Combien de temps dure l'animation : 1 h 30, 90 min, 2 h (24 h au plus). Obligatoire pour une animation nouvelle ; fixe la fin de chaque créneau ajouté.",
      en: 'How long the event lasts: 1 h 30, 90 min, 2 h (24 h at most). Required for a new event; sets the end of every slot added.',
    },
    example: '1 h 30',
  },
  {
    field: 'price',
    label: { fr: 'Prix par personne TTC', en: 'Price per person incl. VAT' },
    synonyms: [
      'prix',
      'tarif',
      'prix ttc',
      'prix adulte',
      'tarif adulte',
      'price',
      'price per person',
      'adult price',
    ],
    parse: (cell) => {
      const parsed = cells.cents()(cell);
      return 'failure' in parsed || (parsed.value >= 0 && parsed.value <= MAX_PRICE)
        ? parsed
        : { failure: failure('eventImports.priceRange') };
    },
    help: {
      fr: "Le prix d'un adulte, TVA comprise, en euros, virgule ou point (15 ou 15,00) ; 0 pour une animation gratuite. Obligatoire pour une animation nouvelle. Les autres tarifs (enfants, options) se règlent sur la fiche de l'animation.",
      en: "An adult's price, VAT included, in euros, comma or point (15 or 15.00); 0 for a free event. Required for a new event. Other rates (children, options) are set on the event's form.",
    },
    example: '15,00',
  },
  {
    field: 'capacity',
    label: { fr: 'Capacité', en: 'Capacity' },
    synonyms: [
      'nombre de places',
      'places par créneau',
      'jauge',
      'participants max',
      'max participants',
      'group size',
    ],
    parse: wholeNumber(1, 10_000),
    help: {
      fr: "Le nombre de places de chaque créneau (personnes comptées), de 1 à 10 000. Obligatoire pour une animation nouvelle ; une capacité changée s'applique aux créneaux à venir.",
      en: 'The places of each slot (counted persons), 1 to 10,000. Required for a new event; a changed capacity applies to the slots to come.',
    },
    example: '12',
  },
  {
    field: 'languages',
    label: { fr: 'Langues', en: 'Languages' },
    synonyms: ['langue', 'langues parlées', 'language', 'languages spoken'],
    parse: (cell) => {
      const languages = parseLanguages(cell);
      return Array.isArray(languages)
        ? { value: languages }
        : { failure: failure('eventImports.unknownLanguage', { value: languages.unknown }) };
    },
    help: {
      fr: 'Les langues parlées, séparées par des virgules : français, anglais, espagnol, allemand, italien… (ou fr, en, es, de, it). Vide : inchangées (français pour une animation nouvelle).',
      en: 'The languages spoken, separated by commas: French, English, Spanish, German, Italian… (or fr, en, es, de, it). Empty: unchanged (French for a new event).',
    },
    example: 'Français, Anglais',
  },
  {
    field: 'location',
    label: { fr: 'Lieu', en: 'Location' },
    synonyms: ['adresse', 'lieu de rendez-vous', 'rendez-vous', 'meeting point', 'address'],
    parse: text(255),
    help: {
      fr: 'Où retrouver les visiteurs (255 caractères au plus), repris dans le mail de confirmation. Vide : inchangé.',
      en: 'Where visitors meet (at most 255 characters), given in the confirmation mail. Empty: unchanged.',
    },
    example: 'Caveau du domaine, 12 route des Vignes, Chinon',
  },
  {
    field: 'online',
    label: { fr: 'Statut', en: 'Status' },
    synonyms: ['état', 'status', 'publication', 'en vente'],
    parse: (cell) => {
      const status = statusOf(cell);
      return 'failure' in status ? status : { value: status.value === 'online' };
    },
    help: {
      fr: 'En ligne (proposée et réservable sur la boutique) ou Hors ligne. Vide : inchangé (en ligne pour une animation nouvelle qui a un créneau à venir ; sans créneau, elle reste hors ligne).',
      en: 'Online (offered and bookable on the shop) or Offline. Empty: unchanged (online for a new event with a slot to come; without one, it stays offline).',
    },
    example: 'En ligne',
  },
  {
    field: 'date',
    label: { fr: 'Date', en: 'Date' },
    synonyms: ['jour', 'day', 'date du créneau', 'slot date'],
    parse: cells.date(),
    help: {
      fr: "Le jour d'un créneau : JJ/MM/AAAA ou AAAA-MM-JJ. Une ligne par créneau ; vide : la ligne ne décrit que l'animation. Une animation nouvelle sans créneau à venir est créée hors ligne.",
      en: 'The day of a slot: DD/MM/YYYY or YYYY-MM-DD. One row per slot; empty: the row only describes the event. A new event without a slot to come is created offline.',
    },
    example: '12/06/2026',
  },
  {
    field: 'start',
    label: { fr: 'Heure de début', en: 'Start time' },
    synonyms: ['heure', 'horaire', 'début', 'heure du créneau', 'start', 'time', 'starts at'],
    parse: (cell) => {
      const time = parseWallTime(cell);
      return time ? { value: time } : { failure: failure('eventImports.unreadableTime', { value: cell }) };
    },
    help: {
      fr: "L'heure où le créneau commence, heure de Paris : 10:30, 10 h 30, 14 h. Vide : un créneau d'une journée entière.",
      en: 'When the slot starts, Paris time: 10:30, 10 h 30, 14 h. Empty: a whole-day slot.',
    },
    example: '10:30',
  },
  {
    field: 'places',
    label: { fr: 'Places du créneau', en: 'Slot places' },
    synonyms: ['places', 'places disponibles', 'capacité du créneau', 'slot capacity', 'seats'],
    parse: wholeNumber(0, 10_000),
    help: {
      fr: "Les places de ce créneau seulement, quand elles diffèrent de la capacité (0 : complet d'avance). Vide : la capacité de l'animation.",
      en: "This slot's places only, when they differ from the capacity (0: full in advance). Empty: the event's capacity.",
    },
    example: '8',
  },
];

/** The fields of an event a row may set, and the event's name for each. */
const EVENT_FIELDS = {
  nameEn: 'titleEn',
  description: 'descriptionFr',
  descriptionEn: 'descriptionEn',
  duration: 'durationMinutes',
  capacity: 'capacity',
  languages: 'languages',
  location: 'location',
  online: 'online',
  price: 'rates',
} as const;
type RowField = keyof typeof EVENT_FIELDS;
type EventField = (typeof EVENT_FIELDS)[RowField];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value of a row field as the event holds it (the price becomes the rates). */
function eventValue(field: RowField, value: unknown, event: ReservationEvent | null): unknown {
  return field === 'price' ? ratesWithPrice(event?.rates ?? [], value as Cents) : value;
}

/** The rows of one event in the batch, by the event's name without case or accents. */
function byEvent(rows: readonly ImportRow<EventRow>[]): ImportRow<EventRow>[][] {
  const groups = new Map<string, ImportRow<EventRow>[]>();
  for (const row of rows) {
    const name = normalizeHeader(row.values.name);
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups.values()];
}

/** A row's slot: its key and hours (null hours: a whole day), or why it has none. */
function slotOfRow(
  values: EventRow,
  duration: number,
): { key: string; slot: OneOffSlot } | { failure: ValidationFailure } | null {
  if (!values.date) return null;
  const hours = values.start ? slotHoursFrom(values.start, duration) : null;
  if (values.start && !hours) return { failure: failure('eventImports.slotTooLong') };
  return { key: slotKeyOf(values.date, hours), slot: { date: values.date, hours } };
}

/** What the batch does to one event, worked out before anything is written. */
interface EventPlan {
  event: ReservationEvent | null;
  rows: ImportRow<EventRow>[];
  /** field → the value the event gets, from the last row giving it. */
  fields: Partial<Record<EventField, unknown>>;
  /** Fields whose value changes (an existing event). */
  changed: EventField[];
  schedule: EventSchedule;
  /** Lines adding a slot, with the slot's key. */
  added: Map<number, string>;
  /** Slot keys whose places a row sets, with the line. */
  places: { line: number; key: string; places: number }[];
}

export const eventsImport: ImportDefinition<EventRow> = {
  kind: 'events',
  label: { fr: 'Animations (œnotourisme)', en: 'Events (wine tourism)' },
  // Those of the event form's writes (POST/PUT /v1/reservation-events).
  permission: ['accessEvent', 'createEvent'],
  integration: 'reservations',
  columns: EVENT_COLUMNS,
  atomicRevert: true,

  validate: (values) =>
    (values.start !== undefined || values.places !== undefined) && values.date === undefined
      ? [{ field: 'date', failure: failure('eventImports.dateNeeded') }]
      : [],

  key: (values) => [normalizeHeader(values.name), values.date ?? '', values.start ?? ''].join('|'),

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const rejected: RowRejection[] = [];
    const refuse = (group: ImportRow<EventRow>[], field: string, reason: ValidationFailure) => {
      for (const row of group) rejected.push({ line: row.line, field, failure: reason });
    };
    const events = await manager
      .getRepository(ReservationEvent)
      .findBy({ shopId: scope.shopId, archivedAt: IsNull() });
    const named = new Map<string, ReservationEvent[]>();
    for (const event of events) {
      const name = normalizeHeader(event.titleFr);
      named.set(name, [...(named.get(name) ?? []), event]);
    }
    const today = parisDateOf(new Date());
    const booked = await slotRowsFor(manager, rows, named);
    const plans: EventPlan[] = [];
    for (const group of byEvent(rows)) {
      const found = named.get(normalizeHeader(group[0]!.values.name)) ?? [];
      if (found.length > 1) {
        refuse(group, 'name', failure('eventImports.ambiguousName', { name: group[0]!.values.name }));
        continue;
      }
      const event = found[0] ?? null;
      const lastDuration = group.findLast((row) => row.values.duration !== undefined)?.values.duration;
      const duration = lastDuration ?? event?.durationMinutes;
      // Each row's slot first: a row refused for its slot sets nothing of the event.
      const accepted = group.filter(({ line, values }) => {
        const slot = duration === undefined ? null : slotOfRow(values, duration);
        if (slot && 'failure' in slot) {
          rejected.push({ line, field: 'start', failure: slot.failure });
          return false;
        }
        const row = slot && event ? booked.get(slotId(event.id, slot.key)) : undefined;
        if (row && values.places !== undefined && values.places < row.taken) {
          rejected.push({
            line,
            field: 'places',
            failure: failure('eventImports.placesBelowTaken', {
              slot: slotKeyText(row.slotKey),
              taken: row.taken,
            }),
          });
          return false;
        }
        return true;
      });
      if (accepted.length === 0) continue;
      const fields: EventPlan['fields'] = {};
      for (const field of Object.keys(EVENT_FIELDS) as RowField[]) {
        const last = accepted.findLast((row) => row.values[field] !== undefined);
        if (last) fields[EVENT_FIELDS[field]] = eventValue(field, last.values[field], event);
      }
      if (!event) {
        const missing = (['duration', 'price', 'capacity'] as const).find(
          (field) => fields[EVENT_FIELDS[field]] === undefined,
        );
        if (missing) {
          refuse(accepted, missing, failure('validation.needed'));
          continue;
        }
      }
      const schedule: EventSchedule = event?.schedule ?? {
        oneOff: [],
        weekly: [],
        exceptions: [],
        closedWeekdays: [],
      };
      const oneOff = [...schedule.oneOff];
      const added = new Map<number, string>();
      const places: EventPlan['places'] = [];
      const keys = new Set<string>();
      for (const { line, values } of accepted) {
        const slot = slotOfRow(values, duration!);
        if (!slot || 'failure' in slot) continue;
        const given = keys.has(slot.key) || slotOfKey({ ...schedule, oneOff }, slot.key) !== null;
        if (!given) {
          oneOff.push(slot.slot);
          added.set(line, slot.key);
        }
        keys.add(slot.key);
        if (values.places !== undefined) places.push({ line, key: slot.key, places: values.places });
      }
      const next = { ...schedule, oneOff };
      // An offer without a date yet stays offline: the shop never offers what cannot be booked.
      if (!event && !givesSlots(next, today)) fields.online = false;
      const changed = event
        ? (Object.keys(fields) as EventField[]).filter((field) => !same(event[field], fields[field]))
        : [];
      plans.push({ event, rows: accepted, fields, changed, schedule: next, added, places });
    }

    const changes: JournalEntry[] = [];
    const creating = new Set<number>();
    const updating = new Set<number>();
    const saved = await saveEvents(manager, scope.shopId, plans, booked, changes, creating, updating);
    await savePlaces(manager, scope.shopId, saved, booked, changes, updating);
    const written = plans.flatMap((plan) => plan.rows.map((row) => row.line));
    const created = written.filter((line) => creating.has(line)).length;
    const updated = written.filter((line) => !creating.has(line) && updating.has(line)).length;
    return { created, updated, skipped: written.length - created - updated, changes, rejected };
  },

  async revert(manager, changes, scope) {
    await refuseIfBooked(manager, changes, scope.importId);
    const eventIds = [
      ...new Set(
        changes
          .filter((change) => change.entity === EVENT || change.entity === SLOT)
          .map((change) => Number(change.entityId.split('|')[0])),
      ),
    ];
    const events = new Map(
      (eventIds.length
        ? await manager.getRepository(ReservationEvent).findBy({ id: In(eventIds), shopId: scope.shopId })
        : []
      ).map((event) => [event.id, event]),
    );
    const touched = new Set<number>();
    const deleted: number[] = [];
    // Newest first: an event's oldest value is put back last.
    for (const change of changes) {
      if (change.entity === PLACES) {
        await undoPlaces(manager, change);
        continue;
      }
      const event = events.get(Number(change.entityId.split('|')[0]));
      if (!event) continue;
      if (change.entity === SLOT) {
        const key = change.entityId.slice(change.entityId.indexOf('|') + 1);
        const oneOff = event.schedule.oneOff.filter((slot) => slotKeyOf(slot.date, slot.hours) !== key);
        event.schedule = { ...event.schedule, oneOff };
        touched.add(event.id);
      } else if (change.action === 'updated') {
        Object.assign(event, change.before ?? {});
        touched.add(event.id);
      } else {
        deleted.push(event.id);
      }
    }
    for (const id of touched) {
      if (deleted.includes(id)) continue;
      const event = events.get(id)!;
      const fields = Object.fromEntries(
        ['schedule', ...Object.values(EVENT_FIELDS)].map((field) => [field, event[field as EventField]]),
      );
      await manager.getRepository(ReservationEvent).update({ id }, fields);
    }
    if (deleted.length) {
      await manager.getRepository(ReservationSlot).delete({ eventId: In(deleted) });
      await manager.getRepository(ReservationEvent).delete({ id: In(deleted), shopId: scope.shopId });
    }
  },
};

/** An event of the plan as written: its id, capacity and schedule, for the places of its slots. */
interface SavedEvent {
  event: Pick<ReservationEvent, 'id' | 'capacity' | 'schedule'>;
  places: EventPlan['places'];
}

async function saveEvents(
  manager: EntityManager,
  shopId: number,
  plans: readonly EventPlan[],
  // The slot rows read for the rows' places: the capacity applied to the slots to come changes them too.
  existing: ReadonlyMap<string, ReservationSlot>,
  changes: JournalEntry[],
  creating: Set<number>,
  updating: Set<number>,
): Promise<SavedEvent[]> {
  const fresh = plans.filter((plan) => !plan.event);
  const rows = fresh.map((plan) =>
    Object.assign(new ReservationEvent(), {
      shopId,
      titleFr: plan.rows[0]!.values.name,
      titleEn: '',
      descriptionFr: null,
      descriptionEn: null,
      photos: [],
      languages: ['fr'],
      location: '',
      confirmationMessage: null,
      cutoffHours: 0,
      cancellationHours: 48,
      touristTax: 0,
      adultRequired: false,
      online: true,
      ...plan.fields,
      schedule: plan.schedule,
      archivedAt: null,
    }),
  );
  const ids = await insertRows(manager, ReservationEvent, rows);
  const saved: SavedEvent[] = [];
  fresh.forEach((plan, index) => {
    const event = Object.assign(rows[index]!, { id: ids[index]! });
    changes.push({ entity: EVENT, entityId: String(event.id), action: 'created' });
    for (const row of plan.rows) creating.add(row.line);
    saved.push({ event, places: plan.places });
  });

  for (const plan of plans) {
    const event = plan.event;
    if (!event) continue;
    if (plan.changed.length || plan.added.size) {
      const before = Object.fromEntries(plan.changed.map((field) => [field, event[field]]));
      const after = Object.fromEntries(plan.changed.map((field) => [field, plan.fields[field]]));
      await manager
        .getRepository(ReservationEvent)
        .update({ id: event.id }, { ...after, schedule: plan.schedule });
      if (plan.changed.length)
        changes.push({ entity: EVENT, entityId: String(event.id), action: 'updated', before });
      for (const [line, key] of plan.added) {
        changes.push({ entity: SLOT, entityId: slotId(event.id, key), action: 'created' });
        creating.add(line);
      }
      // A row giving a value that changes the event updated it.
      for (const row of plan.rows) {
        const gave = (Object.keys(EVENT_FIELDS) as RowField[]).some(
          (field) => row.values[field] !== undefined && plan.changed.includes(EVENT_FIELDS[field]),
        );
        if (gave) updating.add(row.line);
      }
      if (plan.changed.includes('capacity')) {
        // As the event form does: the new capacity applies to the slots to come.
        await setPlaces(
          manager,
          (
            await manager
              .getRepository(ReservationSlot)
              .findBy({ eventId: event.id, startsAt: MoreThan(new Date()) })
          ).map((slot) => existing.get(slotId(slot.eventId, slot.slotKey)) ?? slot),
          plan.fields.capacity as number,
          changes,
        );
      }
      Object.assign(event, after, { schedule: plan.schedule });
    }
    saved.push({ event, places: plan.places });
  }
  return saved;
}

/** Sets the capacity of slot rows, journaling each one's previous capacity. */
async function setPlaces(
  manager: EntityManager,
  slots: readonly ReservationSlot[],
  capacity: number,
  changes: JournalEntry[],
): Promise<void> {
  const moving = slots.filter((slot) => slot.capacity !== capacity);
  for (const slot of moving) {
    changes.push({
      entity: PLACES,
      entityId: String(slot.id),
      action: 'updated',
      before: { capacity: slot.capacity },
    });
    slot.capacity = capacity;
  }
  if (moving.length) {
    await manager
      .getRepository(ReservationSlot)
      .update({ id: In(moving.map((slot) => slot.id)) }, { capacity });
  }
}

/** The slot rows of the events the rows name, for the slots whose places a row sets, by event and key. */
async function slotRowsFor(
  manager: EntityManager,
  rows: readonly ImportRow<EventRow>[],
  named: ReadonlyMap<string, ReservationEvent[]>,
): Promise<Map<string, ReservationSlot>> {
  const asked = rows.filter((row) => row.values.places !== undefined && row.values.date !== undefined);
  const eventIds = asked.flatMap((row) => {
    const found = named.get(normalizeHeader(row.values.name)) ?? [];
    return found.length === 1 ? [found[0]!.id] : [];
  });
  if (eventIds.length === 0) return new Map();
  // A slot's key is its day and start: the duration does not change it.
  const keys = asked.map(({ values }) =>
    slotKeyOf(values.date!, values.start ? { start: values.start, end: values.start } : null),
  );
  const slots = await manager
    .getRepository(ReservationSlot)
    .findBy({ eventId: In([...new Set(eventIds)]), slotKey: In([...new Set(keys)]) });
  return new Map(slots.map((slot) => [slotId(slot.eventId, slot.slotKey), slot]));
}

/** The places rows give their slots: a slot row made ahead, or its capacity changed. */
async function savePlaces(
  manager: EntityManager,
  shopId: number,
  saved: readonly SavedEvent[],
  existing: ReadonlyMap<string, ReservationSlot>,
  changes: JournalEntry[],
  updating: Set<number>,
): Promise<void> {
  const fresh: ReservationSlot[] = [];
  for (const { event, places } of saved) {
    for (const { line, key, places: capacity } of places) {
      const row = existing.get(slotId(event.id, key));
      if (row) {
        if (row.capacity === capacity) continue;
        await setPlaces(manager, [row], capacity, changes);
        updating.add(line);
        continue;
      }
      if (capacity === event.capacity) continue;
      const slot = slotOfKey(event.schedule, key)!;
      fresh.push(
        Object.assign(new ReservationSlot(), {
          shopId,
          eventId: event.id,
          slotKey: key,
          startsAt: slot.start,
          endsAt: slot.end,
          capacity,
          taken: 0,
        }),
      );
      updating.add(line);
    }
  }
  for (const id of await insertRows(manager, ReservationSlot, fresh)) {
    changes.push({ entity: PLACES, entityId: String(id), action: 'created' });
  }
}

/** Puts a slot's places back: a row made ahead goes (or, once booked, gets the event's capacity). */
async function undoPlaces(manager: EntityManager, change: JournalEntry): Promise<void> {
  const slots = manager.getRepository(ReservationSlot);
  const slot = await slots.findOneBy({ id: Number(change.entityId) });
  if (!slot) return;
  if (change.action === 'updated') {
    await slots.update({ id: slot.id }, { capacity: Number(change.before?.['capacity']) });
  } else if (slot.taken === 0) {
    await slots.delete({ id: slot.id });
  } else {
    const event = await manager.getRepository(ReservationEvent).findOneBy({ id: slot.eventId });
    await slots.update({ id: slot.id }, { capacity: event?.capacity ?? slot.capacity });
  }
}

/**
 * Revert is refused, writing nothing, while a booking — even a cancelled one, which keeps its order and
 * invoice — holds an event the import created or a slot it added.
 */
async function refuseIfBooked(manager: EntityManager, changes: readonly JournalEntry[], importId: number) {
  const createdEvents = new Set(
    changes
      .filter((change) => change.entity === EVENT && change.action === 'created')
      .map((change) => Number(change.entityId)),
  );
  const addedSlots = new Set(
    changes.filter((change) => change.entity === SLOT).map((change) => change.entityId),
  );
  const eventIds = [...createdEvents, ...[...addedSlots].map((id) => Number(id.split('|')[0]))];
  if (eventIds.length === 0) return;
  const bookings = await manager.getRepository(Reservation).find({
    select: { id: true, eventId: true, eventTitle: true, slotKey: true },
    where: { eventId: In([...new Set(eventIds)]) },
    order: { startsAt: 'ASC' },
  });
  const booked = bookings.find(
    (booking) =>
      createdEvents.has(booking.eventId) || addedSlots.has(slotId(booking.eventId, booking.slotKey)),
  );
  if (booked) {
    throw new OperationError('eventImports.revertBooked', {
      importId,
      event: booked.eventTitle,
      slot: slotKeyText(booked.slotKey),
    });
  }
}
