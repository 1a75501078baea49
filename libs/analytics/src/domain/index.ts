// Analytics' framework-free rules: periods and their buckets, the channel of a sale, the fold of issued
// documents into facts and daily summaries, clients' standing, costs and margins, commissions, the
// custom report's fold, the activity, campaign and reservation counts, objectives' progress, the
// budget's variance and an agent's portfolio.
export * from './periods.js';
export * from './sales-channel.js';
export * from './sales-facts.js';
export * from './clients.js';
export * from './margins.js';
export * from './commissions.js';
export * from './custom-reports.js';
export * from './activities.js';
export * from './campaigns.js';
export * from './reservations.js';
export * from './objectives.js';
export * from './budget.js';
export * from './portfolio.js';
