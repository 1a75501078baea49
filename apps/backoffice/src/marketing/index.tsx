import { lazy } from 'react';
import { SectionGate } from './section-gate';

const Lists = lazy(() => import('./Lists'));
const ListCreate = lazy(() => import('./ListCreate'));
const ListShow = lazy(() => import('./ListShow'));
const Models = lazy(() => import('./Models'));
const ModelEditor = lazy(() => import('./ModelEditor'));
const Campaigns = lazy(() => import('./Campaigns'));
const CampaignCreate = lazy(() => import('./CampaignCreate'));
const CampaignShow = lazy(() => import('./CampaignShow'));

/**
 * The marketing pages at the kernel's policy paths; the route guard applies each path's rule (the
 * campaigns module, and createList, createModel or createCampaign for the pages that add), and each
 * page shows only to whom may use its section (SectionGate).
 */
export const marketingPages = [
  { path: '/dashboard/crm/lists', element: <Lists />, addPath: '/dashboard/crm/lists/add' },
  { path: '/dashboard/crm/lists/add', element: <ListCreate />, addPath: '/dashboard/crm/lists/add' },
  { path: '/dashboard/crm/lists/:id', element: <ListShow />, addPath: '/dashboard/crm/lists/add' },
  { path: '/dashboard/crm/models', element: <Models />, addPath: '/dashboard/crm/models/add' },
  {
    path: '/dashboard/crm/models/add',
    element: <ModelEditor kind="standard" />,
    addPath: '/dashboard/crm/models/add',
  },
  {
    path: '/dashboard/crm/models/advanced',
    element: <ModelEditor kind="advanced" />,
    addPath: '/dashboard/crm/models/add',
  },
  {
    path: '/dashboard/crm/models/:id/standard',
    element: <ModelEditor kind="standard" />,
    addPath: '/dashboard/crm/models/add',
  },
  {
    path: '/dashboard/crm/models/:id/advanced',
    element: <ModelEditor kind="advanced" />,
    addPath: '/dashboard/crm/models/add',
  },
  { path: '/dashboard/crm/campaigns', element: <Campaigns />, addPath: '/dashboard/crm/campaigns/add' },
  {
    path: '/dashboard/crm/campaigns/add',
    element: <CampaignCreate />,
    addPath: '/dashboard/crm/campaigns/add',
  },
  {
    path: '/dashboard/crm/campaigns/:id',
    element: <CampaignShow />,
    addPath: '/dashboard/crm/campaigns/add',
  },
].map(({ path, element, addPath }) => ({
  path,
  element: <SectionGate addPath={addPath}>{element}</SectionGate>,
}));
