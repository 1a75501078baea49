/*
 * The react-admin resources of the back office. A resource is named by its list page without the
 * leading slash, so react-admin's own links (row click, after-save redirect) land on the kernel's
 * route paths: resource "dashboard/collaborators" → /dashboard/collaborators/5. Its API collection is here.
 * A later screen adds one line (e.g. 'dashboard/products': 'products').
 */
export const RESOURCE_ENDPOINTS = {
  'dashboard/collaborators': 'collaborators',
  'dashboard/agents': 'shop-agents',
  notifications: 'notifications-centers',
  'till-records': 'till/records',
} as const satisfies Record<string, string>;

export type ResourceName = keyof typeof RESOURCE_ENDPOINTS;

/** The API collection of a resource (a name without an entry is taken as the collection itself). */
export function endpointOf(resource: string): string {
  return (RESOURCE_ENDPOINTS as Record<string, string>)[resource] ?? resource;
}
