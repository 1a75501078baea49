/**
 * The write broke a unique or primary key, on either engine: MySQL/MariaDB's ER_DUP_ENTRY (1062), or
 * SQLite's constraint codes. TypeORM wraps the driver's error in a QueryFailedError (`driverError`); a
 * raw driver error is read as well.
 */
export function isUniqueViolation(error: unknown): boolean {
  const wrapped = error as { driverError?: unknown } | null;
  const driver = (wrapped?.driverError ?? error) as { errno?: number; code?: string } | null;
  return (
    driver?.errno === 1062 ||
    driver?.code === 'ER_DUP_ENTRY' ||
    driver?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driver?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
