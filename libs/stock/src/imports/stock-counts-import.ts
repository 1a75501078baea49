import { failure } from '@cuvee/kernel';
import {
  type BatchOutcome,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type RowRejection,
} from '@cuvee/platform';
import { countOutcome, undoOutcome } from '../domain/count-rules.js';
import { countedQuantity } from '../domain/stock-rules.js';
import { StockLedger } from '../levels/stock-ledger.js';
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
 * The stock counts import: one row is a quantity counted for one wine — product, vintage,
 * format — in one warehouse. Like an inventory count (POST /v1/stock-counts), the difference with the
 * books becomes an inventoryGain or inventoryLoss movement through the StockLedger; a batch is a handful
 * of statements (the levels read, created and locked in id order, one UPDATE, one INSERT of movements).
 * Products and formats are found the catalogue's way (findFormats: id, name, EAN, container and volume).
 * The ledger is append-only, so revert writes the opposite movements, all of them or none: it is refused
 * when the stock has moved since so that one of them would take a level below what orders and
 * allocations hold.
 */

export interface StockCountRow extends WineRow {
  counted: number;
}

export const STOCK_COUNT_COLUMNS: readonly ImportColumn[] = [
  ...WINE_COLUMNS,
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
    help: {
      fr: "Les bouteilles (ou unités) comptées, un nombre entier de 0 à 1 000 000. La différence avec le stock de Cuvée devient un gain ou une perte d'inventaire ; 0 vide l'emplacement.",
      en: 'The bottles (or units) counted, a whole number from 0 to 1,000,000. The difference with the stock in Cuvée becomes an inventory gain or loss; 0 empties the place.',
    },
    example: '48',
  },
];

const IMPORT_REASON = (importId: number) => `Inventaire importé (import n° ${importId})`;

/**
 * The stock counts import, telling low stock and the products whose stock moved once a batch commits.
 * Permission and module: those of the movement endpoints (seeAllStock, stocks).
 */
export function stockCountsImport(events: EventBus): ImportDefinition<StockCountRow> {
  return {
    ...STOCK_IMPORT_BASE,
    kind: 'stock',
    label: { fr: 'Inventaire (quantités comptées)', en: 'Stock count (counted quantities)' },
    columns: STOCK_COUNT_COLUMNS,

    async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
      const rejected: RowRejection[] = [];
      const counted = await resolveRows(manager, scope.shopId, rows, rejected);
      const ledger = new StockLedger(manager, scope.shopId);
      const levelOf = await lockedLevels(
        ledger,
        counted.map((row) => row.key),
      );
      const moves: Move[] = [];
      let created = 0;
      let updated = 0;
      let skipped = 0;
      for (const row of counted) {
        const level = levelOf(row.key);
        const outcome = countOutcome(level, row.values.counted);
        if ('refused' in outcome) {
          rejected.push({
            line: row.line,
            field: 'counted',
            failure: failure('stock.countBelowHeld', {
              counted: row.values.counted,
              held: outcome.refused.held,
            }),
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
        sourceRef: importSourceRef(scope.importId),
      });
      return {
        created,
        updated,
        skipped,
        changes: journalOf(movements),
        rejected,
        ...publishing(events, await ledger.events()),
      };
    },

    async revert(manager, changes, scope) {
      const movements = await journalledMovements(manager, changes, scope.shopId);
      if (movements.length === 0) return;
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
        if ('refused' in outcome)
          throw await revertMoved(ledger, level, scope.importId, delta, outcome.refused.available);
        if (outcome.move) moves.push({ level, ...outcome.move });
      }
      await ledger.moveMany(moves, {
        reason: revertReason(scope.importId),
        sourceRef: importSourceRef(scope.importId),
      });
      return publishing(events, await ledger.events());
    },
  };
}
