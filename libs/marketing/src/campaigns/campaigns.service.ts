import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  JOB_QUEUE,
  parseListQuery,
  type JobQueue,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { brokenField } from '../domain/dynamic-fields.js';
import {
  campaignProgress,
  canMove,
  isVerifiedSender,
  type CampaignStatus,
} from '../domain/campaign-rules.js';
import { MarketingList } from '../lists/marketing-list.entity.js';
import { recipientsQuery } from '../lists/recipients.js';
import { assertModel, shopModel } from '../models/models.service.js';
import { MarketingSettingsService } from '../settings/marketing-settings.service.js';
import { SEND_CAMPAIGN_JOB, type SendCampaignPayload } from '../jobs/send-campaign.job.js';
import { CampaignDelivery } from './campaign-delivery.entity.js';
import { Campaign } from './campaign.entity.js';
import type {
  MarketingCampaignDto,
  MarketingCampaignInputDto,
  CampaignReportDto,
  CampaignSendDto,
} from './dto/campaign.dto.js';

const CAMPAIGN_LIST: ListDefinition = {
  resource: 'campaigns',
  sortable: {
    id: 'c.id',
    name: 'c.name',
    status: 'c.status',
    scheduledAt: 'c.scheduledAt',
    createdAt: 'c.createdAt',
  },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    status: { kind: 'equals', column: 'c.status', type: 'string' },
    q: { kind: 'search', columns: ['c.name', 'c.subject'] },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'c.id',
};

/** A campaign of the shop, else 404. */
export async function shopCampaign(manager: EntityManager, shopId: number, id: number): Promise<Campaign> {
  const campaign = await manager.getRepository(Campaign).findOneBy({ id, shopId });
  if (!campaign) throw new NotFoundException('error.notFound');
  return campaign;
}

/** The deliveries of a campaign counted by state: its progress and its report. */
export async function campaignReport(manager: EntityManager, campaign: Campaign): Promise<CampaignReportDto> {
  const rows = (await manager
    .getRepository(CampaignDelivery)
    .createQueryBuilder('d')
    .select('d.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .where('d.campaignId = :id', { id: campaign.id })
    .groupBy('d.status')
    .getRawMany()) as { status: string; n: string | number }[];
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const unsubscribed = await manager
    .getRepository(CampaignDelivery)
    .createQueryBuilder('d')
    .where('d.campaignId = :id AND d.unsubscribedAt IS NOT NULL', { id: campaign.id })
    .getCount();
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  const settled = count('sent') + count('failed') + count('skipped');
  return {
    total,
    pending: count('pending') + count('sending'),
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    unsubscribed,
    progress: campaign.status === 'sent' ? 100 : campaign.prepared ? campaignProgress(total, settled) : 0,
  };
}

/** Campaigns (/crm/campaigns, /campaigns/add, /campaigns/{id}): drafts, then sent now or at a set time. */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly database: Database,
    private readonly settings: MarketingSettingsService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<MarketingCampaignDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(Campaign)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, CAMPAIGN_LIST), CAMPAIGN_LIST);
    const rows: MarketingCampaignDto[] = [];
    for (const campaign of page.rows) rows.push(await campaignDto(manager, campaign));
    return { ...page, rows };
  }

  async get(ctx: RequestContext, id: number): Promise<MarketingCampaignDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return campaignDto(manager, await shopCampaign(manager, shopId, id));
  }

  async create(ctx: RequestContext, input: MarketingCampaignInputDto): Promise<MarketingCampaignDto> {
    const { shopId, userId } = shopScope(ctx);
    if (!input.name?.trim()) throw new BadRequestException({ message: ['validation.needed'] });
    if (input.modelId === undefined) throw new BadRequestException({ message: 'marketing.noModel' });
    return this.database.transaction(async (manager) => {
      const model = await shopModel(manager, shopId, input.modelId!);
      const settings = await this.settings.forShop(manager, shopId);
      const repository = manager.getRepository(Campaign);
      const campaign = repository.create({
        shopId,
        name: input.name!.trim(),
        subject: input.subject?.trim() || model.subject,
        modelId: model.id,
        listIds: await this.ownLists(manager, shopId, input.listIds ?? []),
        senderName: input.senderName?.trim() || settings.senderName,
        senderEmail: input.senderEmail?.trim().toLowerCase() || settings.senderEmail,
        status: 'draft',
        scheduledAt: null,
        startedAt: null,
        finishedAt: null,
        total: 0,
        prepared: false,
        preparedUpTo: 0,
        createdById: userId,
      });
      assertSubject(campaign.subject);
      return campaignDto(manager, await repository.save(campaign));
    });
  }

  async update(
    ctx: RequestContext,
    id: number,
    input: MarketingCampaignInputDto,
  ): Promise<MarketingCampaignDto> {
    const { shopId } = shopScope(ctx);
    if (input.name !== undefined && !input.name.trim())
      throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const campaign = await shopCampaign(manager, shopId, id);
      if (campaign.status !== 'draft') throw new ConflictException({ message: 'marketing.notDraft' });
      const changes: Partial<Campaign> = {};
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.subject !== undefined) changes.subject = input.subject.trim();
      if (input.modelId !== undefined) changes.modelId = (await shopModel(manager, shopId, input.modelId)).id;
      if (input.listIds !== undefined) changes.listIds = await this.ownLists(manager, shopId, input.listIds);
      if (input.senderName !== undefined) changes.senderName = input.senderName.trim();
      if (input.senderEmail !== undefined) changes.senderEmail = input.senderEmail.trim().toLowerCase();
      const next = { ...campaign, ...changes };
      assertSubject(next.subject);
      if (Object.keys(changes).length) await manager.getRepository(Campaign).update({ id }, changes);
      return campaignDto(manager, next);
    });
  }

  /**
   * Sends now or schedules: everything is checked first (lists reaching someone with consent, a sound
   * model, a verified sender), then the campaign moves on and its job is queued; a refusal changes nothing.
   */
  async send(ctx: RequestContext, id: number, input: CampaignSendDto): Promise<MarketingCampaignDto> {
    const { shopId } = shopScope(ctx);
    // Whole seconds: the job recognises its run by this time, and MariaDB's datetime keeps no milliseconds.
    const second = (time: number) => new Date(Math.floor(time / 1000) * 1000);
    const at = input.scheduledAt ? second(Date.parse(input.scheduledAt)) : null;
    const later = at !== null && at.getTime() > Date.now();
    const { dto, payload, delayMs } = await this.database.transaction(async (manager) => {
      const campaign = await shopCampaign(manager, shopId, id);
      const status: CampaignStatus = later ? 'scheduled' : 'sending';
      if (!canMove(campaign.status, status) || campaign.status === 'sending')
        throw new ConflictException({ message: 'marketing.notDraft' });
      await this.assertSendable(manager, campaign);
      const changes: Partial<Campaign> = later
        ? { status, scheduledAt: at }
        : { status, scheduledAt: null, startedAt: second(Date.now()) };
      await manager.getRepository(Campaign).update({ id }, changes);
      const next = { ...campaign, ...changes };
      const payload: SendCampaignPayload = {
        shopId,
        campaignId: id,
        run: (next.scheduledAt ?? next.startedAt!).getTime(),
      };
      return {
        dto: await campaignDto(manager, next),
        payload,
        delayMs: later ? at.getTime() - Date.now() : 0,
      };
    });
    // One job per send or schedule: re-scheduling queues another, the earlier one finds it stale.
    await this.queue.add(SEND_CAMPAIGN_JOB, payload, {
      jobId: `campaign-${id}-${payload.run}`,
      attempts: 10,
      ...(delayMs ? { delayMs } : {}),
    });
    return dto;
  }

  /** A scheduled campaign back to draft (before its time), or a draft or scheduled one cancelled. */
  async move(ctx: RequestContext, id: number, to: 'draft' | 'cancelled'): Promise<MarketingCampaignDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const campaign = await shopCampaign(manager, shopId, id);
      if (!canMove(campaign.status, to)) throw new ConflictException({ message: 'marketing.cannotMove' });
      // Conditional: the job may have taken the campaign in between.
      const result = await manager
        .getRepository(Campaign)
        .update({ id, status: campaign.status }, { status: to, scheduledAt: null });
      if (!result.affected) throw new ConflictException({ message: 'marketing.cannotMove' });
      return campaignDto(manager, { ...campaign, status: to, scheduledAt: null });
    });
  }

  private async assertSendable(manager: EntityManager, campaign: Campaign): Promise<void> {
    const settings = await this.settings.forShop(manager, campaign.shopId);
    if (!isVerifiedSender(campaign.senderEmail, settings.shopEmail))
      throw new BadRequestException({
        message: 'marketing.senderNotVerified',
        params: { email: campaign.senderEmail },
      });
    const model = await shopModel(manager, campaign.shopId, campaign.modelId);
    assertModel({ ...model, subject: campaign.subject });
    const lists = await manager.getRepository(MarketingList).findBy({
      shopId: campaign.shopId,
      id: In(campaign.listIds.length ? campaign.listIds : [0]),
      archived: false,
    });
    if (!lists.length) throw new BadRequestException({ message: 'marketing.noList' });
    if (!(await recipientsQuery(manager, campaign.shopId, lists, true).getCount()))
      throw new BadRequestException({ message: 'marketing.noRecipient' });
  }

  /** The ids among `listIds` that are lists of the shop; another shop's id is a 404. */
  private async ownLists(manager: EntityManager, shopId: number, listIds: number[]): Promise<number[]> {
    const unique = [...new Set(listIds)];
    if (!unique.length) return [];
    const found = await manager
      .getRepository(MarketingList)
      .countBy({ shopId, id: In(unique), archived: false });
    if (found !== unique.length) throw new NotFoundException('error.notFound');
    return unique;
  }
}

function assertSubject(subject: string): void {
  if (!subject.trim()) throw new BadRequestException({ message: 'marketing.noSubject' });
  const broken = brokenField(subject);
  if (broken) throw new BadRequestException({ message: 'marketing.brokenField', params: { field: broken } });
}

export async function campaignDto(manager: EntityManager, campaign: Campaign): Promise<MarketingCampaignDto> {
  return {
    id: campaign.id,
    name: campaign.name,
    subject: campaign.subject,
    modelId: campaign.modelId,
    listIds: campaign.listIds,
    senderName: campaign.senderName,
    senderEmail: campaign.senderEmail,
    status: campaign.status,
    scheduledAt: campaign.scheduledAt,
    startedAt: campaign.startedAt,
    finishedAt: campaign.finishedAt,
    report: await campaignReport(manager, campaign),
    createdAt: campaign.createdAt,
  };
}
