import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { checkSchema, JobRecord, scratchTargetFromEnv } from '@cuvee/platform';
import { schema } from '../schema.js';

// The schema check on the engine under test (SQLite, or MySQL/MariaDB when DB_URL is set).
const target = scratchTargetFromEnv();

@Entity('drift_probe')
class DriftProbe {
  @PrimaryGeneratedColumn()
  id!: number;
}

@Entity('jobs')
class JobRecordWithExtraColumn extends JobRecord {
  @Column('varchar', { length: 20, nullable: true })
  extra!: string | null;
}

test('the migrations give exactly the schema the entities describe', async () => {
  expect((await checkSchema(target, schema)).drift).toEqual([]);
});

test('a new entity without its migration is reported as drift', async () => {
  const { drift } = await checkSchema(target, { ...schema, entities: [...schema.entities, DriftProbe] });
  expect(drift.join('\n')).toMatch(/CREATE TABLE [`"]drift_probe[`"]/);
});

test('a column added to an entity without its migration is reported as drift', async () => {
  const entities = schema.entities.map((entity) => (entity === JobRecord ? JobRecordWithExtraColumn : entity));
  const { drift } = await checkSchema(target, { ...schema, entities });
  expect(drift.join('\n')).toMatch(/extra/);
});
