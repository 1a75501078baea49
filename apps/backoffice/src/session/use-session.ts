import { visibleMenu, type GuardUser, type Labels, type Locale, type MenuItem } from '@cuvee/kernel';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocaleState } from 'react-admin';
import { session } from '../services';
import { guardUserOf, type Authenticated, type SessionState } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}

/** The logged-in session; for screens behind the route guard, which never render without one. */
export function useAuthenticated(): Authenticated {
  const state = useSession();
  if (state.status !== 'authenticated') throw new Error('useAuthenticated: nobody is logged in');
  return state;
}

export function useGuardUser(): GuardUser | null {
  const state = useSession();
  return useMemo(() => guardUserOf(state), [state]);
}

/** The role's menu with what this user may not open removed (kernel visibleMenu). */
export function useMenu(): MenuItem[] {
  const user = useGuardUser();
  return useMemo(() => (user ? visibleMenu(user.role, user.access, user.integrations) : []), [user]);
}

/** The interface language, as the kernel's Locale. */
export function useLocale(): Locale {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'fr';
}

/** A kernel label ({ fr, en }) in the interface language. */
export function useLabel(): (labels: Labels) => string {
  const locale = useLocale();
  return (labels) => labels[locale];
}
