import { describe, expect, it, jest } from '@jest/globals';
import { SNACKBAR_DURATION_MS } from '@cuvee/kernel';
import { createSnackbarStore, snackbarOffset } from '../snackbar-store.js';

describe('snackbar store', () => {
  it('shows a message for 5 s, then closes it', () => {
    jest.useFakeTimers();
    try {
      const store = createSnackbarStore();
      store.show('Vos informations ont été enregistrées', 'success');
      expect(store.snapshot()).toEqual([
        { id: 1, type: 'success', message: 'Vos informations ont été enregistrées' },
      ]);
      jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 1);
      expect(store.snapshot()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(store.snapshot()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stacks different messages and shows the same one once, restarting its time', () => {
    jest.useFakeTimers();
    try {
      const store = createSnackbarStore();
      store.show('Ressource introuvable', 'error');
      jest.advanceTimersByTime(4_000);
      store.show('Élément créé', 'success');
      store.show('Ressource introuvable', 'error');
      expect(store.snapshot().map((item) => item.message)).toEqual(['Ressource introuvable', 'Élément créé']);
      jest.advanceTimersByTime(4_000);
      // The repeated error got 5 s more; the success closed after its own 5 s would not have yet.
      expect(store.snapshot().map((item) => item.message)).toEqual(['Ressource introuvable', 'Élément créé']);
      jest.advanceTimersByTime(1_000);
      expect(store.snapshot()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes one on demand, or all (a failed response without a message), and tells its listeners', () => {
    const store = createSnackbarStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('Une', 'error');
    store.show('Deux', 'success');
    store.close(store.snapshot()[0]!.id);
    expect(store.snapshot().map((item) => item.message)).toEqual(['Deux']);
    store.closeAll();
    expect(store.snapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show('Trois', 'error');
    expect(listener).toHaveBeenCalledTimes(4);
    store.closeAll();
  });

  it('ignores blank messages', () => {
    const store = createSnackbarStore();
    store.show('   ', 'error');
    expect(store.snapshot()).toEqual([]);
  });

  it('stacks snackbars 75 px apart', () => {
    expect([0, 1, 2].map(snackbarOffset)).toEqual([0, 75, 150]);
  });
});
