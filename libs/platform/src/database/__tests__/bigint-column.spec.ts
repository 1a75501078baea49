import { Entity, PrimaryGeneratedColumn, type DataSource } from 'typeorm';
import { MoneyColumn } from '../bigint-column.js';
import { openDataSource } from '../data-source-options.js';
import { createScratchDatabase, scratchTargetFromEnv, type ScratchDatabase } from '../scratch-database.js';

@Entity('money_probe')
class MoneyProbe {
  @PrimaryGeneratedColumn()
  id!: number;

  @MoneyColumn()
  amount!: number;
}

// A throwaway table on the engine under test (SQLite, or MySQL/MariaDB with DB_URL): the one place
// where synchronize is allowed.
let scratch: ScratchDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'bigint');
  dataSource = await openDataSource(scratch.config, [MoneyProbe], [], { synchronize: true });
});
afterAll(async () => {
  await dataSource.destroy();
  await scratch.drop();
});

test('money columns are BIGINT and come back as numbers, up to the largest safe integer', async () => {
  const repository = dataSource.getRepository(MoneyProbe);
  const amounts = [0, 1250, -4999, Number.MAX_SAFE_INTEGER];
  await repository.save(amounts.map((amount) => repository.create({ amount })));
  const stored = await repository.find({ order: { id: 'ASC' } });
  expect(stored.map((row) => row.amount)).toEqual(amounts);
  for (const row of stored) expect(typeof row.amount).toBe('number');

  const [column] = (await dataSource.query(
    scratch.config.engine === 'mysql'
      ? "SELECT DATA_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'money_probe' AND COLUMN_NAME = 'amount'"
      : "SELECT type FROM pragma_table_info('money_probe') WHERE name = 'amount'",
  )) as { type: string }[];
  expect(column!.type.toLowerCase()).toBe('bigint');
});

test('sums computed by the database come back as numbers too', async () => {
  const { total } = (await dataSource
    .getRepository(MoneyProbe)
    .createQueryBuilder('probe')
    .select('SUM(probe.amount)', 'total')
    .where('probe.amount < :max', { max: 1_000_000 })
    .getRawOne()) as { total: string | number };
  expect(Number(total)).toBe(1250 - 4999);
});
