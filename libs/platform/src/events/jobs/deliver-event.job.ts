import { JobHandler, type Job } from '../../jobs/job-handler.js';
import { EVENT_JOB, EventBus, type QueuedEvent } from '../event-bus.js';

/** Runs a queued event handler, in whichever process takes the job (the worker with Redis). */
@JobHandler(EVENT_JOB)
export class DeliverEventJob implements Job<QueuedEvent> {
  constructor(private readonly bus: EventBus) {}

  async run(payload: QueuedEvent): Promise<void> {
    await this.bus.runQueued(payload);
  }
}
