import { userInfo } from 'node:os';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { RequestContext } from '../context/request-context.js';
import { Database } from '../database/database.js';
import {
  applyFilters,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
} from '../http/list-query.js';
import { keysetPages } from '../exports/export-definition.js';
import { safeDetails } from './audit-details.js';
import { AuditEntry, type AuditActorKind, type AuditOutcome } from './audit-entry.entity.js';

/** What a caller records; the actor, the instant, the correlation id and the address come from the context. */
export interface AuditRecord {
  /** A stable dotted code: `privacy.export`, `clients.update`… */
  action: string;
  target?: { type: string; id: string | number | null } | null;
  /** Default `success`. */
  outcome?: AuditOutcome;
  /** Small facts without secrets nor personal values (secret-looking keys are dropped anyway). */
  details?: Record<string, unknown> | null;
  /** The shop acted in when it is not the caller's own (an administrator acting on one shop). */
  shopId?: number | null;
}

/** One entry as the API answers it. */
export interface AuditEntryView {
  id: number;
  /** ISO instant (UTC). */
  at: string;
  shopId: number | null;
  actorKind: AuditActorKind;
  actorUserId: number | null;
  actorRole: string | null;
  actorApiKeyId: number | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcome;
  correlationId: string | null;
  clientIp: string | null;
  details: Record<string, unknown> | null;
}

const LIST: ListDefinition = {
  resource: 'audit-entries',
  sortable: { id: 'entry.id', at: 'entry.at', action: 'entry.action' },
  filters: {
    id: { kind: 'equals', column: 'entry.id', type: 'number' },
    shopId: { kind: 'equals', column: 'entry.shopId', type: 'number' },
    actorKind: { kind: 'equals', column: 'entry.actorKind', type: 'string' },
    actorUserId: { kind: 'equals', column: 'entry.actorUserId', type: 'number' },
    actorRole: { kind: 'equals', column: 'entry.actorRole', type: 'string' },
    actorApiKeyId: { kind: 'equals', column: 'entry.actorApiKeyId', type: 'number' },
    action: { kind: 'equals', column: 'entry.action', type: 'string' },
    targetType: { kind: 'equals', column: 'entry.targetType', type: 'string' },
    targetId: { kind: 'equals', column: 'entry.targetId', type: 'string' },
    outcome: { kind: 'equals', column: 'entry.outcome', type: 'string' },
    correlationId: { kind: 'equals', column: 'entry.correlationId', type: 'string' },
    /** Instants in UTC milliseconds, both ends included. */
    since: { kind: 'atLeast', column: 'entry.at' },
    until: { kind: 'atMost', column: 'entry.at' },
  },
  // Newest first: ids grow with time on both engines.
  defaultSort: ['id', 'DESC'],
  idColumn: 'entry.id',
};

type Actor = Pick<AuditEntry, 'actorKind' | 'actorUserId' | 'actorRole' | 'actorApiKeyId' | 'actorName'>;

/**
 * The audit trail (ADR 0065): appends entries and lists them. It has no way to change or remove one.
 * `record` joins the caller's `Database.transaction()` when there is one (the entry commits or rolls
 * back with the change it describes), and writes on its own otherwise.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly database: Database) {}

  /** Records what the context's user (or API key) did. */
  record(ctx: RequestContext, entry: AuditRecord): Promise<void> {
    const user = ctx.user;
    if (!user) throw new Error(`The audited action ${entry.action} has no signed-in caller`);
    const actor: Actor =
      user.apiKeyId !== undefined
        ? {
            actorKind: 'apiKey',
            actorUserId: user.userId,
            actorRole: null,
            actorApiKeyId: user.apiKeyId,
            actorName: null,
          }
        : {
            actorKind: 'user',
            actorUserId: user.userId,
            actorRole: user.role,
            actorApiKeyId: null,
            actorName: null,
          };
    return this.append({
      ...actor,
      shopId: entry.shopId === undefined ? user.shopId : entry.shopId,
      correlationId: ctx.correlationId,
      clientIp: ctx.clientIp ?? null,
      ...this.described(entry),
    });
  }

  /** Records what a `cuvee` command did, attributed to the operating-system user who ran it. */
  recordCommand(entry: AuditRecord, osUser = commandUser()): Promise<void> {
    return this.append({
      actorKind: 'cli',
      actorUserId: null,
      actorRole: null,
      actorApiKeyId: null,
      actorName: osUser.slice(0, 64),
      shopId: entry.shopId ?? null,
      correlationId: null,
      clientIp: null,
      ...this.described(entry),
    });
  }

  /** A page of entries, newest first: the caller's shop only, every shop for an administrator. */
  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<AuditEntryView>> {
    const request = parseListQuery(query, LIST);
    const page = await fetchPage(this.readable(ctx), request, LIST);
    return { ...page, rows: page.rows.map(viewOf) };
  }

  /**
   * The entries the list's filter selects, oldest first, as CSV (UTF-8 with a BOM, `;`, the API's field
   * names as headers), read a page at a time so that a year of entries streams in flat memory. The
   * filter is checked before the first line: a bad one is a 400, not a broken file.
   */
  csv(ctx: RequestContext, query: Pick<ListQueryDto, 'filter'>): AsyncIterable<string> {
    const request = parseListQuery({ filter: query.filter }, LIST);
    const builder = this.readable(ctx);
    applyFilters(builder, request, LIST);
    const entries = keysetPages(
      (after, size) =>
        builder
          .clone()
          .andWhere('entry.id > :after', { after })
          .orderBy('entry.id', 'ASC')
          .limit(size)
          .getMany(),
      (entry) => entry.id,
    );
    return csvLines(entries);
  }

  /** The entries the caller may read: their shop's, or every one for an administrator. */
  private readable(ctx: RequestContext): SelectQueryBuilder<AuditEntry> {
    const builder = this.database.dataSource.getRepository(AuditEntry).createQueryBuilder('entry');
    if (ctx.user?.role !== 'admin')
      builder.where('entry.shopId = :shopId', { shopId: ctx.user?.shopId ?? -1 });
    return builder;
  }

  private described(
    entry: AuditRecord,
  ): Omit<AuditEntry, 'id' | 'shopId' | 'correlationId' | 'clientIp' | keyof Actor> {
    return {
      at: Date.now(),
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId:
        entry.target?.id === null || entry.target?.id === undefined
          ? null
          : String(entry.target.id).slice(0, 64),
      outcome: entry.outcome ?? 'success',
      details: safeDetails(entry.details),
    };
  }

  private async append(row: Omit<AuditEntry, 'id'>): Promise<void> {
    // INSERT only, never `save` (which would update a row that had an id).
    // TypeORM's insert type cannot follow an open JSON object (`details`), hence the cast.
    const insert = (manager: EntityManager) =>
      manager.insert(AuditEntry, row as QueryDeepPartialEntity<AuditEntry>);
    const current = this.database.currentTransaction;
    if (current) await insert(current.manager);
    else await this.database.transaction(insert);
  }
}

const CSV_COLUMNS: readonly (keyof AuditEntryView)[] = [
  'id',
  'at',
  'shopId',
  'actorKind',
  'actorUserId',
  'actorRole',
  'actorApiKeyId',
  'actorName',
  'action',
  'targetType',
  'targetId',
  'outcome',
  'correlationId',
  'clientIp',
  'details',
];

async function* csvLines(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  const line = (cells: unknown[]) => stringify([cells], { delimiter: ';' });
  yield `\uFEFF${line([...CSV_COLUMNS])}`;
  for await (const entry of entries) {
    const view = viewOf(entry);
    yield line(
      CSV_COLUMNS.map((column) => (column === 'details' ? JSON.stringify(view.details ?? {}) : view[column])),
    );
  }
}

function viewOf(entry: AuditEntry): AuditEntryView {
  const { at, ...rest } = entry;
  return { ...rest, at: new Date(at).toISOString() };
}

function commandUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd line has no name: its uid still tells who it was.
    return process.env.USER ?? `uid:${process.getuid?.() ?? '?'}`;
  }
}
