import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { DownloadsService } from '../downloads/downloads.service.js';
import { FileStorage } from '../files/file-storage.js';
import { OperationError } from '../imports/operation-error.js';
import { DownloadSignature } from './download-signature.js';
import { exportArchive } from './export-archive.js';
import type { ExportScope } from './export-definition.js';
import { ExportRecord } from './export-record.entity.js';
import { ExportRegistry } from './export-registry.js';

export type ExportProgressListener = (record: ExportRecord, rows: number) => unknown;

/** Rows between two progress reports. */
const PROGRESS_EVERY = 1000;

/**
 * Writes an export: every sheet of its definition streamed into one zip in file storage, then the
 * download offered to its requester (`GET /v1/documents/to-download`). A rerun (a job delivered
 * twice, a crash) writes the whole zip again under the same key; storage replaces files atomically.
 */
@Injectable()
export class ExportEngine {
  private readonly signature: DownloadSignature;

  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly registry: ExportRegistry,
    private readonly downloads: DownloadsService,
    config: AppConfig,
  ) {
    this.signature = new DownloadSignature(config.jwtSecret);
  }

  async run(exportId: number, onProgress?: ExportProgressListener): Promise<ExportRecord> {
    let record = await this.load(exportId);
    if (record.status !== 'pending' && record.status !== 'processing') return record;
    try {
      const definition = this.registry.require(record.kind);
      await this.update(record.id, ['pending', 'processing'], { status: 'processing' });
      record = await this.load(exportId);
      const scope: ExportScope = {
        exportId: record.id,
        shopId: record.shopId,
        userId: record.userId,
        locale: record.locale,
        filter: record.filter ?? {},
      };
      const manager = this.database.dataSource.manager;
      const counts = await Promise.all(definition.sheets.map((sheet) => sheet.count?.(manager, scope)));
      const expected = counts.every((count) => count !== undefined)
        ? counts.reduce<number>((sum, count) => sum + count!, 0)
        : null;
      let written = 0;
      const current = record;
      const { stream, done } = await exportArchive(
        definition.sheets.map((sheet) => ({
          name: sheet.name,
          columns: sheet.columns.map((column) => ({ key: column.key, header: column.header[record.locale] })),
          rows: sheet.rows(manager, scope),
        })),
        record.format,
        () => {
          if (++written % PROGRESS_EVERY === 0) {
            current.progress = expected ? Math.min(99, Math.floor((written * 100) / expected)) : 0;
            void onProgress?.(current, written);
          }
        },
      );
      const fileKey = `exports/${record.id}/${record.fileName}`;
      const [rowCount] = await Promise.all([done, this.storage.putStream(fileKey, stream)]);
      await this.update(record.id, ['processing'], {
        status: 'completed',
        progress: 100,
        rowCount,
        fileKey,
        finishedAt: new Date(),
      });
      record = await this.load(exportId);
      // After the commit: a crash in between loses the notice, never offers a file that is not there.
      if (record.userId !== null) {
        await this.downloads.offer(record.userId, record.fileName, this.downloadUrl(record));
      }
      return record;
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      await this.fail(record.id, error);
      return this.load(exportId);
    }
  }

  /** Closes an export whose job gave up for good, saying why. */
  async abandon(exportId: number, error: unknown): Promise<ExportRecord> {
    const reason = error instanceof Error ? error.message : String(error);
    await this.fail(
      exportId,
      error instanceof OperationError ? error : new OperationError('exports.failed', { reason }),
    );
    return this.load(exportId);
  }

  /** The link that downloads the file without an Authorization header, for its requester only. */
  downloadUrl(record: ExportRecord): string {
    const { expires, signature } = this.signature.sign('exports', record.id, record.userId ?? 0);
    return `/v1/exports/${record.id}/file?expires=${expires}&signature=${signature}`;
  }

  verifyDownload(record: ExportRecord, expires: number, signature: string): boolean {
    return (
      record.userId !== null && this.signature.verify('exports', record.id, record.userId, expires, signature)
    );
  }

  load(exportId: number): Promise<ExportRecord> {
    return this.database.dataSource.getRepository(ExportRecord).findOneByOrFail({ id: exportId });
  }

  private async fail(exportId: number, error: OperationError): Promise<void> {
    await this.update(exportId, ['pending', 'processing'], {
      status: 'error',
      errorCode: error.code,
      errorParams: error.params,
      finishedAt: new Date(),
    });
  }

  private async update(
    id: number,
    from: ExportRecord['status'][],
    changes: Partial<ExportRecord>,
  ): Promise<void> {
    await this.database.transaction((manager) =>
      manager.getRepository(ExportRecord).update({ id, status: In(from) }, changes),
    );
  }
}
