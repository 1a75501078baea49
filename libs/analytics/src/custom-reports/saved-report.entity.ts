import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ChartType, CustomDimension, CustomMeasure } from '@cuvee/kernel';
import type { CustomFilters, PeriodPreset } from '../domain/custom-reports.js';

/**
 * A custom report a user saved (docs/analytics.md "Custom reports", ADR 0083): what it measures, its
 * axes, filters, chart and period. Its author sees it; shared, everyone of the shop who opens the
 * custom reports sees it too. Only its author changes it.
 */
@Entity('analytics_saved_reports')
@Index('idx_analytics_saved_reports_shop_owner', ['shopId', 'ownerId'])
@Index('idx_analytics_saved_reports_shop_shared', ['shopId', 'shared'])
export class SavedReport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** The user who saved it. */
  @Column('int')
  ownerId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('boolean', { default: false })
  shared!: boolean;

  @Column('varchar', { length: 12 })
  measure!: CustomMeasure;

  @Column('simple-json')
  dimensions!: CustomDimension[];

  @Column('simple-json')
  filters!: CustomFilters;

  @Column('varchar', { length: 8 })
  chart!: ChartType;

  /** A period that moves with the day (this month, this year…), or `custom` with its two dates. */
  @Column('varchar', { length: 16 })
  preset!: PeriodPreset;

  @Column('varchar', { length: 10, nullable: true })
  periodFrom!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  periodTo!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
