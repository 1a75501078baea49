import type { Locale } from '@cuvee/kernel';
import {
  exchangeRefreshToken as exchange,
  readTokens,
  refreshTokens,
  type SnackbarStore,
  type Tokens,
} from '@cuvee/ui';

/*
 * Every call of the back office to the API goes through `send`: it adds the bearer token, the shop
 * the user acts in (X-Shop-Id, ADR 0008) and the language; on a 401 it refreshes the tokens once and
 * retries; and it applies the response contract (docs/kernel.md "Errors and what the fronts do with them"):
 *  - a response with a message field shows it in a snackbar for 5 s, as an error when success is false;
 *  - a failed response with a single (non-list) message shows it as an error; a failed response
 *    without one closes the snackbar;
 *  - a 403 logs the user out (and the route guard takes them to the login page).
 */

export interface HttpDependencies {
  snackbars: SnackbarStore;
  locale: () => Locale;
  /** The shop an agent or buyer acts in, sent as X-Shop-Id (null: none). */
  shopId: () => number | null;
  /** The session is over (refused refresh, or a 403): forget the user. */
  onSessionEnd: (reason: 'expired' | 'forbidden') => void;
}

export interface SendOptions {
  /**
   * Background calls (polls) and forms that show their own error keep the snackbar out of it; the
   * session rules (refresh, 403) still apply.
   */
  quiet?: boolean;
  /**
   * How the request travels once its headers are set: `fetch` by default; an upload passes the
   * XMLHttpRequest one of upload.ts, which reports how much of the body went out.
   */
  transport?: Transport;
}

/** Sends a request ready to go (token, shop, language set) and answers its response. */
export type Transport = (request: Request) => Promise<Response>;

/** Paths whose 401/403 is an answer about the credentials sent, not about the session. */
const CREDENTIAL_PATHS = ['/v1/auth/login', '/v1/auth/refresh', '/v1/auth/logout'];

interface ErrorBody {
  success?: boolean;
  message?: string | string[];
}

async function bodyOf(response: Response): Promise<ErrorBody | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/** The message of a failed reply: its text, or its list of texts one per line. */
export function messageOf(json: unknown, fallback: string): string {
  const message = (json as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('\n');
  return fallback;
}

export type Send = (request: Request, options?: SendOptions) => Promise<Response>;

export function createSend(deps: HttpDependencies): Send {
  const withHeaders = (request: Request, tokens: Tokens | null): Request => {
    const headers = new Headers(request.headers);
    if (tokens) headers.set('Authorization', `Bearer ${tokens.jwt}`);
    const shopId = deps.shopId();
    if (shopId !== null) headers.set('X-Shop-Id', String(shopId));
    headers.set('Accept-Language', deps.locale());
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return new Request(request, { headers });
  };

  const report = async (response: Response) => {
    const body = await bodyOf(response);
    const message = body?.message;
    if (response.ok) {
      if (typeof message === 'string')
        deps.snackbars.show(message, body?.success === false ? 'error' : 'success');
      return;
    }
    if (typeof message === 'string') deps.snackbars.show(message, 'error');
    else deps.snackbars.closeAll();
  };

  return async (request, options = {}) => {
    const path = new URL(request.url, window.location.origin).pathname;
    const session = !CREDENTIAL_PATHS.includes(path);
    const retry = request.clone();
    const tokens = session ? readTokens() : null;
    const transport = options.transport ?? ((ready: Request) => fetch(ready));
    let response = await transport(withHeaders(request, tokens));

    if (response.status === 401 && tokens) {
      const fresh = await refreshTokens(tokens, exchange);
      if (!fresh) {
        deps.onSessionEnd('expired');
        return response;
      }
      response = await transport(withHeaders(retry, fresh));
    }
    if (!options.quiet) await report(response);
    if (session && response.status === 403) deps.onSessionEnd('forbidden');
    else if (session && response.status === 401 && tokens) deps.onSessionEnd('expired');
    return response;
  };
}
