import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ImportStatus, Locale } from '@cuvee/kernel';
import type { LocalizableParams } from '../imports/import-definition.js';
import type { ExportFilterValues } from './export-definition.js';

export type ExportFormat = 'csv' | 'xlsx';
/** The import statuses minus `reverted`: an export is pending, processing, completed or in error. */
export type ExportStatus = Exclude<ImportStatus, 'reverted'>;

/** One export: a zip of CSV or XLSX files written by a job, downloadable by its requester only. */
@Entity('exports')
@Index('idx_exports_shop_user_created', ['shopId', 'userId', 'createdAt'])
export class ExportRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 50 })
  kind!: string;

  @Column('int')
  shopId!: number;

  /** The requester, the only one who may download the file; null from the command line. */
  @Column('int', { nullable: true })
  userId!: number | null;

  /** The column headers are written in this language. */
  @Column('varchar', { length: 2, default: 'fr' })
  locale!: Locale;

  @Column('varchar', { length: 8 })
  format!: ExportFormat;

  /** The filters it was asked with (checked against its definition); null: everything. */
  @Column('simple-json', { nullable: true })
  filter!: ExportFilterValues | null;

  @Column('varchar', { length: 16 })
  status!: ExportStatus;

  @Column('int', { default: 0 })
  progress!: number;

  @Column('int', { default: 0 })
  rowCount!: number;

  /** The zip's name as the user gets it (`export-clients-2026-11-22-12.zip`). */
  @Column('varchar', { length: 191 })
  fileName!: string;

  @Column('varchar', { length: 255, nullable: true })
  fileKey!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  errorCode!: string | null;

  @Column('simple-json', { nullable: true })
  errorParams!: LocalizableParams | null;

  @Column('varchar', { length: 64, nullable: true })
  jobId!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column('datetime', { nullable: true })
  finishedAt!: Date | null;
}
