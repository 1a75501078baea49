import { lazy } from 'react';

const TicketsPage = lazy(() => import('./TicketsPage'));

/**
 * The messaging pages, in the dashboard layout ("tickets" layout for /tickets): the shop's inbox and
 * the admins' support inbox, one screen whose side follows the user's role. The route guard applies
 * the kernel's policies (owner, iam with seeAllMessages; admin).
 */
export const messagingPages = [
  { path: '/tickets', element: <TicketsPage /> },
  { path: '/admin/tickets', element: <TicketsPage /> },
];
