import { lazy } from 'react';

const ReportsIndex = lazy(() => import('./ReportsIndex'));
const SalesReport = lazy(() => import('./SalesReport'));
const ClientsReport = lazy(() => import('./ClientsReport'));
const ProductsReport = lazy(() => import('./ProductsReport'));
const CommissionsReport = lazy(() => import('./CommissionsReport'));
const CustomReport = lazy(() => import('./CustomReport'));
const ActivitiesReport = lazy(() => import('./ActivitiesReport'));
const CampaignsReport = lazy(() => import('./CampaignsReport'));
const ReservationsReport = lazy(() => import('./ReservationsReport'));
const ObjectivesReport = lazy(() => import('./ObjectivesReport'));
const BudgetReport = lazy(() => import('./BudgetReport'));

/**
 * The reports of the kernel's policy table (accessAnalytics, the analytics module, and each report's
 * permission); the other report pages show "coming soon" until they are built.
 */
export const analyticsPages = [
  { path: '/dashboard/analytics', element: <ReportsIndex /> },
  { path: '/dashboard/analytics/sells', element: <SalesReport /> },
  { path: '/dashboard/analytics/clients', element: <ClientsReport /> },
  { path: '/dashboard/analytics/products', element: <ProductsReport /> },
  { path: '/dashboard/analytics/commissions', element: <CommissionsReport /> },
  { path: '/dashboard/analytics/custom', element: <CustomReport /> },
  { path: '/dashboard/analytics/activities', element: <ActivitiesReport /> },
  { path: '/dashboard/analytics/campaigns', element: <CampaignsReport /> },
  { path: '/dashboard/analytics/reservations', element: <ReservationsReport /> },
  { path: '/dashboard/analytics/objectives', element: <ObjectivesReport /> },
  { path: '/dashboard/analytics/budget', element: <BudgetReport /> },
];
