import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CapsuleType, CrdCategory, CrdColor } from '../domain/declaration.js';

/**
 * A catalogue article bought from a supplier that is CRD capsules: which capsules one unit of its format
 * holds. A purchase receipt of it enters the CRD ledger as a capsule purchase (docs/customs.md).
 */
@Entity('customs_capsule_articles')
@Index('uq_customs_capsule_articles_format', ['shopId', 'productId', 'formatId'], { unique: true })
export class CapsuleArticle {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  productId!: number;

  @Column('int')
  formatId!: number;

  @Column('varchar', { length: 4 })
  category!: CrdCategory;

  /** Null: the shop's capsule type at the time of the receipt. */
  @Column('varchar', { length: 32, nullable: true })
  capsuleType!: CapsuleType | null;

  @Column('varchar', { length: 10 })
  color!: CrdColor;

  @Column('varchar', { length: 20 })
  centilisation!: string;

  /** Capsules in one unit of the format (a box of 1,000: 1000). */
  @Column('int')
  perUnit!: number;
}
