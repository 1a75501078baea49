// Public surface of @cuvee/primeur: the module and its tables, and its rules.
export { PrimeurModule, primeurEntities } from './primeur.module.js';
export { PrimeurCampaign, PrimeurQuota } from './campaigns/primeur-campaign.entity.js';
export { PrimeurSubscription } from './subscriptions/primeur-subscription.entity.js';
// Taking subscriptions; the API's tests hold its write step to force simultaneous subscriptions.
export { SubscriptionsService } from './subscriptions/subscriptions.service.js';
export * from './domain/primeur-rules.js';
export { seedPrimeurDemo } from './demo/primeur-demo-seed.js';
