import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShopBank, ShopVatRates } from '@cuvee/iam';
import type { AccountingSettingsPatch, BillingSettingsPatch } from '../domain/billing-settings.js';

/**
 * The shop's `billing` and `accounting` settings sections, and its VAT, fiscal year and bank accounts
 * (shown in GET /v1/shops/me), as saved (defaults fill what is missing).
 */
@Entity('billing_settings')
@Index('uq_billing_settings_shop', ['shopId'], { unique: true })
export class BillingSettingsRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('simple-json')
  billing!: BillingSettingsPatch;

  @Column('simple-json')
  accounting!: AccountingSettingsPatch;

  /** The shop charges VAT; without it documents say why (art. 293 B of the tax code). */
  @Column('boolean', { default: true })
  hasTVA!: boolean;

  /** Percent rates of the three VAT slots; null reads as the French rates. */
  @Column('simple-json', { nullable: true })
  vatRate!: ShopVatRates | null;

  /** The fiscal year starts on this day: 0-based month, day of month. */
  @Column('int', { default: 0 })
  logStartMonth!: number;

  @Column('int', { default: 1 })
  logStartDay!: number;

  /** Bank accounts shown on documents; the default one receives the bank deposits. */
  @Column('simple-json', { nullable: true })
  banks!: ShopBank[] | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
