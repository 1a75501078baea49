import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { AppConfig, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { REMIND_PAYERS_JOB } from './remind-payers.job.js';
import { SEND_REMINDERS_JOB } from './send-reminders.job.js';

const HOUR_MS = 3_600_000;

/**
 * Enqueues the reminder jobs (the visitors', the payers') every hour from the API (not in tests, which run the job themselves).
 * The job id is the hour: replicas enqueueing at once add it once.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReminderScheduler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    const enqueue = (): void => {
      const hour = new Date().toISOString().slice(0, 13);
      for (const name of [SEND_REMINDERS_JOB, REMIND_PAYERS_JOB])
        this.queue
          .add(name, {}, { jobId: `${name}:${hour}` })
          .catch((error: unknown) => this.logger.error(error));
    };
    enqueue();
    this.timer = setInterval(enqueue, HOUR_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
