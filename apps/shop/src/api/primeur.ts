import type { Schemas } from '@cuvee/api-client';
import { api, failed, messagesOf } from './client';

/*
 * The shop front's primeur calls, as a signed-in buyer of one shop (X-Shop-Id): the campaigns taking
 * subscriptions at the buyer's price and allocation, subscribing (the deposit invoice is issued) and
 * cancelling within the campaign's rules.
 */

export type PrimeurOffer = Schemas['BuyerOfferDto'];
export type PrimeurSubscription = Schemas['SubscriptionDto'];

const asBuyerOf = (shopId: number) => ({ 'X-Shop-Id': String(shopId) });

/** GET /v1/primeur-offers: the shop's campaigns open today. */
export async function fetchPrimeurOffers(shopId: number): Promise<PrimeurOffer[]> {
  const { data, response } = await api.GET('/v1/primeur-offers', { headers: asBuyerOf(shopId) });
  if (!data) failed(response);
  return data;
}

/** GET /v1/primeur-offers/{id}: one campaign open today (404 once it no longer takes subscriptions). */
export async function fetchPrimeurOffer(shopId: number, id: number): Promise<PrimeurOffer> {
  const { data, response } = await api.GET('/v1/primeur-offers/{id}', {
    params: { path: { id } },
    headers: asBuyerOf(shopId),
  });
  if (!data) failed(response);
  return data;
}

/** POST /v1/primeur-campaigns/{id}/buyer-subscriptions: the subscription, or the API's words refusing it. */
export async function subscribePrimeur(
  shopId: number,
  id: number,
  quantity: number,
): Promise<{ subscription: PrimeurSubscription } | { messages: string[] }> {
  const { data, error } = await api.POST('/v1/primeur-campaigns/{id}/buyer-subscriptions', {
    params: { path: { id } },
    headers: asBuyerOf(shopId),
    body: { quantity },
  });
  return data ? { subscription: data } : { messages: messagesOf(error) };
}

/** POST /v1/primeur-subscriptions/{id}/buyer-cancel: cancelled, or the API's words refusing it. */
export async function cancelPrimeur(
  shopId: number,
  id: number,
): Promise<{ subscription: PrimeurSubscription } | { messages: string[] }> {
  const { data, error } = await api.POST('/v1/primeur-subscriptions/{id}/buyer-cancel', {
    params: { path: { id } },
    headers: asBuyerOf(shopId),
  });
  return data ? { subscription: data } : { messages: messagesOf(error) };
}
