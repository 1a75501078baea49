import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentType } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

export const PAYMENT_DIRECTIONS = ['in', 'out'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * A payment received from a client (règlement), of any spec payment type, spread over one or several
 * of its invoices (PaymentAllocation); an over-payment becomes a client credit (creditId). Cheques go
 * to the bank in deposit batches (bankDepositId). A payment of type `credit` spends client credit.
 * A payment `out` is money sent back to the client on a credit note (a card refund, ADR 0075): its
 * allocation is the credit note, and it takes the client credit that credit note left.
 */
@Entity('billing_payments')
@Index('idx_billing_payments_shop_received', ['shopId', 'receivedOn'])
@Index('idx_billing_payments_shop_client', ['shopId', 'clientId', 'receivedOn'])
@Index('idx_billing_payments_shop_type_deposit', ['shopId', 'type', 'bankDepositId'])
export class Payment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  @Column('varchar', { length: 16 })
  type!: PaymentType;

  @MoneyColumn()
  amount!: number;

  /** in: received from the client; out: sent back to them (a refund), always positive in `amount`. */
  @Column('varchar', { length: 3, default: 'in' })
  direction!: PaymentDirection;

  /** The day the money came in (Europe/Paris calendar). */
  @Column('varchar', { length: 10 })
  receivedOn!: string;

  /** Cheque number, transfer reference… */
  @Column('varchar', { length: 100, nullable: true })
  reference!: string | null;

  @Column('int', { nullable: true })
  bankDepositId!: number | null;

  /** The client credit its over-payment became. */
  @Column('int', { nullable: true })
  creditId!: number | null;

  @Column('text', { nullable: true })
  notes!: string | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}

/** The part of a payment put on one document. */
@Entity('billing_payment_allocations')
@Index('idx_billing_payment_allocations_payment', ['paymentId'])
@Index('idx_billing_payment_allocations_document', ['documentId'])
export class PaymentAllocation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  paymentId!: number;

  @Column('int')
  documentId!: number;

  @MoneyColumn()
  amount!: number;
}

/** A batch of cheques taken to the bank together (remise de chèques). */
@Entity('billing_bank_deposits')
@Index('idx_billing_bank_deposits_shop_date', ['shopId', 'depositedOn'])
export class BankDeposit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 10 })
  depositedOn!: string;

  /** The bank's slip reference, or ours. */
  @Column('varchar', { length: 100, nullable: true })
  reference!: string | null;

  /** The shop's bank account (RIB) it went to. */
  @Column('varchar', { length: 64, nullable: true })
  bankAccount!: string | null;

  @MoneyColumn()
  total!: number;

  @Column('int')
  count!: number;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
