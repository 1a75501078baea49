import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Priority, TaskActivityType } from '@cuvee/kernel';

/**
 * Something a team member has to do (a task): call, visit, tasting… about a client or not, due at
 * a time, with an optional reminder that becomes a notification (TaskRemindersService).
 */
@Entity('tasks')
@Index('idx_tasks_shop_due', ['shopId', 'dueAt'])
@Index('idx_tasks_shop_assignee_due', ['shopId', 'assigneeId', 'dueAt'])
@Index('idx_tasks_client_due', ['clientId', 'dueAt'])
@Index('idx_tasks_reminder', ['remindedAt', 'remindAt'])
export class Task {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 200 })
  title!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('varchar', { length: 24 })
  activityType!: TaskActivityType;

  @Column('varchar', { length: 8, default: 'medium' })
  priority!: Priority;

  /** When it is due (UTC); the calendar shows it from there. */
  @Column('datetime')
  dueAt!: Date;

  /** Length on the calendar, in minutes; null for a plain deadline. */
  @Column('int', { nullable: true })
  durationMinutes!: number | null;

  /** When to remind the assignee; null for no reminder. */
  @Column('datetime', { nullable: true })
  remindAt!: Date | null;

  /** When the reminder was handed to the notification centre; null until then. */
  @Column('datetime', { nullable: true })
  remindedAt!: Date | null;

  @Column('int')
  assigneeId!: number;

  @Column('int', { nullable: true })
  clientId!: number | null;

  @Column('int', { nullable: true })
  opportunityId!: number | null;

  @Column('boolean', { default: false })
  done!: boolean;

  @Column('datetime', { nullable: true })
  doneAt!: Date | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
