import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database, engineOf } from '@cuvee/platform';
import { BillingSequence, type SequenceName } from './billing-sequence.entity.js';

/**
 * Draws legal numbers (ADR 0016). `prepare` makes sure the sequence row exists, in its own short
 * transaction (an insert that ignores a duplicate), so the issuing transaction only ever locks an
 * existing row: SELECT … FOR UPDATE on MySQL holds every other issuer of the series until commit or
 * rollback; SQLite runs one write transaction at a time (Database.transaction). Either way the number
 * is written with the document it belongs to and rolls back with it: no gap, no duplicate.
 */
@Injectable()
export class NumberingService {
  constructor(private readonly database: Database) {}

  async prepare(shopId: number, series: SequenceName, period: string): Promise<void> {
    await this.database.transaction((manager) => ensureSequence(manager, shopId, series, period));
  }

  /** The next counter of the series, inside the caller's transaction (call `prepare` before it). */
  next(manager: EntityManager, shopId: number, series: SequenceName, period: string): Promise<number> {
    return nextCounter(manager, shopId, series, period);
  }
}

/** Locks the sequence row (FOR UPDATE on MySQL), takes the next counter and writes it back. */
export async function nextCounter(
  manager: EntityManager,
  shopId: number,
  series: SequenceName,
  period: string,
): Promise<number> {
  const builder = manager
    .getRepository(BillingSequence)
    .createQueryBuilder('sequence')
    .where('sequence.shopId = :shopId AND sequence.series = :series AND sequence.period = :period', {
      shopId,
      series,
      period,
    });
  if (engineOf(manager.connection) === 'mysql') builder.setLock('pessimistic_write');
  const sequence = await builder.getOne();
  if (!sequence) throw new Error(`Sequence ${series}/${period} of shop ${shopId} was not prepared`);
  const counter = sequence.lastNumber + 1;
  await manager.getRepository(BillingSequence).update({ id: sequence.id }, { lastNumber: counter });
  return counter;
}

/** The insert `prepare` runs, for callers already in a transaction of their own (the demo seed). */
export async function ensureSequence(
  manager: EntityManager,
  shopId: number,
  series: SequenceName,
  period: string,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(BillingSequence)
    .values({ shopId, series, period, lastNumber: 0 })
    .orIgnore()
    .execute();
}
