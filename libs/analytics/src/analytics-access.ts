import type { AccessRequirement } from '@cuvee/iam';

/*
 * Permissions on the reports, mirroring the kernel's route policies of /dashboard/analytics/sells,
 * /clients and /products: owner and collaborators, accessAnalytics and the page's own permission, with
 * the analytics module switched on.
 */
const SELLERS = ['owner', 'iam'] as const;

export const SALES_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'salesAnalytics'],
  integration: 'analytics',
};
export const CLIENTS_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'clientSalesAnalytics'],
  integration: 'analytics',
};
export const PRODUCTS_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'productSalesAnalytics'],
  integration: 'analytics',
};
