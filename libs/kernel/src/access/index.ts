// Permissions, one place (docs/kernel.md "Pages, the route guard and menus"): roles, permissions, integrations, the route policy table,
// the route guard and the menus, shared by the API guards and both front ends.
export * from './roles.js';
export * from './permissions.js';
export * from './integrations.js';
export * from './route-policies.js';
export * from './route-guard.js';
export * from './safe-redirect.js';
export * from './menus.js';
