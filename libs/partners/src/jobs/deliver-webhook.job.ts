import { JobHandler, type Job } from '@cuvee/platform';
import {
  DELIVER_WEBHOOK_JOB,
  WebhookDispatcher,
  type DeliverWebhookPayload,
} from '../deliveries/webhook-dispatcher.js';

/** One try of a webhook delivery; the dispatcher queues the next when it fails. */
@JobHandler(DELIVER_WEBHOOK_JOB)
export class DeliverWebhookJob implements Job<DeliverWebhookPayload> {
  constructor(private readonly dispatcher: WebhookDispatcher) {}

  async run(payload: DeliverWebhookPayload): Promise<void> {
    await this.dispatcher.attempt(payload);
  }
}
