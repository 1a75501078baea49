import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type WebhookStatus = 'active' | 'paused';

/** A URL of a partner that receives some of the shop's events, signed with its secret (ADR 0055). */
@Entity('webhook_subscriptions')
@Index('idx_webhook_subscriptions_shop', ['shopId'])
export class WebhookSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 500 })
  url!: string;

  @Column('varchar', { length: 255, nullable: true })
  description!: string | null;

  /** The event types (docs/partners.md), as a JSON list. */
  @Column('text')
  events!: string;

  /** Kept to sign every delivery; shown to the owner in the subscription's page. */
  @Column('varchar', { length: 80 })
  secret!: string;

  @Column('varchar', { length: 10 })
  status!: WebhookStatus;

  /** Deliveries that used up every try, in a row; a success starts it again at 0. */
  @Column('int')
  consecutiveFailures!: number;

  @Column('datetime', { nullable: true })
  pausedAt!: Date | null;

  @Column('datetime')
  createdAt!: Date;
}
