import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type {
  DeliverySettings,
  NamedOrderPromotion,
  OrderRules,
  PaymentSettings,
} from '../domain/sales-settings.js';

/** A shop's sales settings (domain sales-settings): one row per shop, one JSON column per section. */
@Entity('sales_settings')
@Index('uq_sales_settings_shop', ['shopId'], { unique: true })
export class SalesSettings {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('simple-json')
  delivery!: DeliverySettings;

  @Column('simple-json')
  promotions!: NamedOrderPromotion[];

  @Column('simple-json')
  rules!: OrderRules;

  @Column('simple-json')
  payments!: PaymentSettings;

  @UpdateDateColumn()
  updatedAt!: Date;
}
