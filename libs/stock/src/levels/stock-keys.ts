import { BadRequestException, NotFoundException } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import type { LevelKey } from './stock-ledger.js';

/** What a request names: a warehouse, a product, maybe a vintage, a format. */
export interface StockRef {
  warehouseId: number;
  productId: number;
  vintageId?: number | null;
  formatId: number;
}

/** A warehouse of the shop, else 404 (another shop's answers the same as none). */
export async function shopWarehouse(manager: EntityManager, shopId: number, id: number): Promise<Warehouse> {
  const warehouse = await manager.getRepository(Warehouse).findOneBy({ id, shopId, archivedAt: IsNull() });
  if (!warehouse) throw new NotFoundException('error.notFound');
  return warehouse;
}

/**
 * Checks a reference against the shop's warehouses and catalogue: an unknown product (or another
 * shop's) is "Produit inexistant" (404); a vintage or format of another product is a 400. Without a
 * vintage, a product that has some takes its first one.
 */
export async function resolveKey(manager: EntityManager, shopId: number, ref: StockRef): Promise<LevelKey> {
  await shopWarehouse(manager, shopId, ref.warehouseId);
  return { warehouseId: ref.warehouseId, ...(await resolveProduct(manager, shopId, ref)) };
}

/** The same checks without a warehouse: which product, vintage (0: none) and format a reference names. */
export async function resolveProduct(
  manager: EntityManager,
  shopId: number,
  ref: Omit<StockRef, 'warehouseId'>,
): Promise<Omit<LevelKey, 'warehouseId'>> {
  const product = await manager.getRepository(Product).findOneBy({ id: ref.productId, shopId });
  if (!product) throw new NotFoundException('error.productNotFound');
  const format = await manager
    .getRepository(ProductFormat)
    .findOneBy({ id: ref.formatId, productId: product.id });
  if (!format) throw new BadRequestException({ message: ['catalogue.unknownFormat'] });
  let vintageId = 0;
  if (ref.vintageId) {
    const vintage = await manager
      .getRepository(Vintage)
      .findOneBy({ id: ref.vintageId, productId: product.id });
    if (!vintage) throw new BadRequestException({ message: ['catalogue.unknownVintage'] });
    vintageId = vintage.id;
  } else {
    const first = await manager
      .getRepository(Vintage)
      .findOne({ where: { productId: product.id }, order: { position: 'ASC', id: 'ASC' } });
    vintageId = first?.id ?? 0;
  }
  return { productId: product.id, vintageId, formatId: format.id };
}
