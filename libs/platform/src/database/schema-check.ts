import type { SchemaDefinition } from '../platform.module.js';
import { openDataSource } from './data-source-options.js';
import { runMigrations, schemaDrift } from './migrations-runner.js';
import { createScratchDatabase } from './scratch-database.js';

export interface SchemaCheckResult {
  engine: 'mysql' | 'sqlite';
  /** The SQL the entities still need after every migration ran: empty when they agree. */
  drift: string[];
}

/** Applies every migration of one engine to an empty database and compares the result with the entities. */
export async function checkSchema(
  target: { engine: 'sqlite' } | { engine: 'mysql'; serverUrl: string },
  schema: SchemaDefinition,
): Promise<SchemaCheckResult> {
  const scratch = await createScratchDatabase(target, 'check');
  try {
    const dataSource = await openDataSource(
      scratch.config,
      schema.entities,
      schema.migrations[target.engine],
    );
    try {
      await runMigrations(dataSource);
      return { engine: target.engine, drift: await schemaDrift(dataSource) };
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await scratch.drop();
  }
}
