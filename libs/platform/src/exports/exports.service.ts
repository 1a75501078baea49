import type { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { parisDateOf, type Locale } from '@cuvee/kernel';
import { Database } from '../database/database.js';
import { FileStorage } from '../files/file-storage.js';
import {
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
} from '../http/list-query.js';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue.js';
import type { OperationActor } from '../imports/import-definition.js';
import { badRequest, OperationError, operationMessage } from '../imports/operation-error.js';
import type { ExportFilterValues } from './export-definition.js';
import { checkExportFilter, filterViews, type ExportFilterView } from './export-filters.js';
import { ExportEngine } from './export-engine.js';
import { ExportRecord, type ExportFormat, type ExportStatus } from './export-record.entity.js';
import { ExportRegistry } from './export-registry.js';
import { EXPORT_JOB, EXPORT_JOB_ATTEMPTS } from './jobs/run-export.job.js';

/** A kind of export as the screens offer it. */
export interface ExportKindView {
  kind: string;
  label: string;
  filters: ExportFilterView[];
}

export interface ExportView {
  id: number;
  kind: string;
  format: ExportFormat;
  /** The filters it was asked with. */
  filter: ExportFilterValues;
  status: ExportStatus;
  progress: number;
  rowCount: number;
  fileName: string;
  /** Where the requester downloads the zip (a signed link, valid a day), once it is written. */
  downloadUrl: string | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** How a download proves who asks: the bearer token's user, or the signed link's parameters. */
export interface DownloadProof {
  userId: number | null;
  expires?: number;
  signature?: string;
}

const EXPORTS_LIST: ListDefinition = {
  resource: 'exports',
  sortable: { id: 'e.id', createdAt: 'e.createdAt' },
  filters: {
    id: { kind: 'equals', column: 'e.id', type: 'number' },
    kind: { kind: 'equals', column: 'e.kind', type: 'string' },
    status: { kind: 'equals', column: 'e.status', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'e.id',
};

/** Exports as the API and the command line see them; the `exports.run` job (RunExportJob) does the writing. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly registry: ExportRegistry,
    private readonly engine: ExportEngine,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  kinds(): string[] {
    return this.registry.kinds();
  }

  /** The kinds `actor` may export, with the filters they accept, labelled in the actor's language. */
  describe(actor: OperationActor): ExportKindView[] {
    return this.registry.allowed(actor).map((definition) => ({
      kind: definition.kind,
      label: definition.label[actor.locale],
      filters: filterViews(definition, actor.locale),
    }));
  }

  /** Records the export (pending) and, with `enqueue`, adds its job; the command line runs it itself. */
  async create(
    actor: OperationActor,
    input: { kind: string; format: ExportFormat; filter?: Readonly<Record<string, unknown>> | null },
    options: { enqueue: boolean },
  ): Promise<ExportRecord> {
    const definition = this.registry.allowedFor(actor, input.kind);
    let filter: ExportFilterValues;
    try {
      filter = checkExportFilter(definition, input.filter);
    } catch (error) {
      throw error instanceof OperationError ? badRequest(error, actor.locale) : error;
    }
    const record = await this.database.transaction(async (manager) => {
      const repository = manager.getRepository(ExportRecord);
      const saved = await repository.save(
        repository.create({
          kind: definition.kind,
          shopId: actor.shopId,
          userId: actor.userId,
          locale: actor.locale,
          format: input.format,
          filter: Object.keys(filter).length ? filter : null,
          status: 'pending',
          fileName: 'pending.zip',
        }),
      );
      // Dated by the Paris day, like every business date.
      saved.fileName = `export-${definition.kind}-${parisDateOf(new Date())}-${saved.id}.zip`;
      await repository.update({ id: saved.id }, { fileName: saved.fileName });
      return saved;
    });
    if (options.enqueue) {
      const job = await this.queue.add(
        EXPORT_JOB,
        { exportId: record.id },
        { jobId: `export-${record.id}`, attempts: EXPORT_JOB_ATTEMPTS },
      );
      await this.database.transaction((manager) =>
        manager.getRepository(ExportRecord).update({ id: record.id }, { jobId: job.id }),
      );
      record.jobId = job.id;
    }
    return record;
  }

  /** The caller's own exports in the shop. */
  async list(actor: OperationActor, query: ListQueryDto): Promise<Page<ExportView>> {
    const request = parseListQuery(query, EXPORTS_LIST);
    const builder = this.database.dataSource
      .getRepository(ExportRecord)
      .createQueryBuilder('e')
      .where('e.shopId = :shopId', { shopId: actor.shopId })
      .andWhere(actor.userId === null ? 'e.userId IS NULL' : 'e.userId = :userId', { userId: actor.userId });
    const page = await fetchPage(builder, request, EXPORTS_LIST);
    return { ...page, rows: page.rows.map((record) => this.view(record, actor.locale)) };
  }

  async get(actor: OperationActor, id: number): Promise<ExportView> {
    return this.view(await this.find(actor, id), actor.locale);
  }

  /**
   * The zip, for its requester only: the bearer token's user, or a signed link made for them. Anyone
   * else, another shop's id, an unfinished export or a bad link: 404, as if there were nothing.
   */
  async file(
    id: number,
    proof: DownloadProof,
  ): Promise<{ fileName: string; size: number; stream: Readable }> {
    if (proof.userId === null && !proof.signature) throw new UnauthorizedException('error.unauthorized');
    const record = await this.database.dataSource.getRepository(ExportRecord).findOneBy({ id });
    const allowed =
      record !== null &&
      (proof.userId !== null
        ? record.userId === proof.userId
        : this.engine.verifyDownload(record, proof.expires ?? 0, proof.signature ?? ''));
    const size = allowed && record.fileKey ? await this.storage.size(record.fileKey) : null;
    const stream = size !== null ? await this.storage.openStream(record!.fileKey!) : null;
    if (!stream || size === null) throw new NotFoundException('error.notFound');
    return { fileName: record!.fileName, size, stream };
  }

  async find(actor: OperationActor, id: number): Promise<ExportRecord> {
    const record = await this.database.dataSource
      .getRepository(ExportRecord)
      .findOneBy({ id, shopId: actor.shopId });
    if (!record || record.userId !== actor.userId) throw new NotFoundException('error.notFound');
    return record;
  }

  view(record: ExportRecord, locale: Locale): ExportView {
    return {
      id: record.id,
      kind: record.kind,
      format: record.format,
      filter: record.filter ?? {},
      status: record.status,
      progress: record.progress,
      rowCount: record.rowCount,
      fileName: record.fileName,
      downloadUrl:
        record.status === 'completed' && record.userId !== null ? this.engine.downloadUrl(record) : null,
      error: record.errorCode ? operationMessage(record.errorCode, record.errorParams, locale) : null,
      createdAt: record.createdAt,
      finishedAt: record.finishedAt,
    };
  }
}
