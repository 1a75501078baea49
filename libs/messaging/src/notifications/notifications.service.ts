import { Injectable, Logger } from '@nestjs/common';
import { In } from 'typeorm';
import { User } from '@cuvee/iam';
import {
  AppConfig,
  composeMail,
  Database,
  MailSender,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { Notification } from './notification.entity.js';

import { isNotificationType } from '../domain/notification-types.js';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service.js';

/** The mail of a notification, in the one layout (composeMail); its button opens the redirect link. */
export interface NotificationMail {
  subject: string;
  paragraphs: string[];
  button: string;
}

export interface NewNotification {
  userId: number;
  shopId: number | null;
  /** One of the preference types (message, order, booking, payment, job, stock, task) or another kind. */
  type: string;
  content: string;
  redirectLink?: string | null;
  /** Sent when the user's preferences ask for a mail of this type; without it, the centre only. */
  mail?: NotificationMail;
}

/** Which channels a call serves: a relay that mails from a queued handler asks for `mail` only. */
export interface NotifyOptions {
  channels?: readonly ('centre' | 'mail')[];
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
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly database: Database,
    private readonly preferences: NotificationPreferencesService,
    private readonly mailer: MailSender,
    private readonly config: AppConfig,
  ) {}

  /**
   * Tells each user as their preferences ask (docs/messaging.md "Preferences"): a line in the centre,
   * a mail, both or neither. Call it once the news is committed (an after-commit handler or a job):
   * the mails leave at once, a failed one is logged and the others still go.
   */
  async notify(notifications: NewNotification[], options: NotifyOptions = {}): Promise<void> {
    if (notifications.length === 0) return;
    const channels = options.channels ?? ['centre', 'mail'];
    const chosen = await this.preferences.channelsOf(notifications.map((n) => n.userId));
    const wants = (n: NewNotification, channel: 'centre' | 'mail'): boolean =>
      channels.includes(channel) &&
      // A kind outside the preference types (system…) always reaches the centre, never mails.
      (isNotificationType(n.type) ? chosen.get(n.userId)![n.type][channel] : channel === 'centre');
    const inCentre = notifications.filter((n) => wants(n, 'centre'));
    if (inCentre.length > 0)
      await this.database.transaction((manager) =>
        manager.getRepository(Notification).insert(
          inCentre.map(({ mail: _mail, ...n }) => ({
            ...n,
            redirectLink: n.redirectLink ?? null,
            seen: false,
          })),
        ),
      );
    const mailed = notifications.filter((n) => n.mail && wants(n, 'mail'));
    if (mailed.length > 0) await this.mail(mailed);
  }

  private async mail(notifications: NewNotification[]): Promise<void> {
    const users = await this.database.dataSource.getRepository(User).find({
      where: { id: In([...new Set(notifications.map((n) => n.userId))]) },
      select: { id: true, email: true, firstname: true },
    });
    const byId = new Map(users.map((user) => [user.id, user]));
    for (const notification of notifications) {
      const user = byId.get(notification.userId);
      const mail = notification.mail!;
      if (!user) continue;
      const content = composeMail({
        subject: mail.subject,
        greeting: user.firstname ? `Bonjour ${user.firstname},` : 'Bonjour,',
        paragraphs: mail.paragraphs,
        ...(notification.redirectLink
          ? { button: mail.button, link: `${this.config.publicUrl}${notification.redirectLink}` }
          : {}),
      });
      try {
        await this.mailer.send({ to: user.email, ...content });
      } catch (error) {
        // Logged, not retried: the centre (when chosen) already shows it.
        this.logger.error(`Notification mail to user ${user.id} could not be sent: ${String(error)}`);
      }
    }
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
