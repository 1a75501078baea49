// Test fixture (not a spec file): the pages written out by hand, shared by the table and guard tests.
/*
 * Every page of both fronts, written out by hand route by route (not derived from the table):
 *   path | audience | roles ('all' = the five roles) | permissions (all needed) | integrations (all needed)
 * Decisions where the spec is silent are marked with "*" at the end of the line (see route-policies.ts);
 * /dashboard/imports and /dashboard/exports are the only pages the original page list does not name.
 */
const SPEC_ROUTES = `
/                                       | guest   | -                       | -                              | -  *
/auth                                   | guest   | -                       | -                              | -
/auth/login                             | guest   | -                       | -                              | -
/auth/register                          | guest   | -                       | -                              | -
/auth/register/agent                    | guest   | -                       | -                              | -
/auth/register/buyer                    | guest   | -                       | -                              | -
/auth/register/seller                   | guest   | -                       | -                              | -
/auth/resetpwd                          | guest   | -                       | -                              | -
/auth/validate                          | public  | all                     | -                              | -  *
/auth/takeover                          | public  | all                     | -                              | -  *
/validate3ds                            | public  | all                     | -                              | -
/payment-shares/:token                  | public  | all                     | -                              | -  *
/disable-tracking-notif                 | public  | all                     | -                              | -
/help                                   | public  | all                     | -                              | -
/help/news                              | public  | all                     | -                              | -  *
/help/:slug                             | public  | all                     | -                              | -  *
/roi-simulator                          | public  | all                     | -                              | -
/tickets                                | members | buyer owner iam         | seeAllMessages                 | -
/cart                                   | public  | buyer                   | -                              | -
/iframes/:id                            | public  | all                     | -                              | -
/gs1/01/:ean                            | public  | all                     | -                              | -
/gs1/01/:ean/10/:lotNumber              | public  | all                     | -                              | -
/gs1/01/:ean/22/:vintage                | public  | all                     | -                              | -
/gs1/01/:ean/22/:vintage/10/:lotNumber  | public  | all                     | -                              | -
/shops                                  | members | owner buyer agent iam   | -                              | -  *
/shops/add                              | members | agent                   | -                              | -
/shops/:id                              | public  | all                     | -                              | -
/shops/:id/:product                     | public  | all                     | -                              | -
/shops/:id/legal-notice                 | public  | all                     | -                              | -
/shops/:id/builders                     | members | owner iam               | -                              | -
/shops/:id/builders/:builder            | members | owner iam               | -                              | -
/shops/:id/builders/:builder/:product   | members | owner iam               | -                              | -
/:name                                  | public  | all                     | -                              | -
/:name/legal-notice                     | public  | all                     | -                              | -
/:name/nutritiveValues                  | public  | all                     | -                              | -
/:name/:product                         | public  | all                     | -                              | -
/dashboard                              | members | buyer owner agent iam   | -                              | -
/dashboard/settings                     | members | buyer owner agent iam   | -                              | -
/dashboard/customize                    | members | owner iam               | -                              | -  *
/dashboard/calendar                     | members | owner iam               | -                              | -
/dashboard/delivery                     | members | owner iam               | -                              | -
/dashboard/tarifs                       | members | owner iam agent         | seeAllPrice                    | -
/dashboard/tasks                        | members | owner agent iam         | -                              | -
/dashboard/orders                       | members | buyer owner agent iam   | -                              | -
/dashboard/orders/:id                   | members | buyer owner agent iam   | -                              | -
/dashboard/orders/samples               | members | owner iam agent         | -                              | -
/dashboard/orders/add                   | members | owner admin agent iam   | -                              | -
/dashboard/orders/quotes                | members | owner iam               | seeAllOrder                    | -  *
/dashboard/orders/bills                 | members | owner iam               | seeAllOrder                    | -  *
/dashboard/orders/ventilate             | members | owner iam               | billOrder                      | -  *
/dashboard/orders/credits               | members | owner iam               | seeAllOrder                    | -  *
/dashboard/orders/deposits              | members | owner iam               | seeAllOrder                    | -  *
/dashboard/payments                     | members | owner iam               | seeAllPayment                  | -  *
/dashboard/payments/credits             | members | owner iam               | seeAllPayment                  | -  *
/dashboard/payments/outstandings        | members | owner iam               | seeAllPayment                  | -  *
/dashboard/salespoints                  | members | owner admin iam         | createOrderSalesPoint          | -
/dashboard/salespoints/:id              | members | owner admin iam         | createOrderSalesPoint          | -
/dashboard/salespoints/:id/new-order    | members | owner admin iam         | createOrderSalesPoint          | -
/dashboard/products                     | members | owner agent iam         | -                              | -
/dashboard/products/:id                 | members | owner agent iam         | -                              | -
/dashboard/products/add                 | members | owner iam               | createProduct                  | -
/dashboard/clients                      | members | owner agent iam         | -                              | -
/dashboard/clients/:id                  | members | owner agent iam         | -                              | -
/dashboard/clients/add                  | members | owner iam               | createClient                   | -
/dashboard/clients/opportunities        | members | owner iam               | -                              | -
/dashboard/clients/prospection          | members | owner iam               | seeAllClient                   | -
/dashboard/stocks                       | members | owner iam               | seeAllStock                    | -
/dashboard/stocks/:id                   | members | owner iam               | seeAllStock                    | -
/dashboard/stocks/add                   | members | owner iam               | seeAllStock createWarehouse    | -
/dashboard/stocks/warehouses            | members | owner iam               | seeAllStock                    | stocks
/dashboard/stocks/drm                   | members | owner iam               | seeAllStock                    | stocks
/dashboard/stocks/movements             | members | owner iam               | seeAllStock                    | stocks
/dashboard/stocks/allocations           | members | owner iam               | seeAllStock                    | -  *
/dashboard/stocks/crdColors             | members | owner iam               | seeAllStock                    | -  *
/dashboard/imports                      | members | owner iam               | -                              | -  *
/dashboard/exports                      | members | owner iam               | -                              | -  *
/dashboard/analytics                    | members | owner iam               | accessAnalytics                | analytics
/dashboard/analytics/budget             | members | owner iam               | accessAnalytics manageBudget   | analytics
/dashboard/analytics/activities         | members | owner iam               | accessAnalytics activitiesAnalytics | analytics iam
/dashboard/analytics/clients            | members | owner iam               | accessAnalytics clientSalesAnalytics | analytics
/dashboard/analytics/objectives         | members | owner iam               | accessAnalytics goalsAnalytics | analytics
/dashboard/analytics/products           | members | owner iam               | accessAnalytics productSalesAnalytics | analytics
/dashboard/analytics/commissions        | members | owner iam               | accessAnalytics commissionsAnalytics | analytics
/dashboard/analytics/sells              | members | owner iam               | accessAnalytics salesAnalytics | analytics
/dashboard/analytics/campaigns          | members | owner iam               | accessAnalytics campaignsAnalytics | analytics crm
/dashboard/analytics/reservations       | members | owner iam               | accessAnalytics productSalesAnalytics | analytics reservations
/dashboard/analytics/custom             | members | owner iam               | accessAnalytics                | analytics
/dashboard/accounting/codes             | members | owner iam               | editAccountingCodes            | accounting
/dashboard/accounting/exports           | members | owner iam               | downloadAccountingExports      | accounting
/dashboard/crm                          | members | owner iam               | -                              | campaigns
/dashboard/crm/lists                    | members | owner iam               | -                              | campaigns
/dashboard/crm/lists/add                | members | owner iam               | createList                     | campaigns
/dashboard/crm/lists/:id                | members | owner iam               | -                              | campaigns
/dashboard/crm/campaigns                | members | owner iam               | -                              | campaigns
/dashboard/crm/campaigns/add            | members | owner iam               | createCampaign                 | campaigns
/dashboard/crm/campaigns/:id            | members | owner iam               | -                              | campaigns
/dashboard/crm/models                   | members | owner iam               | -                              | campaigns
/dashboard/crm/models/add               | members | owner iam               | createModel                    | campaigns
/dashboard/crm/models/advanced          | members | owner iam               | createModel                    | campaigns
/dashboard/crm/models/:id/standard      | members | owner iam               | -                              | campaigns
/dashboard/crm/models/:id/advanced      | members | owner iam               | -                              | campaigns
/dashboard/reservations                 | members | buyer owner iam         | -                              | reservations
/dashboard/reservations/:id             | members | buyer owner iam         | -                              | reservations
/dashboard/reservations/add             | members | owner iam               | accessEvent                    | reservations
/dashboard/reservations/events          | members | owner iam               | accessEvent                    | reservations
/dashboard/reservations/events/:id      | members | owner iam               | accessEvent                    | reservations
/dashboard/reservations/events/add      | members | owner iam               | accessEvent createEvent        | reservations
/dashboard/agents                       | members | owner iam               | accessAgent                    | agents
/dashboard/agents/add                   | members | owner iam               | createAgent                    | agents
/dashboard/agents/find                  | members | owner iam               | createAgent                    | agents
/dashboard/agents/:id                   | members | owner iam               | accessAgent                    | agents  *
/dashboard/agents/analytics             | members | owner iam               | commissionsAnalytics           | agents
/dashboard/collaborators                | members | owner iam               | accessCollaborator             | iam
/dashboard/collaborators/structure      | members | owner iam               | accessCollaborator             | iam
/dashboard/collaborators/:id            | members | owner iam               | accessCollaborator             | iam
/dashboard/collaborators/add            | members | owner iam               | createCollaborator             | iam
/dashboard/suppliers                    | members | owner iam               | seeSupplier                    | -
/dashboard/suppliers/:id                | members | owner iam               | seeSupplier                    | -
/dashboard/suppliers/add                | members | owner iam               | createSupplier                 | -
/dashboard/purchases                    | members | owner iam               | seeSupplierOrder               | purchase
/dashboard/purchases/:id                | members | owner iam               | seeSupplierOrder               | purchase
/dashboard/purchases/add                | members | owner iam               | seeSupplierOrder               | purchase  *
/dashboard/futures                      | members | owner iam               | seeFutureOrder                 | futures
/dashboard/futures/:id                  | members | owner iam               | seeFutureOrder                 | futures
/dashboard/futures/add                  | members | owner iam               | createFutureOrder              | futures  *
/dashboard/iframes/add                  | members | owner iam               | -                              | iframes
/dashboard/iframes/:id                  | members | owner iam               | -                              | iframes
/admin                                  | members | admin                   | -                              | -
/admin/orders                           | members | admin                   | -                              | -
/admin/orders/:id                       | members | admin                   | -                              | -  *
/admin/products                         | members | admin                   | -                              | -
/admin/shops                            | members | admin                   | -                              | -
/admin/users                            | members | admin                   | -                              | -
/admin/tickets                          | members | admin                   | -                              | -  *
`;

const ALL_ROLES = ['admin', 'agent', 'buyer', 'iam', 'owner'];

export interface SpecRoute {
  path: string;
  audience: string;
  roles: string[];
  permissions: string[];
  integrations: string[];
}

function words(cell: string): string[] {
  const text = cell.replace('*', '').trim();
  return text === '-' ? [] : text.split(/\s+/);
}

export const SPEC: readonly SpecRoute[] = SPEC_ROUTES.trim()
  .split('\n')
  .map((line) => {
    const [path, audience, roles, permissions, integrations] = line.split('|').map((cell) => cell.trim());
    return {
      path,
      audience,
      roles: roles === 'all' ? ALL_ROLES : words(roles).sort(),
      permissions: words(permissions).sort(),
      integrations: words(integrations).sort(),
    };
  });

/** A concrete location for a pattern: '/shops/:id/:product' → '/shops/7/p-product'. */
export function sampleLocation(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) =>
    name === 'name' ? 'domaine-martin' : name === 'id' ? '7' : `p-${name}`,
  );
}
