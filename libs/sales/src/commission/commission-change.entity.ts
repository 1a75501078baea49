import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change of the platform's commission (ADR 0086): the history is the table, the newest row the rate
 * in force. Rows are only ever inserted; no row: no commission (0 %).
 */
@Entity('platform_commission_changes')
@Index('idx_platform_commission_changes_at', ['changedAt'])
export class CommissionChangeRow {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Percent of the order's goods HT, 2 decimals at most. */
  @Column('double')
  percent!: number;

  /** The rate it replaced (0 for the first). */
  @Column('double')
  previousPercent!: number;

  @Column('datetime')
  changedAt!: Date;

  /** The administrator who changed it; null for the demo data and the command line. */
  @Column('int', { nullable: true })
  changedByUserId!: number | null;
}
