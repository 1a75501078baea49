import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageParams } from '@cuvee/kernel';

/** A refused row of an import, committed with its batch; the error report is written from these. */
@Entity('import_row_errors')
@Index('idx_import_row_errors_import_line', ['importId', 'line'])
export class ImportRowError {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  importId!: number;

  /** The line in the file, as a spreadsheet numbers it. */
  @Column('int')
  line!: number;

  /** The file's column header, when the refusal is about one cell. */
  @Column('varchar', { length: 191, nullable: true })
  column!: string | null;

  /** The cell as written (cut to 500 characters). */
  @Column('varchar', { length: 500, nullable: true })
  value!: string | null;

  /** The message key (a kernel validation message) and its parameters. */
  @Column('varchar', { length: 100 })
  code!: string;

  @Column('simple-json', { nullable: true })
  params!: MessageParams | null;
}
