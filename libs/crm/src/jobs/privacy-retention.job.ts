import { JobHandler, Recurring, type Job, type JobContext } from '@cuvee/platform';
import { ClientErasureService } from '../privacy/client-erasure.service.js';

export const PRIVACY_RETENTION_JOB = 'crm.privacy-retention';

/**
 * Once a day: completes the erasures that waited for an invoice to be paid, then proposes for erasure
 * the prospects idle for three years (ADR 0066). Safe to run twice.
 */
@JobHandler(PRIVACY_RETENTION_JOB)
@Recurring('day')
export class PrivacyRetentionJob implements Job<Record<string, never>> {
  constructor(private readonly erasures: ClientErasureService) {}

  async run(_payload: Record<string, never>, job: JobContext<Record<string, never>>): Promise<unknown> {
    const completed = await this.erasures.completePending((done, total) =>
      job.updateProgress(Math.floor((90 * Math.min(done, total)) / total)),
    );
    const proposed = await this.erasures.proposeIdleProspects(new Date());
    await job.updateProgress(100);
    return { completed, proposed };
  }
}
