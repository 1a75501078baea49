import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { MatchGridPartner } from '../domain/match-grid-rules.js';

/**
 * A correspondence grid (ADR 0090): a partner's own article references mapped to the shop's products
 * and formats, priced by a price grid. One per partner (the unique index): a client or an agent, referred
 * to by id (CRM's client, iam's user), never by a foreign key.
 */
@Entity('sales_match_grids')
@Index('uq_sales_match_grids_partner', ['shopId', 'partnerKind', 'partnerId'], { unique: true })
export class MatchGrid {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 8 })
  partnerKind!: MatchGridPartner;

  /** The CRM client's id, or the agent's user id. */
  @Column('int')
  partnerId!: number;

  /** The typology pricing the partner's references; null: the client's own (the public one for an agent). */
  @Column('varchar', { length: 32, nullable: true })
  typology!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** One reference of a partner: the shop's product, format and vintage it means, and maybe a fixed price. */
@Entity('sales_match_grid_rows')
@Index('uq_sales_match_grid_rows_key', ['gridId', 'referenceKey'], { unique: true })
@Index('idx_sales_match_grid_rows_grid', ['gridId', 'position'])
export class MatchGridRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  gridId!: number;

  @Column('int')
  position!: number;

  /** As the partner writes it. */
  @Column('varchar', { length: 64 })
  reference!: string;

  /** The reference without spaces, in capitals (domain referenceKey): what is unique in the grid. */
  @Column('varchar', { length: 64 })
  referenceKey!: string;

  /** The partner's own name for the article. */
  @Column('varchar', { length: 120, nullable: true })
  label!: string | null;

  @Column('int')
  productId!: number;

  @Column('int')
  formatId!: number;

  /** Null: any vintage (the product's current one when ordered). */
  @Column('int', { nullable: true })
  vintageId!: number | null;

  /** Cents HT of one unit, replacing the price grid's list price; null: the price grid's. */
  @MoneyColumn({ nullable: true, default: null })
  fixedPriceHt!: number | null;
}
