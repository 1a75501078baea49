import {
  ErrorBoundary,
  LoadingOverlay,
  MaintenanceBanner,
  MaintenancePage,
  NewVersionNotice,
  OfflineNotice,
  PopupProvider,
  SnackbarProvider,
  useDocumentsToDownload,
  useMaintenance,
  useNewVersion,
  useOnline,
  type MaintenanceNotice,
} from '@cuvee/ui';
import { uiMessages } from '@cuvee/ui';
import { useEffect, type ReactNode } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { VERSION_URL } from './config';
import { RouteGuard } from './routing/RouteGuard';
import { loading, quietApi, snackbars } from './services';
import { useLocale, useSession } from './session/use-session';

const NO_MAINTENANCE: MaintenanceNotice = { banner: false, page: false, startDate: null, endDate: null };

async function loadMaintenance(): Promise<MaintenanceNotice> {
  const { data } = await quietApi.GET('/v1/maintenances');
  return data ?? NO_MAINTENANCE;
}

async function loadVersion(): Promise<string> {
  const response = await fetch(VERSION_URL, { cache: 'no-store' });
  const body = (await response.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('version.json without a version');
  return body.version;
}

async function loadDownloads() {
  const { data } = await quietApi.GET('/v1/documents/to-download');
  return data ?? [];
}

/**
 * The global services around every screen: snackbars, the popup, the error screen,
 * the maintenance banner and blocking page, the new-version and offline notices, the documents to
 * download, the loading overlay, and the route guard.
 */
export function Shell({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const state = useSession();
  const authenticated = state.status === 'authenticated';
  const maintenance = useMaintenance(loadMaintenance);
  const online = useOnline();
  const newVersion = useNewVersion(loadVersion, !import.meta.env.DEV);
  useDocumentsToDownload(loadDownloads, authenticated);
  // Admins stay in during the maintenance page: ending it is theirs to do.
  const blocked = maintenance?.page === true && !(authenticated && state.user.role === 'admin');

  return (
    <SnackbarProvider store={snackbars} locale={locale}>
      <PopupProvider locale={locale}>
        <ErrorBoundary locale={locale}>
          {blocked && maintenance ? (
            <MaintenancePage notice={maintenance} locale={locale} />
          ) : (
            <>
              {maintenance && (maintenance.banner || maintenance.page) && (
                <MaintenanceBanner notice={maintenance} locale={locale} />
              )}
              {!online && <OfflineNotice locale={locale} />}
              {newVersion && <NewVersionNotice locale={locale} />}
              <RouteGuard>{children}</RouteGuard>
            </>
          )}
        </ErrorBoundary>
      </PopupProvider>
      <LoadingOverlay tracker={loading} label={uiMessages[locale].loading} />
    </SnackbarProvider>
  );
}

/**
 * react-admin's notifications (saved, deleted, its own errors) go to the same snackbar stack as the
 * API's messages; the same text at once shows once.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  // One per run: takeNotification answers the first of the list it was rendered with until the next
  // render (a loop on it never ends and froze the page); taking one re-renders, and the next comes.
  useEffect(() => {
    const next = takeNotification();
    if (!next || typeof next.message !== 'string') return;
    const { message, type, notificationOptions } = next;
    const text = translate(message, { _: message, ...(notificationOptions?.messageArgs ?? {}) });
    snackbars.show(text, type === 'error' || type === 'warning' ? 'error' : 'success');
  }, [notifications, takeNotification, translate]);
  return null;
}
