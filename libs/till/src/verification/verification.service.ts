import { Injectable } from '@nestjs/common';
import { shopScope } from '@cuvee/iam';
import { messageText } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import type { ArchiveProblem } from '../domain/archive.js';
import { parsedBody, verifyChain, type ChainProblem, type TillRecordKind } from '../domain/chain.js';
import type { VerificationDto } from '../records/dto/till.dto.js';
import { TillHead, TillRecord } from '../records/till-record.entity.js';
import { salesPointOf } from '../records/till-records.js';

/**
 * `GET /v1/till/sales-points/{id}/verify` and `cuvee till verify`: the chain as stored, checked seal
 * by seal; every edited, removed or reordered record is named (ADR 0042).
 */
@Injectable()
export class VerificationService {
  constructor(private readonly database: Database) {}

  async verify(ctx: RequestContext, pointId: number): Promise<VerificationDto> {
    const { shopId } = shopScope(ctx);
    await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    return this.verifyPoint(shopId, pointId, ctx.locale);
  }

  /** Also what the command line runs, for every sales point of every shop. */
  async verifyPoint(
    shopId: number,
    pointId: number,
    locale: RequestContext['locale'],
  ): Promise<VerificationDto> {
    const manager = this.database.dataSource.manager;
    const rows = await manager
      .getRepository(TillRecord)
      .find({ where: { salesPointId: pointId }, order: { id: 'ASC' } });
    const head = await manager.getRepository(TillHead).findOneBy({ salesPointId: pointId });
    const problems = verifyChain(
      shopId,
      pointId,
      rows.map((row) => ({
        shopId: row.shopId,
        salesPointId: row.salesPointId,
        sequence: row.sequence,
        kind: row.kind as TillRecordKind,
        occurredAt: row.occurredAt,
        reference: row.reference,
        totalTtc: row.totalTtc,
        data: parsedBody(row.data),
        previousHash: row.previousHash,
        position: row.id,
        hash: row.hash,
      })),
      head,
    );
    return {
      salesPointId: pointId,
      ok: problems.length === 0,
      records: rows.length,
      lastSequence: head?.lastSequence ?? 0,
      problems: problems.map((problem) => ({ ...problem, message: tillProblemText(problem, locale) })),
    };
  }
}

/** A problem of a chain or of an archive, as people read it. */
export function tillProblemText(
  problem: ChainProblem | ArchiveProblem,
  locale: RequestContext['locale'],
): string {
  const params: Record<string, string | number> =
    'sequence' in problem ? { sequence: problem.sequence, reference: problem.reference ?? '' } : {};
  return messageText(`till.problem.${problem.kind}`, locale, params);
}
