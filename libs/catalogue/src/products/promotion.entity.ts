import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '@cuvee/platform';
import type { PromotionActivation, PromotionType } from '../domain/pricing-inputs.js';

/**
 * A promotion on a format. `amount` is stored as an integer: cents off each unit
 * (type amount) or hundredths of a percent (type percent: 1250 = 12,5 %), so nothing is a float.
 */
@Entity('product_promotions')
@Index('idx_product_promotions_product', ['productId'])
export class ProductPromotion {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  productId!: number;

  @Column('int')
  formatId!: number;

  /** Shown to buyers ("Offre de printemps"); null shows the amount only. */
  @Column('varchar', { length: 100, nullable: true })
  name!: string | null;

  @Column('varchar', { length: 8 })
  type!: PromotionType;

  @Column('bigint', { transformer: bigintAsNumber })
  amount!: number;

  @Column('varchar', { length: 16 })
  activation!: PromotionActivation;

  /** Units (or eq75) for minProduct / minProductOrder, cents HT for minPrice / minPriceOrder; else 0. */
  @Column('bigint', { transformer: bigintAsNumber })
  threshold!: number;

  /** First and last day (ISO, Europe/Paris) the promotion runs; null is open-ended. */
  @Column('varchar', { length: 10, nullable: true })
  start!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  end!: string | null;
}
