import { parisDateOf } from '@cuvee/kernel';
import { JobHandler, Recurring, type Job } from '@cuvee/platform';
import { COLLECT_DUE_DEBITS_JOB, SepaDebitsService } from '../mandates/sepa-debits.service.js';

/** Every Paris day: the scheduled debits whose day has come, each in a job of its own. */
@JobHandler(COLLECT_DUE_DEBITS_JOB)
@Recurring('day')
export class CollectDueSepaDebitsJob implements Job<Record<string, never>> {
  constructor(private readonly debits: SepaDebitsService) {}

  async run(): Promise<{ enqueued: number }> {
    return { enqueued: await this.debits.enqueueDue(parisDateOf(new Date())) };
  }
}
