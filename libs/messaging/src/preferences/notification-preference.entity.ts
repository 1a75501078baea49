import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationType } from '../domain/notification-types.js';

/** A user's choice for one type of notification; a type without a row keeps its default. */
@Entity('notification_preferences')
@Index('uq_notification_preferences_user_type', ['userId', 'type'], { unique: true })
export class NotificationPreference {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 16 })
  type!: NotificationType;

  /** A line in the notification centre. */
  @Column('boolean')
  centre!: boolean;

  @Column('boolean')
  mail!: boolean;
}
