import { lazy } from 'react';

const ClientList = lazy(() => import('./ClientList'));
const ClientCreate = lazy(() => import('./ClientCreate'));
const ClientShow = lazy(() => import('./ClientShow'));
const Opportunities = lazy(() => import('./Opportunities'));
const Prospection = lazy(() => import('./Prospection'));
const Tasks = lazy(() => import('./Tasks'));
const Calendar = lazy(() => import('./Calendar'));

/**
 * The CRM pages, drawn in the dashboard layout at the kernel's policy paths; the route guard
 * applies each path's rule (createClient for /add, seeAllClient for prospection…).
 */
export const crmPages = [
  { path: '/dashboard/clients', element: <ClientList /> },
  { path: '/dashboard/clients/add', element: <ClientCreate /> },
  { path: '/dashboard/clients/opportunities', element: <Opportunities /> },
  { path: '/dashboard/clients/prospection', element: <Prospection /> },
  { path: '/dashboard/clients/:id', element: <ClientShow /> },
  { path: '/dashboard/tasks', element: <Tasks /> },
  { path: '/dashboard/calendar', element: <Calendar /> },
];

/** The settings section of the CRM (?link=crm): typologies, pipeline stages, clients' custom fields. */
export const crmSettingsSections = {
  crm: lazy(() => import('./CrmSettingsSection')),
};
