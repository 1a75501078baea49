import { RELOAD_GUARD_MS } from '@cuvee/kernel';

/*
 * A chunk that fails to load (a deployment replaced the files the open page refers to)
 * reloads the page, at most once per 60 s so a chunk that is really missing cannot loop.
 */

const LAST_RELOAD_KEY = 'cuvee.chunkReloadAt';

/** What browsers throw when a lazily imported module or its preloaded CSS cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}

/** Whether a reload is allowed now, given when the last one happened (epoch ms, or null). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browser = (): ReloadEnvironment => ({
  storage: sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Reloads the page unless it already did within 60 s; true when it reloads. */
export function reloadAfterChunkFailure(environment: ReloadEnvironment = browser()): boolean {
  const { storage, now, reload } = environment;
  const stored = storage.getItem(LAST_RELOAD_KEY);
  if (!mayReload(stored === null ? null : Number(stored), now())) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now()));
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event; it becomes a guarded reload. */
export function installChunkReload(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
