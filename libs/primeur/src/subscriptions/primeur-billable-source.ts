import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import {
  BillableSources,
  type BillableBatch,
  type BillableLine,
  type IssuedDocumentRef,
  type LoadOptions,
} from '@cuvee/billing';
import { Product, ProductFormat } from '@cuvee/catalogue';
import type { Locale } from '@cuvee/kernel';
import { StockLedger } from '@cuvee/stock';
import { subscriptionNumber } from '../domain/primeur-rules.js';
import { PrimeurCampaign } from '../campaigns/primeur-campaign.entity.js';
import { PrimeurSubscription } from './primeur-subscription.entity.js';

/**
 * Subscriptions as billing's 'primeur' source (ADR 0038): the deposit invoice of a subscription is
 * asked on it while it waits for the wine, its balance invoice once delivered at bottling; billing
 * deducts the deposit from the balance by itself, as deposits asked on the same source.
 */
@Injectable()
export class PrimeurBillableSource implements OnModuleInit {
  constructor(private readonly sources: BillableSources) {}

  onModuleInit(): void {
    this.sources.register({
      kind: 'primeur',
      label: { fr: 'souscriptions primeur', en: 'futures subscriptions' },
      load: primeurBatch,
      invoiced: (manager, shopId, ids, document) => this.invoiced(manager, shopId, ids, document),
    });
  }

  /** Inside the issue of the balance invoice: the subscription records it, once. */
  async invoiced(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    document: IssuedDocumentRef,
  ): Promise<[]> {
    for (const subscription of await subscriptionsOf(manager, shopId, ids)) {
      const changed = await manager
        .getRepository(PrimeurSubscription)
        .update(
          { id: subscription.id, status: 'delivered', balanceInvoiceId: IsNull() },
          { balanceInvoiceId: document.id, balanceNumber: document.number },
        );
      if (!changed.affected)
        throw new ConflictException({
          message: 'primeur.notBillable',
          params: { number: subscriptionNumber(subscription.id), status: subscription.status },
        });
    }
    return [];
  }
}

/**
 * What billing bills of subscriptions: one line per subscription at its frozen price, the campaign's
 * VAT; for a deposit while subscribed, for the balance once delivered (the demo's deposits too).
 */
export async function primeurBatch(
  manager: EntityManager,
  shopId: number,
  ids: readonly number[],
  options: LoadOptions,
): Promise<BillableBatch> {
  const subscriptions = await subscriptionsOf(manager, shopId, ids);
  const wanted = options.purpose === 'deposit' ? 'subscribed' : 'delivered';
  for (const subscription of subscriptions)
    if (subscription.status !== wanted || subscription.balanceInvoiceId !== null)
      throw notBillable(subscription, options.locale);
  if (new Set(subscriptions.map((s) => s.clientId)).size !== 1)
    throw new BadRequestException('sales.ordersOfSeveralClients');
  const campaigns = new Map(
    (
      await manager
        .getRepository(PrimeurCampaign)
        .findBy({ id: In([...new Set(subscriptions.map((s) => s.campaignId))]), shopId })
    ).map((campaign) => [campaign.id, campaign]),
  );
  const lines: BillableLine[] = [];
  const references: string[] = [];
  for (const subscription of subscriptions) {
    const campaign = campaigns.get(subscription.campaignId)!;
    const format = await manager.getRepository(ProductFormat).findOneBy({ id: campaign.formatId });
    const product = await manager.getRepository(Product).findOneBy({ id: campaign.productId });
    const label = await new StockLedger(manager, shopId).label({ ...campaign, warehouseId: 0 });
    references.push(
      `${options.locale === 'en' ? 'Futures' : 'Primeur'} ${campaign.name} — ${subscriptionNumber(subscription.id)}`,
    );
    lines.push({
      kind: 'product',
      productId: campaign.productId,
      vintageId: campaign.vintageId || null,
      formatId: campaign.formatId,
      label,
      quantity: subscription.quantity,
      listUnitHt: subscription.unitHt,
      discountBp: 0,
      unitHt: subscription.unitHt,
      unitDuties: 0,
      vatRateBp: campaign.vatRateBp,
      family: product?.type ?? product?.productType ?? null,
      eq75: format?.eq75 ?? 0,
    });
  }
  return { clientId: subscriptions[0]!.clientId, lines, references, paymentDelay: 'atOrder' };
}

async function subscriptionsOf(
  manager: EntityManager,
  shopId: number,
  ids: readonly number[],
): Promise<PrimeurSubscription[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await manager.getRepository(PrimeurSubscription).findBy({ shopId, id: In(unique) })
    : [];
  if (rows.length !== unique.length || unique.length === 0) throw new NotFoundException('error.notFound');
  return rows;
}

function notBillable(subscription: PrimeurSubscription, locale: Locale): BadRequestException {
  return new BadRequestException({
    message: 'primeur.notBillable',
    params: {
      number: subscriptionNumber(subscription.id),
      status: subscriptionStatusLabel(subscription, locale),
    },
  });
}

const STATUS_WORDS = {
  subscribed: { fr: 'souscrite', en: 'subscribed' },
  delivered: { fr: 'livrée', en: 'delivered' },
  cancelled: { fr: 'annulée', en: 'cancelled' },
  invoiced: { fr: 'livrée et facturée', en: 'delivered and invoiced' },
} as const;

function subscriptionStatusLabel(subscription: PrimeurSubscription, locale: Locale): string {
  return STATUS_WORDS[subscription.balanceInvoiceId !== null ? 'invoiced' : subscription.status][locale];
}
