import { lazy } from 'react';

const AdminHome = lazy(() => import('./AdminHome'));

/** /admin: the platform administrators' page (maintenance notice, audit trail). */
export const adminPages = [{ path: '/admin', element: <AdminHome /> }];
