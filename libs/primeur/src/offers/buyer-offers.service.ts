import { Injectable, NotFoundException } from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf, percentOf } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { StockLedger } from '@cuvee/stock';
import { PrimeurCampaign, PrimeurQuota } from '../campaigns/primeur-campaign.entity.js';
import {
  buyerCancelRefusal,
  isOpenOn,
  quotaFor,
  quotaLeft,
  subscriptionNumber,
  unitPriceFor,
} from '../domain/primeur-rules.js';
import { PrimeurSubscription } from '../subscriptions/primeur-subscription.entity.js';
import type { BuyerOfferDto } from './dto/buyer-offer.dto.js';

/**
 * The shop front's primeur page: the campaigns of the shop (X-Shop-Id) taking subscriptions today, each
 * at the buyer's price and with what is left of their allocation — the same rules the subscription
 * applies (their own quota, else their typology's; no record of them in the shop, no allocation).
 */
@Injectable()
export class BuyerOffersService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext): Promise<BuyerOfferDto[]> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const today = parisDateOf(new Date());
    const campaigns = (
      await manager.getRepository(PrimeurCampaign).find({
        where: { shopId, status: 'open' },
        order: { closesOn: 'ASC', id: 'ASC' },
      })
    ).filter((campaign) => isOpenOn(campaign, today));
    return this.views(manager, ctx, campaigns);
  }

  async get(ctx: RequestContext, id: number): Promise<BuyerOfferDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const campaign = await manager.getRepository(PrimeurCampaign).findOneBy({ id, shopId });
    // A campaign not taking subscriptions is no offer: the buyer sees none.
    if (!campaign || !isOpenOn(campaign, parisDateOf(new Date())))
      throw new NotFoundException('error.notFound');
    return (await this.views(manager, ctx, [campaign]))[0]!;
  }

  private async views(
    manager: EntityManager,
    ctx: RequestContext,
    campaigns: readonly PrimeurCampaign[],
  ): Promise<BuyerOfferDto[]> {
    const { shopId, userId } = shopScope(ctx);
    const client = await manager.getRepository(Client).findOneBy({ shopId, userId });
    const ids = campaigns.map((campaign) => campaign.id);
    const [quotas, subscriptions] = ids.length
      ? await Promise.all([
          manager.getRepository(PrimeurQuota).findBy({ campaignId: In(ids) }),
          client
            ? manager
                .getRepository(PrimeurSubscription)
                .findBy({ campaignId: In(ids), clientId: client.id, status: Not('cancelled') })
            : [],
        ])
      : [[], []];
    const ledger = new StockLedger(manager, shopId);
    const today = parisDateOf(new Date());
    return Promise.all(
      campaigns.map(async (campaign) => {
        const quota = client
          ? quotaFor(
              quotas.filter((q) => q.campaignId === campaign.id),
              client,
            )
          : null;
        const unitHt = unitPriceFor(campaign, client?.typology ?? null);
        const own = subscriptions.filter((s) => s.campaignId === campaign.id).sort((a, b) => a.id - b.id);
        return {
          id: campaign.id,
          name: campaign.name,
          label: await ledger.label({ ...campaign, warehouseId: 0 }),
          unitHt,
          unitTtc: unitHt + percentOf(unitHt, campaign.vatRateBp / 100),
          vatRate: campaign.vatRateBp / 100,
          depositPercent: campaign.depositBp / 100,
          closesOn: campaign.closesOn,
          deliveryOn: campaign.deliveryOn,
          cancelUntil: campaign.cancelUntil,
          left: quota ? quotaLeft(quota) : 0,
          subscribed: own.reduce((sum, s) => sum + s.quantity, 0),
          subscriptions: own.map((s) => ({
            id: s.id,
            number: subscriptionNumber(s.id),
            quantity: s.quantity,
            depositNumber: s.depositNumber,
            cancellable: buyerCancelRefusal(campaign, s.status, today) === null,
          })),
        };
      }),
    );
  }
}
