import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { RefundStatus } from '../domain/order-refunds.js';

/**
 * Money of an order's card capture sent back through the payment provider, for one credit note of
 * its invoices (ADR 0075): pending until the provider answers, then succeeded (its refund id, and the
 * billing payment out that records it) or failed with the provider's reason, to retry. Each try has
 * its own provider idempotency key; a replay of the same try moves no money twice. The refunds of an
 * order never add up to more than its capture (recorded while the order's payment row is held).
 */
@Entity('order_refunds')
@Index('uq_order_refunds_credit_note', ['creditNoteId'], { unique: true })
@Index('idx_order_refunds_order', ['orderId', 'createdAt'])
@Index('idx_order_refunds_shop_status', ['shopId', 'status', 'createdAt'])
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  orderId!: number;

  /** The billing credit note it pays out (one refund per credit note). */
  @Column('int')
  creditNoteId!: number;

  @Column('varchar', { length: 40 })
  creditNoteNumber!: string;

  /** In cents: the credit note's TTC, capped at what was left of the capture. */
  @MoneyColumn()
  amount!: number;

  @Column('varchar', { length: 12 })
  status!: RefundStatus;

  /** The provider's decline reason (DeclineReason), or providerUnavailable; null unless failed. */
  @Column('varchar', { length: 32, nullable: true })
  failureReason!: string | null;

  /** Tries asked so far (1, then one more per retry); the job's provider key is made of it. */
  @Column('int', { default: 1 })
  attempts!: number;

  /** The provider key of the current try. */
  @Column('varchar', { length: 64 })
  idempotencyKey!: string;

  @Column('varchar', { length: 100, nullable: true })
  providerRefundId!: string | null;

  /** The billing payment out recorded on the credit note once the money left. */
  @Column('int', { nullable: true })
  paymentId!: number | null;

  @Column('datetime', { nullable: true })
  refundedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
