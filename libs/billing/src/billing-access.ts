import type { AccessRequirement } from '@cuvee/iam';

/*
 * Permissions on the billing endpoints (docs/billing.md "Endpoints"; pages /orders/quotes, /bills, /deposits,
 * /credits, /ventilate, /payments/*: owner and iam). Reading documents needs seeAllOrder; making and
 * sending quotes createQuote; invoices, deposits, credit notes and ventilation billOrder; payments,
 * bank deposits, client credits and outstandings seeAllPayment; the accounting settings
 * editAccountingCodes. Owners hold them all; collaborators by their map.
 */
const SELLERS = ['owner', 'iam'] as const;

export const READ_DOCUMENTS: AccessRequirement = { roles: SELLERS, permission: 'seeAllOrder' };
export const WRITE_QUOTES: AccessRequirement = { roles: SELLERS, permission: 'createQuote' };
export const BILL: AccessRequirement = { roles: SELLERS, permission: 'billOrder' };
export const PAYMENTS: AccessRequirement = { roles: SELLERS, permission: 'seeAllPayment' };
export const SETTINGS_READ: AccessRequirement = { roles: SELLERS };
export const ACCOUNTING_CODES: AccessRequirement = { roles: SELLERS, permission: 'editAccountingCodes' };
