import { JobHandler, type Job } from '../../jobs/job-handler.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { ExportEngine } from '../export-engine.js';

export const EXPORT_JOB = 'exports.run';
export const EXPORT_JOB_ATTEMPTS = 3;

export interface ExportJobPayload {
  exportId: number;
}

/** Writes an export's archive through the ExportEngine, reporting its progress. */
@JobHandler(EXPORT_JOB)
export class RunExportJob implements Job<ExportJobPayload> {
  constructor(private readonly engine: ExportEngine) {}

  async run({ exportId }: ExportJobPayload, job: JobContext<ExportJobPayload>): Promise<unknown> {
    try {
      const record = await this.engine.run(exportId, (current) => job.updateProgress(current.progress));
      return { status: record.status, rows: record.rowCount };
    } catch (error) {
      // The last try gives up cleanly: the export says why instead of staying "processing".
      if (job.attempt >= EXPORT_JOB_ATTEMPTS) await this.engine.abandon(exportId, error);
      throw error;
    }
  }
}
