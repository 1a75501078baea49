import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SepaMandateStatus } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

/**
 * A client's SEPA direct-debit mandate (ADR 0076): the account it allows the shop to debit and its
 * unique reference (RUM). `pending` until signed, `processing` once signed and not yet used,
 * `completed` (active) after its first debit went through, `error` when the bank refused it.
 * Revoked, it stays for the record (its debits name it) and debits nothing more.
 */
@Entity('billing_sepa_mandates')
@Index('uq_billing_sepa_mandates_reference', ['shopId', 'reference'], { unique: true })
@Index('idx_billing_sepa_mandates_client', ['shopId', 'clientId', 'status'])
export class SepaMandate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  /** The RUM, unique for the shop's creditor identifier. */
  @Column('varchar', { length: 35 })
  reference!: string;

  /** The account holder, as on the bank details. */
  @Column('varchar', { length: 140 })
  holder!: string;

  /** Normalised: capitals, no spaces; checked by its key. */
  @Column('varchar', { length: 34 })
  iban!: string;

  @Column('varchar', { length: 11, nullable: true })
  bic!: string | null;

  /** The day the client signed; null while pending. */
  @Column('varchar', { length: 10, nullable: true })
  signedOn!: string | null;

  /** Recurring (every invoice) or one-off (a single debit). */
  @Column('boolean', { default: true })
  recurring!: boolean;

  @Column('varchar', { length: 12 })
  status!: SepaMandateStatus;

  @Column('datetime', { nullable: true })
  revokedAt!: Date | null;

  /** What its debits collected so far, in cents. */
  @MoneyColumn()
  collected!: number;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
