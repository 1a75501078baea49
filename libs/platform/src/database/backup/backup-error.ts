/** Why a backup or a restore was refused; the command line words each reason in French or English. */
export type BackupRefusal =
  /** There is no such file (`path`). */
  | 'missing'
  /** The file is not a tar holding a Cuvée manifest. */
  | 'notABackup'
  /** The file ends before its last entry: a copy cut short. */
  | 'truncated'
  /** A part's bytes differ from its checksum, or a part is missing (`part`). */
  | 'corrupt'
  /** A layout this program does not read (`found`). */
  | 'unsupportedFormat'
  /** The backup's schema is newer than this program's (`backup`, `known`). */
  | 'newerSchema'
  /** The backup's schema names a migration this program does not have (`backup`). */
  | 'unknownSchema'
  /** The target holds data and --force was not given (`tables`, `files`). */
  | 'notEmpty'
  /** The output file is already there (`path`). */
  | 'outputExists';

export class BackupError extends Error {
  constructor(
    readonly reason: BackupRefusal,
    readonly details: Record<string, string> = {},
  ) {
    super(`Backup refused: ${reason} ${JSON.stringify(details)}`);
    this.name = 'BackupError';
  }
}
