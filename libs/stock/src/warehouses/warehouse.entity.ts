import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FiscalStatus } from '../domain/stock-rules.js';

/**
 * A place where a shop keeps bottles: the cellar, a bonded warehouse, a shop. Its fiscal status says
 * whether goods sit there duty-suspended (for the DRM) or duty-paid. One warehouse per shop is the
 * default one, where orders reserve when they name none.
 */
@Entity('warehouses')
@Index('idx_warehouses_shop_name', ['shopId', 'name'])
@Index('idx_warehouses_shop_default', ['shopId', 'isDefault'])
export class Warehouse {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 100 })
  name!: string;

  /** Street, zipcode and city as one text (shown on documents, never parsed). */
  @Column('varchar', { length: 255, nullable: true })
  address!: string | null;

  @Column('varchar', { length: 12 })
  fiscalStatus!: FiscalStatus;

  @Column('boolean', { default: false })
  isDefault!: boolean;

  /** Deleted while its movements stay in the ledger: hidden, and no new movement may use it. */
  @Column('datetime', { nullable: true })
  archivedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
