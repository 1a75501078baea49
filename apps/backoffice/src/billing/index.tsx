import { lazy } from 'react';

const DocumentsPage = lazy(() => import('./DocumentsPage'));
const PaymentsPage = lazy(() => import('./PaymentsPage'));
const OutstandingsPage = lazy(() => import('./OutstandingsPage'));
const ClientCreditsPage = lazy(() => import('./ClientCreditsPage'));
const VentilationPage = lazy(() => import('./VentilationPage'));

/**
 * The sales documents and payments pages, drawn in the dashboard layout at the kernel's
 * policy paths; the route guard applies each path's rule (seeAllOrder for the documents, billOrder for
 * the ventilation, seeAllPayment for the payments pages). A document opens on its kind's page with
 * ?id= (the route table holds the pages' paths only).
 */
export const billingPages = [
  { path: '/dashboard/orders/quotes', element: <DocumentsPage kind="quote" /> },
  { path: '/dashboard/orders/bills', element: <DocumentsPage kind="invoice" /> },
  { path: '/dashboard/orders/deposits', element: <DocumentsPage kind="deposit" /> },
  { path: '/dashboard/orders/credits', element: <DocumentsPage kind="creditNote" /> },
  { path: '/dashboard/orders/ventilate', element: <VentilationPage /> },
  { path: '/dashboard/payments', element: <PaymentsPage /> },
  { path: '/dashboard/payments/outstandings', element: <OutstandingsPage /> },
  { path: '/dashboard/payments/credits', element: <ClientCreditsPage /> },
];

/** The settings sections of billing (?link=billing, tab 0; ?link=accounting, tab 2). */
export const billingSettingsSections = {
  billing: lazy(() => import('./BillingSettingsSection')),
  accounting: lazy(() => import('./AccountingSettingsSection')),
  documents: lazy(() => import('./DocumentsSettingsSection')),
};
