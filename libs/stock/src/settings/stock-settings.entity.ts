import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StockDisplay } from '@cuvee/kernel';

/** A shop's stock settings (docs/stock.md): one row per shop. */
@Entity('stock_settings')
@Index('uq_stock_settings_shop', ['shopId'], { unique: true })
export class StockSettings {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** A product goes out of stock (and back online) by itself when its stock runs out (returns). */
  @Column('boolean', { default: false })
  autoOutOfStock!: boolean;

  /** What buyers and visitors see of the stock on the shop's pages (kernel STOCK_DISPLAYS). */
  @Column('varchar', { length: 16 })
  stockDisplay!: StockDisplay;

  @UpdateDateColumn()
  updatedAt!: Date;
}
