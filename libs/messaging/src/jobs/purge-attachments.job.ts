import { JobHandler, Recurring, type Job } from '@cuvee/platform';
import { AttachmentsService, ATTACHMENT_TTL_MS } from '../attachments/attachments.service.js';

export const PURGE_ATTACHMENTS_JOB = 'messaging.purge-attachments';

/** Every hour: deletes the files staged for a message more than a day ago that no message took. */
@JobHandler(PURGE_ATTACHMENTS_JOB)
@Recurring('hour')
export class PurgeAttachmentsJob implements Job<Record<string, never>> {
  constructor(private readonly attachments: AttachmentsService) {}

  async run(): Promise<unknown> {
    return { purged: await this.attachments.purgeStale(new Date(Date.now() - ATTACHMENT_TTL_MS)) };
  }
}
