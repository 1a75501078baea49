import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';

export const SEPA_DEBIT_STATUSES = ['scheduled', 'paid', 'failed', 'cancelled'] as const;
export type SepaDebitStatus = (typeof SEPA_DEBIT_STATUSES)[number];

/**
 * An invoice collected by direct debit with a mandate (ADR 0076): scheduled when the invoice is
 * issued (the client pre-notified), presented by a job on its day, then paid (the billing payment it
 * recorded) or failed with the bank's reason, to retry; cancelled when its mandate was revoked or the
 * invoice was settled otherwise. Each try has its own provider idempotency key.
 */
@Entity('billing_sepa_debits')
@Index('uq_billing_sepa_debits_invoice', ['invoiceId'], { unique: true })
@Index('idx_billing_sepa_debits_due', ['status', 'debitOn'])
@Index('idx_billing_sepa_debits_mandate', ['mandateId'])
export class SepaDebit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  mandateId!: number;

  @Column('int')
  clientId!: number;

  @Column('int')
  invoiceId!: number;

  @Column('varchar', { length: 40 })
  invoiceNumber!: string;

  /** In cents: what the invoice left to pay when it was issued, as pre-notified. */
  @MoneyColumn()
  amount!: number;

  /** The day it is presented: the due date, or later to respect the pre-notification delay. */
  @Column('varchar', { length: 10 })
  debitOn!: string;

  @Column('varchar', { length: 12 })
  status!: SepaDebitStatus;

  /** The bank's reason (DirectDebitDeclineReason), providerUnavailable, mandateRevoked or invoiceSettled. */
  @Column('varchar', { length: 32, nullable: true })
  failureReason!: string | null;

  @Column('int', { default: 1 })
  attempts!: number;

  @Column('varchar', { length: 64 })
  idempotencyKey!: string;

  @Column('varchar', { length: 100, nullable: true })
  providerDebitId!: string | null;

  /** When the client's pre-notification mail left (null: not yet, or the client has no address). */
  @Column('datetime', { nullable: true })
  notifiedAt!: Date | null;

  /** The billing payment recorded on the invoice once collected. */
  @Column('int', { nullable: true })
  paymentId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
