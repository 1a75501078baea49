import type { Labels } from '../locale.js';

/**
 * The roles (docs/kernel.md "Roles and permissions"). Anonymous visitors act as buyers; "public" is not a role but a route audience
 * (see route-policies.ts). libs/iam's ROLES should re-export this list.
 */
export const ROLES = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles tied to one shop (the user's first shop) that load its data after login. */
export const SHOP_ROLES = ['owner', 'iam'] as const satisfies readonly Role[];
export type ShopRole = (typeof SHOP_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, Labels>> = {
  buyer: { fr: 'Acheteur', en: 'Buyer' },
  owner: { fr: 'Propriétaire', en: 'Owner' },
  iam: { fr: 'Collaborateur', en: 'Collaborator' },
  agent: { fr: 'Agent commercial', en: 'Sales agent' },
  admin: { fr: 'Administrateur', en: 'Administrator' },
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isShopRole(role: Role): role is ShopRole {
  return role === 'owner' || role === 'iam';
}
