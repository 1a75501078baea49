// Public surface of @cuvee/ui: the React pieces shared by the back office and the shop front.
// (The Vite preset of both fronts is the separate entry @cuvee/ui/vite: it runs in Node, not here.)
export * from './locale.js';
export * from './use-locale.js';
export * from './messages.js';
export * from './ui-messages.js';
export * from './health.js';
export * from './use-health.js';
export * from './health-card.js';
export * from './logo.js';
export * from './language-switch.js';
export * from './front-page.js';
export * from './mount.js';
