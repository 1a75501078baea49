import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { SubscriptionStatus } from '../domain/primeur-rules.js';

/**
 * A client's commitment to buy bottles of a campaign: priced when taken, its deposit invoice issued at
 * once, its balance invoice (deposit deducted) and its delivery at bottling.
 */
@Entity('primeur_subscriptions')
@Index('idx_primeur_subscriptions_campaign', ['campaignId', 'status'])
@Index('idx_primeur_subscriptions_shop_client', ['shopId', 'clientId'])
export class PrimeurSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  campaignId!: number;

  @Column('int')
  clientId!: number;

  @Column('int')
  quotaId!: number;

  @Column('int')
  quantity!: number;

  @MoneyColumn()
  unitHt!: number;

  @Column('varchar', { length: 12 })
  status!: SubscriptionStatus;

  /** backoffice or shop: who took it. */
  @Column('varchar', { length: 12 })
  channel!: 'backoffice' | 'shop';

  @Column('int', { nullable: true })
  depositInvoiceId!: number | null;

  @Column('varchar', { length: 40, nullable: true })
  depositNumber!: string | null;

  @Column('int', { nullable: true })
  balanceInvoiceId!: number | null;

  @Column('varchar', { length: 40, nullable: true })
  balanceNumber!: string | null;

  /** The sale movement that delivered it. */
  @Column('int', { nullable: true })
  movementId!: number | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
