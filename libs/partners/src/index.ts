// Public surface of @cuvee/partners: its module and tables, and the framework-free rules partners rely on
// (the signature scheme, the retry rounds, the checks on a receiving URL; the events are the kernel's).
export { PartnersModule, partnersEntities } from './partners.module.js';
export { WebhookSubscription } from './webhooks/webhook-subscription.entity.js';
export { WebhookDelivery, WebhookAttempt } from './deliveries/webhook-delivery.entity.js';
export * from './domain/webhook-signature.js';
export * from './domain/webhook-rounds.js';
export * from './domain/webhook-url.js';
