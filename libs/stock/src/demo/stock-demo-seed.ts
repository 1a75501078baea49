import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { DEMO_SECOND_SHOP_CODE, DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { StockAllocation } from '../allocations/allocation.entity.js';
import type { FiscalStatus } from '../domain/stock-rules.js';
import { StockLedger } from '../levels/stock-ledger.js';
import { StockLevel } from '../levels/stock-level.entity.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';

/*
 * The demo stock: the winery keeps its wine under bond in its cellar (the default warehouse) and a
 * duty-paid stock at its cellar-door shop; every bottle product has a production entry, a few bottles
 * went to the shop by transfer, some broke, thresholds warn on the scarce ones, and the old Chinon is
 * allocated to restaurants. The champagne house has one cellar. Idempotent: a shop with warehouses is
 * left as it is.
 */

const SHOPS: { code: string; warehouses: { name: string; address: string; fiscalStatus: FiscalStatus }[] }[] =
  [
    {
      code: DEMO_SHOP_CODE,
      warehouses: [
        { name: 'Chai du domaine', address: '12 route des Caves, 37500 Chinon', fiscalStatus: 'suspended' },
        { name: 'Boutique du domaine', address: '3 place du Marché, 37500 Chinon', fiscalStatus: 'paid' },
      ],
    },
    {
      code: DEMO_SECOND_SHOP_CODE,
      warehouses: [
        { name: 'Cave de la maison', address: '8 rue des Crayères, 51100 Reims', fiscalStatus: 'suspended' },
      ],
    },
  ];

export async function seedStockDemo(manager: EntityManager): Promise<void> {
  for (const demo of SHOPS) {
    const shop = await manager.getRepository(Shop).findOneBy({ code: demo.code });
    if (!shop || (await manager.getRepository(Warehouse).existsBy({ shopId: shop.id }))) continue;
    const warehouses = await manager
      .getRepository(Warehouse)
      .save(
        demo.warehouses.map((w, index) =>
          manager
            .getRepository(Warehouse)
            .create({ shopId: shop.id, ...w, isDefault: index === 0, archivedAt: null }),
        ),
      );
    await stockUp(new StockLedger(manager, shop.id), warehouses);
  }
}

async function stockUp(ledger: StockLedger, [cellar, boutique]: Warehouse[]): Promise<void> {
  const { manager, shopId } = ledger;
  const products = await manager
    .getRepository(Product)
    .find({ where: { shopId, productType: 'bottle' }, order: { id: 'ASC' } });
  const ids = products.map((p) => p.id);
  if (ids.length === 0) return;
  const [vintages, formats] = await Promise.all([
    manager.getRepository(Vintage).find({ where: { productId: In(ids) }, order: { position: 'ASC' } }),
    manager.getRepository(ProductFormat).find({ where: { productId: In(ids) }, order: { position: 'ASC' } }),
  ]);
  const meta = { reason: 'Mise en bouteille', sourceRef: 'tirage-2025' };
  for (const [index, product] of products.entries()) {
    const own = vintages.filter((v) => v.productId === product.id);
    for (const [vintageIndex, vintage] of (own.length ? own : [null]).entries()) {
      for (const [formatIndex, format] of formats.filter((f) => f.productId === product.id).entries()) {
        // Fewer of older vintages and of large formats; the last products are the scarce ones.
        const scarce = index >= products.length - 2;
        const quantity = Math.max(6, (scarce ? 18 : 240) / (1 + vintageIndex) / (1 + formatIndex));
        const level = await ledger.ensureLevel({
          warehouseId: cellar!.id,
          productId: product.id,
          vintageId: vintage?.id ?? 0,
          formatId: format.id,
        });
        await ledger.move(level, 'production', Math.round(quantity), meta);
        if (scarce) await manager.getRepository(StockLevel).update({ id: level.id }, { lowThreshold: 12 });
        if (!boutique || formatIndex > 0 || vintageIndex > 0 || scarce) continue;
        const shop = await ledger.ensureLevel({ ...level, warehouseId: boutique.id });
        const transfer = { reason: 'Réassort de la boutique', sourceRef: 'transfer:reassort' };
        await ledger.move(level, 'transferOut', 24, transfer);
        await ledger.move(shop, 'transferIn', 24, transfer);
        if (index === 0) await ledger.move(shop, 'breakage', 1, { reason: 'Bouteille cassée en rayon' });
      }
    }
  }
  await allocateToRestaurants(ledger, products[products.length - 1]!, cellar!);
}

async function allocateToRestaurants(
  ledger: StockLedger,
  product: Product,
  cellar: Warehouse,
): Promise<void> {
  const level = await ledger.manager.getRepository(StockLevel).findOne({
    where: { shopId: ledger.shopId, productId: product.id, warehouseId: cellar.id },
    order: { id: 'ASC' },
  });
  if (!level || level.onHand < 12) return;
  await ledger.allocate(level.id, 6);
  const repository = ledger.manager.getRepository(StockAllocation);
  await repository.save(
    repository.create({
      shopId: ledger.shopId,
      levelId: level.id,
      warehouseId: level.warehouseId,
      productId: level.productId,
      vintageId: level.vintageId,
      formatId: level.formatId,
      name: 'Restaurants partenaires',
      clientIds: [],
      typologies: ['restaurant'],
      quantity: 6,
      used: 0,
      startsAt: null,
      endsAt: null,
      status: 'active',
    }),
  );
}
