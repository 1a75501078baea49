import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The theme comes with the mount, so every front has it, before its own stylesheet.
import './styles/theme.css';

/** Starts a front end: renders its root component into the page's #root element. */
export function mountFront(app: ReactNode, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) throw new Error('mountFront: the page has no #root element');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
