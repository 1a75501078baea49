import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { engineOf } from '../database/database.js';

/** Bound values per INSERT: under SQLite's 32,766 and MySQL's 65,535 placeholders. */
const VALUES_PER_STATEMENT = 30_000;

/** A value for a column the row leaves out: now for the creation and update dates, else its default or null. */
function missing(column: ColumnMetadata): unknown {
  if (column.isCreateDate || column.isUpdateDate) return new Date();
  return typeof column.default === 'function' || column.default === undefined ? null : column.default;
}

/**
 * Multi-row INSERTs of many rows of an entity, as few statements as the engines allow (one per batch of an
 * import, usually). Values go through the entity's column transformers and the driver's conversion
 * (JSON, booleans, dates), as TypeORM's own insert would; the SQL is built here because TypeORM's
 * InsertQueryBuilder finds each parameter among the previous ones, which costs more in JavaScript than
 * the database spends on the rows. Returns the generated ids in the order of `rows` (empty for an
 * entity without a generated id): MySQL/MariaDB give consecutive ids to the rows of one multi-row INSERT
 * (the first one as insertId), SQLite writes one statement at a time (the last one as lastInsertRowid).
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const generated = metadata.columns.find(
    (column) => column.isGenerated && column.generationStrategy === 'increment',
  );
  const columns = metadata.columns.filter((column) => column !== generated);
  const mysql = engineOf(manager.connection) === 'mysql';
  const quote = (name: string) => (mysql ? `\`${name}\`` : `"${name}"`);
  const head = `INSERT INTO ${quote(metadata.tableName)} (${columns.map((c) => quote(c.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const size = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.length));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const values = chunk.flatMap((row) =>
      columns.map((column) => {
        const value = column.getEntityValue(row, true) as unknown;
        return driver.preparePersistentValue(
          value === undefined ? missing(column) : value,
          column,
        ) as unknown;
      }),
    );
    const result = (await manager.query(head + chunk.map(() => tuple).join(', '), values)) as
      { insertId: number } | number | bigint;
    if (!generated) continue;
    const first = typeof result === 'object' ? Number(result.insertId) : Number(result) - chunk.length + 1;
    for (let index = 0; index < chunk.length; index++) ids.push(first + index);
  }
  return ids;
}
