import { ConflictException, Injectable } from '@nestjs/common';
import { sign } from 'node:crypto';
import JSZip from 'jszip';
import { Between } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  ARCHIVE_MANIFEST_FILE,
  ARCHIVE_RECORDS_FILE,
  ARCHIVE_SIGNATURE_FILE,
  verifyArchive,
  type ArchivedRecord,
  type ArchiveManifest,
  type ArchiveProblem,
} from '../domain/archive.js';
import { canonicalJson, sha256, type TillRecordKind } from '../domain/chain.js';
import { TillRecord } from '../records/till-record.entity.js';
import { recordAt, salesPointOf } from '../records/till-records.js';
import { ArchiveKey } from './archive-key.js';

/**
 * The signed archive of a closed period (ADR 0043): every record from the one after the previous
 * closure of the same period up to the closure itself, as stored, in a zip with its signed manifest.
 */
@Injectable()
export class ArchivesService {
  constructor(
    private readonly database: Database,
    private readonly key: ArchiveKey,
  ) {}

  archive(
    ctx: RequestContext,
    pointId: number,
    sequence: number,
  ): Promise<{ fileName: string; content: Buffer }> {
    return this.archiveOf(shopScope(ctx).shopId, pointId, sequence);
  }

  /** Also what `cuvee till archive` writes. */
  async archiveOf(
    shopId: number,
    pointId: number,
    sequence: number,
  ): Promise<{ fileName: string; content: Buffer }> {
    const manager = this.database.dataSource.manager;
    const point = await salesPointOf(manager, shopId, pointId);
    const closure = await recordAt(manager, shopId, pointId, sequence);
    if (closure.kind !== 'closure' || !closure.closureKey) throw new ConflictException('till.notAClosure');
    const period = closure.closureKey.split(':')[0]!;
    const previous = await manager
      .getRepository(TillRecord)
      .createQueryBuilder('r')
      .where('r.salesPointId = :pointId AND r.closureKey LIKE :prefix AND r.sequence < :sequence', {
        pointId,
        prefix: `${period}:%`,
        sequence,
      })
      .orderBy('r.sequence', 'DESC')
      .getOne();
    const rows = await manager.getRepository(TillRecord).find({
      where: { salesPointId: pointId, sequence: Between((previous?.sequence ?? 0) + 1, sequence) },
      order: { sequence: 'ASC' },
    });
    const records: ArchivedRecord[] = rows.map((row) => ({
      shopId: row.shopId,
      salesPointId: row.salesPointId,
      sequence: row.sequence,
      kind: row.kind as TillRecordKind,
      occurredAt: row.occurredAt,
      reference: row.reference,
      totalTtc: row.totalTtc,
      data: row.data,
      previousHash: row.previousHash,
      hash: row.hash,
    }));
    const recordsFile = `${JSON.stringify(records, null, 1)}\n`;
    const { privateKey, publicKey, fingerprint } = this.key.key();
    const manifest: ArchiveManifest = {
      shopId,
      salesPointId: pointId,
      salesPointName: point.name,
      closureKey: closure.closureKey,
      fromSequence: records[0]!.sequence,
      toSequence: closure.sequence,
      firstPreviousHash: records[0]!.previousHash,
      lastHash: closure.hash,
      recordsSha256: sha256(recordsFile),
      createdAt: new Date().toISOString(),
      publicKey,
      keyFingerprint: fingerprint,
    };
    const manifestFile = canonicalJson(manifest);
    const signature = sign(null, Buffer.from(manifestFile), privateKey).toString('base64');
    const zip = new JSZip();
    zip.file(ARCHIVE_RECORDS_FILE, recordsFile);
    zip.file(ARCHIVE_MANIFEST_FILE, manifestFile);
    zip.file(ARCHIVE_SIGNATURE_FILE, `${signature}\n`);
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { fileName: `caisse-${pointId}-${closure.closureKey.replace(':', '-')}.zip`, content };
  }

  /** An archive checked against this installation's key. */
  async verifyZip(
    content: Buffer,
  ): Promise<{ manifest: ArchiveManifest | null; problems: ArchiveProblem[] }> {
    try {
      return await this.verifyReadable(content);
    } catch {
      // Not a zip, or a manifest, key or records file that does not parse: not an archive of ours.
      return { manifest: null, problems: [{ kind: 'unreadable' }] };
    }
  }

  private async verifyReadable(
    content: Buffer,
  ): Promise<{ manifest: ArchiveManifest | null; problems: ArchiveProblem[] }> {
    const zip = await JSZip.loadAsync(content);
    const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
    const files = {
      records: await read(ARCHIVE_RECORDS_FILE),
      manifest: await read(ARCHIVE_MANIFEST_FILE),
      signature: await read(ARCHIVE_SIGNATURE_FILE),
    };
    if (!files.manifest || !files.records || !files.signature)
      return { manifest: null, problems: [{ kind: 'unreadable' }] };
    return verifyArchive(files, this.key.key().fingerprint);
  }
}
