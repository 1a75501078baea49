import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShopHeaderStyle, ShopTab } from '@cuvee/kernel';

/** How a shop's pages look and are organised on the shop front (docs/shop-front.md). One row per shop. */
@Entity('shop_front_settings')
@Index('uq_shop_front_settings_shop', ['shopId'], { unique: true })
export class ShopFrontSettings {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** Missing keys read as the kernel's defaults (headerStyleOf). */
  @Column('simple-json', { nullable: true })
  headerStyle!: Partial<ShopHeaderStyle> | null;

  /** A bounded tree, edited as a whole on the back office's /dashboard/customize. */
  @Column('simple-json', { nullable: true })
  tabs!: ShopTab[] | null;

  /** Heading of the shop page's product list; null shows the default wording. */
  @Column('varchar', { length: 100, nullable: true })
  titleProducts!: string | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
