import { ROUTE_POLICIES } from '@cuvee/kernel';
import { Route } from 'react-router-dom';
import { adminPages } from '../admin';
import { agents } from '../agents';
import { analyticsPages } from '../analytics';
import { billingPages } from '../billing';
import { AUTH_PATHS } from '../auth';
import { collaborators } from '../collaborators';
import { ComingSoon } from '../coming-soon/ComingSoon';
import { cataloguePages } from '../catalogue';
import { crmPages } from '../crm';
import { customizePages } from '../customize';
import { dashboardPages } from '../dashboard';
import { futuresPages } from '../futures';
import { helpPages } from '../help';
import { jobsPages } from '../jobs';
import { iframesPages } from '../iframes';
import { marketingPages } from '../marketing';
import { messagingPages } from '../messaging';
import { ordersPages } from '../orders';
import { purchasesPages } from '../purchases';
import { settingsPages } from '../settings';
import { reservationsPages } from '../reservations';
import { stockPages } from '../stock';
import { accountingPages } from '../accounting';
import { customsPages } from '../customs';

/** The screens drawn inside the dashboard layout, outside the resources: each folder's index lists its pages. */
const PAGES = [
  ...dashboardPages,
  ...settingsPages,
  ...adminPages,
  ...crmPages,
  ...jobsPages,
  ...stockPages,
  ...customsPages,
  ...accountingPages,
  ...analyticsPages,
  ...reservationsPages,
  ...cataloguePages,
  ...customizePages,
  ...ordersPages,
  ...billingPages,
  ...purchasesPages,
  ...marketingPages,
  ...iframesPages,
  ...futuresPages,
  ...helpPages,
  ...messagingPages,
];

const DRAWN = new Set<string>([
  '/',
  ...AUTH_PATHS,
  ...PAGES.map((page) => page.path),
  ...collaborators.paths,
  ...agents.paths,
]);

/**
 * Every other page of the back office in the kernel's policy table gets a "coming soon" page, so
 * menus and links work today with the route guard's rules; a later issue replaces its entry.
 * Pages of the shop front (app "shop") are opened there by the route guard.
 */
export const layoutRoutes = [
  ...PAGES.map((page) => <Route key={page.path} path={page.path} element={page.element} />),
  ...ROUTE_POLICIES.filter((policy) => policy.app !== 'shop' && !DRAWN.has(policy.path)).map((policy) => (
    <Route key={policy.path} path={policy.path} element={<ComingSoon />} />
  )),
];
