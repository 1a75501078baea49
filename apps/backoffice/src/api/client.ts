import { createApiClient, type ApiClient } from '@cuvee/api-client';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { customMethods, type BackofficeDataProvider } from './custom-methods';
import { getManyInPages } from './get-many';
import { endpointOf } from './resources';
import { messageOf, type Send } from './http';

/** The typed API clients: `api` applies the snackbar contract, `quietApi` is for polls and own-error forms. */
export interface Api {
  api: ApiClient;
  quietApi: ApiClient;
  dataProvider: BackofficeDataProvider;
}

/** react-admin's httpClient on top of `send`, with ra's usual answer and HttpError. */
function httpClient(send: Send): typeof fetchUtils.fetchJson {
  return async (url, options = {}) => {
    const request = new Request(url, { ...options, headers: fetchUtils.createHeadersFromOptions(options) });
    const response = await send(request);
    const body = await response.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw new HttpError(messageOf(json, response.statusText), response.status, json);
    return { status: response.status, headers: response.headers, body, json };
  };
}

/**
 * The resources of the back office are named by their page ("dashboard/collaborators", so react-admin's
 * links land on the route table's paths); the API path of each is in resources.ts. A call with
 * `meta: { quiet: true }` keeps its errors out of the snackbars, as `quietApi` does. The back office's
 * own methods (custom-methods.ts) pass through as they are.
 */
function mappedProvider<Custom extends object>(
  loud: DataProvider,
  quiet: DataProvider,
  custom: Custom,
): DataProvider & Custom {
  return new Proxy({ ...loud, ...custom } as DataProvider & Custom, {
    get(target, method: string) {
      const call = target[method];
      if (typeof call !== 'function' || method in custom) return call;
      return (resource: string, params?: { meta?: { quiet?: boolean } }, ...rest: unknown[]) => {
        const provider = params?.meta?.quiet ? quiet : target;
        return provider[method](endpointOf(resource), params, ...rest);
      };
    },
  });
}

function restProvider(client: typeof fetchUtils.fetchJson): DataProvider {
  return { ...simpleRestProvider('/v1', client), getMany: getManyInPages('/v1', client) };
}

export function createApi(send: Send): Api {
  const quietSend: Send = (request, options) => send(request, { ...options, quiet: true });
  const api = createApiClient({ baseUrl: '', fetch: (request) => send(request) });
  const quietApi = createApiClient({ baseUrl: '', fetch: (request) => quietSend(request) });
  return {
    api,
    quietApi,
    dataProvider: mappedProvider(
      restProvider(httpClient(send)),
      restProvider(httpClient(quietSend)),
      customMethods(api, quietApi, quietSend),
    ),
  };
}
