import type { AccessRequirement } from '@cuvee/iam';

/* The builders are the owner's and the collaborators' (the spec's "owner and iam"), like the shop's look. */
export const BUILDERS: AccessRequirement = { roles: ['owner', 'iam'] };
