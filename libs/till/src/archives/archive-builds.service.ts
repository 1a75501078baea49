import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  FileStorage,
  JOB_QUEUE,
  type JobInfo,
  type JobQueue,
  type RequestContext,
} from '@cuvee/platform';
import type { TillRecord } from '../records/till-record.entity.js';
import { recordAt, salesPointOf } from '../records/till-records.js';
import { archiveFileName, ArchivesService } from './archives.service.js';
import type { ArchiveBuildDto } from './dto/archive.dto.js';

export const ARCHIVE_JOB = 'till.archive';
export const ARCHIVE_JOB_ATTEMPTS = 3;

export interface ArchiveJobPayload {
  shopId: number;
  pointId: number;
  sequence: number;
}

/** Where a closure's archive is kept once built: its records never change, so it is built once. */
const storedKey = ({ shopId, pointId, sequence }: ArchiveJobPayload) =>
  `till/${shopId}/${pointId}/archive-${sequence}.zip`;
/** Beside it while it is built: the job's id (each queue driver numbers its jobs its own way). */
const jobKey = (payload: ArchiveJobPayload) => storedKey(payload).replace(/\.zip$/, '.job');
const DONE: ArchiveBuildDto = { id: null, status: 'completed', progress: 100, error: null };

/**
 * A closed period's archive built by a job (ADR 0044): asked for, built with progress outside the
 * request, kept in file storage, then downloaded. A year's records are never zipped in a request.
 */
@Injectable()
export class ArchiveBuilds {
  constructor(
    private readonly database: Database,
    private readonly archives: ArchivesService,
    private readonly storage: FileStorage,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  /** `POST …/archives/{sequence}/build`: the job started, or done already when the archive is kept. */
  async start(ctx: RequestContext, pointId: number, sequence: number): Promise<ArchiveBuildDto> {
    const payload = { shopId: shopScope(ctx).shopId, pointId, sequence };
    await this.closure(payload);
    if (await this.kept(payload)) return DONE;
    const job = await this.queue.add(ARCHIVE_JOB, payload, { attempts: ARCHIVE_JOB_ATTEMPTS });
    await this.storage.put(jobKey(payload), Buffer.from(job.id));
    return view(job);
  }

  /** `GET …/archives/{sequence}/build`: the last build asked for this closure, its status and progress. */
  async status(ctx: RequestContext, pointId: number, sequence: number): Promise<ArchiveBuildDto> {
    const payload = { shopId: shopScope(ctx).shopId, pointId, sequence };
    await this.closure(payload);
    if (await this.kept(payload)) return DONE;
    const jobId = (await this.storage.get(jobKey(payload)))?.toString('utf8');
    const job = jobId ? await this.queue.getJob(jobId) : null;
    if (job) return view(job);
    // Finished meanwhile: the build keeps the archive before it forgets its job (key and queue entry).
    if (await this.kept(payload)) return DONE;
    throw new NotFoundException('error.notFound');
  }

  /** What the job runs: idempotent, a kept archive is not built again. */
  async build(payload: ArchiveJobPayload, progress: (percent: number) => Promise<void>): Promise<void> {
    if (await this.kept(payload)) return;
    const { content } = await this.archives.archiveOf(
      payload.shopId,
      payload.pointId,
      payload.sequence,
      progress,
    );
    await this.storage.put(storedKey(payload), content);
    await this.storage.delete(jobKey(payload));
  }

  /** `GET …/archives/{sequence}`: the kept archive; 409 while it has not been built. */
  async download(
    ctx: RequestContext,
    pointId: number,
    sequence: number,
  ): Promise<{ fileName: string; length: number; stream: Readable }> {
    const payload = { shopId: shopScope(ctx).shopId, pointId, sequence };
    const closure = await this.closure(payload);
    const length = await this.storage.size(storedKey(payload));
    const stream = length === null ? null : await this.storage.openStream(storedKey(payload));
    if (length === null || !stream) throw new ConflictException('till.archiveNotBuilt');
    return { fileName: archiveFileName(pointId, closure.closureKey!), length, stream };
  }

  private async kept(payload: ArchiveJobPayload): Promise<boolean> {
    return (await this.storage.size(storedKey(payload))) !== null;
  }

  private async closure({ shopId, pointId, sequence }: ArchiveJobPayload): Promise<TillRecord> {
    const manager = this.database.dataSource.manager;
    await salesPointOf(manager, shopId, pointId);
    const closure = await recordAt(manager, shopId, pointId, sequence);
    if (closure.kind !== 'closure' || !closure.closureKey) throw new ConflictException('till.notAClosure');
    return closure;
  }
}

function view(job: JobInfo): ArchiveBuildDto {
  return { id: job.id, status: job.status, progress: job.progress, error: job.error ?? null };
}
