import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { FETCH_MIN_DISPLAY_MS } from '@cuvee/kernel';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Counts the fetches under way (route chunks, the session): the overlay shows while any runs. */
export interface LoadingTracker {
  /** Counts `work` until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  busy(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingTracker(): LoadingTracker {
  let running = 0;
  const listeners = new Set<() => void>();
  const change = (by: number) => {
    running += by;
    listeners.forEach((listener) => listener());
  };
  return {
    track(work) {
      change(1);
      void work.then(
        () => change(-1),
        () => change(-1),
      );
      return work;
    },
    busy: () => running > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * True while `active`, and once shown for at least `minimumMs` (200 ms), so a quick load
 * does not flicker.
 */
export function useMinimumDisplay(active: boolean, minimumMs = FETCH_MIN_DISPLAY_MS): boolean {
  const [shown, setShown] = useState(active);
  const since = useRef(0);
  useEffect(() => {
    if (active) {
      since.current = Date.now();
      setShown(true);
      return;
    }
    const wait = minimumMs - (Date.now() - since.current);
    if (wait <= 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(false), wait);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);
  return shown;
}

/** The loading overlay: a bar on top and a veil over the page while a route loads. */
export function LoadingOverlay({ tracker, label }: { tracker: LoadingTracker; label: string }) {
  const busy = useSyncExternalStore(tracker.subscribe, tracker.busy, tracker.busy);
  const shown = useMinimumDisplay(busy);
  if (!shown) return null;
  return (
    <Box
      data-loading-overlay
      sx={{ position: 'fixed', inset: 0, zIndex: 1400, bgcolor: 'rgba(244, 247, 249, 0.55)' }}
    >
      <LinearProgress aria-label={label} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
    </Box>
  );
}
