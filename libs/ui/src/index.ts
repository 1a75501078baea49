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
export * from './server-request.js';
// Global services of both fronts (docs/backoffice.md): theme, snackbars, popup, loading overlay,
// error screen and chunk reload, maintenance, version, network and download notices.
export * from './mui-theme.js';
export * from './snackbar-store.js';
export * from './snackbar.js';
export * from './calendar-grid.js';
export * from './popup-state.js';
export * from './popup.js';
export * from './date-field.js';
export * from './emails-field.js';
export * from './loading.js';
export * from './chunk-reload.js';
export * from './error-screen.js';
export * from './notices.js';
export * from './save-blob.js';
export * from './file-data-url.js';
// The session's tokens and their serialised refresh (ADR 0008).
export * from './session-tokens.js';
