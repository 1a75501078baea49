import type { EntityManager } from 'typeorm';
import {
  billLines,
  depositAmountOf,
  depositLines,
  documentTotals,
  issueDemoDocument,
  payDemoDocument,
} from '@cuvee/billing';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { DEMO_SHOP_CODE, Shop, User, withDefaults } from '@cuvee/iam';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { PrimeurCampaign, PrimeurQuota } from '../campaigns/primeur-campaign.entity.js';
import { unitPriceFor } from '../domain/primeur-rules.js';
import { primeurBatch } from '../subscriptions/primeur-billable-source.js';
import { PrimeurSubscription } from '../subscriptions/primeur-subscription.entity.js';

/*
 * An open primeur campaign of the winery's flagship Chinon: allocations for wine shops and restaurants
 * and one of 6 bottles for the demo buyer (so the shop front shows it to them), online cancelling
 * for a month; the wine shop subscribed 60 bottles and paid its deposit, the restaurant 24 whose
 * deposit is still due (closing is refused until it is paid). Deposits are issued as the API issues
 * them (billing's numbering, hash and ventilation). Idempotent.
 */

interface DemoSubscription {
  clientName: string;
  quantity: number;
  paid: boolean;
}

const SUBSCRIPTIONS: readonly DemoSubscription[] = [
  { clientName: 'Cave du Port', quantity: 60, paid: true },
  { clientName: 'Le Bistrot des Halles', quantity: 24, paid: false },
];

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
      cancelUntil: addDays(today, 30),
      deliveryOn: addDays(today, 400),
      status: 'open',
      warehouseId: null,
      bottledAt: null,
    }),
  );
  const quota = (typology: string, quantity: number) => ({
    shopId: shop.id,
    campaignId: campaign.id,
    clientId: null,
    typology,
    quantity,
    subscribed: 0,
  });
  await manager.getRepository(PrimeurQuota).insert([quota('caviste', 240), quota('restaurant', 120)]);
  const buyer = await manager.getRepository(User).findOneBy({ email: 'acheteur@cuvee.demo' });
  const buyerClient =
    buyer && (await manager.getRepository(Client).findOneBy({ shopId: shop.id, userId: buyer.id }));
  if (buyerClient)
    await manager
      .getRepository(PrimeurQuota)
      .insert({ ...quota('caviste', 6), typology: null, clientId: buyerClient.id });
  // Deposits are legal documents: only once the shop's legal identity is set (billing's demo).
  if (shop.business?.siret) await subscribeDemoClients(manager, shop, campaign);
}

async function subscribeDemoClients(
  manager: EntityManager,
  found: Shop,
  campaign: PrimeurCampaign,
): Promise<void> {
  const shop = withDefaults(found);
  const percent = campaign.depositBp / 100;
  for (const demo of SUBSCRIPTIONS) {
    const client = await manager
      .getRepository(Client)
      .findOneBy({ shopId: shop.id, displayName: demo.clientName });
    const quota =
      client?.typology &&
      (await manager
        .getRepository(PrimeurQuota)
        .findOneBy({ campaignId: campaign.id, typology: client.typology }));
    if (!client || !quota) continue;
    await manager
      .getRepository(PrimeurQuota)
      .update({ id: quota.id }, { subscribed: quota.subscribed + demo.quantity });
    const subscription = await manager.getRepository(PrimeurSubscription).save(
      manager.getRepository(PrimeurSubscription).create({
        shopId: shop.id,
        campaignId: campaign.id,
        clientId: client.id,
        quotaId: quota.id,
        quantity: demo.quantity,
        unitHt: unitPriceFor(campaign, client.typology),
        status: 'subscribed',
        channel: 'backoffice',
        depositInvoiceId: null,
        depositNumber: null,
        balanceInvoiceId: null,
        balanceNumber: null,
        movementId: null,
        createdById: shop.ownerId,
      }),
    );
    // The deposit as billing's DepositInvoicesService draws it from the 'primeur' source.
    const batch = await primeurBatch(manager, shop.id, [subscription.id], {
      purpose: 'deposit',
      locale: 'fr',
    });
    const sale = documentTotals(billLines(batch.lines));
    const amount = depositAmountOf({ percent }, sale.totalTtc, 0);
    const deposit = await issueDemoDocument(
      manager,
      shop,
      client,
      'deposit',
      depositLines(amount, sale.vatBreakdown, `Acompte de ${percent} % — ${batch.references.join(', ')}`),
      {
        sourceKind: 'primeur',
        sourceIds: [subscription.id],
        references: [...batch.references],
        paymentDelay: 'atOrder',
      },
    );
    await manager
      .getRepository(PrimeurSubscription)
      .update({ id: subscription.id }, { depositInvoiceId: deposit.id, depositNumber: deposit.number });
    if (demo.paid) await payDemoDocument(manager, deposit, deposit.netToPay);
  }
}
