import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
/** The API's DTOs by name: `Schemas['NotificationDto']`. */
export type Schemas = components['schemas'];
export type ApiClient = ReturnType<typeof createClient<paths>>;

/**
 * The typed client of the Cuvée API (openapi-fetch): `api.GET('/v1/maintenances')` knows the path, its
 * parameters and its answer. `baseUrl` is '' in the browser (same origin, /v1 proxied) or the API's URL.
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  return createClient<paths>(options);
}
