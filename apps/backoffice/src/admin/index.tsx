import { NAMED_ROUTES } from '@cuvee/kernel';
import { lazy } from 'react';

const AdminHome = lazy(() => import('./AdminHome'));
const AdminShops = lazy(() => import('./AdminShops'));
const AdminUsers = lazy(() => import('./AdminUsers'));
const AdminOrders = lazy(() => import('./AdminOrders'));
const AdminOrderShow = lazy(() => import('./AdminOrderShow'));
const AdminProducts = lazy(() => import('./AdminProducts'));
const AddShop = lazy(() => import('./AddShop'));

/**
 * /admin: the platform administrators' pages (maintenance notice, commission, audit trail, and the
 * sub-areas of ADR 0086); /shops/add: an agent adds a producer's shop (ADR 0087).
 */
export const adminPages = [
  { path: '/admin', element: <AdminHome /> },
  { path: '/admin/shops', element: <AdminShops /> },
  { path: '/admin/users', element: <AdminUsers /> },
  { path: '/admin/orders', element: <AdminOrders /> },
  { path: '/admin/orders/:id', element: <AdminOrderShow /> },
  { path: '/admin/products', element: <AdminProducts /> },
  { path: NAMED_ROUTES.shopsAdd, element: <AddShop /> },
];
