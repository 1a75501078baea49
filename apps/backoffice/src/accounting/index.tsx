import { lazy } from 'react';

const AccountingCodes = lazy(() => import('./AccountingCodes'));
const AccountingExports = lazy(() => import('./AccountingExports'));

/** The accounting pages of the kernel's policy table (accounting module). */
export const accountingPages = [
  { path: '/dashboard/accounting/codes', element: <AccountingCodes /> },
  { path: '/dashboard/accounting/exports', element: <AccountingExports /> },
];
