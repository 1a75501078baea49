import { SNACKBAR_DURATION_MS, SNACKBAR_STACK_OFFSET_PX } from '@cuvee/kernel';

/** An error (orange, alert icon) or a success (blue, check icon). */
export type SnackbarType = 'success' | 'error';

export interface SnackbarItem {
  readonly id: number;
  readonly type: SnackbarType;
  readonly message: string;
}

export interface SnackbarStore {
  /** Shows a message for 5 s; the same text already on screen is not stacked twice, its time restarts. */
  show(message: string, type: SnackbarType): void;
  close(id: number): void;
  /** A failed response without a message closes the snackbar. */
  closeAll(): void;
  /** The messages on screen, oldest first (for useSyncExternalStore). */
  snapshot(): readonly SnackbarItem[];
  subscribe(listener: () => void): () => void;
}

/** How far above the first one the snackbar at `index` sits (stacked 75 px apart). */
export function snackbarOffset(index: number): number {
  return index * SNACKBAR_STACK_OFFSET_PX;
}

/**
 * The messages on screen, outside React: the HTTP layer of a front end reports the response
 * contract here, and the SnackbarStack draws them. Timers are injectable for tests.
 */
export function createSnackbarStore(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): SnackbarStore {
  let items: readonly SnackbarItem[] = [];
  let nextId = 1;
  const deadlines = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const arm = (id: number) => {
    timers.clearTimeout(deadlines.get(id));
    deadlines.set(
      id,
      timers.setTimeout(() => store.close(id), SNACKBAR_DURATION_MS),
    );
  };

  const store: SnackbarStore = {
    show(message, type) {
      const text = message.trim();
      if (!text) return;
      const same = items.find((item) => item.message === text && item.type === type);
      if (same) return arm(same.id);
      const item = { id: nextId++, type, message: text };
      items = [...items, item];
      arm(item.id);
      emit();
    },
    close(id) {
      timers.clearTimeout(deadlines.get(id));
      deadlines.delete(id);
      const rest = items.filter((item) => item.id !== id);
      if (rest.length === items.length) return;
      items = rest;
      emit();
    },
    closeAll() {
      if (items.length === 0) return;
      deadlines.forEach((deadline) => timers.clearTimeout(deadline));
      deadlines.clear();
      items = [];
      emit();
    },
    snapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
