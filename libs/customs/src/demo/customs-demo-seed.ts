import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { StockLedger, StockLevel, Warehouse } from '@cuvee/stock';
import { CrdMovement } from '../crd/crd-movement.entity.js';
import { defaultCrdColor, type CrdCategory, type CrdColor } from '../domain/declaration.js';
import { monthOfInstant } from '../domain/monthly-ledger.js';
import { CustomsProduct } from '../products/customs-product.entity.js';
import { CustomsProfile } from '../profile/customs-profile.entity.js';

/*
 * The demo winery as an entrepositaire agréé: its excise number, a customs product for each wine (its
 * appellation, colour and duty keys taken from the catalogue), a stock of collective capsules bought
 * this month, and a few tastings on top of the stock context's production, transfers, breakage and the
 * orders' sales: this month's DRM has entries, several kinds of exits, duties and capsule uses.
 * Idempotent: a shop with a customs profile is left as it is.
 */

const CAPSULES: readonly {
  category: CrdCategory;
  color: CrdColor;
  centilisation: string;
  quantity: number;
}[] = [
  { category: 'T', color: 'green', centilisation: 'CL_75', quantity: 2500 },
  { category: 'T', color: 'blue', centilisation: 'CL_75', quantity: 500 },
  { category: 'T', color: 'green', centilisation: 'CL_150', quantity: 200 },
  { category: 'M', color: 'green', centilisation: 'CL_75', quantity: 1000 },
];

const crdCategoryOf = (da: string | null): CrdCategory =>
  da === 'sparklingWine' ? 'M' : da?.startsWith('intermediate') ? 'PI' : 'T';

export async function seedCustomsDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.findOneBy(Shop, { code: DEMO_SHOP_CODE });
  if (!shop || (await manager.existsBy(CustomsProfile, { shopId: shop.id }))) return;
  const shopId = shop.id;
  await manager.save(
    manager.create(CustomsProfile, {
      shopId,
      exciseNumber: 'FR012345E6789',
      cvi: '3706500123',
      interproSiren: '775687015',
      capsuleType: 'COLLECTIVES_DROITS_SUSPENDUS',
      mapping: {},
    }),
  );
  const products = await manager.find(Product, {
    where: { shopId, productType: 'bottle' },
    order: { id: 'ASC' },
  });
  if (products.length === 0) return;
  const vintages = await manager.find(Vintage, {
    where: { productId: In(products.map((p) => p.id)) },
    order: { position: 'ASC' },
  });
  await manager.save(
    products.map((product) => {
      const legal = vintages.find((v) => v.productId === product.id)?.legal ?? null;
      const da = legal?.da ?? 'stillWine';
      const certification = product.appellation ? 'AOC' : 'VSIG';
      return manager.create(CustomsProduct, {
        shopId,
        productId: product.id,
        vintageId: 0,
        label: product.name.slice(0, 100),
        inaoCode: null,
        certification,
        genre: da === 'sparklingWine' ? 'Fines bulles' : 'Tranquille',
        appellation: product.appellation,
        color: product.color,
        alcohol: product.alcohol,
        da,
        css: legal?.css ?? null,
        crdCategory: crdCategoryOf(da),
        crdColor: defaultCrdColor(crdCategoryOf(da), certification),
      });
    }),
  );
  const month = monthOfInstant(new Date());
  await manager.save(
    CAPSULES.map((capsule) =>
      manager.create(CrdMovement, {
        shopId,
        month,
        ...capsule,
        capsuleType: 'COLLECTIVES_DROITS_SUSPENDUS',
        kind: 'purchase',
        reason: 'Achat de capsules CRD (demo)',
        userId: null,
      }),
    ),
  );
  await tastings(manager, shopId);
}

/** Two bottles opened for visitors from the first two wines' cellar stock. */
async function tastings(manager: EntityManager, shopId: number): Promise<void> {
  const cellar = await manager.findOneBy(Warehouse, { shopId, isDefault: true });
  if (!cellar) return;
  const levels = await manager.find(StockLevel, {
    where: { shopId, warehouseId: cellar.id },
    order: { id: 'ASC' },
    take: 2,
  });
  const formats = await manager.findBy(ProductFormat, { id: In(levels.map((l) => l.formatId)) });
  const ledger = new StockLedger(manager, shopId);
  for (const level of levels) {
    if (!formats.some((f) => f.id === level.formatId) || level.onHand - level.reserved - level.allocated < 2)
      continue;
    await ledger.move(level, 'sample', 2, { reason: 'Dégustation au caveau', sourceRef: 'degustation-demo' });
  }
}
