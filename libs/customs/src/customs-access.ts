import type { AccessRequirement } from '@cuvee/iam';

/*
 * The DRM is a stock page computed from the movements: seeAllStock and the stocks module, as the
 * movements page. The CRD page needs seeAllStock only (the capsule ledger is kept with or without it).
 */
const SELLERS = ['owner', 'iam'] as const;

export const CUSTOMS: AccessRequirement = {
  roles: SELLERS,
  permission: 'seeAllStock',
  integration: 'stocks',
};
export const CRD: AccessRequirement = { roles: SELLERS, permission: 'seeAllStock' };
