import { JobHandler, type Job } from '../../jobs/job-handler.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { ConcurrentImportError, ImportEngine } from '../import-engine.js';

export const IMPORT_JOB = 'imports.run';
export const IMPORT_JOB_ATTEMPTS = 3;

export interface ImportJobPayload {
  importId: number;
}

/** Runs an import's file through the ImportEngine, batch by batch, reporting its progress. */
@JobHandler(IMPORT_JOB)
export class RunImportJob implements Job<ImportJobPayload> {
  constructor(private readonly engine: ImportEngine) {}

  async run({ importId }: ImportJobPayload, job: JobContext<ImportJobPayload>): Promise<unknown> {
    try {
      const record = await this.engine.run(importId, (progress) => job.updateProgress(progress.progress));
      return { status: record.status };
    } catch (error) {
      // The last try gives up cleanly: the import says why instead of staying "processing".
      if (job.attempt >= IMPORT_JOB_ATTEMPTS && !(error instanceof ConcurrentImportError)) {
        await this.engine.abandon(importId, error);
      }
      throw error;
    }
  }
}
