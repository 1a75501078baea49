import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { AppConfig, Database, MailSender, type JobContext } from '@cuvee/platform';
import { CampaignMail } from '../domain/campaign-mail.js';
import { batchDelayMs, campaignProgress } from '../domain/campaign-rules.js';
import { MarketingList } from '../lists/marketing-list.entity.js';
import { recipientsQuery } from '../lists/recipients.js';
import { frameOf } from '../models/models.service.js';
import { EmailModel } from '../models/email-model.entity.js';
import { MarketingSettingsService, type SenderSettings } from '../settings/marketing-settings.service.js';
import { CampaignDelivery } from './campaign-delivery.entity.js';
import { Campaign } from './campaign.entity.js';

/** Recipients rendered and written per transaction while a campaign is prepared. */
export const PREPARE_BATCH = 1000;
/** Deliveries claimed at once by the sender. */
export const SEND_BATCH = 10;

export interface SendOutcome {
  campaignId: number;
  status: Campaign['status'];
  sent: number;
}

/**
 * A campaign's sending, run by its job (ADR 0052). First the outbox: one delivery per consenting
 * recipient, rendered and written in batches that commit with their resume point, so a preparation cut
 * short goes on where it stopped and never writes a recipient twice (unique campaign × client). Then the
 * sending: batches claimed from pending to sending in one conditional update, consent read again just
 * before (an unsubscribe is honoured at once), each mail settled as soon as the server took it.
 */
@Injectable()
export class CampaignSender {
  constructor(
    private readonly database: Database,
    private readonly settings: MarketingSettingsService,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async run(shopId: number, campaignId: number, runKey: number, job?: JobContext): Promise<SendOutcome> {
    const manager = this.database.dataSource.manager;
    const campaign = await this.start(manager, shopId, campaignId, runKey);
    if (!campaign) {
      const current = await manager.getRepository(Campaign).findOneBy({ id: campaignId, shopId });
      return { campaignId, status: current?.status ?? 'cancelled', sent: 0 };
    }
    const settings = await this.settings.forShop(manager, shopId);
    if (!campaign.prepared) await this.prepare(campaign, settings, job);
    const sent = await this.send(campaign, settings, job);
    await manager
      .getRepository(Campaign)
      .update({ id: campaignId, status: 'sending' }, { status: 'sent', finishedAt: new Date() });
    await job?.updateProgress(100);
    return { campaignId, status: 'sent', sent };
  }

  /** The campaign to send, taken from scheduled to sending when its time has come; null when stale. */
  private async start(
    manager: EntityManager,
    shopId: number,
    campaignId: number,
    runKey: number,
  ): Promise<Campaign | null> {
    const repository = manager.getRepository(Campaign);
    const campaign = await repository.findOneBy({ id: campaignId, shopId });
    if (!campaign) return null;
    if (campaign.status === 'scheduled' && campaign.scheduledAt?.getTime() === runKey) {
      const moved = await repository.update(
        { id: campaignId, status: 'scheduled' },
        { status: 'sending', startedAt: new Date() },
      );
      return moved.affected ? { ...campaign, status: 'sending' } : null;
    }
    // Resumed only by the job of the send that started it: a job of an abandoned schedule stays out.
    const ownRun = campaign.startedAt?.getTime() === runKey || campaign.scheduledAt?.getTime() === runKey;
    return campaign.status === 'sending' && ownRun ? campaign : null;
  }

  /** Writes the outbox: a rendered delivery per consenting recipient, batch by batch with its resume point. */
  async prepare(campaign: Campaign, settings: SenderSettings, job?: JobContext): Promise<void> {
    const manager = this.database.dataSource.manager;
    const model = await manager.getRepository(EmailModel).findOneByOrFail({ id: campaign.modelId });
    const lists = await manager
      .getRepository(MarketingList)
      .findBy({ shopId: campaign.shopId, id: In(campaign.listIds.length ? campaign.listIds : [0]) });
    const mail = new CampaignMail({ ...model, subject: campaign.subject }, frameOf(settings));
    const expected = await recipientsQuery(manager, campaign.shopId, lists, true).getCount();
    let cursor = campaign.preparedUpTo;
    let written = campaign.total;
    for (;;) {
      const clients = await recipientsQuery(manager, campaign.shopId, lists, true)
        .andWhere('c.id > :cursor', { cursor })
        .orderBy('c.id', 'ASC')
        .select(['c.id', 'c.email', 'c.firstname', 'c.lastname', 'c.businessName', 'c.businessReason'])
        .take(PREPARE_BATCH)
        .getMany();
      if (!clients.length) break;
      const rows = clients.map((client) => this.delivery(campaign, settings, mail, client));
      cursor = clients[clients.length - 1]!.id;
      written += rows.length;
      await this.database.transaction(async (tx) => {
        // Ignored duplicates: a batch written before a crash whose resume point did not follow.
        await tx
          .createQueryBuilder()
          .insert()
          .into(CampaignDelivery)
          .values(rows)
          .orIgnore()
          .updateEntity(false)
          .execute();
        await tx
          .getRepository(Campaign)
          .update({ id: campaign.id }, { preparedUpTo: cursor, total: written });
      });
      // Preparing is the first tenth of the progress bar; sending the rest.
      await job?.updateProgress(Math.min(10, Math.floor((written * 10) / Math.max(1, expected))));
    }
    const total = await manager.getRepository(CampaignDelivery).countBy({ campaignId: campaign.id });
    await manager.getRepository(Campaign).update({ id: campaign.id }, { prepared: true, total });
    campaign.prepared = true;
    campaign.total = total;
  }

  private delivery(
    campaign: Campaign,
    settings: SenderSettings,
    mail: CampaignMail,
    client: Pick<Client, 'id' | 'email' | 'firstname' | 'lastname' | 'businessName' | 'businessReason'>,
  ): Partial<CampaignDelivery> {
    const token = randomBytes(16).toString('hex');
    const rendered = mail.render(
      {
        firstname: client.firstname,
        lastname: client.lastname,
        businessName: client.businessName,
        businessReason: client.businessReason,
        shopName: settings.shopName,
        userEmail: campaign.senderEmail,
        userPhone: '',
        signature: campaign.senderName,
      },
      this.unsubscribePage(token),
    );
    const domain = campaign.senderEmail.split('@')[1] ?? 'cuvee.local';
    return {
      shopId: campaign.shopId,
      campaignId: campaign.id,
      clientId: client.id,
      email: client.email!,
      token,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      status: 'pending',
      claim: null,
      messageId: `<campaign-${campaign.id}.client-${client.id}@${domain}>`,
      attempts: 0,
      sentAt: null,
      error: null,
      unsubscribedAt: null,
    };
  }

  /** Sends every pending delivery, batch by batch at the shop's rate; returns how many this run sent. */
  private async send(campaign: Campaign, settings: SenderSettings, job?: JobContext): Promise<number> {
    const manager = this.database.dataSource.manager;
    const repository = manager.getRepository(CampaignDelivery);
    let sent = 0;
    for (;;) {
      const started = Date.now();
      // Each batch its own claim, stamped with its time: a batch older than the lease is a dead run's.
      const claim = `${String(started).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;
      const batch = await this.claim(manager, campaign.id, claim);
      if (!batch.length) {
        // Nothing pending: deliveries a dead run held go back (sent again with their Message-ID); those of
        // a live run (the queue may run a late job twice) are waited for, never taken.
        const stale = `${String(Date.now() - this.leaseMs()).padStart(13, '0')}`;
        const back = await repository
          .createQueryBuilder()
          .update()
          .set({ status: 'pending', claim: null })
          .where('campaignId = :id AND status = :sending AND claim < :stale', {
            id: campaign.id,
            sending: 'sending',
            stale,
          })
          .execute();
        if (back.affected) continue;
        if (!(await repository.countBy({ campaignId: campaign.id, status: 'sending' }))) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      const consenting = new Set(
        (
          await manager.getRepository(Client).find({
            select: { id: true },
            where: { shopId: campaign.shopId, id: In(batch.map((d) => d.clientId)), marketingConsent: true },
          })
        ).map((c) => c.id),
      );
      const skipped = batch.filter((d) => !consenting.has(d.clientId)).map((d) => d.id);
      if (skipped.length)
        await repository.update({ id: In(skipped), claim }, { status: 'skipped', claim: null });
      for (const delivery of batch) {
        if (!consenting.has(delivery.clientId)) continue;
        if (await this.deliver(delivery, campaign, settings, claim)) sent++;
      }
      await job?.updateProgress(
        10 + Math.floor((campaignProgress(campaign.total, await this.settled(campaign.id)) * 9) / 10),
      );
      const wait = batchDelayMs(batch.length, settings.ratePerSecond, Date.now() - started);
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return sent;
  }

  /** Takes the next pending deliveries for this run: only rows still pending move, so two runs never share one. */
  private async claim(
    manager: EntityManager,
    campaignId: number,
    claim: string,
  ): Promise<CampaignDelivery[]> {
    const repository = manager.getRepository(CampaignDelivery);
    const ids = (
      await repository.find({
        select: { id: true },
        where: { campaignId, status: 'pending' },
        order: { id: 'ASC' },
        take: SEND_BATCH,
      })
    ).map((d) => d.id);
    if (!ids.length) return [];
    await repository
      .createQueryBuilder()
      .update()
      .set({ status: 'sending', claim, attempts: () => 'attempts + 1' })
      .where('id IN (:...ids) AND status = :pending', { ids, pending: 'pending' })
      .execute();
    return repository.find({ where: { campaignId, claim, status: 'sending' }, order: { id: 'ASC' } });
  }

  /**
   * One mail out, then its delivery settled at once (the window in which a crash may resend it is
   * this one mail). A refusal by the server is a bounce, recorded; a connection failure puts the delivery
   * back and fails the run, which the queue retries with backoff.
   */
  private async deliver(
    delivery: CampaignDelivery,
    campaign: Campaign,
    settings: SenderSettings,
    claim: string,
  ): Promise<boolean> {
    const repository = this.database.dataSource.manager.getRepository(CampaignDelivery);
    try {
      await this.mail.send({
        to: delivery.email,
        from: `"${campaign.senderName.replace(/"/g, '')}" <${campaign.senderEmail}>`,
        subject: delivery.subject,
        html: delivery.html,
        text: delivery.text,
        messageId: delivery.messageId,
        ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
        headers: {
          'List-Unsubscribe': `<${this.oneClickUrl(delivery.token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          Precedence: 'bulk',
        },
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500) {
        await repository.update(
          { id: delivery.id, claim },
          { status: 'failed', claim: null, error: String((error as Error).message).slice(0, 500) },
        );
        return false;
      }
      await repository.update({ id: delivery.id, claim }, { status: 'pending', claim: null });
      throw error;
    }
    await repository.update({ id: delivery.id, claim }, { status: 'sent', claim: null, sentAt: new Date() });
    return true;
  }

  /** How old a batch's claim must be to be a dead run's: twice the queue's lock (30 s by default). */
  private leaseMs(): number {
    return 2 * (this.config.queueLockMs ?? 30_000);
  }

  private async settled(campaignId: number): Promise<number> {
    return this.database.dataSource.manager
      .getRepository(CampaignDelivery)
      .countBy({ campaignId, status: In(['sent', 'failed', 'skipped']) });
  }

  /** The page a person opens from the mail's footer link (/disable-tracking-notif, no login). */
  private unsubscribePage(token: string): string {
    return `${this.config.publicUrl}/disable-tracking-notif?token=${token}`;
  }

  /** Where a mail client posts the one-click unsubscribe (RFC 8058), no login. */
  private oneClickUrl(token: string): string {
    return `${this.config.publicUrl}/v1/marketing/unsubscribe/${token}`;
  }
}
