import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DutyBasis } from '@cuvee/catalogue';

/**
 * One rate of the dated duty-rate table (excise or social-security contribution of a category, in
 * force from a day until the next edition). National figures: not a shop's. Loaded by an operator
 * (`cuvee duty-rates load`), never edited: a new year is new rows.
 */
@Entity('customs_duty_rates')
@Index('uq_customs_duty_rates_category_day', ['category', 'validFrom'], { unique: true })
export class CustomsDutyRate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 32 })
  category!: string;

  @Column('varchar', { length: 100 })
  label!: string;

  @Column('varchar', { length: 4 })
  basis!: DutyBasis;

  /** Cents per hectolitre (basis hl) or per hectolitre of pure alcohol (hlap). */
  @Column('int')
  cents!: number;

  @Column('varchar', { length: 10 })
  validFrom!: string;

  @Column('varchar', { length: 255 })
  source!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
