import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus } from '../domain/campaign-rules.js';

/**
 * One recipient of one campaign, written with its rendered mail before anything is sent (the outbox):
 * the pair (campaign, client) is unique, so a preparation that runs twice writes it once, and a sender
 * claims it by moving it from pending to sending in one conditional update (ADR 0052).
 */
@Entity('campaign_deliveries')
@Index('uq_campaign_deliveries_client', ['campaignId', 'clientId'], { unique: true })
@Index('idx_campaign_deliveries_status', ['campaignId', 'status', 'id'])
@Index('uq_campaign_deliveries_token', ['token'], { unique: true })
@Index('idx_campaign_deliveries_shop_client', ['shopId', 'clientId'])
export class CampaignDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  campaignId!: number;

  @Column('int')
  clientId!: number;

  @Column('varchar', { length: 191 })
  email!: string;

  /** The secret of the unsubscribe links of this mail (no login needed to use them). */
  @Column('varchar', { length: 32 })
  token!: string;

  @Column('varchar', { length: 200 })
  subject!: string;

  @Column('text')
  html!: string;

  @Column('text')
  text!: string;

  @Column('varchar', { length: 10 })
  status!: DeliveryStatus;

  /** Which run of the sending job holds it while it is sending. */
  @Column('varchar', { length: 40, nullable: true })
  claim!: string | null;

  /** The Message-ID, fixed per delivery: a mail sent again after a crash carries the same one. */
  @Column('varchar', { length: 191 })
  messageId!: string;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('datetime', { nullable: true })
  sentAt!: Date | null;

  @Column('varchar', { length: 500, nullable: true })
  error!: string | null;

  @Column('datetime', { nullable: true })
  unsubscribedAt!: Date | null;
}
