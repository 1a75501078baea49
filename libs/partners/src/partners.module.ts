import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '@cuvee/messaging';
import { WebhookDeliveriesController } from './deliveries/webhook-deliveries.controller.js';
import { WebhookDeliveriesService } from './deliveries/webhook-deliveries.service.js';
import { WebhookAttempt, WebhookDelivery } from './deliveries/webhook-delivery.entity.js';
import { WebhookDispatcher } from './deliveries/webhook-dispatcher.js';
import { WebhookFeeds } from './deliveries/webhook-feeds.js';
import { DeliverWebhookJob } from './jobs/deliver-webhook.job.js';
import { WebhookSubscription } from './webhooks/webhook-subscription.entity.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const partnersEntities = [WebhookSubscription, WebhookDelivery, WebhookAttempt];

/**
 * Partners: what programs of other companies use to keep in step with a shop (docs/partners.md):
 * webhooks fed by the event bus, signed, retried and logged. API keys and rate limits are iam's and
 * the platform's (ADR 0054, 0056). Every process that runs jobs imports it (the deliveries are jobs).
 */
@Module({
  imports: [TypeOrmModule.forFeature(partnersEntities), MessagingModule],
  controllers: [WebhooksController, WebhookDeliveriesController],
  providers: [WebhooksService, WebhookDeliveriesService, WebhookDispatcher, WebhookFeeds, DeliverWebhookJob],
  exports: [WebhookDispatcher],
})
export class PartnersModule {}
