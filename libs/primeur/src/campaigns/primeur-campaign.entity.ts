import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { CampaignStatus } from '../domain/primeur-rules.js';

/**
 * A vintage offered en primeur before it is bottled: one product × vintage × format, a price HT per
 * bottle (per typology when set), the deposit percentage asked at subscription, and its dates.
 */
@Entity('primeur_campaigns')
@Index('idx_primeur_campaigns_shop_status', ['shopId', 'status'])
export class PrimeurCampaign {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('int')
  productId!: number;

  @Column('int')
  vintageId!: number;

  @Column('int')
  formatId!: number;

  /** The price HT of a bottle for a typology without its own. */
  @MoneyColumn()
  unitHt!: number;

  /** Price HT of a bottle by client typology (cents). */
  @Column('simple-json')
  prices!: Record<string, number>;

  /** VAT rate in basis points (2000 = 20 %). */
  @Column('int')
  vatRateBp!: number;

  /** The deposit asked at subscription, in basis points of the price TTC (3000 = 30 %). */
  @Column('int')
  depositBp!: number;

  @Column('varchar', { length: 10 })
  opensOn!: string;

  @Column('varchar', { length: 10 })
  closesOn!: string;

  /** The last day a buyer may cancel a subscription from the shop; none: they ask the shop. */
  @Column('varchar', { length: 10, nullable: true })
  cancelUntil!: string | null;

  /** When the wine is expected to be delivered (printed on documents). */
  @Column('varchar', { length: 10, nullable: true })
  deliveryOn!: string | null;

  @Column('varchar', { length: 12 })
  status!: CampaignStatus;

  /** Where the bottled wine entered stock. */
  @Column('int', { nullable: true })
  warehouseId!: number | null;

  @Column('datetime', { nullable: true })
  bottledAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** An allocation: how many bottles one client, or the clients of one typology together, may subscribe. */
@Entity('primeur_quotas')
@Index('idx_primeur_quotas_campaign', ['campaignId'])
export class PrimeurQuota {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  campaignId!: number;

  @Column('int', { nullable: true })
  clientId!: number | null;

  @Column('varchar', { length: 24, nullable: true })
  typology!: string | null;

  @Column('int')
  quantity!: number;

  /** Bottles taken by live subscriptions; an UPDATE whose WHERE keeps it within `quantity` moves it. */
  @Column('int', { default: 0 })
  subscribed!: number;
}
