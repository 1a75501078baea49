// Public surface of @cuvee/primeur: the module and its tables, and its rules.
export { PrimeurModule, primeurEntities } from './primeur.module.js';
export { PrimeurCampaign, PrimeurQuota } from './campaigns/primeur-campaign.entity.js';
export { PrimeurSubscription } from './subscriptions/primeur-subscription.entity.js';
export * from './domain/primeur-rules.js';
export { seedPrimeurDemo } from './demo/primeur-demo-seed.js';
