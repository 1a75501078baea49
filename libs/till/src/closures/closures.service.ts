import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { In, MoreThan, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf } from '@cuvee/kernel';
import { Database, EventBus, type RequestContext } from '@cuvee/platform';
import {
  closureOf,
  closureTarget,
  periodKey,
  ZERO_GRAND_TOTALS,
  type ClosureBody,
  type ClosurePeriod,
} from '../domain/closure.js';
import type { TillRecordKind } from '../domain/chain.js';
import { TillClosedEvent } from '../events/till-closed.event.js';
import type { ClosureInputDto, TillRecordDto } from '../records/dto/till.dto.js';
import { TillChain } from '../records/till-chain.js';
import { TillRecord } from '../records/till-record.entity.js';
import { bodyOf, recordView, salesPointOf, totalsOf } from '../records/till-records.js';

/** What each closure covers: a day its sales records, a month its days, a year its months. */
const COVERS: Record<ClosurePeriod, { kinds: TillRecordKind[]; closures: ClosurePeriod | null }> = {
  day: { kinds: ['ticket', 'cancellation'], closures: null },
  month: { kinds: ['closure'], closures: 'day' },
  year: { kinds: ['closure'], closures: 'month' },
};

/**
 * Day (Z), month and year closures (ADR 0042): each a record of the chain carrying the totals of what
 * it covers and the perpetual grand totals; once per period.
 */
@Injectable()
export class ClosuresService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

  async close(ctx: RequestContext, pointId: number, dto: ClosureInputDto): Promise<TillRecordDto> {
    const { shopId, userId } = shopScope(ctx);
    await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    if (dto.period === 'day' && dto.countedCash === undefined)
      throw new BadRequestException('till.countedCashRequired');
    const now = new Date();
    const today = parisDateOf(now);
    return this.database.transaction(async (manager) => {
      const chain = await TillChain.lock(manager, shopId, pointId);
      const { key, covered } = await coverage(manager, pointId, dto.period, today);
      const closureKey = `${dto.period}:${key}`;
      if (await manager.getRepository(TillRecord).existsBy({ salesPointId: pointId, closureKey }))
        throw new ConflictException({ message: 'till.closureDone', params: { period: key } });
      const previous = await lastClosure(manager, pointId, dto.period);
      const body: ClosureBody = closureOf({
        period: dto.period,
        key,
        covered: covered.map((record) => ({
          sequence: record.sequence,
          totals: record.kind === 'closure' ? bodyOf<ClosureBody>(record).totals : totalsOf(record),
        })),
        previousGrandTotals: previous ? bodyOf<ClosureBody>(previous).grandTotals : ZERO_GRAND_TOTALS,
        cash:
          dto.period === 'day'
            ? { moves: await cashMoves(manager, pointId, previous), counted: dto.countedCash! }
            : null,
      });
      const record = await chain.append(
        { kind: 'closure', totalTtc: body.totals.ttc, data: body, userId, closureKey },
        now,
      );
      await this.events.publish(
        new TillClosedEvent({
          shopId,
          salesPointId: pointId,
          period: dto.period,
          key,
          recordId: record.id,
          sequence: record.sequence,
          reference: record.reference,
          totalTtc: body.totals.ttc,
          byRate: { ...body.totals.byRate },
          byPayment: { ...body.totals.byPayment },
        }),
      );
      return recordView(record);
    });
  }
}

async function lastClosure(
  manager: EntityManager,
  pointId: number,
  period: ClosurePeriod,
): Promise<TillRecord | null> {
  return manager
    .getRepository(TillRecord)
    .createQueryBuilder('r')
    .where('r.salesPointId = :pointId AND r.closureKey LIKE :prefix', { pointId, prefix: `${period}:%` })
    .orderBy('r.sequence', 'DESC')
    .getOne();
}

/** A closure record's period: "2026-11-27" of "day:2026-11-27". */
const keyOf = (record: TillRecord): string => record.closureKey!.slice(record.closureKey!.indexOf(':') + 1);

/**
 * What a closure of `period` closes today: a day the sales records since the last Z; a month or a
 * year its target period's closures of the level below (ADR 0042). What is still open below in that
 * period must be closed first.
 */
async function coverage(
  manager: EntityManager,
  pointId: number,
  period: ClosurePeriod,
  today: string,
): Promise<{ key: string; covered: TillRecord[] }> {
  const openSales = await openAfter(manager, pointId, 'day', COVERS.day);
  if (period === 'day') return { key: today, covered: openSales };
  const pending = await openAfter(manager, pointId, period, COVERS[period]);
  const key = closureTarget(period, today, pending.map(keyOf));
  if (period === 'year') {
    const days = await openAfter(manager, pointId, 'month', COVERS.month);
    if (days.some((day) => periodKey('year', keyOf(day)) === key))
      throw new ConflictException('till.monthOpen');
  }
  if (openSales.length && key === periodKey(period, today)) throw new ConflictException('till.dayOpen');
  return { key, covered: pending.filter((record) => periodKey(period, keyOf(record)) === key) };
}

/** The records a closure of `period` would cover: those after its last closure. */
async function openAfter(
  manager: EntityManager,
  pointId: number,
  period: ClosurePeriod,
  covers: (typeof COVERS)[ClosurePeriod],
): Promise<TillRecord[]> {
  const last = await lastClosure(manager, pointId, period);
  const records = await manager.getRepository(TillRecord).find({
    where: { salesPointId: pointId, kind: In(covers.kinds), sequence: MoreThan(last?.sequence ?? 0) },
    order: { sequence: 'ASC' },
  });
  return covers.closures === null
    ? records
    : records.filter((record) => record.closureKey?.startsWith(`${covers.closures}:`));
}

/** The opening float and cash in/out since the last Z. */
async function cashMoves(manager: EntityManager, pointId: number, previous: TillRecord | null) {
  const moves = await manager.getRepository(TillRecord).find({
    where: {
      salesPointId: pointId,
      kind: In(['float', 'cashIn', 'cashOut']),
      sequence: MoreThan(previous?.sequence ?? 0),
    },
  });
  const sum = (kind: TillRecordKind) =>
    moves
      .filter((m) => m.kind === kind)
      .reduce((total, m) => total + bodyOf<{ amount: number }>(m).amount, 0);
  return { float: sum('float'), cashIn: sum('cashIn'), cashOut: sum('cashOut') };
}
