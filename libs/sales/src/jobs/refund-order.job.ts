import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import {
  OrderRefunds,
  REFUND_JOB,
  REFUND_JOB_ATTEMPTS,
  type RefundOrderOutcome,
} from '../refunds/order-refunds.service.js';

export interface RefundOrderPayload {
  refundId: number;
}

/** Sends a card refund through the payment provider (idempotent: both queues may repeat it, ADR 0075). */
@JobHandler(REFUND_JOB)
export class RefundOrderJob implements Job<RefundOrderPayload> {
  constructor(private readonly refunds: OrderRefunds) {}

  run({ refundId }: RefundOrderPayload, job: JobContext<RefundOrderPayload>): Promise<RefundOrderOutcome> {
    return this.refunds.run(refundId, job.attempt >= REFUND_JOB_ATTEMPTS);
  }
}
