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
  type BatchOutcome,
  type DomainEvent,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { countOutcome, undoOutcome } from '../domain/count-rules.js';
import { countedQuantity, type MovementType } from '../domain/stock-rules.js';
import { levelKeyOf, StockLedger, type LevelKey } from '../levels/stock-ledger.js';
import type { StockLevel } from '../levels/stock-level.entity.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';

/*
 * The stock counts import: one row is a quantity counted for one wine — product, vintage,
 * format — in one warehouse. Like an inventory count (POST /v1/stock-counts), the difference with the
 * books becomes an inventoryGain or inventoryLoss movement through the StockLedger; a batch is a handful
 * of statements (the levels read, created and locked in id order, one UPDATE, one INSERT of movements).
 * Products and formats are found the catalogue's way (findFormats: id, name, EAN, container and volume).
 * The ledger is append-only, so revert writes the opposite movements, all of them or none: it is refused
 * when the stock has moved since so that one of them would take a level below what orders and
 * allocations hold.
 */

export interface StockCountRow extends FormatReferenceValues, Record<string, unknown> {
  warehouse?: string;
  counted: number;
}

export const STOCK_COUNT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'warehouse',
    label: { fr: 'Entrepôt', en: 'Warehouse' },
    synonyms: ['entrepot', 'dépôt', 'lieu de stockage', 'emplacement', 'site', 'location', 'store'],
    parse: (text) => ({ value: text }),
  },
  // The wine: product, vintage and format, written as in every import that names one.
  ...FORMAT_REFERENCE_COLUMNS,
  {
    field: 'counted',
    label: { fr: 'Quantité comptée', en: 'Counted quantity' },
    synonyms: [
      'quantité',
      'qté',
      'qte',
      'nombre',
      'comptage',
      'compté',
      'inventaire',
      'stock',
      'stock physique',
      'en stock',
      'quantity',
      'qty',
      'count',
      'counted',
      'on hand',
    ],
    required: true,
    parse: (text) => {
      const value = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
      const refused = countedQuantity(value);
      return refused ? { failure: refused } : { value };
    },
  },
];

const IMPORT_REASON = (importId: number) => `Inventaire importé (import n° ${importId})`;
const REVERT_REASON = (importId: number) => `Annulation de l'import n° ${importId}`;
const sourceRefOf = (importId: number) => `import:${importId}`;

/** The shop's warehouses as a count file names them: by id, or by name without case or accents. */
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

/** One counted row, resolved to its level. */
interface Counted {
  line: number;
  counted: number;
  key: LevelKey;
}

/** Rows resolved to levels; the others refused with the column at fault. */
async function resolveRows(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<StockCountRow>[],
  rejected: RowRejection[],
): Promise<Counted[]> {
  const warehouseOf = await warehousesOf(manager, shopId);
  const matches = await findFormats(
    manager,
    shopId,
    rows.map((row) => formatReferenceOf(row.values)),
  );
  // The same level named twice (by its name on one row, its EAN on another): the first row counts.
  const seen = new Map<string, number>();
  const counted: Counted[] = [];
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
    counted.push({ line, counted: values.counted, key });
  });
  return counted;
}

type Move = { level: StockLevel; type: MovementType; quantity: number };

/**
 * The ledger's events, published once the batch is committed. Not inside its transaction: a dry run
 * rolls the batch back to a savepoint but commits the transaction (the counts and refusals).
 */
function publishing(events: EventBus, published: DomainEvent[]): AfterCommit {
  if (published.length === 0) return {};
  return {
    afterCommit: async () => {
      for (const event of published) await events.publish(event);
    },
  };
}

/**
 * The stock counts import, telling low stock and the products whose stock moved once a batch commits.
 * Permission and module: those of the movement endpoints (seeAllStock, stocks).
 */
export function stockCountsImport(events: EventBus): ImportDefinition<StockCountRow> {
  return {
    kind: 'stock',
    label: { fr: 'Inventaire (quantités comptées)', en: 'Stock count (counted quantities)' },
    permission: 'seeAllStock',
    integration: 'stocks',
    columns: STOCK_COUNT_COLUMNS,
    atomicRevert: true,

    validate: formatReferenceFailures,

    key: (values) => [normalizeHeader(values.warehouse ?? ''), ...formatReferenceKey(values)].join('|'),

    async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
      const rejected: RowRejection[] = [];
      const counted = await resolveRows(manager, scope.shopId, rows, rejected);
      const ledger = new StockLedger(manager, scope.shopId);
      const levels = await ledger.ensureLevels(counted.map((row) => row.key));
      const locked = new Map(
        (await ledger.lockLevels([...new Set([...levels.values()].map((level) => level.id))])).map(
          (level) => [level.id, level],
        ),
      );
      const moves: Move[] = [];
      let created = 0;
      let updated = 0;
      let skipped = 0;
      for (const row of counted) {
        const level = locked.get(levels.get(levelKeyOf(row.key))!.id)!;
        const outcome = countOutcome(level, row.counted);
        if ('refused' in outcome) {
          rejected.push({
            line: row.line,
            field: 'counted',
            failure: failure('stock.countBelowHeld', { counted: row.counted, held: outcome.refused.held }),
          });
          continue;
        }
        if (!outcome.move) {
          skipped++;
          continue;
        }
        // Stock where the books had none is "created"; a corrected quantity is "updated".
        if (level.onHand === 0) created++;
        else updated++;
        moves.push({ level, ...outcome.move });
      }
      const movements = await ledger.moveMany(moves, {
        reason: IMPORT_REASON(scope.importId),
        userId: scope.userId,
        sourceRef: sourceRefOf(scope.importId),
      });
      const changes: JournalEntry[] = movements.map((movement) => ({
        entity: 'movement',
        entityId: String(movement.id),
        action: 'created',
      }));
      return {
        created,
        updated,
        skipped,
        changes,
        rejected,
        ...publishing(events, await ledger.events()),
      };
    },

    async revert(manager, changes, scope) {
      const ids = changes
        .filter((change) => change.entity === 'movement' && change.action === 'created')
        .map((change) => Number(change.entityId));
      if (ids.length === 0) return;
      const movements = await manager
        .getRepository(StockMovement)
        .findBy({ id: In(ids), shopId: scope.shopId });
      const ledger = new StockLedger(manager, scope.shopId);
      // What the import changed, level by level; undone by the opposite movement.
      const net = new Map<number, number>();
      for (const movement of movements) {
        net.set(movement.levelId, (net.get(movement.levelId) ?? 0) + movement.delta);
      }
      const moves: Move[] = [];
      for (const level of await ledger.lockLevels([...net.keys()])) {
        const delta = net.get(level.id)!;
        const outcome = undoOutcome(level, delta);
        if ('refused' in outcome) {
          const warehouse = await manager.getRepository(Warehouse).findOneBy({ id: level.warehouseId });
          throw new OperationError('stock.revertMoved', {
            importId: scope.importId,
            product: await ledger.label(level),
            warehouse: warehouse?.name ?? '',
            quantity: delta,
            available: outcome.refused.available,
          });
        }
        if (outcome.move) moves.push({ level, ...outcome.move });
      }
      await ledger.moveMany(moves, {
        reason: REVERT_REASON(scope.importId),
        sourceRef: sourceRefOf(scope.importId),
      });
      return publishing(events, await ledger.events());
    },
  };
}
