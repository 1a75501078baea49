import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { JournalEntry } from './import-definition.js';

/**
 * The journal of an import: one line per row it created or changed, written in the same transaction as
 * the change. Revert reads it newest first and deletes each line with the undo, so a revert cut short
 * resumes where it stopped.
 */
@Entity('import_changes')
@Index('idx_import_changes_import', ['importId', 'id'])
export class ImportChange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  importId!: number;

  @Column('varchar', { length: 64 })
  entity!: string;

  @Column('varchar', { length: 64 })
  entityId!: string;

  @Column('varchar', { length: 16 })
  action!: JournalEntry['action'];

  @Column('simple-json', { nullable: true })
  before!: Record<string, unknown> | null;
}
