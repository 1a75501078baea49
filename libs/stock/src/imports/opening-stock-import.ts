import type { EntityManager } from 'typeorm';
import { parisDateOf, type IsoDate } from '@cuvee/kernel';
import {
  cells,
  type BatchOutcome,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type RowRejection,
} from '@cuvee/platform';
import {
  openingDay,
  openingInstant,
  openingRefusal,
  openingUndo,
  type EarlierOpening,
} from '../domain/opening-rules.js';
import { OPENING_TYPES, positiveQuantity } from '../domain/stock-rules.js';
import { StockLedger } from '../levels/stock-ledger.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import {
  importSourceRef,
  journalledMovements,
  journalOf,
  lockedLevels,
  publishing,
  resolveRows,
  revertMoved,
  revertReason,
  STOCK_IMPORT_BASE,
  WINE_COLUMNS,
  type Move,
  type WineRow,
} from './wine-rows.js';

/*
 * The opening stock import: one row is the stock a shop holds of one wine in one warehouse on its first
 * day in Cuvée. Each row becomes an `opening` entry of the ledger (not a production: the DRM counts it in
 * the opening balance, ADR 0068), dated the start of its day. The rows are read as the stock counts
 * import reads them (wine-rows.ts). A wine opens once per warehouse: a level that already has an opening
 * from an earlier import is refused (a count corrects it). Revert takes the bottles back with
 * `openingReversal` exits dated like the entries, all or nothing, refused when orders or allocations now
 * hold some of them.
 */

export interface OpeningStockRow extends WineRow {
  quantity: number;
  /** The opening's day; today in Paris when the row leaves it empty. */
  day?: IsoDate;
}

export const OPENING_STOCK_COLUMNS: readonly ImportColumn[] = [
  ...WINE_COLUMNS,
  {
    field: 'quantity',
    label: { fr: 'Quantité', en: 'Quantity' },
    synonyms: [
      'qté',
      'qte',
      'nombre',
      'stock',
      'en stock',
      "stock d'ouverture",
      'stock initial',
      'quantité en stock',
      'quantity',
      'qty',
      'on hand',
      'opening stock',
    ],
    required: true,
    parse: (text) => {
      const value = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
      const refused = positiveQuantity(value);
      return refused ? { failure: refused } : { value };
    },
    help: {
      fr: "Les bouteilles (ou unités) en stock ce jour-là dans cet entrepôt, un nombre entier de 1 à 1 000 000. Elles s'ajoutent au stock comme une entrée « Stock d'ouverture ».",
      en: 'The bottles (or units) in stock that day in this warehouse, a whole number from 1 to 1,000,000. They are added to the stock as an "Opening stock" entry.',
    },
    example: '120',
  },
  {
    field: 'day',
    label: { fr: "Date d'ouverture", en: 'Opening date' },
    synonyms: ['date', 'ouverture', 'jour', 'date du stock', 'day', 'opening day', 'as of'],
    parse: (text) => {
      const day = cells.date()(text);
      if ('failure' in day) return day;
      const refused = openingDay(day.value, parisDateOf(new Date()));
      return refused ? { failure: refused } : day;
    },
    help: {
      fr: "Le jour où ce stock était là : JJ/MM/AAAA ou AAAA-MM-JJ, aujourd'hui ou avant. Le stock compte dès le début de ce jour (heure de Paris). Vide : aujourd'hui.",
      en: 'The day this stock was there: DD/MM/YYYY or YYYY-MM-DD, today or earlier. The stock counts from the start of that day (Paris time). Empty: today.',
    },
    example: '01/01/2026',
  },
];

const IMPORT_REASON = (importId: number) => `Stock d'ouverture importé (import n° ${importId})`;

/** What earlier imports opened on these levels and did not take back, by level id. */
async function earlierOpenings(
  manager: EntityManager,
  shopId: number,
  levelIds: readonly number[],
): Promise<Map<number, EarlierOpening>> {
  const found = new Map<number, EarlierOpening>();
  if (levelIds.length === 0) return found;
  const groups = await manager
    .getRepository(StockMovement)
    .createQueryBuilder('m')
    .select('m.levelId', 'levelId')
    .addSelect('m.sourceRef', 'sourceRef')
    .addSelect('SUM(m.delta)', 'quantity')
    .where('m.shopId = :shopId AND m.levelId IN (:...levelIds)', { shopId, levelIds: [...levelIds] })
    .andWhere('m.type IN (:...types)', { types: [...OPENING_TYPES] })
    .groupBy('m.levelId')
    .addGroupBy('m.sourceRef')
    .getRawMany<{ levelId: number | string; sourceRef: string | null; quantity: number | string }>();
  for (const group of groups) {
    const quantity = Number(group.quantity);
    if (quantity <= 0) continue;
    const importId = /^import:(\d+)$/.exec(group.sourceRef ?? '')?.[1];
    found.set(Number(group.levelId), { quantity, importId: importId ? Number(importId) : null });
  }
  return found;
}

/**
 * The opening stock import, telling low stock and the products whose stock moved once a batch commits.
 * Permission and module: those of the stock counts (seeAllStock, stocks).
 */
export function openingStockImport(events: EventBus): ImportDefinition<OpeningStockRow> {
  return {
    ...STOCK_IMPORT_BASE,
    kind: 'openingStock',
    label: { fr: "Stock d'ouverture (par entrepôt)", en: 'Opening stock (per warehouse)' },
    columns: OPENING_STOCK_COLUMNS,

    async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
      const rejected: RowRejection[] = [];
      const resolved = await resolveRows(manager, scope.shopId, rows, rejected);
      const ledger = new StockLedger(manager, scope.shopId);
      const levelOf = await lockedLevels(
        ledger,
        resolved.map((row) => row.key),
      );
      const earlier = await earlierOpenings(
        manager,
        scope.shopId,
        resolved.map((row) => levelOf(row.key).id),
      );
      const today = parisDateOf(new Date());
      const moves: (Move & { at: Date })[] = [];
      for (const row of resolved) {
        const level = levelOf(row.key);
        const refused = openingRefusal(earlier.get(level.id) ?? null);
        if (refused) {
          rejected.push({ line: row.line, failure: refused });
          continue;
        }
        moves.push({
          level,
          type: 'opening',
          quantity: row.values.quantity,
          at: openingInstant(row.values.day ?? today),
        });
      }
      const movements = await ledger.moveMany(moves, {
        reason: IMPORT_REASON(scope.importId),
        userId: scope.userId,
        sourceRef: importSourceRef(scope.importId),
      });
      return {
        created: movements.length,
        updated: 0,
        skipped: 0,
        changes: journalOf(movements),
        rejected,
        ...publishing(events, await ledger.events()),
      };
    },

    async revert(manager, changes, scope) {
      const movements = (await journalledMovements(manager, changes, scope.shopId)).filter(
        (movement) => movement.type === 'opening',
      );
      if (movements.length === 0) return;
      // Per level, the bottles the import opened, taken back on the day they were opened: the opening
      // and its reversal fall in the same DRM month and cancel out there.
      const opened = new Map<number, { quantity: number; at: Date }>();
      for (const movement of movements) {
        const before = opened.get(movement.levelId);
        opened.set(movement.levelId, {
          quantity: (before?.quantity ?? 0) + movement.delta,
          at: before && before.at < movement.createdAt ? before.at : movement.createdAt,
        });
      }
      const ledger = new StockLedger(manager, scope.shopId);
      const moves: (Move & { at: Date })[] = [];
      for (const level of await ledger.lockLevels([...opened.keys()])) {
        const { quantity, at } = opened.get(level.id)!;
        const outcome = openingUndo(level, quantity);
        if ('refused' in outcome)
          throw await revertMoved(ledger, level, scope.importId, quantity, outcome.refused.available);
        if (outcome.move) moves.push({ level, ...outcome.move, at });
      }
      await ledger.moveMany(moves, {
        reason: revertReason(scope.importId),
        sourceRef: importSourceRef(scope.importId),
      });
      return publishing(events, await ledger.events());
    },
  };
}
