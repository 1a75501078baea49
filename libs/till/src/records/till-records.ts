import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SalesPoint } from '@cuvee/sales';
import type { Totals } from '../domain/totals.js';
import type { TillRecordDto } from './dto/till.dto.js';
import { TillRecord } from './till-record.entity.js';

/** The shop's sales point the till writes for (archived ones included: their chain stays readable). */
export async function salesPointOf(manager: EntityManager, shopId: number, id: number): Promise<SalesPoint> {
  const point = await manager.getRepository(SalesPoint).findOneBy({ id, shopId });
  if (!point) throw new NotFoundException('error.notFound');
  return point;
}

export function bodyOf<T = Record<string, unknown>>(record: TillRecord): T {
  return JSON.parse(record.data) as T;
}

/** The totals a sales record (ticket or cancellation) carries. */
export function totalsOf(record: TillRecord): Totals {
  return bodyOf<{ totals: Totals }>(record).totals;
}

export function recordView(record: TillRecord, cancelledBy: number | null = null): TillRecordDto {
  return {
    id: record.id,
    salesPointId: record.salesPointId,
    sequence: record.sequence,
    kind: record.kind,
    occurredAt: record.occurredAt,
    reference: record.reference,
    totalTtc: record.totalTtc,
    data: bodyOf(record),
    previousHash: record.previousHash,
    hash: record.hash,
    cancelledBy,
  };
}

/** A record of the sales point by its sequence number. */
export async function recordAt(
  manager: EntityManager,
  shopId: number,
  pointId: number,
  sequence: number,
): Promise<TillRecord> {
  const record = await manager
    .getRepository(TillRecord)
    .findOneBy({ shopId, salesPointId: pointId, sequence });
  if (!record) throw new NotFoundException('error.notFound');
  return record;
}
