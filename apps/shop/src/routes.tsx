import { redirect, type RouteObject } from 'react-router-dom';
import { Component as ShopLayout } from './layout/shop-layout';
import { Component as ProductPage } from './pages/product-page';
import { RouteError } from './pages/route-error';
import { Component as ShopPage } from './pages/shop-page';
import {
  productPageLoader,
  shopLayoutLoader,
  shopLayoutShouldRevalidate,
  shopPageLoader,
} from './route-data';

/*
 * The shop front's routes, each page in a chunk of its own. A shop's pages exist twice: under
 * /shops/{id} and under the public catch-all /{name} (its address name; its code redirects there);
 * static segments win over :name. The cart, the checkout (and the bank's way back, /validate3ds), a group
 * booking's payer page (/payment-shares/{token}), a campaign mail's unsubscribe page
 * (/disable-tracking-notif), the help centre (/help, /roi-simulator) and the buyer's space (with their
 * messaging, /tickets) belong to no shop: they have Cuvée's own frame, and load as chunks (the shop's
 * first page never waits for them). They sit under first segments the kernel reserves
 * (RESERVED_SHOP_NAMES: cart, validate3ds, payment-shares, disable-tracking-notif, help, roi-simulator,
 * dashboard, tickets), so no shop's address can take them; the buyer's /dashboard and /tickets pages are
 * the route table's, drawn here for
 * buyers (kernel route policies, app 'both').
 */

/** The help centre's pages (help, its news and articles, the ROI simulator): one chunk. */
const helpPages = () => import('./pages/help-page');

const shopPages: RouteObject[] = [
  { index: true, loader: shopPageLoader, Component: ShopPage },
  { path: 'legal-notice', lazy: () => import('./pages/legal-notice-page') },
  { path: 'cgv', lazy: () => import('./pages/terms-page') },
  { path: 'events/:event', lazy: () => import('./pages/event-page') },
  { path: 'primeurs/:campaign', lazy: () => import('./pages/primeur-page') },
  { path: ':product', loader: productPageLoader, Component: ProductPage },
];

/**
 * A shop's layout. The layout, the shop page and the product page — where visitors land — are in the
 * entry: no second round trip for their code before the first paint (the performance budget). The other
 * pages load as chunks of their own.
 */
const shopLayout = {
  loader: shopLayoutLoader,
  shouldRevalidate: shopLayoutShouldRevalidate,
  Component: ShopLayout,
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // The first page's data is loading: an empty frame of the header's height, no layout shift after.
    hydrateFallbackElement: <div className="first-load" aria-busy="true" />,
    children: [
      { path: '/', loader: () => redirect('/shops') },
      { path: '/shops', lazy: () => import('./pages/shops-page') },
      { path: '/cart', lazy: () => import('./pages/cart-page') },
      { path: '/cart/checkout', lazy: () => import('./pages/checkout-page') },
      { path: '/cart/confirmation', lazy: () => import('./pages/order-confirmation-page') },
      { path: '/validate3ds', lazy: () => import('./pages/validate-3ds-page') },
      { path: '/payment-shares/:token', lazy: () => import('./pages/payment-share-page') },
      { path: '/disable-tracking-notif', lazy: () => import('./pages/unsubscribe-page') },
      // A widget embedded on a producer's site: its own page, no shop header (ADR 0085).
      { path: '/iframes/:id', lazy: () => import('./pages/iframe-page') },
      { path: '/help', lazy: async () => ({ Component: (await helpPages()).HelpCentre }) },
      { path: '/help/news', lazy: async () => ({ Component: (await helpPages()).News }) },
      { path: '/help/:slug', lazy: async () => ({ Component: (await helpPages()).HelpArticle }) },
      { path: '/roi-simulator', lazy: async () => ({ Component: (await helpPages()).RoiSimulator }) },
      { path: '/dashboard', loader: () => redirect('/dashboard/orders') },
      { path: '/dashboard/orders', lazy: () => import('./pages/buyer-orders-page') },
      { path: '/dashboard/orders/:id', lazy: () => import('./pages/buyer-order-page') },
      { path: '/dashboard/documents', lazy: () => import('./pages/buyer-documents-page') },
      { path: '/dashboard/reservations', lazy: () => import('./pages/buyer-bookings-page') },
      { path: '/dashboard/reservations/:id', lazy: () => import('./pages/buyer-bookings-page') },
      { path: '/dashboard/settings', lazy: () => import('./pages/buyer-settings-page') },
      { path: '/tickets', lazy: () => import('./pages/buyer-tickets-page') },
      // The builders: the owner's editor, one chunk, outside the public shop layout (never server-rendered).
      { path: '/shops/:id/builders', lazy: () => import('./builders/builders-page') },
      { path: '/shops/:id/builders/:builder', lazy: () => import('./builders/builders-page') },
      { path: '/shops/:id/builders/:builder/:product', lazy: () => import('./builders/builders-page') },
      {
        path: '/shops/:id',
        ...shopLayout,
        children: [{ errorElement: <RouteError />, children: shopPages }],
      },
      { path: '/gs1/01/:ean/*', lazy: () => import('./pages/gs1-redirect') },
      { path: '/:name/nutritiveValues', lazy: () => import('./pages/e-label-page') },
      {
        path: '/:name',
        ...shopLayout,
        children: [{ errorElement: <RouteError />, children: shopPages }],
      },
    ],
  },
];
