import { createHash, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ShopMember } from '@cuvee/iam';
import { messageText, PAUSE_AFTER_FAILURES, type WebhookEventType } from '@cuvee/kernel';
import { NotificationsService } from '@cuvee/messaging';
import { AppConfig, Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { isPrivateAddress } from '../domain/webhook-url.js';
import { nextRound } from '../domain/webhook-rounds.js';
import { signWebhook, WEBHOOK_HEADERS } from '../domain/webhook-signature.js';
import { WebhookSubscription } from '../webhooks/webhook-subscription.entity.js';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity.js';

export const DELIVER_WEBHOOK_JOB = 'partners.deliver-webhook';

export interface DeliverWebhookPayload {
  deliveryId: number;
  /** Which replay series (0: the first) and which try in it (0: the first). */
  replay: number;
  round: number;
}

/** What a delivery's body says: the same for every try. */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  occurredAt: string;
  shopId: number;
  data: Record<string, unknown>;
}

const TIMEOUT_MS = 10_000;

/**
 * Makes the deliveries of an event (one per subscription that listens to it) and makes each try
 * (ADR 0055). Every step is idempotent: deliveries are unique per subscription and event, jobs are
 * named by delivery, series and try, and a delivery already answered is not sent again.
 */
@Injectable()
export class WebhookDispatcher {
  private readonly logger = new Logger(WebhookDispatcher.name);

  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  /**
   * The deliveries of one event to the shop's active subscriptions that listen to it, queued; with
   * `target`, to that subscription alone whatever it listens to (a test sent from the back office).
   */
  async fanOut(
    type: WebhookEventType,
    shopId: number,
    occurredAt: Date,
    data: Record<string, unknown>,
    target?: number,
  ): Promise<WebhookDelivery[]> {
    const eventKey = createHash('sha256')
      .update(JSON.stringify({ type, shopId, occurredAt, data }))
      .digest('hex');
    const subscriptions = await this.database.dataSource.getRepository(WebhookSubscription).find({
      where: target ? { shopId, id: target } : { shopId, status: 'active' },
    });
    const listening = subscriptions.filter(
      (subscription) => target || (JSON.parse(subscription.events) as string[]).includes(type),
    );
    const deliveries: WebhookDelivery[] = [];
    for (const subscription of listening) {
      const delivery = await this.database.transaction(async (manager) => {
        const repository = manager.getRepository(WebhookDelivery);
        const uid = randomUUID();
        const body: WebhookBody = { id: uid, type, occurredAt: occurredAt.toISOString(), shopId, data };
        await manager
          .createQueryBuilder()
          .insert()
          .into(WebhookDelivery)
          .values({
            uid,
            shopId,
            subscriptionId: subscription.id,
            eventType: type,
            eventKey,
            body: JSON.stringify(body),
            status: 'pending',
            attempts: 0,
            replays: 0,
            lastStatusCode: null,
            deliveredAt: null,
            createdAt: new Date(),
          })
          .orIgnore()
          .execute();
        return repository.findOneByOrFail({ subscriptionId: subscription.id, eventKey });
      });
      await this.enqueue({ deliveryId: delivery.id, replay: delivery.replays, round: 0 }, 0);
      deliveries.push(delivery);
    }
    return deliveries;
  }

  async enqueue(payload: DeliverWebhookPayload, delayMs: number): Promise<void> {
    await this.queue.add(DELIVER_WEBHOOK_JOB, payload, {
      jobId: `webhook-${payload.deliveryId}-${payload.replay}-${payload.round}`,
      // The retries are ours (growing delays, a log per try): the queue runs each try once more at most.
      attempts: 2,
      delayMs,
    });
  }

  /** One try of a delivery (the job); the next one is queued when it fails and tries are left. */
  async attempt({ deliveryId, replay, round }: DeliverWebhookPayload): Promise<void> {
    const deliveries = this.database.dataSource.getRepository(WebhookDelivery);
    const delivery = await deliveries.findOneBy({ id: deliveryId });
    if (!delivery || delivery.status === 'succeeded' || delivery.replays !== replay) return;
    const subscription = await this.database.dataSource
      .getRepository(WebhookSubscription)
      .findOneBy({ id: delivery.subscriptionId });
    if (!subscription) return;
    // A paused subscription sends nothing more; a replay from the back office goes through even so.
    if (subscription.status === 'paused' && replay === 0) return;

    const outcome = await this.send(subscription, delivery);
    const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const next = succeeded ? null : nextRound(round, this.config.webhookRetryDelaysMs);
    await this.database.transaction(async (manager) => {
      const attempts = await manager.getRepository(WebhookAttempt).countBy({ deliveryId });
      await manager.getRepository(WebhookAttempt).insert({
        deliveryId,
        shopId: delivery.shopId,
        attempt: attempts + 1,
        statusCode: outcome.statusCode,
        response: outcome.response,
        error: outcome.error,
        durationMs: outcome.durationMs,
        createdAt: new Date(),
      });
      await manager.getRepository(WebhookDelivery).update(
        { id: deliveryId },
        {
          attempts: attempts + 1,
          lastStatusCode: outcome.statusCode,
          status: succeeded ? 'succeeded' : next ? 'pending' : 'failed',
          deliveredAt: succeeded ? new Date() : null,
        },
      );
      if (succeeded) {
        await manager
          .getRepository(WebhookSubscription)
          .update({ id: subscription.id }, { consecutiveFailures: 0 });
      } else if (!next) {
        await manager
          .getRepository(WebhookSubscription)
          .increment({ id: subscription.id }, 'consecutiveFailures', 1);
      }
    });
    if (next) await this.enqueue({ deliveryId, replay, round: next.round }, next.delayMs);
    else if (!succeeded) await this.pauseWhenFailing(subscription.id);
  }

  /** Paused after PAUSE_AFTER_FAILURES failed deliveries in a row; the owners are told once. */
  private async pauseWhenFailing(subscriptionId: number): Promise<void> {
    const paused = await this.database.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(WebhookSubscription)
        .set({ status: 'paused', pausedAt: new Date() })
        .where('id = :id AND status = :active AND consecutiveFailures >= :limit', {
          id: subscriptionId,
          active: 'active',
          limit: PAUSE_AFTER_FAILURES,
        })
        .execute();
      return result.affected === 1;
    });
    if (!paused) return;
    const subscription = await this.database.dataSource
      .getRepository(WebhookSubscription)
      .findOneByOrFail({ id: subscriptionId });
    const owners = await this.database.dataSource
      .getRepository(ShopMember)
      .findBy({ shopId: subscription.shopId, role: 'owner' });
    await this.notifications.notify(
      owners.map((owner) => ({
        userId: owner.userId,
        shopId: subscription.shopId,
        type: 'system',
        content: messageText('webhooks.paused', 'fr', {
          url: subscription.url,
          failures: PAUSE_AFTER_FAILURES,
        }),
        // The webhooks are managed in the settings' integrations section (no page of their own).
        redirectLink: '/dashboard/settings?link=integrations',
      })),
    );
  }

  private async send(
    subscription: WebhookSubscription,
    delivery: WebhookDelivery,
  ): Promise<{
    statusCode: number | null;
    response: string | null;
    error: string | null;
    durationMs: number;
  }> {
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    try {
      await this.checkAddress(subscription.url);
      const timestamp = Math.floor(Date.now() / 1000);
      const answer = await fetch(subscription.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Cuvee-Webhooks/1',
          [WEBHOOK_HEADERS.id]: delivery.uid,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(subscription.secret, timestamp, delivery.body),
          [WEBHOOK_HEADERS.event]: delivery.eventType,
        },
        body: delivery.body,
      });
      const text = (await answer.text()).slice(0, 1000);
      return { statusCode: answer.status, response: text || null, error: null, durationMs: elapsed() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ deliveryId: delivery.id, err: message }, 'Webhook delivery failed');
      return { statusCode: null, response: null, error: message.slice(0, 500), durationMs: elapsed() };
    }
  }

  /** The name must not resolve to a private address (a DNS record can point anywhere). */
  private async checkAddress(url: string): Promise<void> {
    const { hostname } = new URL(url);
    const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const allowLoopback = this.config.nodeEnv !== 'production';
    const addresses = await lookup(host, { all: true });
    for (const { address } of addresses) {
      const loopback = address === '::1' || address.startsWith('127.');
      if (isPrivateAddress(address) && !(allowLoopback && loopback)) {
        throw new Error(`${host} resolves to a private address (${address})`);
      }
    }
  }
}
