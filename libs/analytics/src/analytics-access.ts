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
 * Custom reports: the page /dashboard/analytics/custom asks accessAnalytics only, so anyone of the
 * team who opens the reports saves and shares their own. What they measure is the sales, so running
 * one asks salesAnalytics too (ADR 0083): the custom page never shows more than the sales report.
 */
export const SAVED_REPORTS: AccessRequirement = {
  roles: SELLERS,
  permission: 'accessAnalytics',
  integration: 'analytics',
};
export const CUSTOM_REPORT: AccessRequirement = SALES_REPORT;

/*
 * The activities, campaigns and reservations reports, as the route policies of their pages: the
 * activities need the iam module too (the team), the campaigns the crm one, the reservations theirs
 * (read with the products report's permission).
 */
export const ACTIVITIES_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'activitiesAnalytics'],
  integration: ['analytics', 'iam'],
};
export const CAMPAIGNS_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'campaignsAnalytics'],
  integration: ['analytics', 'crm'],
};
export const RESERVATIONS_REPORT: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'productSalesAnalytics'],
  integration: ['analytics', 'reservations'],
};

/*
 * Objectives and budget: the pages /dashboard/analytics/objectives (goalsAnalytics) and /budget
 * (manageBudget). The owner and collaborators set and read every objective; an agent reads only their
 * own objectives and progress (for their page).
 */
const GOALS = {
  permission: ['accessAnalytics', 'goalsAnalytics'],
  integration: 'analytics',
} as const satisfies AccessRequirement;

export const OBJECTIVES: AccessRequirement = { roles: SELLERS, ...GOALS };
export const OBJECTIVES_REPORT: AccessRequirement = { roles: [...SELLERS, 'agent'], ...GOALS };
export const BUDGET: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessAnalytics', 'manageBudget'],
  integration: 'analytics',
};

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
