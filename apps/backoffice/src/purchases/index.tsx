import { lazy } from 'react';

const Suppliers = lazy(() => import('./Suppliers'));
const SupplierCreate = lazy(() => import('./SupplierCreate'));
const SupplierShow = lazy(() => import('./SupplierShow'));
const PurchaseOrders = lazy(() => import('./PurchaseOrders'));
const PurchaseOrderCreate = lazy(() => import('./PurchaseOrderCreate'));
const PurchaseOrderShow = lazy(() => import('./PurchaseOrderShow'));

/**
 * The purchases pages at the kernel's policy paths; the route guard applies each path's rule
 * (seeSupplier, createSupplier for /suppliers/add, seeSupplierOrder and the purchase module for orders).
 */
export const purchasesPages = [
  { path: '/dashboard/suppliers', element: <Suppliers /> },
  { path: '/dashboard/suppliers/add', element: <SupplierCreate /> },
  { path: '/dashboard/suppliers/:id', element: <SupplierShow /> },
  { path: '/dashboard/purchases', element: <PurchaseOrders /> },
  { path: '/dashboard/purchases/add', element: <PurchaseOrderCreate /> },
  { path: '/dashboard/purchases/:id', element: <PurchaseOrderShow /> },
];
