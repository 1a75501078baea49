import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { peopleScope } from '@cuvee/iam';
import {
  AppConfig,
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import { generateWebhookSecret } from '../domain/webhook-signature.js';
import { webhookUrlProblem } from '../domain/webhook-url.js';
import { WebhookDispatcher } from '../deliveries/webhook-dispatcher.js';
import { toDeliveryDto } from '../deliveries/webhook-deliveries.service.js';
import type {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryDto,
  WebhookDto,
} from './dto/webhook.dto.js';
import { WebhookSubscription } from './webhook-subscription.entity.js';

const WEBHOOKS_LIST: ListDefinition = {
  resource: 'webhooks',
  sortable: {
    id: 'webhook.id',
    url: 'webhook.url',
    createdAt: 'webhook.createdAt',
    status: 'webhook.status',
  },
  filters: {
    id: { kind: 'equals', column: 'webhook.id', type: 'number' },
    status: { kind: 'equals', column: 'webhook.status', type: 'string' },
    q: { kind: 'search', columns: ['webhook.url', 'webhook.description'] },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'webhook.id',
};

/** The shop's webhook subscriptions, managed by its owner signed in (ADR 0055). */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<WebhookDto>> {
    const { shopId } = peopleScope(ctx);
    const builder = this.database.dataSource
      .getRepository(WebhookSubscription)
      .createQueryBuilder('webhook')
      .where('webhook.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, WEBHOOKS_LIST), WEBHOOKS_LIST);
    return { ...page, rows: page.rows.map(toWebhookDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<WebhookDto> {
    return toWebhookDto(await this.find(peopleScope(ctx).shopId, id));
  }

  async create(ctx: RequestContext, input: CreateWebhookDto): Promise<WebhookDto> {
    const { shopId } = peopleScope(ctx);
    const fields = this.checked(input);
    const saved = await this.database.transaction((manager) =>
      manager.getRepository(WebhookSubscription).save(
        manager.getRepository(WebhookSubscription).create({
          shopId,
          ...fields,
          secret: generateWebhookSecret(),
          status: 'active',
          consecutiveFailures: 0,
          pausedAt: null,
          createdAt: new Date(),
        }),
      ),
    );
    return toWebhookDto(saved);
  }

  /** Switching a paused subscription back on forgets its failures. */
  async update(ctx: RequestContext, id: number, input: UpdateWebhookDto): Promise<WebhookDto> {
    const { shopId } = peopleScope(ctx);
    const fields = this.checked(input);
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookSubscription);
      const current = await repository.findOneBy({ id, shopId });
      if (!current) throw new NotFoundException('error.notFound');
      const resumed = current.status === 'paused' && input.status === 'active';
      await repository.update(
        { id, shopId },
        {
          ...fields,
          status: input.status,
          ...(resumed ? { consecutiveFailures: 0, pausedAt: null } : {}),
          ...(input.status === 'paused' && current.status === 'active' ? { pausedAt: new Date() } : {}),
        },
      );
      return toWebhookDto(await repository.findOneByOrFail({ id, shopId }));
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<WebhookDto> {
    const { shopId } = peopleScope(ctx);
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookSubscription);
      const current = await repository.findOneBy({ id, shopId });
      if (!current) throw new NotFoundException('error.notFound');
      await repository.delete({ id, shopId });
      return toWebhookDto(current);
    });
  }

  /**
   * A `webhook.ping` delivery to this subscription only, whatever events it listens to. Each ping is an
   * event of its own (`pingId`): two in the same millisecond must not be taken for one event delivered
   * twice.
   */
  async ping(ctx: RequestContext, id: number): Promise<WebhookDeliveryDto> {
    const { shopId, userId } = peopleScope(ctx);
    const subscription = await this.find(shopId, id);
    const [delivery] = await this.dispatcher.fanOut(
      'webhook.ping',
      shopId,
      new Date(),
      { subscriptionId: subscription.id, requestedBy: userId, pingId: randomUUID() },
      subscription.id,
    );
    return toDeliveryDto(delivery!, []);
  }

  private checked(input: CreateWebhookDto): Pick<WebhookSubscription, 'url' | 'events' | 'description'> {
    const url = input.url.trim();
    const problem = webhookUrlProblem(url, this.config.nodeEnv !== 'production');
    if (problem) throw new BadRequestException(problem);
    const events = [...new Set(input.events)];
    if (events.length === 0) throw new BadRequestException('webhooks.noEvent');
    return { url, events: JSON.stringify(events), description: input.description?.trim() || null };
  }

  private async find(shopId: number, id: number): Promise<WebhookSubscription> {
    const subscription = await this.database.dataSource
      .getRepository(WebhookSubscription)
      .findOneBy({ id, shopId });
    if (!subscription) throw new NotFoundException('error.notFound');
    return subscription;
  }
}

export function toWebhookDto(subscription: WebhookSubscription): WebhookDto {
  return {
    id: subscription.id,
    url: subscription.url,
    description: subscription.description,
    events: JSON.parse(subscription.events) as WebhookDto['events'],
    secret: subscription.secret,
    status: subscription.status,
    consecutiveFailures: subscription.consecutiveFailures,
    pausedAt: subscription.pausedAt?.toISOString() ?? null,
    createdAt: subscription.createdAt.toISOString(),
  };
}
