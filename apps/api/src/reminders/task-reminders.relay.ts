import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { TaskRemindersService } from '@cuvee/crm';
import { NotificationsService } from '@cuvee/messaging';

/** Whether this process relays reminders on a timer (tests relay by hand). */
export const RELAY_TASK_REMINDERS = Symbol('RELAY_TASK_REMINDERS');

/** How often due reminders are looked for: a reminder is shown at most this late. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * Task reminders become notifications. The CRM may not depend on messaging, so the composition
 * root hands the reminders the CRM takes to the notification centre. Each reminder is claimed once by the
 * CRM, so several api replicas relaying at the same time never notify twice.
 */
@Injectable()
export class TaskRemindersRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TaskRemindersRelay.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly reminders: TaskRemindersService,
    private readonly notifications: NotificationsService,
    @Inject(RELAY_TASK_REMINDERS) private readonly enabled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => {
      this.relay().catch((error: unknown) => this.logger.error(error));
    }, REMINDER_INTERVAL_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Notifies the reminders due at `now`; answers how many. */
  async relay(now: Date = new Date()): Promise<number> {
    const due = await this.reminders.takeDue(now);
    // By mail too for those who chose it (preferences, type task).
    await this.notifications.notify(
      due.map((reminder) => ({
        ...reminder,
        mail: { subject: reminder.content, paragraphs: [reminder.content], button: 'Voir la tâche' },
      })),
    );
    return due.length;
  }
}
