import { JobHandler, Recurring, type Job, type JobContext } from '@cuvee/platform';
import { parisDateOf } from '@cuvee/kernel';
import {
  COLLECT_DEBIT_ATTEMPTS,
  COLLECT_DEBIT_JOB,
  COLLECT_DUE_DEBITS_JOB,
  SepaDebitsService,
  type CollectDebitOutcome,
} from '../mandates/sepa-debits.service.js';

export interface CollectSepaDebitPayload {
  debitId: number;
}

/** Presents one SEPA debit through the payment provider (idempotent: both queues may repeat it, ADR 0076). */
@JobHandler(COLLECT_DEBIT_JOB)
export class CollectSepaDebitJob implements Job<CollectSepaDebitPayload> {
  constructor(private readonly debits: SepaDebitsService) {}

  run(
    { debitId }: CollectSepaDebitPayload,
    job: JobContext<CollectSepaDebitPayload>,
  ): Promise<CollectDebitOutcome> {
    return this.debits.run(debitId, job.attempt >= COLLECT_DEBIT_ATTEMPTS);
  }
}

/** Every Paris day: the scheduled debits whose day has come, each in a job of its own. */
@JobHandler(COLLECT_DUE_DEBITS_JOB)
@Recurring('day')
export class CollectDueSepaDebitsJob implements Job<Record<string, never>> {
  constructor(private readonly debits: SepaDebitsService) {}

  async run(): Promise<{ enqueued: number }> {
    return { enqueued: await this.debits.enqueueDue(parisDateOf(new Date())) };
  }
}
