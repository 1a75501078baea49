/**
 * Where a backup or a restore stands, for the command line's display: `done` out of `total` in the
 * step's unit (pages for the SQLite snapshot, bytes while checking, rows while dumping or loading,
 * files for the stored files, migrations for the schema).
 */
export interface BackupProgress {
  step: 'snapshot' | 'tables' | 'files' | 'verify' | 'schema' | 'rows' | 'migrations';
  done: number;
  total: number;
  /** The table being dumped or loaded. */
  table?: string;
  /** The rows of that table dumped so far (a table can hold millions). */
  rows?: number;
}
