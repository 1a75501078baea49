import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { sign } from 'node:crypto';
import JSZip from 'jszip';
import { Between } from 'typeorm';
import { Database, decodeBase64Upload, type RequestContext } from '@cuvee/platform';
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
import { tillProblemText } from '../verification/verification.service.js';
import { ArchiveKey } from './archive-key.js';
import type { ArchiveVerificationDto } from './dto/archive.dto.js';

/** An uploaded archive, decoded: a year of a producer's counter sales compresses far below this. */
export const ARCHIVE_UPLOAD_MAX_BYTES = 4 * 1_048_576;
/** A file inside an archive, uncompressed: a zip that inflates beyond is not read (a zip bomb). */
const ARCHIVE_ENTRY_MAX_BYTES = 64 * 1_048_576;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Records read per query while an archive is built. */
const ARCHIVE_PAGE = 500;

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

  /**
   * Also what `cuvee till archive` writes and the build job stores. Rows are read a page at a time;
   * `progress` hears 0–90 % while they are read, then the zip's own progress up to 100 %.
   */
  async archiveOf(
    shopId: number,
    pointId: number,
    sequence: number,
    progress: (percent: number) => Promise<void> = async () => undefined,
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
    const first = (previous?.sequence ?? 0) + 1;
    const rows: TillRecord[] = [];
    for (let from = first; from <= sequence; from += ARCHIVE_PAGE) {
      rows.push(
        ...(await manager.getRepository(TillRecord).find({
          where: {
            salesPointId: pointId,
            sequence: Between(from, Math.min(sequence, from + ARCHIVE_PAGE - 1)),
          },
          order: { sequence: 'ASC' },
        })),
      );
      await progress(
        (90 * (Math.min(sequence, from + ARCHIVE_PAGE - 1) - first + 1)) / (sequence - first + 1),
      );
    }
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
    let reported = 90;
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }, (metadata) => {
      const percent = Math.floor(90 + metadata.percent / 10);
      // The zip's callback cannot wait: a progress that fails to report must not stop the build.
      if (percent > reported) progress((reported = percent)).catch(() => undefined);
    });
    return { fileName: archiveFileName(pointId, closure.closureKey), content };
  }

  /**
   * `POST /v1/till/archives/verify`: an uploaded archive (base64) checked as `cuvee till verify
   * --archive` does; what is not a zip, or too big, is refused (400) before it is opened.
   */
  async check(ctx: RequestContext, base64: string): Promise<ArchiveVerificationDto> {
    const content = decodeBase64Upload(base64);
    if (content.length > ARCHIVE_UPLOAD_MAX_BYTES)
      throw new BadRequestException({
        message: 'till.archiveTooLarge',
        params: { max: ARCHIVE_UPLOAD_MAX_BYTES / 1_048_576 },
      });
    if (!content.subarray(0, 4).equals(ZIP_MAGIC)) throw new BadRequestException('till.archiveNotZip');
    const { manifest, problems } = await this.verifyZip(content);
    return {
      ok: manifest !== null && problems.length === 0,
      closureKey: manifest?.closureKey ?? null,
      salesPointId: manifest?.salesPointId ?? null,
      salesPointName: manifest?.salesPointName ?? null,
      fromSequence: manifest?.fromSequence ?? null,
      toSequence: manifest?.toSequence ?? null,
      keyFingerprint: manifest?.keyFingerprint ?? null,
      problems: problems.map((problem) => ({
        kind: problem.kind,
        sequence: 'sequence' in problem ? problem.sequence : null,
        reference: 'reference' in problem ? problem.reference : null,
        message: tillProblemText(problem, ctx.locale),
      })),
    };
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
    const read = (name: string) => boundedText(zip.file(name));
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

export const archiveFileName = (pointId: number, closureKey: string) =>
  `caisse-${pointId}-${closureKey.replace(':', '-')}.zip`;

/** A file of the zip as text, inflated no further than ARCHIVE_ENTRY_MAX_BYTES (else it rejects). */
function boundedText(entry: JSZip.JSZipObject | null): Promise<string> {
  if (!entry) return Promise.resolve('');
  // JSZip's stream is an old-style Readable (not async-iterable): read it by its events.
  const stream = entry.nodeStream('nodebuffer');
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= ARCHIVE_ENTRY_MAX_BYTES) return void chunks.push(chunk);
      stream.pause();
      reject(new Error(`${entry.name} inflates beyond the limit`));
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
