import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { CommissionBasis } from '../domain/commissions.js';

/**
 * An agent's commission rules in a shop (docs/analytics.md "Commissions"): the basis, a default rate in
 * basis points of the HT, and rates by client typology and by product that override it. One per shop
 * and agent; an agent without one earns nothing.
 */
@Entity('analytics_commission_rules')
@Index('uq_analytics_commission_rules_shop_agent', ['shopId', 'agentId'], { unique: true })
export class CommissionRule {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** The agent's user id. */
  @Column('int')
  agentId!: number;

  /** invoiced or paid. */
  @Column('varchar', { length: 8 })
  basis!: CommissionBasis;

  @Column('int')
  defaultRateBp!: number;

  @Column('simple-json')
  typologyRates!: { typology: string; rateBp: number }[];

  @Column('simple-json')
  productRates!: { productId: number; rateBp: number }[];

  @UpdateDateColumn()
  updatedAt!: Date;
}

/**
 * What a payment settled of an issued invoice or credit note (the paid basis' read model): one row per
 * payment and document, written in the payment's transaction from billing's PaymentRecordedEvent, with
 * what earlier payments had settled and what the document asks, so that a report reads no billing table.
 * A refund (a payment out) settles a credit note.
 */
@Entity('analytics_paid_amounts')
@Index('uq_analytics_paid_amounts_payment_document', ['paymentId', 'documentId'], { unique: true })
@Index('idx_analytics_paid_amounts_shop_day', ['shopId', 'day', 'documentId'])
@Index('idx_analytics_paid_amounts_document', ['documentId'])
export class PaidAmount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  paymentId!: number;

  @Column('int')
  documentId!: number;

  /** The Paris day the money came in (or left, for a refund). */
  @Column('varchar', { length: 10 })
  day!: string;

  @MoneyColumn()
  amount!: number;

  /** Settled on the document by earlier payments. */
  @MoneyColumn()
  paidBefore!: number;

  /** What the document asks: its TTC, deposits taken off. */
  @MoneyColumn()
  due!: number;
}
