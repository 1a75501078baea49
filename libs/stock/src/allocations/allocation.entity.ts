import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type AllocationStatus = 'active' | 'ended';

/**
 * A quota of a scarce wine set aside in one stock level for given clients or client typologies,
 * between two dates. While active its unused part (quantity − used) counts in the level's `allocated`
 * and is unavailable to others; when it ends, that part returns to the general stock.
 */
@Entity('stock_allocations')
@Index('idx_stock_allocations_shop_status', ['shopId', 'status', 'endsAt'])
@Index('idx_stock_allocations_level', ['levelId', 'status'])
@Index('idx_stock_allocations_shop_product', ['shopId', 'productId'])
export class StockAllocation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  levelId!: number;

  @Column('int')
  warehouseId!: number;

  @Column('int')
  productId!: number;

  @Column('int')
  vintageId!: number;

  @Column('int')
  formatId!: number;

  @Column('varchar', { length: 100, nullable: true })
  name!: string | null;

  /** CRM client ids. */
  @Column('simple-json')
  clientIds!: number[];

  /** Kernel CLIENT_TYPOLOGIES keys. */
  @Column('simple-json')
  typologies!: string[];

  @Column('int')
  quantity!: number;

  /** Taken by orders so far. */
  @Column('int', { default: 0 })
  used!: number;

  /** Before this the clients cannot order from it yet (the quota is held all the same). */
  @Column('datetime', { nullable: true })
  startsAt!: Date | null;

  /** After this what is left returns to the general stock. */
  @Column('datetime', { nullable: true })
  endsAt!: Date | null;

  @Column('varchar', { length: 8, default: 'active' })
  status!: AllocationStatus;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
