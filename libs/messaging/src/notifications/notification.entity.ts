import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One line of a user's notification centre. Addressed to a user, within the shop
 * it concerns (null for account-wide news), so a member of two shops sees each shop's own.
 */
@Entity('notifications')
@Index('idx_notifications_user_created', ['userId', 'createdAt'])
@Index('idx_notifications_user_seen', ['userId', 'seen'])
export class Notification {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  userId!: number;

  @Column('int', { nullable: true })
  shopId!: number | null;

  /** What happened, for the icon and filters: `order`, `task`, `stock`, `message`, `system`… */
  @Column('varchar', { length: 40 })
  type!: string;

  @Column('varchar', { length: 500 })
  content!: string;

  /** Where opening the notification leads, an in-app path (checked by safeRedirect on the front). */
  @Column('varchar', { length: 500, nullable: true })
  redirectLink!: string | null;

  @Column('boolean', { default: false })
  seen!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
