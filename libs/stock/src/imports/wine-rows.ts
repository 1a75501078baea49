import { In, IsNull, type EntityManager } from 'typeorm';
import {
  findFormats,
  FORMAT_REFERENCE_COLUMNS,
  formatReferenceFailures,
  formatReferenceField,
  formatReferenceKey,
  formatReferenceOf,
  type FormatReferenceValues,
} from '@cuvee/catalogue';
import { failure } from '@cuvee/kernel';
import {
  normalizeHeader,
  OperationError,
  type AfterCommit,
  type DomainEvent,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import type { MovementType } from '../domain/stock-rules.js';
import { levelKeyOf, type LevelKey, type StockLedger } from '../levels/stock-ledger.js';
import type { StockLevel } from '../levels/stock-level.entity.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';

/*
 * What the stock imports share: a row names one wine — product, vintage, format — in one warehouse, by
 * the columns below, and is resolved to its stock level the catalogue's way (findFormats: id, name, EAN,
 * container and volume). The stock counts and the opening stock imports add their quantity column.
 */

/** The cells that name a wine in a warehouse. */
export interface WineRow extends FormatReferenceValues, Record<string, unknown> {
  warehouse?: string;
}

/** The warehouse, then the wine written as in every import that names a format (the catalogue's columns). */
export const WINE_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'warehouse',
    label: { fr: 'Entrepôt', en: 'Warehouse' },
    synonyms: ['entrepot', 'dépôt', 'lieu de stockage', 'emplacement', 'site', 'location', 'store'],
    parse: (text) => ({ value: text }),
    help: {
      fr: "Le nom de l'entrepôt tel qu'il est dans Cuvée (sans tenir compte des majuscules ni des accents) ou son numéro. Vide : l'entrepôt par défaut.",
      en: "The warehouse's name as it is in Cuvée (case and accents do not matter) or its number. Empty: the default warehouse.",
    },
    example: 'Chai du domaine',
  },
  ...FORMAT_REFERENCE_COLUMNS.map((column) =>
    // "Article", as the stock screens and the levels export name it; "Nom" still reads.
    column.field === 'name'
      ? { ...column, label: { fr: 'Article', en: 'Product' }, synonyms: [...column.synonyms, 'nom', 'name'] }
      : column,
  ),
];

/** The row's identity within a file: the same words name the same level. */
export function wineKey(values: WineRow): string {
  return [normalizeHeader(values.warehouse ?? ''), ...formatReferenceKey(values)].join('|');
}

/** The shop's warehouses as a file names them: by id, or by name without case or accents. */
async function warehousesOf(manager: EntityManager, shopId: number) {
  const warehouses = await manager.getRepository(Warehouse).findBy({ shopId, archivedAt: IsNull() });
  const byName = new Map(warehouses.map((warehouse) => [normalizeHeader(warehouse.name), warehouse]));
  const fallback = warehouses.find((warehouse) => warehouse.isDefault) ?? null;
  return (text: string | undefined): Warehouse | RowRejection['failure'] => {
    if (text === undefined) return fallback ?? failure('stock.warehouseNeeded');
    const found = /^\d+$/.test(text)
      ? warehouses.find((warehouse) => warehouse.id === Number(text))
      : byName.get(normalizeHeader(text));
    return found ?? failure('stock.unknownWarehouse', { value: text });
  };
}

/** A row resolved to its level, with the warehouse it named. */
export interface ResolvedRow<V extends WineRow> {
  line: number;
  values: V;
  key: LevelKey;
  warehouse: Warehouse;
}

/**
 * The rows of a batch resolved to levels (a few IN queries for the whole batch); the others refused with
 * the column at fault. The same level named twice (by its name on one row, its EAN on another): the
 * first row counts.
 */
export async function resolveRows<V extends WineRow>(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<V>[],
  rejected: RowRejection[],
): Promise<ResolvedRow<V>[]> {
  const warehouseOf = await warehousesOf(manager, shopId);
  const matches = await findFormats(
    manager,
    shopId,
    rows.map((row) => formatReferenceOf(row.values)),
  );
  const seen = new Map<string, number>();
  const resolved: ResolvedRow<V>[] = [];
  rows.forEach(({ line, values }, index) => {
    const warehouse = warehouseOf(values.warehouse);
    if (!(warehouse instanceof Warehouse)) {
      rejected.push({ line, field: 'warehouse', failure: warehouse });
      return;
    }
    const match = matches[index]!;
    if ('failure' in match) {
      const field = match.part === 'format' ? formatReferenceField(values) : (match.part ?? undefined);
      rejected.push({ line, ...(field ? { field } : {}), failure: match.failure });
      return;
    }
    const key: LevelKey = {
      warehouseId: warehouse.id,
      productId: match.product.id,
      vintageId: (match.vintage ?? match.vintages[0])?.id ?? 0,
      formatId: match.format.id,
    };
    const first = seen.get(levelKeyOf(key));
    if (first !== undefined) {
      rejected.push({ line, failure: failure('imports.duplicateRow', { line: first }) });
      return;
    }
    seen.set(levelKeyOf(key), line);
    resolved.push({ line, values, key, warehouse });
  });
  return resolved;
}

/**
 * The levels of these keys, created empty when missing and locked until commit in id order (two imports,
 * or an import and a count, never wait on each other in a cycle): three statements for a whole batch.
 */
export async function lockedLevels(
  ledger: StockLedger,
  keys: readonly LevelKey[],
): Promise<(key: LevelKey) => StockLevel> {
  const levels = await ledger.ensureLevels(keys);
  const locked = new Map(
    (await ledger.lockLevels([...new Set([...levels.values()].map((level) => level.id))])).map((level) => [
      level.id,
      level,
    ]),
  );
  return (key) => locked.get(levels.get(levelKeyOf(key))!.id)!;
}

/** The movements a stock import journalled: what its revert takes back. */
export async function journalledMovements(
  manager: EntityManager,
  changes: readonly JournalEntry[],
  shopId: number,
): Promise<StockMovement[]> {
  const ids = changes
    .filter((change) => change.entity === 'movement' && change.action === 'created')
    .map((change) => Number(change.entityId));
  if (ids.length === 0) return [];
  return manager.getRepository(StockMovement).find({ where: { id: In(ids), shopId }, order: { id: 'ASC' } });
}

/** The journal lines of the movements a batch wrote. */
export const journalOf = (movements: readonly StockMovement[]): JournalEntry[] =>
  movements.map((movement) => ({ entity: 'movement', entityId: String(movement.id), action: 'created' }));

/**
 * A revert refused, writing nothing: taking `quantity` bottles back from the level would leave fewer than
 * orders and allocations hold (the stock has moved since the import).
 */
export async function revertMoved(
  ledger: StockLedger,
  level: StockLevel,
  importId: number,
  quantity: number,
  available: number,
): Promise<OperationError> {
  const warehouse = await ledger.manager.getRepository(Warehouse).findOneBy({ id: level.warehouseId });
  return new OperationError('stock.revertMoved', {
    importId,
    product: await ledger.label(level),
    warehouse: warehouse?.name ?? '',
    quantity,
    available,
  });
}

/** What the stock imports ask of the ledger: a type and a quantity on a locked level. */
export type Move = { level: StockLevel; type: MovementType; quantity: number };

/** The journal's word and the ledger's document for a stock import's movements. */
export const importSourceRef = (importId: number) => `import:${importId}`;
export const revertReason = (importId: number) => `Annulation de l'import n° ${importId}`;

/**
 * The ledger's events, published once the batch is committed. Not inside its transaction: a dry run
 * rolls the batch back to a savepoint but commits the transaction (the counts and refusals).
 */
export function publishing(events: EventBus, published: DomainEvent[]): AfterCommit {
  if (published.length === 0) return {};
  return {
    afterCommit: async () => {
      for (const event of published) await events.publish(event);
    },
  };
}

/** What a stock import definition shares: who may use it, the wine columns' checks and the row key. */
export const STOCK_IMPORT_BASE = {
  permission: 'seeAllStock',
  integration: 'stocks',
  atomicRevert: true,
  validate: formatReferenceFailures,
  key: wineKey,
} as const satisfies Partial<ImportDefinition<WineRow>>;
