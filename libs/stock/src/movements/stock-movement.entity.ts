import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MovementType } from '../domain/stock-rules.js';

/**
 * One line of the append-only stock ledger: never updated, never deleted; a mistake is corrected by a
 * new movement. `delta` is signed (entries positive, exits negative) so a level is the sum of its deltas.
 */
@Entity('stock_movements')
@Index('idx_stock_movements_shop_created', ['shopId', 'createdAt'])
@Index('idx_stock_movements_shop_warehouse', ['shopId', 'warehouseId', 'createdAt'])
@Index('idx_stock_movements_shop_product', ['shopId', 'productId', 'createdAt'])
@Index('idx_stock_movements_shop_type', ['shopId', 'type', 'createdAt'])
@Index('idx_stock_movements_shop_source', ['shopId', 'sourceRef'])
@Index('idx_stock_movements_level', ['levelId', 'id'])
export class StockMovement {
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

  @Column('varchar', { length: 16 })
  type!: MovementType;

  @Column('int')
  delta!: number;

  @Column('varchar', { length: 255, nullable: true })
  reason!: string | null;

  /** Who recorded it (null: the system, e.g. an expiry). */
  @Column('int', { nullable: true })
  userId!: number | null;

  /** The document behind it: `order:F-2026-0012`, `transfer:…`, `count:…`, a delivery note number. */
  @Column('varchar', { length: 64, nullable: true })
  sourceRef!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
