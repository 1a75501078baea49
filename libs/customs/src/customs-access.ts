import type { AccessRequirement } from '@cuvee/iam';

/*
 * The DRM and CRD pages are stock pages: they need seeAllStock and the stocks module switched on, the
 * same as the movements they are computed from.
 */
export const CUSTOMS: AccessRequirement = {
  roles: ['owner', 'iam'],
  permission: 'seeAllStock',
  integration: 'stocks',
};
