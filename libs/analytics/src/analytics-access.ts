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

/*
 * Commissions: the pages /dashboard/analytics/commissions and /dashboard/agents/analytics share the
 * commissionsAnalytics permission; both modules must be on (analytics reports on the agents' sales).
 * Agents read their own commissions; the owner and collaborators read everyone's and set the rules.
 */
const COMMISSIONS = {
  permission: 'commissionsAnalytics',
  integration: ['analytics', 'agents'],
} as const satisfies AccessRequirement;

export const COMMISSIONS_REPORT: AccessRequirement = { roles: [...SELLERS, 'agent'], ...COMMISSIONS };
export const COMMISSION_RULES: AccessRequirement = { roles: SELLERS, ...COMMISSIONS };

/*
 * An agent's page and dashboard (/dashboard/agents/:id, the agent's own /dashboard): the owner and
 * collaborators holding accessAgent, as the page's route policy, and the agent for themself; both the
 * analytics and the agents modules on. The commission in it needs commissionsAnalytics besides.
 */
export const AGENT_FIGURES: AccessRequirement = {
  roles: [...SELLERS, 'agent'],
  permission: 'accessAgent',
  integration: ['analytics', 'agents'],
};
