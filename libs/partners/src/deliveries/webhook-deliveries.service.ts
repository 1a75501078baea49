import { Injectable, NotFoundException } from '@nestjs/common';
import { peopleScope } from '@cuvee/iam';
import type { EntityManager } from 'typeorm';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import type { WebhookAttemptDto, WebhookDeliveryDto } from '../webhooks/dto/webhook.dto.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity.js';

const DELIVERIES_LIST: ListDefinition = {
  resource: 'webhook-deliveries',
  sortable: { id: 'delivery.id', createdAt: 'delivery.createdAt', status: 'delivery.status' },
  filters: {
    id: { kind: 'equals', column: 'delivery.id', type: 'number' },
    subscriptionId: { kind: 'equals', column: 'delivery.subscriptionId', type: 'number' },
    status: { kind: 'equals', column: 'delivery.status', type: 'string' },
    eventType: { kind: 'equals', column: 'delivery.eventType', type: 'string' },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'delivery.id',
};

/** The delivery log of the shop's webhooks, and replays (ADR 0055). */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly database: Database,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<WebhookDeliveryDto>> {
    const { shopId } = peopleScope(ctx);
    const builder = this.database.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('delivery')
      .where('delivery.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, DELIVERIES_LIST), DELIVERIES_LIST);
    return { ...page, rows: page.rows.map((delivery) => toDeliveryDto(delivery, [])) };
  }

  async get(ctx: RequestContext, id: number): Promise<WebhookDeliveryDto> {
    const { shopId } = peopleScope(ctx);
    const manager = this.database.dataSource.manager;
    return this.view(manager, await this.find(manager, shopId, id));
  }

  /** Sends it again from its first try (a new series), whatever its status and the subscription's. */
  async replay(ctx: RequestContext, id: number): Promise<WebhookDeliveryDto> {
    const { shopId } = peopleScope(ctx);
    const replayed = await this.database.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookDelivery);
      await repository.update({ id, shopId }, { status: 'pending', deliveredAt: null });
      await repository.increment({ id, shopId }, 'replays', 1);
      const delivery = await this.find(manager, shopId, id);
      return { replays: delivery.replays, view: await this.view(manager, delivery) };
    });
    // The answer is the replay as accepted, read before the queue: its worker may already be sending it.
    await this.dispatcher.enqueue({ deliveryId: id, replay: replayed.replays, round: 0 }, 0);
    return replayed.view;
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<WebhookDelivery> {
    const delivery = await manager.getRepository(WebhookDelivery).findOneBy({ id, shopId });
    if (!delivery) throw new NotFoundException('error.notFound');
    return delivery;
  }

  private async view(manager: EntityManager, delivery: WebhookDelivery): Promise<WebhookDeliveryDto> {
    const tries = await manager.getRepository(WebhookAttempt).find({
      where: { deliveryId: delivery.id, shopId: delivery.shopId },
      order: { attempt: 'ASC' },
    });
    return toDeliveryDto(delivery, tries);
  }
}

export function toDeliveryDto(delivery: WebhookDelivery, tries: WebhookAttempt[]): WebhookDeliveryDto {
  return {
    id: delivery.id,
    uid: delivery.uid,
    subscriptionId: delivery.subscriptionId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    body: delivery.body,
    tries: tries.map((one): WebhookAttemptDto => ({
      attempt: one.attempt,
      statusCode: one.statusCode,
      response: one.response,
      error: one.error,
      durationMs: one.durationMs,
      createdAt: one.createdAt.toISOString(),
    })),
  };
}
