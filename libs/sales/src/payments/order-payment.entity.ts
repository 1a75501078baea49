import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentDelay, PaymentStatus } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

/**
 * How an order is paid: a card imprint (provider, imprint, capture) or an offline method with its
 * delay and due day. The order carries a copy of `status` (paymentStatus) so its lists filter on it.
 */
@Entity('order_payments')
@Index('uq_order_payments_order', ['orderId'], { unique: true })
@Index('idx_order_payments_imprint', ['provider', 'imprintId'])
export class OrderPayment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  orderId!: number;

  @Column('int')
  shopId!: number;

  /** card, transfer, check, cash, bill, payLater. */
  @Column('varchar', { length: 16 })
  method!: string;

  /** The card provider that imprinted (a capture goes back to it); null offline. */
  @Column('varchar', { length: 32, nullable: true })
  provider!: string | null;

  @Column('varchar', { length: 16 })
  status!: PaymentStatus;

  /** What was captured or received, in cents. */
  @MoneyColumn()
  amount!: number;

  @Column('varchar', { length: 100, nullable: true })
  imprintId!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  captureId!: string | null;

  /** Captures tried: each try has its own provider idempotency key. */
  @Column('int', { default: 0 })
  attempts!: number;

  @Column('varchar', { length: 24, nullable: true })
  delay!: PaymentDelay | null;

  @Column('varchar', { length: 10, nullable: true })
  dueDate!: string | null;

  /** The provider's decline reason, for the seller. */
  @Column('varchar', { length: 32, nullable: true })
  failureReason!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
