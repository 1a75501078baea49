import { lazy } from 'react';

const CustomizePage = lazy(() => import('./CustomizePage'));

/** /dashboard/customize: the shop header's style and the shop's tabs (owner edits, iam reads). */
export const customizePages = [{ path: '/dashboard/customize', element: <CustomizePage /> }];
