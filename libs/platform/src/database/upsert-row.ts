import type {
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
  QueryDeepPartialEntity,
} from 'typeorm';
import { engineOf } from './database.js';

/**
 * The row of `entity` whose unique key is `key`, inserted with `defaults` when it does not exist yet:
 * how a write path creates a row it makes lazily (a shop's settings, a deduplicated job). Concurrent first
 * calls all end on the one row, on both engines: the insert is an upsert on the key that changes
 * nothing when the row exists (INSERT … ON DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE), where a
 * read-then-insert would let a twin fail on the unique index. On MySQL the upsert holds the row's
 * exclusive lock until the transaction ends, so concurrent writers queue instead of deadlocking,
 * and the read that follows is a locking one: it sees the row even when another transaction
 * committed it after this one's snapshot. Call it inside `Database.transaction()`, then change the row
 * by key (`update`), not with `save`: that looks the row up in the older snapshot and inserts it
 * again (ADR 0026).
 */
export async function upsertRow<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  key: FindOptionsWhere<E> & QueryDeepPartialEntity<E>,
  defaults: QueryDeepPartialEntity<E>,
): Promise<E> {
  const keyColumns = Object.keys(key);
  await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values({ ...defaults, ...key })
    .orUpdate(keyColumns, keyColumns)
    .execute();
  return manager.getRepository(entity).findOneOrFail({ where: key, lock: writeLock(manager) });
}

/**
 * The lock option of a read that must see the latest committed row and hold it until commit (MySQL:
 * SELECT … FOR UPDATE; SQLite's single writer already excludes others and takes no lock option).
 */
export function writeLock(manager: EntityManager): { mode: 'pessimistic_write' } | undefined {
  return engineOf(manager.connection) === 'mysql' ? { mode: 'pessimistic_write' } : undefined;
}

/** A row read with `writeLock`, or null. */
export function lockedRow<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  where: FindOptionsWhere<E>,
): Promise<E | null> {
  return manager.getRepository(entity).findOne({ where, lock: writeLock(manager) });
}
