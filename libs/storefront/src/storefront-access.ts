import type { AccessRequirement } from '@cuvee/iam';

/* The builders are the owner's and the collaborators' (the spec's "owner and iam"), like the shop's look. */
export const BUILDERS: AccessRequirement = { roles: ['owner', 'iam'] };

/**
 * The iframes and their settings section: the shop's owner and collaborators, with the iframes module on
 * (the back office's /dashboard/iframes pages ask the same, kernel route policies).
 */
export const IFRAMES: AccessRequirement = { roles: ['owner', 'iam'], integration: 'iframes' };
