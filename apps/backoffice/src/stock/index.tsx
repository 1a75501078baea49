import { lazy } from 'react';

const StockLevels = lazy(() => import('./StockLevels'));
const StockLevelShow = lazy(() => import('./StockLevelShow'));
const WarehouseCreate = lazy(() => import('./WarehouseCreate'));
const Warehouses = lazy(() => import('./Warehouses'));
const Movements = lazy(() => import('./Movements'));
const Allocations = lazy(() => import('./Allocations'));

/**
 * The stock pages, drawn in the dashboard layout at the kernel's policy paths; the route guard
 * applies each path's rule (seeAllStock, createWarehouse for /add, the stocks module for warehouses and
 * movements).
 */
export const stockPages = [
  { path: '/dashboard/stocks', element: <StockLevels /> },
  { path: '/dashboard/stocks/add', element: <WarehouseCreate /> },
  { path: '/dashboard/stocks/warehouses', element: <Warehouses /> },
  { path: '/dashboard/stocks/movements', element: <Movements /> },
  { path: '/dashboard/stocks/allocations', element: <Allocations /> },
  { path: '/dashboard/stocks/:id', element: <StockLevelShow /> },
];
