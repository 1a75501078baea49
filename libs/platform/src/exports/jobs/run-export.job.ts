import { EventBus } from '../../events/event-bus.js';
import { JobHandler, type Job } from '../../jobs/job-handler.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { OperationFinishedEvent } from '../../operations/operation-finished.event.js';
import { ExportEngine } from '../export-engine.js';
import type { ExportRecord } from '../export-record.entity.js';

export const EXPORT_JOB = 'exports.run';
export const EXPORT_JOB_ATTEMPTS = 3;

export interface ExportJobPayload {
  exportId: number;
}

/** Writes an export's archive through the ExportEngine, reporting its progress. */
@JobHandler(EXPORT_JOB)
export class RunExportJob implements Job<ExportJobPayload> {
  constructor(
    private readonly engine: ExportEngine,
    private readonly events: EventBus,
  ) {}

  async run({ exportId }: ExportJobPayload, job: JobContext<ExportJobPayload>): Promise<unknown> {
    // Told once: a job delivered again for an export already finished finds it so and says nothing.
    const before = await this.engine.load(exportId);
    const wasRunning = before.status === 'pending' || before.status === 'processing';
    try {
      const record = await this.engine.run(exportId, (current) => job.updateProgress(current.progress));
      if (wasRunning) await this.announce(record);
      return { status: record.status, rows: record.rowCount };
    } catch (error) {
      // The last try gives up cleanly: the export says why instead of staying "processing".
      if (job.attempt >= EXPORT_JOB_ATTEMPTS) await this.announce(await this.engine.abandon(exportId, error));
      throw error;
    }
  }

  private async announce(record: ExportRecord): Promise<void> {
    if (record.status !== 'completed' && record.status !== 'error') return;
    await this.events.publish(
      new OperationFinishedEvent({
        shopId: record.shopId,
        operation: 'export',
        operationId: record.id,
        kind: record.kind,
        userId: record.userId,
        fileName: record.fileName,
        status: record.status,
        created: 0,
        updated: 0,
        failed: 0,
        rows: record.rowCount,
      }),
    );
  }
}
