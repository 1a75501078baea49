import { createApiClient } from '@cuvee/api-client';
import { pageLocale, serverSide } from '@cuvee/ui';
import { data } from 'react-router-dom';
import { sessionFetch } from '../session/session';

/**
 * A request of the client. In a browser /v1/… is the page's origin (proxied to the API); a server
 * rendering a page has no page to resolve it against and calls the API directly.
 */
class ApiRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const apiUrl = serverSide()?.apiUrl;
    super(apiUrl && typeof input === 'string' ? new URL(input, apiUrl) : input, init);
  }
}

/** The typed API client of the shop front: the session's token, the API's messages in the page's language. */
export const api = createApiClient({
  baseUrl: '',
  Request: ApiRequest,
  headers: { 'Accept-Language': pageLocale() },
  fetch: sessionFetch,
});

/** A failed call in a route loader: a route error with the API's status. */
export function failed(response: Response): never {
  throw data(null, { status: response.status });
}

/**
 * The message of a refused call (`{ message: string | string[] }`, in the page's language), as a list:
 * the checkout answers every failure at once.
 */
export function messagesOf(error: unknown): string[] {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  const list = Array.isArray(message) ? message : [message];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** A refused call, with the API's own messages (in the page's language) for the page to show. */
export class ApiError extends Error {
  constructor(
    readonly messages: string[],
    readonly status: number,
  ) {
    super(messages.join(' ') || `HTTP ${status}`);
  }
}

/** Throws a refused call's answer as an ApiError. */
export function refused(error: unknown, response: Response): never {
  throw new ApiError(messagesOf(error), response.status);
}
