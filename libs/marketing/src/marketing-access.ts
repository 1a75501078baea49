import type { AccessRequirement } from '@cuvee/iam';

/* The marketing screens need the campaigns module on, and each its own permission (owners hold all). */
const SELLERS = ['owner', 'iam'] as const;

export const LISTS: AccessRequirement = {
  roles: SELLERS,
  permission: 'createList',
  integration: 'campaigns',
};
export const MODELS: AccessRequirement = {
  roles: SELLERS,
  permission: 'createModel',
  integration: 'campaigns',
};
export const CAMPAIGNS: AccessRequirement = {
  roles: SELLERS,
  permission: 'createCampaign',
  integration: 'campaigns',
};
/** The "campaigns" settings section: the owner's. */
export const CAMPAIGN_SETTINGS: AccessRequirement = { roles: ['owner'], integration: 'campaigns' };
