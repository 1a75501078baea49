import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import {
  COLLECT_DEBIT_ATTEMPTS,
  COLLECT_DEBIT_JOB,
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
