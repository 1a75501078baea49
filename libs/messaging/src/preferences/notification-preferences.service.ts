import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Database, upsertRow } from '@cuvee/platform';
import {
  channelsOf,
  NOTIFICATION_TYPES,
  type Channels,
  type NotificationType,
} from '../domain/notification-types.js';
import { NotificationPreference } from './notification-preference.entity.js';

export interface PreferenceView extends Channels {
  type: NotificationType;
}

/** Each user's choice, per type of notification, of a line in the centre and of a mail. */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly database: Database) {}

  async list(userId: number): Promise<PreferenceView[]> {
    const channels = (await this.channelsOf([userId])).get(userId)!;
    return NOTIFICATION_TYPES.map((type) => ({ type, ...channels[type] }));
  }

  async save(userId: number, preferences: readonly PreferenceView[]): Promise<PreferenceView[]> {
    await this.database.transaction(async (manager) => {
      for (const { type, centre, mail } of preferences) {
        // The row made the first time (upsertRow keeps an existing one as it is), then set.
        const row = await upsertRow(manager, NotificationPreference, { userId, type }, { centre, mail });
        await manager.getRepository(NotificationPreference).update({ id: row.id }, { centre, mail });
      }
    });
    return this.list(userId);
  }

  /** The channels of every type for each of the users (their choices over the defaults). */
  async channelsOf(userIds: readonly number[]): Promise<Map<number, Record<NotificationType, Channels>>> {
    const saved = userIds.length
      ? await this.database.dataSource
          .getRepository(NotificationPreference)
          .findBy({ userId: In([...new Set(userIds)]) })
      : [];
    return new Map(
      userIds.map((userId) => [userId, channelsOf(saved.filter((row) => row.userId === userId))]),
    );
  }
}
