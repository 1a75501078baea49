import { lazy } from 'react';

const IframeForm = lazy(() => import('./IframeForm'));

/** The settings section of the iframes (?link=iframes): their defaults and their list. */
export const iframesSettingsSections = {
  iframes: lazy(() => import('./IframesSettingsSection')),
};

/**
 * The iframe pages at the kernel's policy paths; the route guard applies each path's rule (owner and
 * collaborators, the iframes module). Their list is in the settings section.
 */
export const iframesPages = [
  { path: '/dashboard/iframes/add', element: <IframeForm /> },
  { path: '/dashboard/iframes/:id', element: <IframeForm /> },
];
