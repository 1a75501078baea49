import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { Notification } from './notification.entity.js';

export interface NewNotification {
  userId: number;
  shopId: number | null;
  type: string;
  content: string;
  redirectLink?: string | null;
}

const LIST: ListDefinition = {
  resource: 'notifications-centers',
  sortable: { createdAt: 'notification.createdAt', id: 'notification.id' },
  filters: {
    id: { kind: 'equals', column: 'notification.id', type: 'number' },
    seen: { kind: 'equals', column: 'notification.seen', type: 'boolean' },
    type: { kind: 'equals', column: 'notification.type', type: 'string' },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'notification.id',
};

/**
 * The notification centre: other contexts call `notify` (a task reminder, an order placed, a low
 * stock…); each user reads and clears only their own, in the shop they are working in.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly database: Database) {}

  async notify(notifications: NewNotification[]): Promise<void> {
    if (notifications.length === 0) return;
    await this.database.transaction((manager) =>
      manager
        .getRepository(Notification)
        .insert(notifications.map((n) => ({ ...n, redirectLink: n.redirectLink ?? null, seen: false }))),
    );
  }

  list(ctx: RequestContext, query: ListQueryDto): Promise<Page<Notification>> {
    const user = ctx.user!;
    const builder = this.database.dataSource
      .getRepository(Notification)
      .createQueryBuilder('notification')
      .where('notification.userId = :userId', { userId: user.userId });
    // Shop news for the shop in use, plus the account's own (shopId null).
    if (user.shopId === null) builder.andWhere('notification.shopId IS NULL');
    else
      builder.andWhere('(notification.shopId = :shopId OR notification.shopId IS NULL)', {
        shopId: user.shopId,
      });
    return fetchPage(builder, parseListQuery(query, LIST), LIST);
  }

  /** Marks the caller's own notifications seen; ids of anyone else's are ignored, never an error. */
  async markSeen(ctx: RequestContext, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.database.transaction((manager) =>
      manager
        .getRepository(Notification)
        .update({ id: In(ids), userId: ctx.user!.userId, seen: false }, { seen: true }),
    );
    return result.affected ?? 0;
  }

  unseenCount(ctx: RequestContext): Promise<number> {
    const user = ctx.user!;
    return this.database.dataSource
      .getRepository(Notification)
      .createQueryBuilder('notification')
      .where('notification.userId = :userId AND notification.seen = :seen', { userId: user.userId, seen: 0 })
      .andWhere(
        user.shopId === null
          ? 'notification.shopId IS NULL'
          : '(notification.shopId = :shopId OR notification.shopId IS NULL)',
        { shopId: user.shopId },
      )
      .getCount();
  }
}
