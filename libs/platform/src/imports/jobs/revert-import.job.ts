import { JobHandler, type Job } from '../../jobs/job-handler.js';
import { ImportEngine } from '../import-engine.js';
import { OperationError } from '../operation-error.js';
import type { ImportJobPayload } from './run-import.job.js';

export const IMPORT_REVERT_JOB = 'imports.revert';

/** Undoes what an import wrote, when its revert was asked for. */
@JobHandler(IMPORT_REVERT_JOB)
export class RevertImportJob implements Job<ImportJobPayload> {
  constructor(private readonly engine: ImportEngine) {}

  async run({ importId }: ImportJobPayload): Promise<unknown> {
    try {
      const record = await this.engine.revert(importId);
      return { status: record.status };
    } catch (error) {
      // A refused revert is an answer, not a failure: the import already says why; retrying changes nothing.
      if (error instanceof OperationError) return { status: 'refused', reason: error.code };
      throw error;
    }
  }
}
