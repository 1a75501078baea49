import type { AccessRequirement } from '@cuvee/iam';

/*
 * Every stock page needs seeAllStock; /stocks/add also createWarehouse; the warehouses,
 * movements (and DRM) pages the stocks module. The API follows: reading levels, warehouses and
 * allocations needs seeAllStock (the levels page filters by warehouse); changing warehouses needs
 * createWarehouse; the ledger, and every write that moves stock, needs the stocks module switched on.
 */
const SELLERS = ['owner', 'iam'] as const;

export const SEE_STOCK: AccessRequirement = { roles: SELLERS, permission: 'seeAllStock' };
export const MANAGE_WAREHOUSES: AccessRequirement = {
  roles: SELLERS,
  permission: ['seeAllStock', 'createWarehouse'],
};
export const STOCK_MODULE: AccessRequirement = {
  roles: SELLERS,
  permission: 'seeAllStock',
  integration: 'stocks',
};
