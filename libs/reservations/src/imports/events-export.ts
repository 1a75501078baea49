import { In, IsNull, MoreThan } from 'typeorm';
import { keysetPages, type ExportDefinition } from '@cuvee/platform';
import { durationText, languagesText, mainRateIndex } from '../domain/event-sheet.js';
import { slotKeyOf } from '../domain/schedule.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationSlot } from '../slots/reservation-slot.entity.js';
import { EVENT_COLUMNS, STATUS_WORDS } from './events-import.js';

/** Cents as the euros a sheet shows, with a point ("15.00"), as every export writes amounts. */
const euros = (cents: number | undefined) => (cents === undefined ? null : (cents / 100).toFixed(2));

/**
 * The events export: one row per one-off slot of each event (in time order), or one row without a date
 * for an event that has none, with the events import's headers, so the file imports back unchanged or
 * into another shop as the same events. Weekly rules, exceptions, other rates, photos and the booking
 * settings stay on the event form (ADR 0070). Events are read a page at a time in id order, the slot
 * rows of a page in one query with it.
 */
export const eventsExport: ExportDefinition = {
  kind: 'events',
  label: { fr: 'Animations (œnotourisme)', en: 'Events (wine tourism)' },
  permission: 'accessEvent',
  integration: 'reservations',
  sheets: [
    {
      name: 'animations',
      columns: EVENT_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
      rows: (manager, scope) =>
        (async function* () {
          // A page of events with the slot rows of the page, read together.
          const events = keysetPages(
            async (after, size) => {
              const page = await manager.getRepository(ReservationEvent).find({
                where: { shopId: scope.shopId, archivedAt: IsNull(), id: MoreThan(after) },
                order: { id: 'ASC' },
                take: size,
              });
              const slots = page.length
                ? await manager
                    .getRepository(ReservationSlot)
                    .findBy({ eventId: In(page.map((event) => event.id)) })
                : [];
              return page.map((event) => ({
                event,
                slots: slots.filter((slot) => slot.eventId === event.id),
              }));
            },
            ({ event }) => event.id,
            200,
          );
          // The import's own words for a status: "En ligne" / "Online" and "Hors ligne" / "Offline".
          const language = scope.locale === 'fr' ? 0 : 1;
          const [online, offline] = [STATUS_WORDS.online[language], STATUS_WORDS.offline[language]];
          for await (const { event, slots } of events) {
            const main = event.rates[mainRateIndex(event.rates)];
            const fields = {
              name: event.titleFr,
              nameEn: event.titleEn || null,
              description: event.descriptionFr,
              descriptionEn: event.descriptionEn,
              duration: durationText(event.durationMinutes),
              price: euros(main?.priceTtc),
              capacity: event.capacity,
              languages: languagesText(event.languages, scope.locale),
              location: event.location || null,
              online: event.online ? online : offline,
            };
            const oneOff = [...event.schedule.oneOff].sort((a, b) =>
              slotKeyOf(a.date, a.hours).localeCompare(slotKeyOf(b.date, b.hours)),
            );
            if (oneOff.length === 0) yield fields;
            for (const slot of oneOff) {
              const row = slots.find((candidate) => candidate.slotKey === slotKeyOf(slot.date, slot.hours));
              yield {
                ...fields,
                date: slot.date,
                start: slot.hours?.start ?? null,
                places: row && row.capacity !== event.capacity ? row.capacity : null,
              };
            }
          }
        })(),
    },
  ],
};
