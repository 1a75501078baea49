import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CreditStatus } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

export const CREDIT_ORIGINS = ['creditNote', 'overpayment', 'manual'] as const;
export type CreditOrigin = (typeof CREDIT_ORIGINS)[number];

/**
 * A client's credit (note de crédit): what a credit note gave back beyond what was owed, an
 * over-payment, or a credit granted by hand. Spent as a payment of type `credit`, on invoices here and
 * on later orders through ClientCreditsService.spend. Status: full, partial, empty, cancelled.
 */
@Entity('billing_client_credits')
@Index('idx_billing_client_credits_shop_client', ['shopId', 'clientId', 'status'])
@Index('idx_billing_client_credits_shop_status', ['shopId', 'status', 'createdAt'])
export class ClientCredit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  @Column('varchar', { length: 12 })
  origin!: CreditOrigin;

  /** The credit note or payment it came from. */
  @Column('int', { nullable: true })
  documentId!: number | null;

  @Column('int', { nullable: true })
  paymentId!: number | null;

  @Column('varchar', { length: 255, nullable: true })
  label!: string | null;

  @MoneyColumn()
  amount!: number;

  @MoneyColumn()
  remaining!: number;

  @Column('varchar', { length: 10 })
  status!: CreditStatus;

  @Column('datetime', { nullable: true })
  cancelledAt!: Date | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}

/** One spending of a credit: a payment of type credit on invoices, or an order (by its reference). */
@Entity('billing_client_credit_uses')
@Index('idx_billing_client_credit_uses_credit', ['creditId'])
@Index('idx_billing_client_credit_uses_payment', ['paymentId'])
@Index('idx_billing_client_credit_uses_source', ['shopId', 'sourceRef'])
export class ClientCreditUse {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  creditId!: number;

  @MoneyColumn()
  amount!: number;

  @Column('int', { nullable: true })
  paymentId!: number | null;

  /** What it paid outside billing, e.g. "order:42" (orders context). */
  @Column('varchar', { length: 64, nullable: true })
  sourceRef!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
