import type { EntityManager } from 'typeorm';
import { destinationOf } from '@cuvee/kernel';
import { StockMovement, Warehouse } from '@cuvee/stock';
import { monthRange, type Month } from '../domain/monthly-ledger.js';
import { ExitDocument } from './exit-document.entity.js';
import type { SaleDestinations } from './sale-destinations.js';

/** The stock ledger's reference of a movement made by an order (the stock reservations' convention). */
const ORDER_REF = 'order:';
/** Order numbers asked for at a time. */
const ORDERS_PER_READ = 500;
/** Movements named by the anomaly (its links), as for the other anomalies. */
const LINKED = 50;

export interface UndocumentedExits {
  /** The orders delivered abroad whose sales have no document. */
  readonly orders: number;
  readonly movementIds: readonly number[];
}

/**
 * The month's sales out of a duty-suspended warehouse, without an accompanying document, whose order was
 * delivered to another EU country or outside the EU. Without a DAE they are declared as taxable sales,
 * with duties and capsules: the DRM page lists them so that a person records their DAE before filing.
 */
export async function undocumentedExitsAbroad(
  manager: EntityManager,
  shopId: number,
  month: Month,
  destinations: SaleDestinations,
): Promise<UndocumentedExits> {
  const { start, end } = monthRange(month);
  const sales = await manager
    .getRepository(StockMovement)
    .createQueryBuilder('m')
    .innerJoin(Warehouse, 'w', "w.id = m.warehouseId AND w.fiscalStatus = 'suspended'")
    .leftJoin(ExitDocument, 'd', 'd.shopId = m.shopId AND d.movementId = m.id')
    .select('m.id', 'id')
    .addSelect('m.sourceRef', 'sourceRef')
    .where("m.shopId = :shopId AND m.type = 'sale'", { shopId })
    .andWhere('m.createdAt >= :start AND m.createdAt < :end', { start, end })
    .andWhere('m.sourceRef LIKE :orders', { orders: `${ORDER_REF}%` })
    .andWhere('d.id IS NULL')
    .orderBy('m.id', 'ASC')
    .getRawMany<{ id: number; sourceRef: string }>();
  const numbers = [...new Set(sales.map((sale) => sale.sourceRef.slice(ORDER_REF.length)))];
  const abroad = new Set<string>();
  for (let from = 0; from < numbers.length; from += ORDERS_PER_READ) {
    const countries = await destinations.countriesOf(
      manager,
      shopId,
      numbers.slice(from, from + ORDERS_PER_READ),
    );
    for (const [number, country] of countries) if (destinationOf(country) !== 'france') abroad.add(number);
  }
  return {
    orders: abroad.size,
    movementIds: sales
      .filter((sale) => abroad.has(sale.sourceRef.slice(ORDER_REF.length)))
      .slice(0, LINKED)
      .map((sale) => Number(sale.id)),
  };
}
