import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DepositInvoicesService, DocumentsService, InvoicesService } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  lockedRow,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import {
  buyerCancelRefusal,
  canCancel,
  isOpenOn,
  quotaFor,
  quotaLeft,
  subscriptionNumber,
  unitPriceFor,
} from '../domain/primeur-rules.js';
import { PrimeurCampaign, PrimeurQuota } from '../campaigns/primeur-campaign.entity.js';
import type { SubscriptionDto, SubscriptionInputDto } from './dto/subscription.dto.js';
import { PrimeurSubscription } from './primeur-subscription.entity.js';

const SUBSCRIPTION_LIST: ListDefinition = {
  resource: 'primeur-subscriptions',
  sortable: { id: 'sub.id', createdAt: 'sub.createdAt', quantity: 'sub.quantity', status: 'sub.status' },
  filters: {
    id: { kind: 'equals', column: 'sub.id', type: 'number' },
    campaignId: { kind: 'equals', column: 'sub.campaignId', type: 'number' },
    clientId: { kind: 'equals', column: 'sub.clientId', type: 'number' },
    status: { kind: 'equals', column: 'sub.status', type: 'string' },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'sub.id',
};

/** A campaign of the shop, else 404. */
export async function shopCampaign(
  manager: EntityManager,
  shopId: number,
  id: number,
): Promise<PrimeurCampaign> {
  const campaign = await manager.getRepository(PrimeurCampaign).findOneBy({ id, shopId });
  if (!campaign) throw new NotFoundException('error.notFound');
  return campaign;
}

/**
 * Subscriptions (the "Primeurs" list of Ventes, a client's statement): taking one within the client's
 * allocation, its deposit invoice at once, cancelling, and the balance invoice after bottling.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly database: Database,
    private readonly deposits: DepositInvoicesService,
    private readonly documents: DocumentsService,
    private readonly invoices: InvoicesService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SubscriptionDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(PrimeurSubscription)
      .createQueryBuilder('sub')
      .where('sub.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, SUBSCRIPTION_LIST), SUBSCRIPTION_LIST);
    return { ...page, rows: page.rows.map(subscriptionDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<SubscriptionDto> {
    const { shopId } = shopScope(ctx);
    return subscriptionDto(await this.find(this.database.dataSource.manager, shopId, id));
  }

  /**
   * Takes bottles on the client's allocation (`take`), then issues the deposit invoice. Billing issues
   * in its own transactions: if the deposit fails, the subscription is withdrawn again and its bottles
   * go back to the quota (ADR 0038).
   */
  async subscribe(
    ctx: RequestContext,
    campaignId: number,
    input: SubscriptionInputDto,
    channel: 'backoffice' | 'shop' = 'backoffice',
  ): Promise<SubscriptionDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const campaign = await shopCampaign(manager, shopId, campaignId);
    assertOpen(campaign);
    const client = await manager.getRepository(Client).findOneBy({ id: input.clientId, shopId });
    if (!client) throw new NotFoundException('error.notFound');
    const quota = quotaFor(await manager.getRepository(PrimeurQuota).findBy({ campaignId }), client);
    if (!quota)
      throw new BadRequestException({ message: 'primeur.noQuota', params: { name: campaign.name } });
    const subscription = await this.take(ctx, {
      campaignId,
      client,
      quotaId: quota.id,
      quantity: input.quantity,
      channel,
    });
    try {
      const draft = await this.deposits.create(ctx, {
        source: { kind: 'primeur', ids: [subscription.id] },
        percent: campaign.depositBp / 100,
      });
      const issued = await this.deposits.issue(ctx, draft.id).catch(async (error: unknown) => {
        await this.documents.removeDraft(ctx, draft.id, ['deposit']).catch(() => undefined);
        throw error;
      });
      await this.database.transaction((manager) =>
        manager
          .getRepository(PrimeurSubscription)
          .update({ id: subscription.id }, { depositInvoiceId: issued.id, depositNumber: issued.number }),
      );
      return subscriptionDto({ ...subscription, depositInvoiceId: issued.id, depositNumber: issued.number });
    } catch (error) {
      await this.withdraw(subscription);
      throw error;
    }
  }

  /**
   * Writes a subscription whose allocation was chosen: one conditional UPDATE whose WHERE keeps the
   * quota's subscribed count within its quantity is all that holds simultaneous subscriptions within
   * it, on either engine, whatever they read before (the e2e test holds 20 requests here to prove it).
   */
  async take(ctx: RequestContext, request: TakeRequest): Promise<PrimeurSubscription> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const campaign = await shopCampaign(manager, shopId, request.campaignId);
      assertOpen(campaign);
      const taken = await manager
        .createQueryBuilder()
        .update(PrimeurQuota)
        .set({ subscribed: () => 'subscribed + :quantity' })
        .where('id = :id AND subscribed + :quantity <= quantity', {
          id: request.quotaId,
          quantity: request.quantity,
        })
        .execute();
      if (taken.affected !== 1) {
        // A locking read: the transaction's snapshot may predate the subscriptions that won.
        const now = (await lockedRow(manager, PrimeurQuota, { id: request.quotaId }))!;
        throw new ConflictException({ message: 'primeur.overQuota', params: { left: quotaLeft(now) } });
      }
      const repository = manager.getRepository(PrimeurSubscription);
      return repository.save(
        repository.create({
          shopId,
          campaignId: campaign.id,
          clientId: request.client.id,
          quotaId: request.quotaId,
          quantity: request.quantity,
          unitHt: unitPriceFor(campaign, request.client.typology),
          status: 'subscribed',
          channel: request.channel,
          depositInvoiceId: null,
          depositNumber: null,
          balanceInvoiceId: null,
          balanceNumber: null,
          movementId: null,
          createdById: userId,
        }),
      );
    });
  }

  /**
   * A buyer subscribes from the shop, as the client record the shop keeps of them (their allocation,
   * their typology's price); a buyer the shop has no record of has no allocation.
   */
  async subscribeAsBuyer(
    ctx: RequestContext,
    campaignId: number,
    quantity: number,
  ): Promise<SubscriptionDto> {
    const { shopId, userId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const campaign = await shopCampaign(manager, shopId, campaignId);
    const client = await manager.getRepository(Client).findOneBy({ shopId, userId });
    if (!client)
      throw new BadRequestException({ message: 'primeur.noQuota', params: { name: campaign.name } });
    return this.subscribe(ctx, campaignId, { clientId: client.id, quantity }, 'shop');
  }

  /** While the campaign is open: the bottles go back to the allocation (the deposit is refunded in billing). */
  cancel(ctx: RequestContext, id: number): Promise<SubscriptionDto> {
    return this.cancelIf(ctx, id, (campaign, subscription) =>
      canCancel(campaign.status, subscription.status) ? null : 'status',
    );
  }

  /**
   * A buyer cancels their own subscription from the shop, within the campaign's rules (up to its last
   * day for it); past it, or on a campaign without one, they ask the shop. Someone else's is a 404.
   */
  async cancelAsBuyer(ctx: RequestContext, id: number): Promise<SubscriptionDto> {
    const { shopId, userId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const client = await manager.getRepository(Client).findOneBy({ shopId, userId });
    if (
      !client ||
      !(await manager.getRepository(PrimeurSubscription).existsBy({ id, shopId, clientId: client.id }))
    )
      throw new NotFoundException('error.notFound');
    const today = parisDateOf(new Date());
    return this.cancelIf(ctx, id, (campaign, subscription) =>
      buyerCancelRefusal(campaign, subscription.status, today),
    );
  }

  private async cancelIf(
    ctx: RequestContext,
    id: number,
    refusal: (campaign: PrimeurCampaign, subscription: PrimeurSubscription) => 'status' | 'askTheShop' | null,
  ): Promise<SubscriptionDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const subscription = await this.find(manager, shopId, id);
      const campaign = await shopCampaign(manager, shopId, subscription.campaignId);
      const refused = refusal(campaign, subscription);
      if (refused === 'askTheShop')
        throw new ConflictException({
          message: 'primeur.askTheShop',
          params: { number: subscriptionNumber(id), name: campaign.name },
        });
      if (refused === 'status')
        throw new ConflictException({
          message: 'primeur.cannotCancel',
          params: { status: subscription.status },
        });
      const changed = await manager
        .getRepository(PrimeurSubscription)
        .update({ id, status: 'subscribed' }, { status: 'cancelled' });
      if (!changed.affected)
        throw new ConflictException({ message: 'primeur.cannotCancel', params: { status: 'cancelled' } });
      await this.release(manager, subscription);
      return subscriptionDto({ ...subscription, status: 'cancelled' });
    });
  }

  /** The balance invoice of a delivered subscription (deposit deducted by billing), issued. */
  async invoiceBalance(ctx: RequestContext, id: number): Promise<SubscriptionDto> {
    const { shopId } = shopScope(ctx);
    await this.find(this.database.dataSource.manager, shopId, id);
    await this.invoices.invoiceSource(ctx, { kind: 'primeur', ids: [id] });
    return subscriptionDto(await this.find(this.database.dataSource.manager, shopId, id));
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<PrimeurSubscription> {
    const subscription = await manager.getRepository(PrimeurSubscription).findOneBy({ id, shopId });
    if (!subscription) throw new NotFoundException('error.notFound');
    return subscription;
  }

  /** Undoes a subscription whose deposit could not be issued: nothing of it stays. */
  private async withdraw(subscription: PrimeurSubscription): Promise<void> {
    await this.database.transaction(async (manager) => {
      const deleted = await manager.getRepository(PrimeurSubscription).delete({ id: subscription.id });
      if (deleted.affected) await this.release(manager, subscription);
    });
  }

  private async release(manager: EntityManager, subscription: PrimeurSubscription): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(PrimeurQuota)
      .set({ subscribed: () => 'subscribed - :quantity' })
      .where('id = :id AND subscribed >= :quantity', {
        id: subscription.quotaId,
        quantity: subscription.quantity,
      })
      .execute();
  }
}

/** A subscription to write: the campaign, the client, the allocation chosen for them. */
export interface TakeRequest {
  readonly campaignId: number;
  readonly client: Pick<Client, 'id' | 'typology'>;
  readonly quotaId: number;
  readonly quantity: number;
  readonly channel: 'backoffice' | 'shop';
}

function assertOpen(campaign: PrimeurCampaign): void {
  if (!isOpenOn(campaign, parisDateOf(new Date())))
    throw new ConflictException({ message: 'primeur.campaignNotOpen', params: { name: campaign.name } });
}

export function subscriptionDto(subscription: PrimeurSubscription): SubscriptionDto {
  return {
    id: subscription.id,
    number: subscriptionNumber(subscription.id),
    campaignId: subscription.campaignId,
    clientId: subscription.clientId,
    quantity: subscription.quantity,
    unitHt: subscription.unitHt,
    status: subscription.status,
    channel: subscription.channel,
    depositInvoiceId: subscription.depositInvoiceId,
    depositNumber: subscription.depositNumber,
    balanceInvoiceId: subscription.balanceInvoiceId,
    balanceNumber: subscription.balanceNumber,
    createdAt: subscription.createdAt,
  };
}
