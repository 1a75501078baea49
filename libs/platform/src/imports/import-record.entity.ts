import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImportStatus, Locale } from '@cuvee/kernel';
import type { ColumnBinding, MappingOverride } from './column-mapping.js';
import type { LocalizableParams } from './import-definition.js';
import type { ImportFormat, TextEncoding } from './reading/import-file.js';

/**
 * One import of a file into a shop (docs/imports-exports.md): pending → processing → completed | error,
 * then reverted when undone. `processedRows` is the resume point: the rows before it were committed with
 * their journal and errors, batch by batch, so a crashed run continues from there.
 */
@Entity('imports')
@Index('idx_imports_shop_created', ['shopId', 'createdAt'])
@Index('idx_imports_shop_status', ['shopId', 'status'])
@Index('idx_imports_shop_kind', ['shopId', 'kind'])
export class ImportRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 50 })
  kind!: string;

  @Column('int')
  shopId!: number;

  /** null when started from the command line. */
  @Column('int', { nullable: true })
  userId!: number | null;

  /** The requester's language: the error report is written in it. */
  @Column('varchar', { length: 2, default: 'fr' })
  locale!: Locale;

  @Column('varchar', { length: 255 })
  fileName!: string;

  /** The uploaded file in the platform's file storage. */
  @Column('varchar', { length: 255 })
  fileKey!: string;

  @Column('varchar', { length: 8 })
  format!: ImportFormat;

  @Column('varchar', { length: 16, nullable: true })
  encoding!: TextEncoding | null;

  @Column('varchar', { length: 1, nullable: true })
  delimiter!: string | null;

  @Column('varchar', { length: 16 })
  status!: ImportStatus;

  /** Checks and counts everything, writes nothing. */
  @Column('boolean', { default: false })
  dryRun!: boolean;

  /** All rows or none: one bad row and nothing is imported. */
  @Column('boolean', { default: false })
  strict!: boolean;

  /** The mapping the user gave (file header → field), or null for the automatic one. */
  @Column('simple-json', { nullable: true })
  mapping!: MappingOverride | null;

  /** How the file's columns were bound, as found when the import was created. */
  @Column('simple-json')
  columns!: ColumnBinding[];

  /** Data rows in the file (header excluded), known after the first reading. */
  @Column('int', { nullable: true })
  totalRows!: number | null;

  @Column('int', { default: 0 })
  processedRows!: number;

  @Column('int', { default: 0 })
  created!: number;

  @Column('int', { default: 0 })
  updated!: number;

  @Column('int', { default: 0 })
  skipped!: number;

  @Column('int', { default: 0 })
  failed!: number;

  /** 0 to 100. */
  @Column('int', { default: 0 })
  progress!: number;

  /** The CSV report of refused rows in file storage, when there are any. */
  @Column('varchar', { length: 255, nullable: true })
  errorReportKey!: string | null;

  /** Why the import stopped (status error): a message key and its parameters. */
  @Column('varchar', { length: 100, nullable: true })
  errorCode!: string | null;

  @Column('simple-json', { nullable: true })
  errorParams!: LocalizableParams | null;

  @Column('varchar', { length: 64, nullable: true })
  jobId!: string | null;

  @Column('datetime', { nullable: true })
  startedAt!: Date | null;

  @Column('datetime', { nullable: true })
  finishedAt!: Date | null;

  /** Set when someone asked for the revert; `revertedAt` when it is done. */
  @Column('datetime', { nullable: true })
  revertRequestedAt!: Date | null;

  @Column('datetime', { nullable: true })
  revertedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
