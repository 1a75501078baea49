// Analytics' framework-free rules: periods and their buckets, the channel of a sale, the fold of issued
// documents into facts and daily summaries, clients' standing, costs and margins.
export * from './periods.js';
export * from './sales-channel.js';
export * from './sales-facts.js';
export * from './clients.js';
export * from './margins.js';
export * from './commissions.js';
export * from './portfolio.js';
