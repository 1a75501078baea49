import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Series } from '../domain/document-kinds.js';

/** The legal series of documents, and the references of SEPA mandates (ADR 0076). */
export type SequenceName = Series | 'sepaMandate';

/**
 * The last number given in a series of a shop for a period ('all', or a fiscal year's first day).
 * Locked and incremented in the transaction that writes the numbered document (ADR 0016).
 */
@Entity('billing_sequences')
@Index('uq_billing_sequences_series', ['shopId', 'series', 'period'], { unique: true })
export class BillingSequence {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 12 })
  series!: SequenceName;

  @Column('varchar', { length: 10 })
  period!: string;

  @Column('int', { default: 0 })
  lastNumber!: number;

  @UpdateDateColumn()
  updatedAt!: Date;
}
