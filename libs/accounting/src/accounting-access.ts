import type { AccessRequirement } from '@cuvee/iam';

/*
 * Permissions on the accounting endpoints (pages /dashboard/accounting/codes and /exports: owner and
 * iam, with the accounting module switched on). Reading the journals and exporting them needs
 * downloadAccountingExports; the chart's titles editAccountingCodes.
 */
const SELLERS = ['owner', 'iam'] as const;

export const EXPORTS: AccessRequirement = {
  roles: SELLERS,
  permission: 'downloadAccountingExports',
  integration: 'accounting',
};
