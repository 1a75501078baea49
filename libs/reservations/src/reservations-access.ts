import type { AccessRequirement } from '@cuvee/iam';

/*
 * Events need accessEvent (and createEvent to write them); bookings seeAllResa to read the shop's and
 * createResa to take one by phone or check visitors in; all of it the reservations module. Buyers read
 * and cancel their own bookings (the buyer menu's "Réservations").
 */
const SELLERS = ['owner', 'iam'] as const;

export const SEE_EVENTS: AccessRequirement = {
  roles: SELLERS,
  permission: 'accessEvent',
  integration: 'reservations',
};
export const WRITE_EVENTS: AccessRequirement = {
  roles: SELLERS,
  permission: ['accessEvent', 'createEvent'],
  integration: 'reservations',
};
/** Reading and cancelling bookings: the service scopes them (a buyer's own; seeAllResa for a collaborator). */
export const OWN_BOOKINGS: AccessRequirement = { roles: [...SELLERS, 'buyer'] };
export const TAKE_BOOKINGS: AccessRequirement = {
  roles: SELLERS,
  permission: ['seeAllResa', 'createResa'],
  integration: 'reservations',
};
