import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { VintageLegal } from '../domain/pricing-inputs.js';

/** Values of a vintage that override the product's (spec "advanced"): its own alcohol today. */
export interface VintageAdvanced {
  alcohol: number | null;
}

/**
 * A vintage (millésime) of a product: its name ("2022", "NV"), its legal data for duties (null: no duty,
 * for accessories and services), its own alcohol strength, and the lot numbers bottled from it (so a GS1
 * link carrying a lot finds its vintage).
 */
@Entity('product_vintages')
@Index('idx_product_vintages_product', ['productId', 'position'])
export class Vintage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  productId!: number;

  /** Order on the product; the first vintage is the one shown by default. */
  @Column('int')
  position!: number;

  @Column('varchar', { length: 20 })
  name!: string;

  @Column('simple-json', { nullable: true })
  legal!: VintageLegal | null;

  @Column('simple-json')
  advanced!: VintageAdvanced;

  @Column('simple-json')
  lots!: string[];
}
