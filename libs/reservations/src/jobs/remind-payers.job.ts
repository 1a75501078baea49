import { JobHandler, Recurring, type Job, type JobContext } from '@cuvee/platform';
import { PaymentGroupsService } from '../payment-groups/payment-groups.service.js';

export const REMIND_PAYERS_JOB = 'reservations.remind-payers';

/** Reminds the payers who have not paid (PaymentGroupsService.remindUnpaid), reporting progress; safe to run twice. */
@JobHandler(REMIND_PAYERS_JOB)
@Recurring('hour')
export class RemindPayersJob implements Job<Record<string, never>> {
  constructor(private readonly groups: PaymentGroupsService) {}

  async run(_payload: Record<string, never>, job: JobContext<Record<string, never>>): Promise<unknown> {
    return { sent: await this.groups.remindUnpaid(new Date(), (percent) => job.updateProgress(percent)) };
  }
}
