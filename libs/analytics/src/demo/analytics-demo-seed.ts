import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BillingDocument, Payment } from '@cuvee/billing';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { allocationsOf, recordPaidAmounts } from '../commissions/paid-amounts-feed.js';
import { recordSales } from '../facts/sales-feed.js';

/**
 * The demo's reports: billing's and sales' demos write their invoices without issuing them through the
 * service, so no event fed the read models; the demo invoices, credit notes and payments are recorded
 * here (idempotent: what is recorded is skipped).
 */
export async function seedAnalyticsDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop) return;
  const documents = await manager.getRepository(BillingDocument).find({
    where: { shopId: shop.id, kind: In(['invoice', 'creditNote']), number: Not(IsNull()) },
    select: { id: true },
    order: { id: 'ASC' },
  });
  await recordSales(
    manager,
    shop.id,
    documents.map((document) => document.id),
  );
  const payments = await manager.getRepository(Payment).find({
    where: { shopId: shop.id },
    select: { id: true, receivedOn: true },
    order: { id: 'ASC' },
  });
  await recordPaidAmounts(manager, shop.id, await allocationsOf(manager, payments));
}
