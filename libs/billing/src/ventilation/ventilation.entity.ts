import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';

export const VENTILATION_TARGETS = ['line', 'payment'] as const;
export type VentilationTarget = (typeof VENTILATION_TARGETS)[number];

/**
 * The accounts a document line or a payment is bound to before the accounting export (ADR 0017).
 * Written pending when the line's document is issued or the payment recorded, with the accounts
 * suggested by the settings; bound (boundAt) automatically or by hand. Never part of a legal hash.
 */
@Entity('billing_ventilations')
@Index('uq_billing_ventilations_target', ['target', 'targetId'], { unique: true })
@Index('idx_billing_ventilations_shop_bound_date', ['shopId', 'bound', 'date'])
export class Ventilation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 8 })
  target!: VentilationTarget;

  @Column('int')
  targetId!: number;

  /** The document of a line; the payment's id for a payment. */
  @Column('int', { nullable: true })
  documentId!: number | null;

  @Column('int', { nullable: true })
  paymentId!: number | null;

  @Column('int')
  clientId!: number;

  /** The journal it goes to: sales for documents, bank for payments. */
  @Column('varchar', { length: 8 })
  journal!: 'sales' | 'bank';

  /** Credit notes reverse the sales entries. */
  @Column('boolean', { default: false })
  reversed!: boolean;

  @Column('varchar', { length: 10 })
  date!: string;

  /** Document number and line label, or the payment's type and reference. */
  @Column('varchar', { length: 255 })
  label!: string;

  @MoneyColumn()
  amountHt!: number;

  @MoneyColumn()
  amountVat!: number;

  @MoneyColumn()
  amountDuties!: number;

  @Column('varchar', { length: 20 })
  revenueAccount!: string;

  @Column('varchar', { length: 20, nullable: true })
  vatAccount!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  dutyAccount!: string | null;

  @Column('varchar', { length: 20 })
  counterpartAccount!: string;

  @Column('boolean', { default: false })
  bound!: boolean;

  @Column('datetime', { nullable: true })
  boundAt!: Date | null;

  @Column('int', { nullable: true })
  boundById!: number | null;
}
