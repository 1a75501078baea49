import { lazy } from 'react';

const SettingsPage = lazy(() => import('./SettingsPage'));

/** /dashboard/settings: the shop's settings, one section per ?link= (each context brings its own). */
export const settingsPages = [{ path: '/dashboard/settings', element: <SettingsPage /> }];
