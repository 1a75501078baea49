import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { ProductStatus } from '@cuvee/kernel';
import { ShopSettingsSections } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { formatAvailable, statusFollowingStock } from '../domain/stock-status.js';
import { ProductFormat } from '../products/format.entity.js';
import { Product } from '../products/product.entity.js';
import { AvailabilitySource } from './availability-source.js';

/**
 * Shop setting `autoOutOfStock` (docs/stock.md): after a stock change the products it touched take the
 * status their stock calls for (domain statusFollowingStock). The application calls `follow` once the
 * stock transaction has committed.
 *
 * The stock is read with a shared lock in the same transaction as the status write, and each write is
 * conditional on the status read: a stock change committing meanwhile waits for this transaction and
 * triggers its own `follow`, and a seller pausing the product meanwhile wins. So the last `follow` to
 * run always sees the last stock.
 */
@Injectable()
export class ProductStockStatus {
  constructor(
    private readonly database: Database,
    private readonly availability: AvailabilitySource,
    private readonly shopSettings: ShopSettingsSections,
  ) {}

  /** The products whose status changed, with their new status. */
  async follow(shopId: number, productIds: readonly number[]): Promise<Map<number, ProductStatus>> {
    const changed = new Map<number, ProductStatus>();
    if (productIds.length === 0) return changed;
    // The setting is the stock's: the catalogue reads it through iam's settings port.
    const { settings } = await this.shopSettings.of(this.database.dataSource.manager, shopId, ['stock']);
    if (!settings.autoOutOfStock) return changed;
    await this.database.transaction(async (manager) => {
      const products = await manager.getRepository(Product).find({
        where: { shopId, id: In([...productIds]), status: In(['online', 'outofstock']) },
        select: { id: true, status: true },
      });
      if (products.length === 0) return;
      const ids = products.map((product) => product.id);
      const [formats, stock] = await Promise.all([
        manager.getRepository(ProductFormat).find({
          where: { productId: In(ids) },
          select: { id: true, productId: true },
        }),
        this.availability.read(manager, { shopIds: [shopId], productIds: ids, lock: true }),
      ]);
      for (const product of products) {
        const levels = stock.get(product.id);
        const available = formats
          .filter((format) => format.productId === product.id)
          .map((format) => formatAvailable(levels, format.id));
        const next = statusFollowingStock(product.status, available);
        if (next === null) continue;
        const result = await manager
          .createQueryBuilder()
          .update(Product)
          .set({ status: next })
          .where('id = :id AND shopId = :shopId AND status = :current', {
            id: product.id,
            shopId,
            current: product.status,
          })
          .execute();
        if (result.affected === 1) changed.set(product.id, next);
      }
    });
    return changed;
  }
}
