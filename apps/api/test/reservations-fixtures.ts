import pactum from 'pactum';
import { addDays, parisDateOf } from '@cuvee/kernel';

/* Helpers of the reservations e2e tests: an event, its slots, a cart booking line. */

export interface EventRow {
  id: number;
  rates: { id: string; kind: string; priceTtc: number; notCounting: boolean }[];
}

export interface SlotRow {
  id: string;
  start: string;
  end: string;
  placesLeft: number;
  open: boolean;
}

export const today = (): string => parisDateOf(new Date());

/** A daily visit at 10:00 from today on, with adult, child and a lunch option; overrides merged in. */
export function visit(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titleFr: 'Visite des caves',
    titleEn: 'Cellar tour',
    durationMinutes: 90,
    location: 'Le caveau',
    capacity: 5,
    cutoffHours: 2,
    cancellationHours: 24,
    touristTax: 120,
    adultRequired: true,
    languages: ['fr', 'en'],
    rates: [
      { kind: 'adult', labelFr: 'Adulte', labelEn: 'Adult', priceTtc: 1500 },
      { kind: 'child', labelFr: 'Enfant', labelEn: 'Child', priceTtc: 800 },
      { kind: 'option', labelFr: 'Déjeuner', labelEn: 'Lunch', priceTtc: 2500 },
    ],
    schedule: {
      oneOff: [],
      weekly: [
        {
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          hours: [{ start: '10:00', end: '11:30' }],
          from: today(),
          until: null,
        },
      ],
      exceptions: [],
      closedWeekdays: [],
    },
    ...overrides,
  };
}

export async function createEvent(
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<EventRow> {
  return (
    await pactum.spec().post('/v1/reservation-events').withHeaders(headers).withJson(body).expectStatus(201)
  ).json as EventRow;
}

/** The event's slots from `fromDays` to `toDays` days after today, as the shop front reads them. */
export async function slotsOf(eventId: number, fromDays = 1, toDays = 7): Promise<SlotRow[]> {
  return (
    await pactum
      .spec()
      .get(`/v1/event-offers/${eventId}/slots`)
      .withQueryParams({ from: addDays(today(), fromDays), to: addDays(today(), toDays) })
      .expectStatus(200)
  ).json as SlotRow[];
}

/** A cart's reservation line (kernel CartReservationLine): rates by id with their quantities. */
export function booking(
  event: EventRow,
  slot: Pick<SlotRow, 'id' | 'start' | 'end'>,
  quantities: Record<string, number>,
): Record<string, unknown> {
  return {
    eventId: String(event.id),
    selectedSlot: { slotId: slot.id, start: slot.start, end: slot.end },
    selectedPrices: Object.entries(quantities).map(([priceId, quantity]) => {
      const rate = event.rates.find((r) => r.id === priceId);
      return {
        priceId,
        productType: priceId === 'touristTax' ? 'touristTax' : rate?.kind === 'option' ? 'option' : 'person',
        notCounting: rate?.notCounting ?? true,
        priceTTC: rate?.priceTtc ?? 0,
        quantity,
      };
    }),
  };
}

/** A seller's order of the cart holding only bookings, paid by transfer unless told. */
export function bookingOrder(
  sellerId: number,
  reservations: Record<string, unknown>[],
  paymentType = 'transfer',
): Record<string, unknown> {
  return { sellerId, products: [], reservations, paymentType };
}

export function checkoutBookings(
  headers: Record<string, string>,
  orders: Record<string, unknown>[],
  card?: { paymentMethod: string; returnUrl: string },
) {
  return pactum
    .spec()
    .post('/v1/orders/checkout')
    .withHeaders(headers)
    .withJson({ orders, ...(card ?? {}) });
}
