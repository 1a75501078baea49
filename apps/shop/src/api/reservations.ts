import type { Schemas } from '@cuvee/api-client';
import { api, failed } from './client';
import { shared } from './cache';

/* The shop front's wine-tourism calls: a shop's online events, one event, its slots with places left. */

export type EventOffer = Schemas['EventDto'];
export type EventSlot = Schemas['SlotDto'];

const events = new Map<string, Promise<EventOffer>>();

/** GET /v1/event-offers?shopId: the shop's online events. */
export async function fetchEventOffers(shopId: number): Promise<EventOffer[]> {
  const { data, response } = await api.GET('/v1/event-offers', { params: { query: { shopId } } });
  if (!data) failed(response);
  return data;
}

/** GET /v1/event-offers/{id}: one online event, kept for the page's life (the cart names events by id). */
export function fetchEventOffer(id: number): Promise<EventOffer> {
  return shared(
    events,
    String(id),
    async () => {
      const { data, response } = await api.GET('/v1/event-offers/{id}', { params: { path: { id } } });
      if (!data) failed(response);
      return data;
    },
    { keep: true },
  );
}

/** GET /v1/event-offers/{id}/slots: the slots of the Paris days `from` to `to`, places left now. */
export async function fetchEventSlots(id: number, from: string, to: string): Promise<EventSlot[]> {
  const { data, response } = await api.GET('/v1/event-offers/{id}/slots', {
    params: { path: { id }, query: { from, to } },
  });
  if (!data) failed(response);
  return data;
}

export type Booking = Schemas['ReservationDto'];

/** GET /v1/reservations as a buyer: their bookings, soonest first. */
export async function fetchMyBookings(): Promise<Booking[]> {
  const { data, response } = await api.GET('/v1/reservations', {
    params: { query: { sort: '["start","ASC"]', range: '[0,49]' } },
  });
  if (!data) failed(response);
  return data;
}

export async function fetchMyBooking(id: number): Promise<Booking> {
  const { data, response } = await api.GET('/v1/reservations/{id}', { params: { path: { id } } });
  if (!data) failed(response);
  return data;
}

/** POST /v1/reservations/{id}/cancel: the buyer's own, within the event's delay; the API's words if not. */
export async function cancelMyBooking(id: number): Promise<{ booking?: Booking; error?: unknown }> {
  const { data, error } = await api.POST('/v1/reservations/{id}/cancel', { params: { path: { id } } });
  return data ? { booking: data } : { error };
}

export type PaymentShare = Schemas['PayerShareDto'];
export type ShareCardResult = Schemas['ShareCardResultDto'];

/** GET /v1/payment-shares/{token}: a group booking's share, by the link mailed to its payer. */
export async function fetchPaymentShare(token: string): Promise<PaymentShare> {
  const { data, response } = await api.GET('/v1/payment-shares/{token}', { params: { path: { token } } });
  if (!data) failed(response);
  return data;
}

/** POST /v1/payment-shares/{token}/card: the share paid by card, or the bank's 3-D Secure page first. */
export async function payShareByCard(
  token: string,
  paymentMethod: string,
  returnUrl: string,
): Promise<{ result?: ShareCardResult; error?: unknown }> {
  const { data, error } = await api.POST('/v1/payment-shares/{token}/card', {
    params: { path: { token } },
    body: { paymentMethod, returnUrl },
  });
  return data ? { result: data } : { error };
}

/** POST /v1/payment-shares/{token}/validate3ds: back from 3-D Secure, the share captured or refused. */
export async function validateShare3ds(
  token: string,
  imprint: string,
  approved: boolean,
): Promise<{ result?: ShareCardResult; error?: unknown }> {
  const { data, error } = await api.POST('/v1/payment-shares/{token}/validate3ds', {
    params: { path: { token } },
    body: { imprint, approved },
  });
  return data ? { result: data } : { error };
}
