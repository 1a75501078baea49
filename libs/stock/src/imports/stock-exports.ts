import { In, MoreThan, type EntityManager, type FindOptionsWhere, type SelectQueryBuilder } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { keysetPages, type ExportDefinition, type ExportScope } from '@cuvee/platform';
import { MOVEMENT_TYPE_LABELS } from '../domain/movement-labels.js';
import { availableOf, MOVEMENT_TYPES } from '../domain/stock-rules.js';
import { formatLabel } from '../levels/stock-ledger.js';
import { StockLevel } from '../levels/stock-level.entity.js';
import {
  MOVEMENT_COLUMNS,
  movementCells,
  movementDto,
  movementRows,
  withinParisDays,
  type MovementRow,
} from '../movements/movement-rows.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import { OPENING_STOCK_COLUMNS } from './opening-stock-import.js';

/*
 * Stock exports, streamed a page of 1 000 rows at a time by id so memory stays flat: the
 * ledger (the columns of the /stocks/movements CSV, filtered by period, warehouse and type), the
 * levels (with the stock counts import's headers, so an edited file imports back as a count) and the
 * stock held, as another shop's opening stock.
 */

const WAREHOUSE_FILTER = {
  name: 'warehouseId',
  label: { fr: 'Entrepôt', en: 'Warehouse' },
  type: 'reference',
  resource: 'warehouses',
} as const;

/** The ledger rows the filters keep (Paris days, both included, as on the movements list). */
function filteredMovements(manager: EntityManager, scope: ExportScope): SelectQueryBuilder<MovementRow> {
  const { from, to, warehouseId, type } = scope.filter;
  // The export's filters were checked when it was asked for: days are 'YYYY-MM-DD' texts.
  const builder = withinParisDays(
    movementRows(manager, scope.shopId),
    typeof from === 'string' ? from : null,
    typeof to === 'string' ? to : null,
  );
  if (warehouseId !== undefined) builder.andWhere('movement.warehouseId = :warehouseId', { warehouseId });
  if (type !== undefined) builder.andWhere('movement.type = :type', { type });
  return builder;
}

export const stockMovementsExport: ExportDefinition = {
  kind: 'stockMovements',
  label: { fr: 'Mouvements de stock', en: 'Stock movements' },
  permission: 'seeAllStock',
  integration: 'stocks',
  filters: [
    { name: 'from', label: { fr: 'Du', en: 'From' }, type: 'date' },
    { name: 'to', label: { fr: 'Au', en: 'To' }, type: 'date' },
    WAREHOUSE_FILTER,
    {
      name: 'type',
      label: { fr: 'Type de mouvement', en: 'Movement type' },
      type: 'choice',
      choices: MOVEMENT_TYPES.map((type) => ({ value: type, label: MOVEMENT_TYPE_LABELS[type] })),
    },
  ],
  sheets: [
    {
      name: 'mouvements',
      columns: MOVEMENT_COLUMNS,
      count: (manager, scope) => filteredMovements(manager, scope).getCount(),
      rows: (manager, scope) => {
        const movements = keysetPages(
          (after, size) =>
            filteredMovements(manager, scope)
              .andWhere('movement.id > :after', { after })
              .orderBy('movement.id', 'ASC')
              .limit(size)
              .getMany(),
          (row) => row.id,
        );
        return (async function* () {
          for await (const row of movements) yield movementCells(movementDto(row), scope.locale);
        })();
      },
    },
  ],
};

const LEVEL_COLUMNS = [
  { key: 'warehouse', header: { fr: 'Entrepôt', en: 'Warehouse' } },
  { key: 'productId', header: { fr: 'Identifiant article', en: 'Product id' } },
  { key: 'product', header: { fr: 'Article', en: 'Product' } },
  { key: 'vintage', header: { fr: 'Millésime', en: 'Vintage' } },
  { key: 'format', header: { fr: 'Format', en: 'Format' } },
  { key: 'ean', header: { fr: 'EAN', en: 'EAN' } },
  // "En stock" is what the stock counts import reads as the counted quantity.
  { key: 'onHand', header: { fr: 'En stock', en: 'On hand' } },
  { key: 'reserved', header: { fr: 'Réservé', en: 'Reserved' } },
  { key: 'allocated', header: { fr: 'Alloué', en: 'Allocated' } },
  { key: 'available', header: { fr: 'Disponible', en: 'Available' } },
  { key: 'lowThreshold', header: { fr: "Seuil d'alerte", en: 'Low-stock threshold' } },
] as const;

const levelsWhere = (scope: ExportScope) => ({
  shopId: scope.shopId,
  ...(scope.filter.warehouseId !== undefined ? { warehouseId: Number(scope.filter.warehouseId) } : {}),
});

/** A level with what names it: its warehouse, product, vintage and format. */
interface NamedLevel {
  level: StockLevel;
  warehouse: string;
  product: string;
  vintage: string;
  format: string;
  ean: string;
}

/**
 * The shop's levels matching `where`, a page of 1,000 by id, each page named with a few IN queries (its
 * products, vintages and formats, the shop's warehouses).
 */
function namedLevels(
  manager: EntityManager,
  scope: ExportScope,
  where: FindOptionsWhere<StockLevel>,
): AsyncIterable<NamedLevel> {
  const levels = keysetPages(
    (after, size) =>
      manager.getRepository(StockLevel).find({
        where: { ...where, id: MoreThan(after) },
        order: { id: 'ASC' },
        take: size,
      }),
    (level) => level.id,
  );
  return (async function* () {
    let page: StockLevel[] = [];
    const flush = async function* () {
      const productIds = [...new Set(page.map((level) => level.productId))];
      const [products, vintages, formats, warehouses] = await Promise.all([
        manager.getRepository(Product).findBy({ id: In(productIds) }),
        manager.getRepository(Vintage).findBy({ productId: In(productIds) }),
        manager.getRepository(ProductFormat).findBy({ productId: In(productIds) }),
        manager.getRepository(Warehouse).findBy({ shopId: scope.shopId }),
      ]);
      const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
      const [product, vintage, format, warehouse] = [
        byId(products),
        byId(vintages),
        byId(formats),
        byId(warehouses),
      ];
      for (const level of page) {
        const sold = format.get(level.formatId);
        yield {
          level,
          warehouse: warehouse.get(level.warehouseId)?.name ?? '',
          product: product.get(level.productId)?.name ?? '',
          vintage: vintage.get(level.vintageId)?.name ?? '',
          format: sold ? formatLabel(sold) : '',
          ean: sold?.ean ?? '',
        };
      }
      page = [];
    };
    for await (const level of levels) {
      page.push(level);
      if (page.length === 1000) yield* flush();
    }
    if (page.length) yield* flush();
  })();
}

export const stockLevelsExport: ExportDefinition = {
  kind: 'stockLevels',
  label: { fr: 'Niveaux de stock', en: 'Stock levels' },
  permission: 'seeAllStock',
  filters: [WAREHOUSE_FILTER],
  sheets: [
    {
      name: 'stocks',
      columns: LEVEL_COLUMNS,
      count: (manager, scope) => manager.getRepository(StockLevel).countBy(levelsWhere(scope)),
      rows: (manager, scope) =>
        (async function* () {
          for await (const { level, ...names } of namedLevels(manager, scope, levelsWhere(scope))) {
            yield {
              ...names,
              productId: level.productId,
              onHand: level.onHand,
              reserved: level.reserved,
              allocated: level.allocated,
              available: availableOf(level),
              lowThreshold: level.lowThreshold ?? '',
            };
          }
        })(),
    },
  ],
};

/*
 * The stock to bring into another shop: the levels that hold bottles, with the opening stock import's
 * headers and no ids (another shop's products have their own), so the file imports there as its opening
 * stock once its catalogue and warehouses have the same names.
 */
const OPENING_COLUMNS = [
  'warehouse',
  'name',
  'vintage',
  'format',
  'ean',
  'quantity',
] as const satisfies readonly (typeof OPENING_STOCK_COLUMNS)[number]['field'][];

const holdingStock = (scope: ExportScope) => ({ ...levelsWhere(scope), onHand: MoreThan(0) });

export const openingStockExport: ExportDefinition = {
  kind: 'openingStock',
  label: { fr: "Stock d'ouverture (pour une autre boutique)", en: 'Opening stock (for another shop)' },
  permission: 'seeAllStock',
  filters: [WAREHOUSE_FILTER],
  sheets: [
    {
      name: 'stock-ouverture',
      columns: OPENING_COLUMNS.map((field) => ({
        key: field,
        header: OPENING_STOCK_COLUMNS.find((column) => column.field === field)!.label,
      })),
      count: (manager, scope) => manager.getRepository(StockLevel).countBy(holdingStock(scope)),
      rows: (manager, scope) =>
        (async function* () {
          for await (const { level, ...names } of namedLevels(manager, scope, holdingStock(scope))) {
            yield { ...names, name: names.product, quantity: level.onHand };
          }
        })(),
    },
  ],
};
