import type { EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { PrimeurCampaign, PrimeurQuota } from '../campaigns/primeur-campaign.entity.js';

/*
 * An open primeur campaign of the winery's flagship Chinon, with allocations for wine shops and
 * restaurants, no subscription yet (each would issue a deposit invoice). Idempotent.
 */
export async function seedPrimeurDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop || (await manager.getRepository(PrimeurCampaign).existsBy({ shopId: shop.id }))) return;
  const product = await manager
    .getRepository(Product)
    .findOneBy({ shopId: shop.id, name: 'Chinon Les Demoiselles' });
  if (!product) return;
  const format = await manager.getRepository(ProductFormat).findOneBy({ productId: product.id });
  const vintage = await manager
    .getRepository(Vintage)
    .findOne({ where: { productId: product.id }, order: { position: 'ASC', id: 'ASC' } });
  if (!format) return;
  const today = parisDateOf(new Date());
  const campaign = await manager.getRepository(PrimeurCampaign).save(
    manager.getRepository(PrimeurCampaign).create({
      shopId: shop.id,
      name: `Primeurs ${product.name}`,
      productId: product.id,
      vintageId: vintage?.id ?? 0,
      formatId: format.id,
      unitHt: 1500,
      prices: { caviste: 1300, restaurant: 1350 },
      vatRateBp: 2000,
      depositBp: 3000,
      opensOn: addDays(today, -7),
      closesOn: addDays(today, 60),
      deliveryOn: addDays(today, 400),
      status: 'open',
      warehouseId: null,
      bottledAt: null,
    }),
  );
  await manager.getRepository(PrimeurQuota).insert([
    {
      shopId: shop.id,
      campaignId: campaign.id,
      clientId: null,
      typology: 'caviste',
      quantity: 240,
      subscribed: 0,
    },
    {
      shopId: shop.id,
      campaignId: campaign.id,
      clientId: null,
      typology: 'restaurant',
      quantity: 120,
      subscribed: 0,
    },
  ]);
}
