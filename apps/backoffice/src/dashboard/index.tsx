import { lazy } from 'react';

const Dashboard = lazy(() => import('./Dashboard'));

/** /dashboard: the home of every signed-in user, its content by role. */
export const dashboardPages = [{ path: '/dashboard', element: <Dashboard /> }];
