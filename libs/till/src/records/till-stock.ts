import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Vintage } from '@cuvee/catalogue';
import type { SalesPoint } from '@cuvee/sales';
import { StockLedger, Warehouse } from '@cuvee/stock';

export interface StockLine {
  readonly productId: number;
  readonly formatId: number;
  readonly vintageName: string | null;
  readonly quantity: number;
}

/**
 * The bottles of a ticket leave the sales point's warehouse (the shop's default one when it names
 * none) as sales; a cancellation brings them back as returns. In the till's transaction, so a ticket
 * and its stock are written together or not at all; the ledger refuses a sale of bottles it does not
 * have ("Stock insuffisant"), as the counter orders do.
 */
export async function moveTicketStock(
  manager: EntityManager,
  point: SalesPoint,
  lines: readonly StockLine[],
  move: { direction: 'out' | 'back'; reference: string; userId: number },
): Promise<StockLedger> {
  const ledger = new StockLedger(manager, point.shopId);
  const warehouseId = point.warehouseId ?? (await defaultWarehouse(manager, point.shopId));
  if (warehouseId === null) return ledger;
  const vintages = await manager
    .getRepository(Vintage)
    .find({ where: { productId: In(lines.map((l) => l.productId)) }, order: { position: 'ASC' } });
  for (const line of lines) {
    const ofProduct = vintages.filter((v) => v.productId === line.productId);
    const vintage = ofProduct.find((v) => v.name === line.vintageName) ?? ofProduct[0] ?? null;
    const level = await ledger.ensureLevel({
      warehouseId,
      productId: line.productId,
      vintageId: vintage?.id ?? 0,
      formatId: line.formatId,
    });
    await ledger.move(level, move.direction === 'out' ? 'sale' : 'return', line.quantity, {
      userId: move.userId,
      sourceRef: `till:${point.id}:${move.reference}`,
    });
  }
  return ledger;
}

async function defaultWarehouse(manager: EntityManager, shopId: number): Promise<number | null> {
  const found = await manager.getRepository(Warehouse).findOneBy({ shopId, isDefault: true });
  return found?.id ?? null;
}
