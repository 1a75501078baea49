import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { TillRecordKind } from '../domain/chain.js';

/**
 * One append-only record of a sales point's till (ADR 0042): a ticket, a cancellation, a duplicate
 * printed, a cash movement or a closure, sealed by the SHA-256 of its content and of the previous
 * record's seal. Never updated nor deleted by the application; `cuvee till verify` finds any hand edit.
 */
@Entity('till_records')
@Index('uq_till_records_point_sequence', ['salesPointId', 'sequence'], { unique: true })
@Index('uq_till_records_point_key', ['salesPointId', 'idempotencyKey'], { unique: true })
@Index('uq_till_records_point_closure', ['salesPointId', 'closureKey'], { unique: true })
@Index('uq_till_records_point_cancels', ['salesPointId', 'cancelsSequence'], { unique: true })
@Index('idx_till_records_shop_point_kind', ['shopId', 'salesPointId', 'kind', 'sequence'])
export class TillRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** The sales context's sales point (by id, no foreign key across contexts). */
  @Column('int')
  salesPointId!: number;

  /** 1, 2, 3… per sales point, without gaps. */
  @Column('int')
  sequence!: number;

  @Column('varchar', { length: 16 })
  kind!: TillRecordKind;

  /** ISO instant as text: what the seal covers, never rounded by an engine. */
  @Column('varchar', { length: 24 })
  occurredAt!: string;

  /** "T-000042": what the receipt shows. */
  @Column('varchar', { length: 16 })
  reference!: string;

  @MoneyColumn()
  totalTtc!: number;

  /** The body as sealed (canonical JSON): lines, payments, totals, closure. */
  @Column('text')
  data!: string;

  @Column('varchar', { length: 64 })
  previousHash!: string;

  @Column('varchar', { length: 64 })
  hash!: string;

  /** The till's key for a sale (replays of an offline sale find it): 1 to 128 printable characters. */
  @Column('varchar', { length: 128, nullable: true })
  idempotencyKey!: string | null;

  /** The hash of the request a key was first used with: the same key with another body is refused. */
  @Column('varchar', { length: 64, nullable: true })
  requestHash!: string | null;

  /** "day:2026-11-27", "month:2026-11", "year:2026": one closure per period. */
  @Column('varchar', { length: 24, nullable: true })
  closureKey!: string | null;

  /** A cancellation: the sequence of the ticket it cancels (once). */
  @Column('int', { nullable: true })
  cancelsSequence!: number | null;

  /** Who recorded it (iam user). */
  @Column('int')
  userId!: number;

  @CreateDateColumn()
  createdAt!: Date;
}

/**
 * Where a sales point's chain ends: its last sequence and seal. Locked by every append, so records of
 * one sales point are written one at a time; `verify` compares it with the last record to find one cut
 * off at the end.
 */
@Entity('till_heads')
@Index('uq_till_heads_point', ['salesPointId'], { unique: true })
export class TillHead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  salesPointId!: number;

  @Column('int', { default: 0 })
  lastSequence!: number;

  @Column('varchar', { length: 64, default: '' })
  lastHash!: string;
}
