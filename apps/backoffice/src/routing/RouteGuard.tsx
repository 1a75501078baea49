import { guardDecision, LOGIN_PATH, type GuardDecision } from '@cuvee/kernel';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGuardUser, useSession } from '../session/use-session';
import { destinationOf } from './links';

/**
 * The route guard (docs/kernel.md), run on every location with the kernel's guardDecision (the same rules
 * as the API and the shop front): a refused page redirects (login with redirectLink, the dashboard,
 * the admin area…). Pages that belong to the shop front (/shops, /cart, a shop's page) are opened
 * there. A visitor on "/" goes to the login page: the back office has no landing page of its own.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const state = useSession();
  const user = useGuardUser();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const decision: GuardDecision | null = state.status === 'loading' ? null : guardDecision({ path, user });

  let target: string | null = null;
  if (decision?.action === 'redirect') target = decision.to;
  else if (decision?.action === 'allow' && decision.policy.app === 'shop') target = path;
  else if (decision?.action === 'allow' && location.pathname === '/' && !user) target = LOGIN_PATH;
  const destination = target ? destinationOf(target) : null;
  const awayHref = destination?.kind === 'away' ? destination.href : null;

  useEffect(() => {
    if (awayHref) window.location.replace(awayHref);
  }, [awayHref]);

  if (state.status === 'loading' || awayHref) return null;
  if (destination?.kind === 'here') return <Navigate to={destination.path} replace />;
  return children;
}
