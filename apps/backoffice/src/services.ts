import { isLocale, type Locale } from '@cuvee/kernel';
import { createLoadingTracker, createSnackbarStore } from '@cuvee/ui';
import { createApi } from './api/client';
import { createSend } from './api/http';
import { SessionStore } from './session/session-store';

/*
 * The application's single instances, wired once: the snackbars and the loading overlay that the
 * HTTP layer and the screens share, the session, and the API clients on top of the HTTP layer.
 */

export const snackbars = createSnackbarStore();
export const loading = createLoadingTracker();
export const session = new SessionStore();

let interfaceLocale: Locale = 'fr';
/** Follows the language react-admin shows (set by the i18n provider), for Accept-Language. */
export function setInterfaceLocale(locale: string): void {
  if (isLocale(locale)) interfaceLocale = locale;
}

const send = createSend({
  snackbars,
  locale: () => interfaceLocale,
  shopId: session.actingShopId,
  onSessionEnd: (reason) => session.end(reason),
});

export const { api, quietApi, dataProvider } = createApi(send);
session.connect(quietApi);
