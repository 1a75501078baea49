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

/** The settings section of marketing (?link=campaigns). */
export const marketingSettingsSections = {
  campaigns: lazy(() => import('./CampaignSettingsSection')),
};

/**
 * The marketing pages at the kernel's policy paths; the route guard applies each path's rule (the
 * campaigns module, and createList, createModel or createCampaign for the pages that add), and each
 * page shows only to whom may use its section (SectionGate).
 */
export const marketingPages = [
  { path: '/dashboard/crm/lists', element: <Lists /> },
  { path: '/dashboard/crm/lists/add', element: <ListCreate /> },
  { path: '/dashboard/crm/lists/:id', element: <ListShow /> },
  { path: '/dashboard/crm/models', element: <Models /> },
  { path: '/dashboard/crm/models/add', element: <ModelEditor kind="standard" /> },
  { path: '/dashboard/crm/models/advanced', element: <ModelEditor kind="advanced" /> },
  { path: '/dashboard/crm/models/:id/standard', element: <ModelEditor kind="standard" /> },
  { path: '/dashboard/crm/models/:id/advanced', element: <ModelEditor kind="advanced" /> },
  { path: '/dashboard/crm/campaigns', element: <Campaigns /> },
  { path: '/dashboard/crm/campaigns/add', element: <CampaignCreate /> },
  { path: '/dashboard/crm/campaigns/:id', element: <CampaignShow /> },
].map(({ path, element }) => ({
  path,
  // A section's permission is the one its add page asks (/dashboard/crm/{section}/add).
  element: <SectionGate addPath={`/dashboard/crm/${path.split('/')[3]}/add`}>{element}</SectionGate>,
}));
