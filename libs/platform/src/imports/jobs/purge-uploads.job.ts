import { JobHandler, type Job } from '../../jobs/job-handler.js';
import { Recurring } from '../../jobs/recurring-jobs.js';
import { ImportsService, UPLOAD_TTL_MS } from '../imports.service.js';

export const IMPORT_PURGE_UPLOADS_JOB = 'imports.purge-uploads';

/** Every hour: deletes the files staged for an import more than a day ago that no import took. */
@JobHandler(IMPORT_PURGE_UPLOADS_JOB)
@Recurring('hour')
export class PurgeUploadsJob implements Job<Record<string, never>> {
  constructor(private readonly imports: ImportsService) {}

  async run(): Promise<unknown> {
    return { purged: await this.imports.purgeStaleUploads(new Date(Date.now() - UPLOAD_TTL_MS)) };
  }
}
