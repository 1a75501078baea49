import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The theme comes with the mount, so every front has it, before its own stylesheet.
import './styles/theme.css';

/** Starts a front end: renders its root component into the page's #root element. */
export function mountFront(app: ReactNode, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) throw new Error('mountFront: the page has no #root element');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}

/** Calls `done` once its tree is on the page (its effects run after the first commit). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Starts a front end over the page its server rendered (the same tree, ADR 0057): hydrates #root. The
 * server sends #root `inert` (readable, but a click before the application runs would be lost); it
 * takes input once hydrated.
 */
export function hydrateFront(
  app: ReactNode,
  container: HTMLElement | null = document.getElementById('root'),
) {
  if (!container) throw new Error('hydrateFront: the page has no #root element');
  const ready = () => container.removeAttribute('inert');
  hydrateRoot(
    container,
    <StrictMode>
      <Committed done={ready}>{app}</Committed>
    </StrictMode>,
  );
}
