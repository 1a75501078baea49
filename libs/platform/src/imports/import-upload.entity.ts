import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ImportFormat, TextEncoding } from './reading/import-file.js';

/**
 * A file staged for an import (ADR 0067): stored under `imports/<id>/upload`, inspected and previewed,
 * not yet imported. An import made from it takes its file and deletes this row in the same transaction;
 * one left for a day is deleted with its file by the `imports.purge-uploads` job.
 */
@Entity('import_uploads')
@Index('idx_import_uploads_created', ['createdAt'])
export class ImportUpload {
  /** A random UUID: the id the API hands out, and the folder of the file in storage. */
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('int')
  shopId!: number;

  /** null when staged from the command line. */
  @Column('int', { nullable: true })
  userId!: number | null;

  @Column('varchar', { length: 50 })
  kind!: string;

  @Column('varchar', { length: 255 })
  fileName!: string;

  @Column('varchar', { length: 255 })
  fileKey!: string;

  /** Bytes. */
  @Column('int')
  size!: number;

  @Column('varchar', { length: 8 })
  format!: ImportFormat;

  @Column('varchar', { length: 16, nullable: true })
  encoding!: TextEncoding | null;

  @Column('varchar', { length: 1, nullable: true })
  delimiter!: string | null;

  /** The header row as read, so the import needs not read the file again before its job. */
  @Column('simple-json')
  header!: string[];

  @CreateDateColumn()
  createdAt!: Date;
}
