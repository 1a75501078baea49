import { EventBus } from '../../events/event-bus.js';
import { JobHandler, type Job } from '../../jobs/job-handler.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { OperationFinishedEvent } from '../../operations/operation-finished.event.js';
import { ConcurrentImportError, ImportEngine } from '../import-engine.js';
import type { ImportRecord } from '../import-record.entity.js';

export const IMPORT_JOB = 'imports.run';
export const IMPORT_JOB_ATTEMPTS = 3;

export interface ImportJobPayload {
  importId: number;
}

/** Runs an import's file through the ImportEngine, batch by batch, reporting its progress. */
@JobHandler(IMPORT_JOB)
export class RunImportJob implements Job<ImportJobPayload> {
  constructor(
    private readonly engine: ImportEngine,
    private readonly events: EventBus,
  ) {}

  async run({ importId }: ImportJobPayload, job: JobContext<ImportJobPayload>): Promise<unknown> {
    // Told once: a job delivered again for an import already finished finds it so and says nothing.
    const wasRunning = isRunning(await this.engine.load(importId));
    try {
      const record = await this.engine.run(importId, (progress) => job.updateProgress(progress.progress));
      if (wasRunning) await this.announce(record);
      return { status: record.status };
    } catch (error) {
      // The last try gives up cleanly: the import says why instead of staying "processing".
      if (job.attempt >= IMPORT_JOB_ATTEMPTS && !(error instanceof ConcurrentImportError)) {
        await this.announce(await this.engine.abandon(importId, error));
      }
      throw error;
    }
  }

  private async announce(record: ImportRecord): Promise<void> {
    if (record.dryRun || (record.status !== 'completed' && record.status !== 'error')) return;
    await this.events.publish(
      new OperationFinishedEvent({
        shopId: record.shopId,
        operation: 'import',
        operationId: record.id,
        kind: record.kind,
        userId: record.userId,
        fileName: record.fileName,
        status: record.status,
        created: record.created,
        updated: record.updated,
        failed: record.failed,
        rows: record.processedRows,
      }),
    );
  }
}

const isRunning = (record: ImportRecord): boolean =>
  record.status === 'pending' || record.status === 'processing';
