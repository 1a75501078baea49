import { hydrateFront, installChunkReload, mountFront } from '@cuvee/ui';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from './routes';
import { receiveRouteData, ROUTE_DATA_ID, type SentRouteData } from './hydration';
import { registerServiceWorker } from './sw/register';
import './styles.css';

installChunkReload();

/**
 * The lazy pages of this address, loaded before hydrating: the first render must be the one the server
 * made (a page still loading would replace its HTML).
 */
async function loadLazyPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const page = await route.lazy();
      Object.assign(route, page as Partial<RouteObject>, { lazy: undefined });
    }),
  );
}

/** A public page comes rendered by the server with its routes' data (ADR 0057); the others are empty. */
async function start(): Promise<void> {
  const sent = document.getElementById(ROUTE_DATA_ID)?.textContent;
  if (!sent) {
    mountFront(<RouterProvider router={createBrowserRouter(routes)} />);
    return;
  }
  await loadLazyPages();
  const hydrationData = receiveRouteData(JSON.parse(sent) as SentRouteData);
  hydrateFront(<RouterProvider router={createBrowserRouter(routes, { hydrationData })} />);
}

void start();
registerServiceWorker();
