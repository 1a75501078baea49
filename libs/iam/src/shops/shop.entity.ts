import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Spec §3 shop settings; the fiscal year starts on logStartMonth (0-based) / logStartDay. */
export interface ShopSettings {
  hasTVA: boolean;
  logStartMonth: number;
  logStartDay: number;
  allRulesInEq75: boolean;
}

/** A seller's business: a winery, a champagne house, a brewery, a merchant… */
@Entity('shops')
export class Shop {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The public shop code used in links (`/auth/login?id=CODE`). */
  @Column('varchar', { length: 32, unique: true })
  code!: string;

  @Index('uq_shops_url_shop', { unique: true })
  @Column('varchar', { length: 100 })
  urlShop!: string;

  @Column('varchar', { length: 150 })
  name!: string;

  @Column('varchar', { length: 16 })
  businessType!: string;

  @Column('varchar', { length: 191, nullable: true })
  contactEmail!: string | null;

  @Column('int')
  ownerId!: number;

  @Column('simple-json')
  settings!: ShopSettings;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
