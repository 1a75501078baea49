import { BadRequestException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { isIsoDate, type IsoDate } from '@cuvee/kernel';
import {
  applyFilters,
  Database,
  EventBus,
  fetchPage,
  keysetPages,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type ListRequest,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { countOutcome } from '../domain/count-rules.js';
import { onLedger, StockLedger } from '../levels/stock-ledger.js';
import { resolveKey, shopWarehouse } from '../levels/stock-keys.js';
import type {
  CountInputDto,
  MovementBatchDto,
  MovementDto,
  MovementInputDto,
  TransferInputDto,
} from './dto/movement.dto.js';
import {
  MOVEMENT_COLUMNS,
  movementCells,
  movementDto,
  movementRows,
  withinParisDays,
  type MovementRow,
} from './movement-rows.js';

export const MOVEMENT_LIST: ListDefinition = {
  resource: 'stock-movements',
  sortable: {
    createdAt: 'movement.createdAt',
    id: 'movement.id',
    type: 'movement.type',
    delta: 'movement.delta',
  },
  filters: {
    id: { kind: 'equals', column: 'movement.id', type: 'number' },
    warehouseId: { kind: 'equals', column: 'movement.warehouseId', type: 'number' },
    productId: { kind: 'equals', column: 'movement.productId', type: 'number' },
    levelId: { kind: 'equals', column: 'movement.levelId', type: 'number' },
    type: { kind: 'equals', column: 'movement.type', type: 'string' },
    userId: { kind: 'equals', column: 'movement.userId', type: 'number' },
    sourceRef: { kind: 'equals', column: 'movement.sourceRef', type: 'string' },
    // Applied below: 'entry' or 'exit', and a period of Paris days (YYYY-MM-DD, both included).
    direction: { kind: 'equals', column: 'movement.type', type: 'string' },
    from: { kind: 'equals', column: 'movement.createdAt', type: 'string' },
    to: { kind: 'equals', column: 'movement.createdAt', type: 'string' },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'movement.id',
};

/** At most this many rows in one CSV export (a filter narrows a larger ledger). */
export const MAX_EXPORT_ROWS = 50_000;

/**
 * The ledger of the caller's shop (/dashboard/stocks/movements): reading it with filters and as CSV,
 * and the writes people make: a movement, a transfer between two warehouses, an inventory count.
 */
@Injectable()
export class MovementsService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<MovementDto>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, MOVEMENT_LIST);
    const builder = this.filtered(shopId, request);
    const page = await fetchPage(builder, request, MOVEMENT_LIST);
    return { ...page, rows: page.rows.map(movementDto) };
  }

  /** The filtered ledger as a CSV file (`;`, BOM: French Excel opens it as is), oldest first. */
  async csv(ctx: RequestContext, query: ListQueryDto): Promise<string> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery({ filter: query.filter }, MOVEMENT_LIST);
    const builder = this.filtered(shopId, request);
    applyFilters(builder, request, MOVEMENT_LIST);
    const rows: unknown[][] = [];
    const pages = keysetPages<MovementRow>(
      (after, size) =>
        builder
          .clone()
          .andWhere('movement.id > :after', { after })
          .orderBy('movement.id', 'ASC')
          .limit(size)
          .getMany(),
      (row) => row.id,
    );
    for await (const row of pages) {
      const cells = movementCells(movementDto(row), ctx.locale);
      rows.push(MOVEMENT_COLUMNS.map((column) => cells[column.key]));
      if (rows.length >= MAX_EXPORT_ROWS) break;
    }
    const header = MOVEMENT_COLUMNS.map((column) => column.header[ctx.locale]);
    return stringify([header, ...rows], { delimiter: ';', bom: true });
  }

  /** A movement entered by hand: an entry (production, purchase, return) or an exit (sale, sample, breakage). */
  async create(ctx: RequestContext, input: MovementInputDto): Promise<MovementDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.write(shopId, async (ledger) => {
      const level = await ledger.ensureLevel(await resolveKey(ledger.manager, shopId, input));
      const movement = await ledger.move(level, input.type, input.quantity, { ...input, userId });
      return this.view(ledger.manager, shopId, movement.id);
    });
  }

  /** Two movements under one reference: transfer-out of one warehouse, transfer-in to another. */
  async transfer(ctx: RequestContext, input: TransferInputDto): Promise<MovementBatchDto> {
    const { shopId, userId } = shopScope(ctx);
    if (input.fromWarehouseId === input.toWarehouseId)
      throw new BadRequestException({ message: ['stock.sameWarehouse'] });
    return this.write(shopId, async (ledger) => {
      const from = await resolveKey(ledger.manager, shopId, { ...input, warehouseId: input.fromWarehouseId });
      await shopWarehouse(ledger.manager, shopId, input.toWarehouseId);
      const sourceRef = `transfer:${randomUUID().slice(0, 8)}`;
      const meta = { reason: input.reason, userId, sourceRef };
      const out = await ledger.move(await ledger.ensureLevel(from), 'transferOut', input.quantity, meta);
      const into = await ledger.move(
        await ledger.ensureLevel({ ...from, warehouseId: input.toWarehouseId }),
        'transferIn',
        input.quantity,
        meta,
      );
      return { sourceRef, movements: await this.views(ledger.manager, shopId, [out.id, into.id]) };
    });
  }

  /**
   * An inventory count of one warehouse: each counted line differing from the books becomes an
   * inventory gain or loss. A count below what orders and allocations hold is refused (release them
   * first): the whole count then changes nothing.
   */
  async count(ctx: RequestContext, input: CountInputDto): Promise<MovementBatchDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.write(shopId, async (ledger) => {
      await shopWarehouse(ledger.manager, shopId, input.warehouseId);
      const sourceRef = `count:${randomUUID().slice(0, 8)}`;
      const meta = { reason: input.reason, userId, sourceRef };
      const ids: number[] = [];
      for (const line of input.lines) {
        const key = await resolveKey(ledger.manager, shopId, { ...line, warehouseId: input.warehouseId });
        const level = await ledger.lockLevel((await ledger.ensureLevel(key)).id);
        const outcome = countOutcome(level, line.counted);
        if ('refused' in outcome)
          throw new BadRequestException({
            message: 'stock.countBelowHeld',
            params: { counted: line.counted, held: outcome.refused.held },
          });
        if (!outcome.move) continue;
        ids.push((await ledger.move(level, outcome.move.type, outcome.move.quantity, meta)).id);
      }
      return { sourceRef, movements: await this.views(ledger.manager, shopId, ids) };
    });
  }

  private write<T>(shopId: number, work: (ledger: StockLedger) => Promise<T>): Promise<T> {
    return onLedger(this.database, this.events, shopId, work);
  }

  private filtered(shopId: number, request: ListRequest): SelectQueryBuilder<MovementRow> {
    const builder = movementRows(this.database.dataSource.manager, shopId);
    const { direction, from, to } = request.filter;
    delete request.filter.direction;
    delete request.filter.from;
    delete request.filter.to;
    if (direction === 'entry') builder.andWhere('movement.delta > 0');
    else if (direction === 'exit') builder.andWhere('movement.delta < 0');
    else if (direction !== undefined) throw new BadRequestException('error.invalidListQuery');
    return withinParisDays(builder, listDay(from), listDay(to));
  }

  private async views(manager: EntityManager, shopId: number, ids: number[]): Promise<MovementDto[]> {
    if (ids.length === 0) return [];
    const rows = await movementRows(manager, shopId)
      .andWhere('movement.id IN (:...ids)', { ids })
      .orderBy('movement.id')
      .getMany();
    return rows.map(movementDto);
  }

  private async view(manager: EntityManager, shopId: number, id: number): Promise<MovementDto> {
    return (await this.views(manager, shopId, [id]))[0]!;
  }
}

/** A day 'YYYY-MM-DD' of a list filter, null when absent; anything else is a bad list query. */
function listDay(value: unknown): IsoDate | null {
  if (value === undefined) return null;
  if (!isIsoDate(value)) throw new BadRequestException('error.invalidListQuery');
  return value;
}
