import type { AccessRequirement } from '@cuvee/iam';

/*
 * Suppliers need seeSupplier (createSupplier to change them); purchase orders, receipts and supplier
 * invoices need seeSupplierOrder with the purchase module switched on (there is no separate create
 * permission for supplier orders: /dashboard/purchases/add takes seeSupplierOrder too).
 */
const SELLERS = ['owner', 'iam'] as const;

export const SEE_SUPPLIERS: AccessRequirement = { roles: SELLERS, permission: 'seeSupplier' };
export const MANAGE_SUPPLIERS: AccessRequirement = {
  roles: SELLERS,
  permission: ['seeSupplier', 'createSupplier'],
};
export const PURCHASE_MODULE: AccessRequirement = {
  roles: SELLERS,
  permission: 'seeSupplierOrder',
  integration: 'purchase',
};
