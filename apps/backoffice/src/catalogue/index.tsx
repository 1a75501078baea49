import { lazy } from 'react';

const ProductList = lazy(() => import('./ProductList'));
const ProductCreate = lazy(() => import('./ProductCreate'));
const ProductEdit = lazy(() => import('./ProductEdit'));
const Tarifs = lazy(() => import('./Tarifs'));

/**
 * The catalogue pages, drawn in the dashboard layout at the kernel's policy paths; the route
 * guard applies each path's rule (createProduct for /add, seeAllPrice for the Tarifs grid).
 */
export const cataloguePages = [
  { path: '/dashboard/products', element: <ProductList /> },
  { path: '/dashboard/products/add', element: <ProductCreate /> },
  { path: '/dashboard/products/:id', element: <ProductEdit /> },
  { path: '/dashboard/tarifs', element: <Tarifs /> },
];

/** The settings sections of the catalogue (?link=typos, ?link=products). */
export const catalogueSettingsSections = {
  typos: lazy(() => import('./TyposSection')),
  products: lazy(() => import('./ProductsSection')),
};
