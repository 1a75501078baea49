import type { Schemas } from '@cuvee/api-client';
import { api, refused } from './client';

/*
 * The marketing calls of the shop front: the unsubscribe page a campaign mail links to
 * (docs/marketing.md). No login: the link's token is the proof. An unknown token throws an ApiError
 * with the API's message.
 */

export type Unsubscription = Schemas['UnsubscribeDto'];

/** GET /v1/marketing/unsubscribe/{token}: the shop, the address half hidden, whether it is done. */
export async function fetchUnsubscription(token: string): Promise<Unsubscription> {
  const { data, error, response } = await api.GET('/v1/marketing/unsubscribe/{token}', {
    params: { path: { token } },
  });
  if (!data) refused(error, response);
  return data;
}

/** POST /v1/marketing/unsubscribe/{token}: the consent withdrawn at once; again is harmless. */
export async function unsubscribe(token: string): Promise<Unsubscription> {
  const { data, error, response } = await api.POST('/v1/marketing/unsubscribe/{token}', {
    params: { path: { token } },
  });
  if (!data) refused(error, response);
  return data;
}
