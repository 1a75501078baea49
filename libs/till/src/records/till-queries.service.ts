import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import type { TillRecordDto } from './dto/till.dto.js';
import { TillRecord } from './till-record.entity.js';
import { recordAt, recordView, salesPointOf } from './till-records.js';

const TILL_RECORD_LIST: ListDefinition = {
  resource: 'till-records',
  sortable: { id: 'r.id', sequence: 'r.sequence' },
  filters: {
    id: { kind: 'equals', column: 'r.id', type: 'number' },
    salesPointId: { kind: 'equals', column: 'r.salesPointId', type: 'number' },
    kind: { kind: 'equals', column: 'r.kind', type: 'string' },
    sequence: { kind: 'equals', column: 'r.sequence', type: 'number' },
  },
  defaultSort: ['sequence', 'DESC'],
  idColumn: 'r.id',
};

/** The records of the shop's tills, newest first (react-admin list), and one record by its sequence. */
@Injectable()
export class TillQueries {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<TillRecordDto>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, TILL_RECORD_LIST);
    const builder = this.database.dataSource
      .getRepository(TillRecord)
      .createQueryBuilder('r')
      .where('r.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, request, TILL_RECORD_LIST);
    const cancellations = await this.cancellationsOf(page.rows);
    return { ...page, rows: page.rows.map((row) => recordView(row, cancellations.get(key(row)) ?? null)) };
  }

  async get(ctx: RequestContext, pointId: number, sequence: number): Promise<TillRecordDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    await salesPointOf(manager, shopId, pointId);
    const record = await recordAt(manager, shopId, pointId, sequence);
    return recordView(record, (await this.cancellationsOf([record])).get(key(record)) ?? null);
  }

  /** The cancellation of each ticket listed, by sales point and ticket sequence. */
  private async cancellationsOf(rows: readonly TillRecord[]): Promise<Map<string, number>> {
    const tickets = rows.filter((row) => row.kind === 'ticket');
    if (!tickets.length) return new Map();
    const found = await this.database.dataSource.getRepository(TillRecord).findBy({
      salesPointId: In([...new Set(tickets.map((t) => t.salesPointId))]),
      cancelsSequence: In(tickets.map((t) => t.sequence)),
    });
    return new Map(found.map((c) => [`${c.salesPointId}:${c.cancelsSequence}`, c.sequence]));
  }
}

const key = (row: TillRecord) => `${row.salesPointId}:${row.sequence}`;
