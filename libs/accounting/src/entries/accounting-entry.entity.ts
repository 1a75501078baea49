import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { JournalCode } from '../domain/journals.js';

/**
 * What an entry was posted from: one entry per source, ever (a redelivered event posts nothing).
 * `document` and `payment` are billing's, `paymentUndo` a payment cancelled after it was posted;
 * `opening` an imported open document and `openingUndo` its import reverted (billing's, ADR 0069); `purchase` a supplier invoice and `disbursement` a payment to
 * a supplier (purchases'); `closure` a till's day closure (its record).
 */
export const ENTRY_SOURCES = [
  'document',
  'payment',
  'paymentUndo',
  'opening',
  'openingUndo',
  'purchase',
  'disbursement',
  'closure',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/**
 * A journal entry (écriture), posted in the transaction of what it records (ADR 0048): balanced,
 * never changed nor deleted, numbered without gaps per journal and fiscal year ("VE2026-000001").
 */
@Entity('accounting_entries')
@Index('uq_accounting_entries_source', ['shopId', 'source', 'sourceId'], { unique: true })
@Index('uq_accounting_entries_number', ['shopId', 'journal', 'fiscalYear', 'counter'], { unique: true })
@Index('idx_accounting_entries_shop_date', ['shopId', 'date'])
export class AccountingEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 2 })
  journal!: JournalCode;

  /** The first day of its fiscal year. */
  @Column('varchar', { length: 10 })
  fiscalYear!: string;

  @Column('int')
  counter!: number;

  @Column('varchar', { length: 20 })
  number!: string;

  @Column('varchar', { length: 10 })
  date!: string;

  @Column('varchar', { length: 40 })
  pieceRef!: string;

  @Column('varchar', { length: 255 })
  label!: string;

  @Column('varchar', { length: 12 })
  source!: EntrySource;

  @Column('int')
  sourceId!: number;

  /** Sum of its debits (= of its credits). */
  @MoneyColumn()
  total!: number;

  /** The day it was posted: entries are validated (made final) as they are written. */
  @Column('varchar', { length: 10 })
  validatedOn!: string;

  @CreateDateColumn()
  createdAt!: Date;
}

/**
 * A line of an entry, with the entry's journal, number, dates and voucher copied on it so that the FEC
 * is one read of one table in posting order (index shopId + id). Only lettering changes on it later.
 */
@Entity('accounting_entry_lines')
@Index('idx_accounting_entry_lines_shop_id', ['shopId', 'id'])
@Index('idx_accounting_entry_lines_entry', ['entryId'])
@Index('idx_accounting_entry_lines_match', ['shopId', 'matchKey'])
@Index('idx_accounting_entry_lines_shop_account', ['shopId', 'account'])
export class AccountingEntryLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  entryId!: number;

  @Column('varchar', { length: 2 })
  journal!: JournalCode;

  @Column('varchar', { length: 20 })
  entryNumber!: string;

  @Column('varchar', { length: 10 })
  entryDate!: string;

  @Column('varchar', { length: 40 })
  pieceRef!: string;

  @Column('varchar', { length: 10 })
  pieceDate!: string;

  @Column('varchar', { length: 20 })
  account!: string;

  @Column('varchar', { length: 20, nullable: true })
  auxAccount!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  auxLabel!: string | null;

  @Column('varchar', { length: 255 })
  label!: string;

  @MoneyColumn()
  debit!: number;

  @MoneyColumn()
  credit!: number;

  /** Client and supplier lines: the document whose debt they open or settle (lettering matches on it, per account). */
  @Column('int', { nullable: true })
  matchKey!: number | null;

  @Column('varchar', { length: 8, nullable: true })
  letter!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  letteredOn!: string | null;

  @Column('varchar', { length: 10 })
  validatedOn!: string;
}

/** The last entry number of a journal in a fiscal year, locked by the transaction that posts. */
@Entity('accounting_sequences')
@Index('uq_accounting_sequences_journal', ['shopId', 'journal', 'fiscalYear'], { unique: true })
export class AccountingSequence {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 2 })
  journal!: JournalCode;

  @Column('varchar', { length: 10 })
  fiscalYear!: string;

  @Column('int', { default: 0 })
  lastNumber!: number;
}

/** A shop's own title for an account of its chart (the PCG's otherwise). */
@Entity('accounting_accounts')
@Index('uq_accounting_accounts_number', ['shopId', 'number'], { unique: true })
export class AccountingAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 20 })
  number!: string;

  @Column('varchar', { length: 255 })
  title!: string;
}
