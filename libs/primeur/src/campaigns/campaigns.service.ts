import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DocumentsService } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { CLIENT_TYPOLOGIES, parseDateInput, vatRateBasisPoints } from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  lockedRow,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { resolveProduct, shopWarehouse, StockLedger } from '@cuvee/stock';
import { bottlingRefusal, quotaLeft, subscriptionNumber } from '../domain/primeur-rules.js';
import { PrimeurSubscription } from '../subscriptions/primeur-subscription.entity.js';
import { shopCampaign, SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { BottlingInputDto, CampaignDto, CampaignInputDto, QuotaInputDto } from './dto/campaign.dto.js';
import { PrimeurCampaign, PrimeurQuota } from './primeur-campaign.entity.js';

const CAMPAIGN_LIST: ListDefinition = {
  resource: 'primeur-campaigns',
  sortable: { id: 'c.id', name: 'c.name', opensOn: 'c.opensOn', closesOn: 'c.closesOn', status: 'c.status' },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    status: { kind: 'equals', column: 'c.status', type: 'string' },
    productId: { kind: 'equals', column: 'c.productId', type: 'number' },
    q: { kind: 'search', columns: ['c.name'] },
  },
  defaultSort: ['opensOn', 'DESC'],
  idColumn: 'c.id',
};

const DEFAULT_VAT_RATE = 20;
const TYPOLOGY_KEYS = new Set<string>(CLIENT_TYPOLOGIES.map((typology) => typology.key));

/**
 * Primeur campaigns (/dashboard/futures): opening one with its allocations, closing it once every
 * deposit is paid, and bottling — the vintage's stock entry, each subscription's delivery out of it,
 * then each balance invoice.
 */
@Injectable()
export class CampaignsService {
  private readonly logger = new Logger(CampaignsService.name);

  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
    private readonly documents: DocumentsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CampaignDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(PrimeurCampaign)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, CAMPAIGN_LIST), CAMPAIGN_LIST);
    return { ...page, rows: await views(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<CampaignDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await views(manager, [await shopCampaign(manager, shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: CampaignInputDto): Promise<CampaignDto> {
    const { shopId } = shopScope(ctx);
    const opensOn = parseDateInput(input.opensOn)!;
    const closesOn = parseDateInput(input.closesOn)!;
    if (closesOn < opensOn) throw new BadRequestException({ message: ['primeur.dates'] });
    const cancelUntil = input.cancelUntil ? parseDateInput(input.cancelUntil)! : null;
    if (cancelUntil !== null && (cancelUntil < opensOn || cancelUntil > closesOn))
      throw new BadRequestException({ message: ['primeur.cancelUntil'] });
    const prices = input.prices ?? {};
    for (const [typology, price] of Object.entries(prices))
      if (!TYPOLOGY_KEYS.has(typology) || !Number.isSafeInteger(price) || price <= 0)
        throw new BadRequestException({ message: 'validation.unknownValue', params: { value: typology } });
    return this.database.transaction(async (manager) => {
      const key = await resolveProduct(manager, shopId, input);
      const repository = manager.getRepository(PrimeurCampaign);
      const campaign = await repository.save(
        repository.create({
          shopId,
          name: input.name.trim(),
          productId: key.productId,
          vintageId: key.vintageId,
          formatId: key.formatId,
          unitHt: input.unitHt,
          prices,
          vatRateBp: vatRateBasisPoints(input.vatRate ?? DEFAULT_VAT_RATE),
          depositBp: Math.round(input.depositPercent * 100),
          opensOn,
          closesOn,
          deliveryOn: input.deliveryOn ? parseDateInput(input.deliveryOn) : null,
          cancelUntil,
          status: 'open',
          warehouseId: null,
          bottledAt: null,
        }),
      );
      for (const quota of input.quotas ?? []) await this.writeQuota(manager, campaign, quota);
      return (await views(manager, [campaign]))[0]!;
    });
  }

  /** Adds an allocation, or changes one: never below what is already subscribed on it. */
  async setQuota(ctx: RequestContext, id: number, input: QuotaInputDto): Promise<CampaignDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const campaign = await shopCampaign(manager, shopId, id);
      await this.writeQuota(manager, campaign, input);
      return (await views(manager, [campaign]))[0]!;
    });
  }

  /** Closes subscriptions; refused while a deposit of a live subscription is unpaid. */
  async close(ctx: RequestContext, id: number): Promise<CampaignDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const campaign = await lockedRow(manager, PrimeurCampaign, { id, shopId });
      if (!campaign) throw new NotFoundException('error.notFound');
      if (campaign.status !== 'open')
        throw new ConflictException({
          message: 'primeur.notOpen',
          params: { name: campaign.name, status: campaign.status },
        });
      const live = await manager
        .getRepository(PrimeurSubscription)
        .findBy({ campaignId: id, status: 'subscribed' });
      const deposits = await this.documents.byIds(
        manager,
        shopId,
        live.flatMap((subscription) =>
          subscription.depositInvoiceId ? [subscription.depositInvoiceId] : [],
        ),
      );
      const unpaid = deposits.filter((deposit) => deposit.outstanding > 0).length;
      if (unpaid > 0)
        throw new ConflictException({
          message: 'primeur.unpaidDeposits',
          params: { name: campaign.name, count: unpaid },
        });
      await manager.getRepository(PrimeurCampaign).update({ id }, { status: 'closed' });
      return (await views(manager, [{ ...campaign, status: 'closed' }]))[0]!;
    });
  }

  /**
   * Bottling: the bottles enter the warehouse as production, each live subscription leaves it as a
   * sale (its delivery) in the same transaction; then each balance invoice is issued. A balance that
   * fails (a client's record incomplete, say) is logged and stays to issue from the subscription.
   */
  async bottle(ctx: RequestContext, id: number, input: BottlingInputDto): Promise<CampaignDto> {
    const { shopId, userId } = shopScope(ctx);
    const delivered = await this.database.transaction(async (manager) => {
      const ledger = new StockLedger(manager, shopId);
      const campaign = await lockedRow(manager, PrimeurCampaign, { id, shopId });
      if (!campaign) throw new NotFoundException('error.notFound');
      await shopWarehouse(manager, shopId, input.warehouseId);
      const live = await manager
        .getRepository(PrimeurSubscription)
        .find({ where: { campaignId: id, status: 'subscribed' }, order: { id: 'ASC' } });
      const subscribed = live.reduce((sum, subscription) => sum + subscription.quantity, 0);
      const refusal = bottlingRefusal(campaign.status, input.quantity, subscribed);
      if (refusal === 'notClosed')
        throw new ConflictException({
          message: 'primeur.notClosed',
          params: { name: campaign.name, status: campaign.status },
        });
      if (refusal === 'tooFew')
        throw new ConflictException({
          message: 'primeur.bottledTooFew',
          params: { bottled: input.quantity, subscribed },
        });
      const level = await ledger.ensureLevel({ ...campaign, warehouseId: input.warehouseId });
      const meta = { userId, sourceRef: `primeur:${campaign.id}` };
      await ledger.move(level, 'production', input.quantity, meta);
      for (const subscription of live) {
        const movement = await ledger.move(level, 'sale', subscription.quantity, {
          ...meta,
          sourceRef: `primeur:${subscriptionNumber(subscription.id)}`,
        });
        await manager
          .getRepository(PrimeurSubscription)
          .update(
            { id: subscription.id, status: 'subscribed' },
            { status: 'delivered', movementId: movement.id },
          );
      }
      await manager
        .getRepository(PrimeurCampaign)
        .update({ id }, { status: 'bottled', warehouseId: input.warehouseId, bottledAt: new Date() });
      for (const event of await ledger.events()) await this.events.publish(event);
      return live.map((subscription) => subscription.id);
    });
    for (const subscriptionId of delivered)
      await this.subscriptions
        .invoiceBalance(ctx, subscriptionId)
        .catch((error: unknown) =>
          this.logger.warn(`Balance of primeur subscription ${subscriptionId} not issued: ${String(error)}`),
        );
    return this.get(ctx, id);
  }

  private async writeQuota(
    manager: EntityManager,
    campaign: PrimeurCampaign,
    input: QuotaInputDto,
  ): Promise<void> {
    const clientId = input.clientId ?? null;
    const typology = clientId === null ? (input.typology ?? null) : null;
    if ((clientId === null) === (typology === null))
      throw new BadRequestException({ message: ['validation.needed'] });
    if (
      clientId !== null &&
      !(await manager.getRepository(Client).existsBy({ id: clientId, shopId: campaign.shopId }))
    )
      throw new BadRequestException('error.notFound');
    const repository = manager.getRepository(PrimeurQuota);
    const current = await repository.findOneBy({
      campaignId: campaign.id,
      ...(clientId !== null ? { clientId } : { typology: typology! }),
    });
    if (!current) {
      await repository.insert({
        shopId: campaign.shopId,
        campaignId: campaign.id,
        clientId,
        typology,
        quantity: input.quantity,
        subscribed: 0,
      });
      return;
    }
    const changed = await manager
      .createQueryBuilder()
      .update(PrimeurQuota)
      .set({ quantity: input.quantity })
      .where('id = :id AND subscribed <= :quantity', { id: current.id, quantity: input.quantity })
      .execute();
    if (changed.affected !== 1)
      throw new ConflictException({ message: 'primeur.overQuota', params: { left: quotaLeft(current) } });
  }
}

async function views(manager: EntityManager, campaigns: readonly PrimeurCampaign[]): Promise<CampaignDto[]> {
  const ids = campaigns.map((campaign) => campaign.id);
  const quotas = ids.length ? await manager.getRepository(PrimeurQuota).findBy({ campaignId: In(ids) }) : [];
  return Promise.all(
    campaigns.map(async (campaign) => {
      const own = quotas.filter((quota) => quota.campaignId === campaign.id);
      return {
        id: campaign.id,
        name: campaign.name,
        productId: campaign.productId,
        vintageId: campaign.vintageId,
        formatId: campaign.formatId,
        label: await new StockLedger(manager, campaign.shopId).label({ ...campaign, warehouseId: 0 }),
        unitHt: campaign.unitHt,
        prices: campaign.prices,
        vatRate: campaign.vatRateBp / 100,
        depositPercent: campaign.depositBp / 100,
        opensOn: campaign.opensOn,
        closesOn: campaign.closesOn,
        deliveryOn: campaign.deliveryOn,
        cancelUntil: campaign.cancelUntil,
        status: campaign.status,
        subscribed: own.reduce((sum, quota) => sum + quota.subscribed, 0),
        quotas: own.map((quota) => ({
          id: quota.id,
          clientId: quota.clientId,
          typology: quota.typology,
          quantity: quota.quantity,
          subscribed: quota.subscribed,
          left: quotaLeft(quota),
        })),
        createdAt: campaign.createdAt,
      };
    }),
  );
}
