import type { EntityManager } from 'typeorm';
import { Product, ProductFormat } from '@cuvee/catalogue';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { parisDateOf } from '@cuvee/kernel';
import { Warehouse } from '@cuvee/stock';
import { purchaseOrderNumber, purchaseTotals } from '../domain/purchase-rules.js';
import { PurchaseOrder, PurchaseOrderLine } from '../orders/purchase-order.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';

/*
 * The winery's suppliers — its glassworks, its cork maker, a printer — and one purchase order sent to
 * the cork maker, waiting for its goods (no receipt: the demo stock stays as the stock context made it).
 * Idempotent: a shop with suppliers is left as it is.
 */

const SUPPLIERS: Partial<Supplier>[] = [
  {
    name: 'Verrerie de la Loire',
    siret: '73282932000074',
    contactName: 'Paul Girard',
    email: 'commandes@verrerie-loire.demo',
    street: '4 rue des Verriers',
    zipcode: '37000',
    city: 'Tours',
    paymentTerms: 'days45',
    accountingCode: '401VERRE',
    supplies: ['bottles'],
  },
  {
    name: 'Bouchonnerie du Centre',
    contactName: 'Inès Moreau',
    email: 'contact@bouchons-centre.demo',
    street: '18 avenue du Liège',
    zipcode: '41000',
    city: 'Blois',
    paymentTerms: 'days30',
    accountingCode: '401BOUCH',
    supplies: ['corks', 'capsules'],
  },
  {
    name: 'Imprimerie Val de Vienne',
    email: 'devis@imprimerie-vienne.demo',
    zipcode: '37500',
    city: 'Chinon',
    paymentTerms: 'days30EndOfMonth',
    accountingCode: '401IMPRI',
    supplies: ['labels', 'cartons'],
  },
];

export async function seedPurchasesDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop || (await manager.getRepository(Supplier).existsBy({ shopId: shop.id }))) return;
  const suppliers = await manager.getRepository(Supplier).save(
    SUPPLIERS.map((supplier) =>
      manager.getRepository(Supplier).create({
        country: 'FR',
        siret: null,
        vatNumber: null,
        contactName: null,
        phone: null,
        street: null,
        notes: null,
        archivedAt: null,
        ...supplier,
        shopId: shop.id,
      }),
    ),
  );
  const warehouse = await manager.getRepository(Warehouse).findOneBy({ shopId: shop.id, isDefault: true });
  const accessory = await manager
    .getRepository(Product)
    .findOneBy({ shopId: shop.id, productType: 'accessory' });
  const format =
    accessory && (await manager.getRepository(ProductFormat).findOneBy({ productId: accessory.id }));
  if (!warehouse || !accessory || !format) return;
  const line = { quantity: 120, unitHt: 420, vatRateBp: 2000 };
  const totals = purchaseTotals([{ ...line, vatRate: 20 }]);
  const order = await manager.getRepository(PurchaseOrder).save(
    manager.getRepository(PurchaseOrder).create({
      shopId: shop.id,
      number: 'demo',
      supplierId: suppliers[1]!.id,
      status: 'sent',
      warehouseId: warehouse.id,
      expectedOn: null,
      notes: null,
      totalHt: totals.totalHt,
      totalTtc: totals.totalTtc,
      sentAt: new Date(),
      createdById: null,
    }),
  );
  await manager
    .getRepository(PurchaseOrder)
    .update(
      { id: order.id },
      { number: purchaseOrderNumber(Number(parisDateOf(new Date()).slice(0, 4)), order.id) },
    );
  await manager.getRepository(PurchaseOrderLine).insert({
    orderId: order.id,
    position: 0,
    productId: accessory.id,
    vintageId: 0,
    formatId: format.id,
    label: accessory.name,
    received: 0,
    ...line,
  });
}
