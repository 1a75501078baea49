import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountingSettingsPatch, BillingSettingsPatch } from '../domain/billing-settings.js';

/** The shop's `billing` and `accounting` settings sections, as saved (defaults fill what is missing). */
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

  @UpdateDateColumn()
  updatedAt!: Date;
}
