import type { AccessRequirement } from '@cuvee/iam';

/*
 * Futures pages need seeFutureOrder with the futures module switched on; creating campaigns and taking
 * subscriptions from the back office also createFutureOrder.
 */
const SELLERS = ['owner', 'iam'] as const;

export const SEE_FUTURES: AccessRequirement = {
  roles: SELLERS,
  permission: 'seeFutureOrder',
  integration: 'futures',
};
/** A buyer of the shop (X-Shop-Id) subscribing from the shop front. */
export const BUYER_FUTURES: AccessRequirement = { roles: ['buyer'], integration: 'futures' };

export const MANAGE_FUTURES: AccessRequirement = {
  roles: SELLERS,
  permission: ['seeFutureOrder', 'createFutureOrder'],
  integration: 'futures',
};
