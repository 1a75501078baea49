import { lazy } from 'react';

const AccountingExports = lazy(() => import('./AccountingExports'));

/** The accounting pages of the kernel's policy table (downloadAccountingExports, accounting module). */
export const accountingPages = [{ path: '/dashboard/accounting/exports', element: <AccountingExports /> }];
