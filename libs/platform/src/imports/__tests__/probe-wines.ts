import type { DataSource, EntityManager } from 'typeorm';
import { failure } from '@cuvee/kernel';
import { engineOf } from '../../database/database.js';
import { cells } from '../cell-parsers.js';
import type { BatchOutcome, ImportDefinition, JournalEntry, RowRejection } from '../import-definition.js';

/*
 * A test-only import kind writing to a scratch table, the way a context's definition would: one SELECT
 * for the batch's existing rows, one multi-row INSERT for the new ones, UPDATEs for the changed ones,
 * and a journal entry per row created or changed. A name starting with "!" plays a refusal only the
 * database could make (an unknown reference in another table…).
 */

export interface ProbeWine {
  reference: string;
  name: string;
  price?: number;
}

export async function createProbeTable(dataSource: DataSource): Promise<void> {
  const id =
    engineOf(dataSource) === 'mysql'
      ? 'id INT AUTO_INCREMENT PRIMARY KEY'
      : 'id INTEGER PRIMARY KEY AUTOINCREMENT';
  await dataSource.query(
    `CREATE TABLE probe_wines (${id}, shop_id INT NOT NULL, reference VARCHAR(50) NOT NULL, ` +
      'name VARCHAR(100) NOT NULL, price INT NULL, UNIQUE (shop_id, reference))',
  );
}

export async function probeRows(dataSource: DataSource, shopId = 1): Promise<ProbeWine[]> {
  const rows = (await dataSource.query(
    'SELECT reference, name, price FROM probe_wines WHERE shop_id = ? ORDER BY reference',
    [shopId],
  )) as { reference: string; name: string; price: number | null }[];
  return rows.map((row) => ({
    reference: row.reference,
    name: row.name,
    ...(row.price === null ? {} : { price: Number(row.price) }),
  }));
}

type Existing = { id: number; reference: string; name: string; price: number | null };

async function existing(
  manager: EntityManager,
  shopId: number,
  references: string[],
): Promise<Map<string, Existing>> {
  if (references.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT id, reference, name, price FROM probe_wines WHERE shop_id = ? AND reference IN (${references.map(() => '?').join(', ')})`,
    [shopId, ...references],
  )) as Existing[];
  return new Map(
    rows.map((row) => [
      row.reference,
      { ...row, id: Number(row.id), price: row.price === null ? null : Number(row.price) },
    ]),
  );
}

export const probeWines: ImportDefinition<ProbeWine & Record<string, unknown>> = {
  kind: 'probe-wines',
  label: { fr: 'Vins de test', en: 'Test wines' },
  permission: 'createProduct',
  batchSize: 50,
  columns: [
    {
      field: 'reference',
      label: { fr: 'Référence', en: 'Reference' },
      synonyms: ['ref', 'sku'],
      required: true,
    },
    { field: 'name', label: { fr: 'Nom', en: 'Name' }, synonyms: ['désignation'], required: true },
    { field: 'price', label: { fr: 'Prix', en: 'Price' }, synonyms: ['prix TTC'], parse: cells.cents() },
  ],
  key: (values) => values.reference.toUpperCase(),

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const rejected: RowRejection[] = [];
    const accepted = rows.filter((row) => {
      // Refusals only the writing finds: a name starting with "!", a price above 10 000 €.
      const field = row.values.name.startsWith('!')
        ? 'name'
        : (row.values.price ?? 0) > 1_000_000
          ? 'price'
          : null;
      if (!field) return true;
      rejected.push({ line: row.line, field, failure: failure('validation.invalid') });
      return false;
    });
    const found = await existing(
      manager,
      scope.shopId,
      accepted.map((row) => row.values.reference),
    );
    const fresh = accepted.filter((row) => !found.has(row.values.reference));
    const changes: JournalEntry[] = [];
    let updated = 0;
    let skipped = 0;
    for (const { values } of accepted) {
      const before = found.get(values.reference);
      if (!before) continue;
      const price = values.price ?? null;
      if (before.name === values.name && before.price === price) {
        skipped++;
        continue;
      }
      await manager.query('UPDATE probe_wines SET name = ?, price = ? WHERE id = ?', [
        values.name,
        price,
        before.id,
      ]);
      changes.push({
        entity: 'probe_wines',
        entityId: String(before.id),
        action: 'updated',
        before: { name: before.name, price: before.price },
      });
      updated++;
    }
    if (fresh.length) {
      await manager.query(
        `INSERT INTO probe_wines (shop_id, reference, name, price) VALUES ${fresh.map(() => '(?, ?, ?, ?)').join(', ')}`,
        fresh.flatMap(({ values }) => [scope.shopId, values.reference, values.name, values.price ?? null]),
      );
      const inserted = await existing(
        manager,
        scope.shopId,
        fresh.map((row) => row.values.reference),
      );
      for (const row of inserted.values()) {
        changes.push({ entity: 'probe_wines', entityId: String(row.id), action: 'created' });
      }
    }
    return { created: fresh.length, updated, skipped, changes, rejected };
  },

  async revert(manager, changes) {
    const created = changes
      .filter((change) => change.action === 'created')
      .map((change) => Number(change.entityId));
    if (created.length) {
      await manager.query(
        `DELETE FROM probe_wines WHERE id IN (${created.map(() => '?').join(', ')})`,
        created,
      );
    }
    for (const change of changes.filter((entry) => entry.action === 'updated')) {
      await manager.query('UPDATE probe_wines SET name = ?, price = ? WHERE id = ?', [
        change.before?.name,
        change.before?.price,
        Number(change.entityId),
      ]);
    }
  },
};
