import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ConstructionIcon from '@mui/icons-material/Construction';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  COLOURS,
  DOCUMENT_POLL_INTERVAL_MS,
  interpolate,
  intlLocale,
  MAINTENANCE_BANNER_POLL_INTERVAL_MS,
  MAINTENANCE_POLL_INTERVAL_MS,
  PARIS_TIME_ZONE,
  VERSION_POLL_INTERVAL_MS,
  type Locale,
} from '@cuvee/kernel';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { uiMessages } from './ui-messages.js';

/* The global notices (docs/backoffice.md): maintenance (banner and blocking page), new version,
   offline, and the documents to download. Each poller takes its loader, so both fronts plug in their own API client. */

/** GET /v1/maintenances. */
export interface MaintenanceNotice {
  banner: boolean;
  page: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** A document prepared for the user (GET /v1/documents/to-download), opened once in a new window. */
export interface DocumentToDownload {
  id: number;
  name: string;
  url: string;
}

/** Every 10 minutes, every minute while the banner shows (to catch the switch to the page). */
export function maintenancePollInterval(notice: MaintenanceNotice | null): number {
  return notice?.banner && !notice.page ? MAINTENANCE_BANNER_POLL_INTERVAL_MS : MAINTENANCE_POLL_INTERVAL_MS;
}

/** Runs `tick` now and then every `intervalMs` while `enabled`; a failed tick waits for the next one. */
export function usePoll(tick: () => Promise<void>, intervalMs: number, enabled = true): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const run = () => {
      if (!stopped) latest.current().catch(() => undefined);
    };
    run();
    const timer = setInterval(run, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [intervalMs, enabled]);
}

/** The maintenance state, polled; null until the first answer. */
export function useMaintenance(load: () => Promise<MaintenanceNotice>): MaintenanceNotice | null {
  const [notice, setNotice] = useState<MaintenanceNotice | null>(null);
  usePoll(async () => setNotice(await load()), maintenancePollInterval(notice));
  return notice;
}

/**
 * Whether the application changed since this page loaded: the version file is polled every
 * 5 minutes; the first version seen is the page's own. Off in development (`enabled` false).
 */
export function useNewVersion(load: () => Promise<string>, enabled: boolean): boolean {
  const first = useRef<string | null>(null);
  const [changed, setChanged] = useState(false);
  usePoll(
    async () => {
      const version = await load();
      if (first.current === null) first.current = version;
      else if (version !== first.current) setChanged(true);
    },
    VERSION_POLL_INTERVAL_MS,
    enabled && !changed,
  );
  return changed;
}

/** Every 30 s while logged in, each document handed out is opened in a new window. */
export function useDocumentsToDownload(
  load: () => Promise<readonly DocumentToDownload[]>,
  enabled: boolean,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
): void {
  usePoll(
    async () => {
      for (const document of await load()) open(document.url);
    },
    DOCUMENT_POLL_INTERVAL_MS,
    enabled,
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The network state, tracked from the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** A date and time in Paris time, in the page language: "12 mars 2026 à 22:00". */
export function formatNoticeDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PARIS_TIME_ZONE,
  }).format(new Date(iso));
}

/** The non-blocking maintenance notice, with the start date when there is one. */
export function MaintenanceBanner({ notice, locale }: { notice: MaintenanceNotice; locale: Locale }) {
  const t = uiMessages[locale].maintenance;
  return (
    <Box
      role="status"
      data-maintenance-banner
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        bgcolor: COLOURS.orange,
        color: COLOURS.darkNavy,
        fontWeight: 600,
        textAlign: 'center',
      }}
    >
      <CampaignOutlinedIcon fontSize="small" aria-hidden />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {notice.startDate
          ? interpolate(t.bannerAt, { date: formatNoticeDate(notice.startDate, locale) })
          : t.banner}
      </Typography>
    </Box>
  );
}

/** The blocking maintenance page: nothing else of the application shows. */
export function MaintenancePage({ notice, locale }: { notice: MaintenanceNotice; locale: Locale }) {
  const t = uiMessages[locale].maintenance;
  return (
    <Box
      component="main"
      data-maintenance-page
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        bgcolor: COLOURS.darkNavy,
        color: '#fff',
      }}
    >
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <ConstructionIcon sx={{ fontSize: 72, color: COLOURS.primary }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 2, fontWeight: 700 }}>
          {t.pageTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t.pageText}</Typography>
        {notice.endDate && (
          <Typography sx={{ fontWeight: 700 }}>
            {interpolate(t.pageEnd, { date: formatNoticeDate(notice.endDate, locale) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A persistent notice inviting to reload when the application was updated. */
export function NewVersionNotice({ locale }: { locale: Locale }) {
  const t = uiMessages[locale].newVersion;
  return (
    <Paper
      role="status"
      elevation={6}
      data-version-notice
      sx={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: 1450,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <SystemUpdateAltIcon color="primary" aria-hidden />
      <Typography>{t.text}</Typography>
      <Button variant="contained" size="small" onClick={() => window.location.reload()}>
        {t.reload}
      </Button>
    </Paper>
  );
}

/** Shown while the browser is offline. */
export function OfflineNotice({ locale }: { locale: Locale }) {
  const t = uiMessages[locale].network;
  return (
    <Box
      role="alert"
      data-offline-notice
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        bgcolor: COLOURS.darkNavy,
        color: '#fff',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography component="span">{t.offline}</Typography>
    </Box>
  );
}
