/** Spec §1/§6 roles; anonymous visitors act as buyers. */
export const ROLES = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
