import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { User } from '@cuvee/iam';
import { parisDaysRange, type IsoDate, type Labels, type Locale } from '@cuvee/kernel';
import { formatLabel } from '../levels/stock-ledger.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import type { MovementDto } from './dto/movement.dto.js';
import { StockMovement } from './stock-movement.entity.js';

/*
 * The ledger as people read it, shared by the list, the CSV of /stocks/movements and the stockMovements
 * export: the joined rows, their view, and the columns of a file (one set of headers for both).
 */

export type MovementRow = StockMovement & {
  product: Product;
  warehouse: Warehouse;
  vintage: Vintage | null;
  format: ProductFormat;
  user: User | null;
};

/** The shop's movements with what names them (product, warehouse, vintage, format, user). */
export function movementRows(manager: EntityManager, shopId: number): SelectQueryBuilder<MovementRow> {
  return manager
    .getRepository(StockMovement)
    .createQueryBuilder('movement')
    .innerJoinAndMapOne('movement.product', Product, 'product', 'product.id = movement.productId')
    .innerJoinAndMapOne('movement.warehouse', Warehouse, 'warehouse', 'warehouse.id = movement.warehouseId')
    .leftJoinAndMapOne('movement.vintage', Vintage, 'vintage', 'vintage.id = movement.vintageId')
    .innerJoinAndMapOne('movement.format', ProductFormat, 'format', 'format.id = movement.formatId')
    .leftJoinAndMapOne('movement.user', User, 'user', 'user.id = movement.userId')
    .where('movement.shopId = :shopId', { shopId }) as SelectQueryBuilder<MovementRow>;
}

export function movementDto(row: MovementRow): MovementDto {
  return {
    id: row.id,
    type: row.type,
    direction: row.delta > 0 ? 'entry' : 'exit',
    quantity: Math.abs(row.delta),
    delta: row.delta,
    levelId: row.levelId,
    warehouseId: row.warehouseId,
    warehouseName: row.warehouse.name,
    productId: row.productId,
    productName: row.product.name,
    vintageName: row.vintage?.name ?? null,
    formatLabel: formatLabel(row.format),
    reason: row.reason,
    sourceRef: row.sourceRef,
    userId: row.userId,
    userName: row.user
      ? [row.user.firstname, row.user.lastname].filter(Boolean).join(' ') || row.user.username
      : null,
    createdAt: row.createdAt,
  };
}

/** The columns of the ledger in a file, oldest movement first. */
export const MOVEMENT_COLUMNS: readonly { key: string; header: Labels }[] = [
  { key: 'date', header: { fr: 'Date', en: 'Date' } },
  { key: 'type', header: { fr: 'Type', en: 'Type' } },
  { key: 'direction', header: { fr: 'Sens', en: 'Direction' } },
  { key: 'quantity', header: { fr: 'Quantité', en: 'Quantity' } },
  { key: 'warehouse', header: { fr: 'Entrepôt', en: 'Warehouse' } },
  { key: 'product', header: { fr: 'Article', en: 'Product' } },
  { key: 'vintage', header: { fr: 'Millésime', en: 'Vintage' } },
  { key: 'format', header: { fr: 'Format', en: 'Format' } },
  { key: 'reason', header: { fr: 'Motif', en: 'Reason' } },
  { key: 'document', header: { fr: 'Document', en: 'Document' } },
  { key: 'user', header: { fr: 'Utilisateur', en: 'User' } },
];

const DIRECTIONS: Record<Locale, Record<'entry' | 'exit', string>> = {
  fr: { entry: 'Entrée', exit: 'Sortie' },
  en: { entry: 'Entry', exit: 'Exit' },
};

/** A movement's cells, by MOVEMENT_COLUMNS key. */
export function movementCells(view: MovementDto, locale: Locale): Record<string, string | number> {
  return {
    date: view.createdAt.toISOString(),
    type: view.type,
    direction: DIRECTIONS[locale][view.direction],
    quantity: view.quantity,
    warehouse: view.warehouseName,
    product: view.productName,
    vintage: view.vintageName ?? '',
    format: view.formatLabel,
    reason: view.reason ?? '',
    document: view.sourceRef ?? '',
    user: view.userName ?? '',
  };
}

/** Keeps the movements of the Paris days `from` to `to`, both included; null leaves a side open. */
export function withinParisDays(
  builder: SelectQueryBuilder<MovementRow>,
  from: IsoDate | null,
  to: IsoDate | null,
): SelectQueryBuilder<MovementRow> {
  const { start, end } = parisDaysRange(from, to);
  if (start) builder.andWhere('movement.createdAt >= :from', { from: start });
  if (end) builder.andWhere('movement.createdAt < :to', { to: end });
  return builder;
}
