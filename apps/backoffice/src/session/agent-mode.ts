import { useCallback, useSyncExternalStore } from 'react';

/**
 * An agent works in "Mode tournée" (on the road: big buttons for the visit at hand) or in "Mode
 * dashboard" (figures and lists); the switch is in the account menu. Remembered per browser.
 */
export type AgentMode = 'tour' | 'dashboard';

const KEY = 'cuvee.agentMode';
const listeners = new Set<() => void>();

function read(): AgentMode {
  return localStorage.getItem(KEY) === 'tour' ? 'tour' : 'dashboard';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAgentMode(): [AgentMode, (mode: AgentMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, read);
  const set = useCallback((next: AgentMode) => {
    localStorage.setItem(KEY, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [mode, set];
}
