import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { addDays, parisDateOf, parisDayStart, type IsoDate } from '@cuvee/kernel';
import { Campaign, CampaignDelivery } from '@cuvee/marketing';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  attributeSales,
  DEFAULT_WINDOW_DAYS,
  windowEnd,
  type CampaignTouch,
  type ClientInvoice,
} from '../domain/campaigns.js';
import { comparedPeriods, type Period } from '../domain/periods.js';
import { SalesFact } from '../facts/sales-fact.entity.js';
import { periodAsked } from '../reports/analytics-reports.service.js';
import { instantsOf } from './period-instants.js';
import type {
  CampaignFiguresDto,
  CampaignRowDto,
  CampaignsReportDto,
  CampaignsReportQueryDto,
} from './dto/activity-reports.dto.js';

const SENT_CAMPAIGNS = ['sending', 'sent'];

/**
 * The campaigns report (docs/analytics.md "Campaigns"): marketing's campaigns whose sending started in
 * the period, their deliveries, and the invoices their recipients received within the window after
 * their mail (the sales facts, by client and day), each invoice for the latest campaign that reached
 * its client.
 */
@Injectable()
export class CampaignsReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async report(ctx: RequestContext, query: CampaignsReportQueryDto): Promise<CampaignsReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = comparedPeriods(periodAsked(query));
    const windowDays = Number(query.windowDays ?? DEFAULT_WINDOW_DAYS);
    const [current, previous, lastYear] = await Promise.all(
      [periods.period, periods.previous, periods.lastYear].map((period) =>
        this.campaignsOf(shopId, period, windowDays),
      ),
    );
    return {
      ...periods,
      windowDays,
      totals: { current: totalOf(current!), previous: totalOf(previous!), lastYear: totalOf(lastYear!) },
      campaigns: current!,
    };
  }

  private async campaignsOf(shopId: number, period: Period, windowDays: number): Promise<CampaignRowDto[]> {
    const { start, end } = instantsOf(period);
    const campaigns = await this.startedBetween(shopId, start, end);
    if (campaigns.length === 0) return [];
    const ids = campaigns.map((campaign) => campaign.id);
    const counts = await this.deliveryCounts(ids);
    const touches = await this.touches(ids);
    const days = touches.map((touch) => touch.day);
    const firstDay = days.reduce((min, day) => (day < min ? day : min), period.from);
    const lastDay = windowEnd(
      days.reduce((max, day) => (day > max ? day : max), period.to),
      windowDays,
    );
    // The campaigns started after the period, within the windows, may reach the same clients later.
    const later = await this.startedBetween(shopId, end, parisDayStart(addDays(lastDay, 1)));
    const laterTouches = (await this.touches(later.map((campaign) => campaign.id))).filter(
      (touch) => touch.day <= lastDay,
    );
    const sales = attributeSales(
      [...touches, ...laterTouches],
      await this.invoices(shopId, ids, { from: firstDay, to: lastDay }),
      windowDays,
    );
    return campaigns.map((campaign) => {
      const sentOn = parisDateOf(campaign.startedAt!);
      const lastSent = touches
        .filter((touch) => touch.campaignId === campaign.id)
        .reduce((max, touch) => (touch.day > max ? touch.day : max), sentOn);
      const count = counts.get(campaign.id);
      const sold = sales.get(campaign.id);
      return {
        campaignId: campaign.id,
        name: campaign.name,
        sentOn,
        windowEndsOn: windowEnd(lastSent, windowDays),
        recipients: count?.recipients ?? 0,
        delivered: count?.delivered ?? 0,
        failed: count?.failed ?? 0,
        skipped: count?.skipped ?? 0,
        pending: count?.pending ?? 0,
        unsubscribed: count?.unsubscribed ?? 0,
        buyers: sold?.buyers ?? 0,
        invoices: sold?.invoices ?? 0,
        ht: sold?.ht ?? 0,
      };
    });
  }

  /** The shop's campaigns whose sending started between the instants, latest first. */
  private startedBetween(shopId: number, start: Date, end: Date): Promise<Campaign[]> {
    return this.manager
      .getRepository(Campaign)
      .createQueryBuilder('c')
      .select(['c.id', 'c.name', 'c.startedAt'])
      .where('c.shopId = :shopId AND c.status IN (:...statuses)', { shopId, statuses: SENT_CAMPAIGNS })
      .andWhere('c.startedAt >= :start AND c.startedAt < :end', { start, end })
      .orderBy('c.startedAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getMany();
  }

  private async deliveryCounts(
    campaignIds: number[],
  ): Promise<
    Map<
      number,
      Record<'recipients' | 'delivered' | 'failed' | 'skipped' | 'pending' | 'unsubscribed', number>
    >
  > {
    const when = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
    const rows = await this.manager
      .getRepository(CampaignDelivery)
      .createQueryBuilder('d')
      .select('d.campaignId', 'campaignId')
      .addSelect('COUNT(*)', 'recipients')
      .addSelect(when("d.status = 'sent'"), 'delivered')
      .addSelect(when("d.status = 'failed'"), 'failed')
      .addSelect(when("d.status = 'skipped'"), 'skipped')
      .addSelect(when("d.status IN ('pending', 'sending')"), 'pending')
      .addSelect(when('d.unsubscribedAt IS NOT NULL'), 'unsubscribed')
      .where('d.campaignId IN (:...campaignIds)', { campaignIds })
      .groupBy('d.campaignId')
      .getRawMany<Record<string, string | number>>();
    return new Map(
      rows.map((row) => [
        Number(row.campaignId),
        {
          recipients: Number(row.recipients),
          delivered: Number(row.delivered),
          failed: Number(row.failed),
          skipped: Number(row.skipped),
          pending: Number(row.pending),
          unsubscribed: Number(row.unsubscribed),
        },
      ]),
    );
  }

  /** The mails that left, each with its client and Paris day. */
  private async touches(campaignIds: number[]): Promise<CampaignTouch[]> {
    if (campaignIds.length === 0) return [];
    const rows = await this.manager.getRepository(CampaignDelivery).find({
      where: { campaignId: In(campaignIds), status: 'sent' },
      select: { campaignId: true, clientId: true, sentAt: true },
    });
    return rows
      .filter((row) => row.sentAt !== null)
      .map((row) => ({ campaignId: row.campaignId, clientId: row.clientId, day: parisDateOf(row.sentAt!) }));
  }

  /** The invoices (not credit notes) of the campaigns' recipients over the days, HT per document. */
  private async invoices(shopId: number, campaignIds: number[], days: Period): Promise<ClientInvoice[]> {
    const facts = this.manager.getRepository(SalesFact).createQueryBuilder('f');
    const recipients = facts
      .subQuery()
      .select('d.clientId')
      .from(CampaignDelivery, 'd')
      .where('d.campaignId IN (:...campaignIds)')
      .andWhere("d.status = 'sent'")
      .getQuery();
    const rows = await facts
      .select('f.documentId', 'documentId')
      .addSelect('f.clientId', 'clientId')
      .addSelect('f.day', 'day')
      .addSelect('SUM(f.ht)', 'ht')
      .where('f.shopId = :shopId', { shopId })
      .andWhere("f.kind = 'invoice'")
      .andWhere('f.day BETWEEN :from AND :to', days)
      .andWhere(`f.clientId IN ${recipients}`, { campaignIds })
      .groupBy('f.documentId')
      .addGroupBy('f.clientId')
      .addGroupBy('f.day')
      .getRawMany<{ documentId: number; clientId: number; day: IsoDate; ht: string }>();
    return rows.map((row) => ({
      documentId: Number(row.documentId),
      clientId: Number(row.clientId),
      day: String(row.day),
      ht: Number(row.ht),
    }));
  }
}

function totalOf(rows: readonly CampaignRowDto[]): CampaignFiguresDto {
  const sum = (field: keyof CampaignFiguresDto & keyof CampaignRowDto) =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    campaigns: rows.length,
    recipients: sum('recipients'),
    delivered: sum('delivered'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    unsubscribed: sum('unsubscribed'),
    buyers: sum('buyers'),
    invoices: sum('invoices'),
    ht: sum('ht'),
  };
}
