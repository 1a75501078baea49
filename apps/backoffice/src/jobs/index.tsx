import { lazy } from 'react';

const ImportsPage = lazy(() => import('./ImportsPage'));
const ExportsPage = lazy(() => import('./ExportsPage'));

/**
 * The imports and exports screens, in the dashboard layout. The route guard needs their
 * paths in the kernel's ROUTE_POLICIES (owner and iam; the API checks createProduct / createClient and
 * seeAllProduct / seeAllClient per kind).
 */
export const jobsPages = [
  { path: '/dashboard/imports', element: <ImportsPage /> },
  { path: '/dashboard/exports', element: <ExportsPage /> },
];
