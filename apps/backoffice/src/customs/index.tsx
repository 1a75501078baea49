import { lazy } from 'react';

const Drm = lazy(() => import('./Drm'));
const CrdColors = lazy(() => import('./CrdColors'));

/** The customs pages, under the stock paths of the kernel's policy table (seeAllStock; the DRM also the stocks module). */
export const customsPages = [
  { path: '/dashboard/stocks/drm', element: <Drm /> },
  { path: '/dashboard/stocks/crdColors', element: <CrdColors /> },
];
