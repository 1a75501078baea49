import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Payment types taken at a till (kernel PAYMENT_TYPES keys a counter uses). */
export const SALES_POINT_PAYMENT_METHODS = ['cash', 'cb', 'cbnc', 'check', 'ticket', 'gift'] as const;
export type SalesPointPaymentMethod = (typeof SALES_POINT_PAYMENT_METHODS)[number];

/**
 * A sales point (/dashboard/salespoints): the cellar door, a market stall, a fair. Its orders are
 * counter sales: priced with its price list, taken from its warehouse, paid and handed over at once.
 */
@Entity('sales_points')
@Index('idx_sales_points_shop_name', ['shopId', 'archived', 'name'])
export class SalesPoint {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 100 })
  name!: string;

  @Column('varchar', { length: 255, nullable: true })
  address!: string | null;

  /** Where its bottles come from; null: the shop's default warehouse. */
  @Column('int', { nullable: true })
  warehouseId!: number | null;

  /** The price list it sells at (a key of the shop's typologies). */
  @Column('varchar', { length: 32, default: 'public' })
  typology!: string;

  @Column('simple-json')
  paymentMethods!: SalesPointPaymentMethod[];

  @Column('boolean', { default: false })
  archived!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
