import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CrdCategory, CrdColor } from '../domain/declaration.js';

/**
 * The customs product of a catalogue product (every vintage, `vintageId` null) or of one vintage:
 * the label and codes the declaration uses, the duty-rate keys and the CRD category. Volumes are
 * declared in hectolitres from the formats' volumes.
 */
@Entity('customs_products')
@Index('uq_customs_products_target', ['shopId', 'productId', 'vintageId'], { unique: true })
export class CustomsProduct {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  productId!: number;

  /** 0 for every vintage of the product (0 rather than null so the unique index holds on MySQL). */
  @Column('int', { default: 0 })
  vintageId!: number;

  @Column('varchar', { length: 100 })
  label!: string;

  @Column('varchar', { length: 8, nullable: true })
  inaoCode!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  certification!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  genre!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  appellation!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  color!: string | null;

  @Column('double', { nullable: true })
  alcohol!: number | null;

  @Column('varchar', { length: 32, nullable: true })
  da!: string | null;

  @Column('varchar', { length: 32, nullable: true })
  css!: string | null;

  @Column('varchar', { length: 4 })
  crdCategory!: CrdCategory;

  /** The colour of the capsules its bottles carry (the uses of the CRD ledger follow it). */
  @Column('varchar', { length: 10, default: 'blue' })
  crdColor!: CrdColor;
}
