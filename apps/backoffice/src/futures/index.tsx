import { lazy } from 'react';

const Campaigns = lazy(() => import('./Campaigns'));
const CampaignCreate = lazy(() => import('./CampaignCreate'));
const CampaignShow = lazy(() => import('./CampaignShow'));

/**
 * The primeur pages at the kernel's policy paths; the route guard applies each path's rule
 * (seeFutureOrder and the futures module, createFutureOrder for /futures/add).
 */
export const futuresPages = [
  { path: '/dashboard/futures', element: <Campaigns /> },
  { path: '/dashboard/futures/add', element: <CampaignCreate /> },
  { path: '/dashboard/futures/:id', element: <CampaignShow /> },
];
