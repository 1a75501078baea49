import { lazy } from 'react';

const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));
const OrderCreate = lazy(() => import('./OrderCreate'));
const Samples = lazy(() => import('./Samples'));
const Deliveries = lazy(() => import('./Deliveries'));
const SalesPoints = lazy(() => import('./SalesPoints'));
const SalesPointShow = lazy(() => import('./SalesPointShow'));
// The till (apps/backoffice/src/till) is the sales points' new-order page.
const TillPage = lazy(() => import('../till/TillPage'));

/**
 * The order pages, drawn in the dashboard layout at the kernel's policy paths; the route guard
 * applies each path's rule (sellers for samples, createOrderSalesPoint for the sales points…) and the
 * API scopes what each caller sees.
 */
export const ordersPages = [
  { path: '/dashboard/orders', element: <OrderList /> },
  { path: '/dashboard/orders/add', element: <OrderCreate /> },
  { path: '/dashboard/orders/samples', element: <Samples /> },
  { path: '/dashboard/orders/:id', element: <OrderShow /> },
  { path: '/dashboard/delivery', element: <Deliveries /> },
  { path: '/dashboard/salespoints', element: <SalesPoints /> },
  { path: '/dashboard/salespoints/:id', element: <SalesPointShow /> },
  { path: '/dashboard/salespoints/:id/new-order', element: <TillPage /> },
];
