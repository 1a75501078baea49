import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { parisDateOf } from '@cuvee/kernel';
import { AppConfig } from '../startup.js';
import { jobNameOf } from './job-handler.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.js';

/** How often a recurring job runs. */
export type RecurringPeriod = 'hour' | 'day';

const RecurringEvery = DiscoveryService.createDecorator<RecurringPeriod>();

/** Runs a `@JobHandler` class with an empty payload once per hour or per Paris day (with `RecurringJobs`). */
export const Recurring = (period: RecurringPeriod): ClassDecorator => RecurringEvery(period);

const HOUR_MS = 3_600_000;

/** The period a run belongs to: its job id, so that replicas enqueueing at once add it once. */
export function periodKey(period: RecurringPeriod, now: Date): string {
  return period === 'hour' ? now.toISOString().slice(0, 13) : parisDateOf(now);
}

/**
 * Enqueues the `@Recurring` jobs from the API when it starts and then every hour (not in tests, which
 * run the jobs themselves). A daily job's id is the Paris day, so the hourly check adds it once a day.
 */
@Injectable()
export class RecurringJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RecurringJobs.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    const jobs = this.discovery.getProviders({ metadataKey: RecurringEvery.KEY }).flatMap((wrapper) => {
      const period = this.discovery.getMetadataByDecorator(RecurringEvery, wrapper);
      const name = jobNameOf(this.discovery, wrapper);
      return period && name ? [{ name, period }] : [];
    });
    if (jobs.length === 0) return;
    const enqueue = (): void => {
      const now = new Date();
      for (const { name, period } of jobs)
        this.queue
          .add(name, {}, { jobId: `${name}:${periodKey(period, now)}` })
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
