import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import { ARCHIVE_JOB, ArchiveBuilds, type ArchiveJobPayload } from '../archives/archive-builds.service.js';

/** Builds a closed period's signed archive into file storage, reporting its progress (idempotent). */
@JobHandler(ARCHIVE_JOB)
export class BuildArchiveJob implements Job<ArchiveJobPayload> {
  constructor(private readonly builds: ArchiveBuilds) {}

  async run(payload: ArchiveJobPayload, job: JobContext<ArchiveJobPayload>): Promise<unknown> {
    await this.builds.build(payload, (percent) => job.updateProgress(percent));
    return { pointId: payload.pointId, sequence: payload.sequence };
  }
}
