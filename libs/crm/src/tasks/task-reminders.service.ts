import { Injectable } from '@nestjs/common';
import { messageText } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { Task } from './task.entity.js';

/** A reminder in the shape of the notification centre's `notify` input (messaging NewNotification). */
export interface TaskReminder {
  userId: number;
  shopId: number;
  type: 'task';
  content: string;
  redirectLink: string;
}

/**
 * Task reminders, handed out for the notification centre. The CRM does not depend on messaging: a
 * periodic job of the composition root calls `takeDue()` and passes the result to
 * `NotificationsService.notify()` (docs/crm.md). Each reminder is claimed by a conditional update of its
 * task, so two workers running the job at once never hand out the same one.
 */
@Injectable()
export class TaskRemindersService {
  constructor(private readonly database: Database) {}

  async takeDue(now: Date = new Date(), limit = 200): Promise<TaskReminder[]> {
    const due = await this.database.dataSource
      .getRepository(Task)
      .createQueryBuilder('t')
      .where('t.remindedAt IS NULL')
      .andWhere('t.remindAt <= :now', { now })
      .andWhere('t.done = :done', { done: false })
      .orderBy('t.remindAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(limit)
      .getMany();
    const taken: TaskReminder[] = [];
    for (const task of due) {
      const claimed = await this.database.transaction((manager) =>
        manager
          .getRepository(Task)
          .createQueryBuilder()
          .update()
          .set({ remindedAt: now })
          .where('id = :id AND remindedAt IS NULL', { id: task.id })
          .execute(),
      );
      if (claimed.affected !== 1) continue;
      taken.push({
        userId: task.assigneeId,
        shopId: task.shopId,
        type: 'task',
        content: messageText('crm.taskReminder', 'fr', { title: task.title }),
        redirectLink: `/dashboard/tasks?id=${task.id}`,
      });
    }
    return taken;
  }
}
