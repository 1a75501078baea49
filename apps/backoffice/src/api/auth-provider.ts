import { LOGIN_PATH } from '@cuvee/kernel';
import type { AuthProvider } from 'react-admin';
import type { SessionStore } from '../session/session-store';

/**
 * react-admin's view of the session. The route guard (kernel guardDecision) decides where users may
 * go and the HTTP layer handles 401/403, so this only answers "who" and "still logged in?".
 */
export function createAuthProvider(session: SessionStore): AuthProvider {
  const authenticated = () => session.snapshot().status === 'authenticated';
  return {
    async login({ username, password }: { username: string; password: string }) {
      const outcome = await session.login(username, password);
      if (!outcome.ok) throw new Error(outcome.message);
    },
    async logout() {
      await session.logout();
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!authenticated()) throw { redirectTo: LOGIN_PATH, message: false };
    },
    // The HTTP layer already ended the session on a refused refresh or a 403.
    async checkError() {},
    async getIdentity() {
      const state = session.snapshot();
      if (state.status !== 'authenticated') throw new Error('not logged in');
      const { user } = state;
      return { id: user.id, fullName: `${user.firstname} ${user.lastname}`.trim() || user.username };
    },
    async getPermissions() {
      const state = session.snapshot();
      return state.status === 'authenticated' ? state.user.role : null;
    },
  };
}
