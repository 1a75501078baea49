import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The maintenance notice: one row, id 1. `banner` shows a non-blocking notice
 * with the start date; `page` blocks the front ends until `endDate`.
 */
@Entity('maintenance')
export class Maintenance {
  @PrimaryColumn('int')
  id!: number;

  @Column('boolean', { default: false })
  banner!: boolean;

  @Column('boolean', { default: false })
  page!: boolean;

  @Column('datetime', { nullable: true })
  startDate!: Date | null;

  @Column('datetime', { nullable: true })
  endDate!: Date | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
