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
