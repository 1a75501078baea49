import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The stock of one product × vintage × format in one warehouse. `onHand` is the sum of the ledger's
 * movements on it, kept in step in the same transaction; `reserved` is what pending orders hold,
 * `allocated` what allocations set aside for given clients. Available = onHand − reserved − allocated,
 * never below zero: every decrease is one conditional UPDATE (StockLedger).
 */
@Entity('stock_levels')
@Index('uq_stock_levels_key', ['warehouseId', 'productId', 'vintageId', 'formatId'], { unique: true })
@Index('idx_stock_levels_shop_product', ['shopId', 'productId'])
@Index('idx_stock_levels_shop_warehouse', ['shopId', 'warehouseId'])
@Index('idx_stock_levels_shop_on_hand', ['shopId', 'onHand'])
export class StockLevel {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  warehouseId!: number;

  @Column('int')
  productId!: number;

  /** 0 for a product without vintages (accessories): a real value keeps the unique key working. */
  @Column('int', { default: 0 })
  vintageId!: number;

  @Column('int')
  formatId!: number;

  @Column('int', { default: 0 })
  onHand!: number;

  @Column('int', { default: 0 })
  reserved!: number;

  @Column('int', { default: 0 })
  allocated!: number;

  /** Below this many available, the shop is notified (null: no alert). */
  @Column('int', { nullable: true })
  lowThreshold!: number | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
