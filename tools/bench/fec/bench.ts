/**
 * Benchmark of the FEC (docs/accounting.md): BENCH_FEC_LINES (1,000,000) entry lines of one fiscal
 * year written straight into the journal's table, then the FEC of the year streamed by fecChunks (the
 * lines read a page at a time, titled, formatted, written to a file) next to the ceiling: the same
 * rows read by the same keyset pages in raw SQL and written as they come, tab joined. Prints the
 * median of BENCH_RUNS (3) runs of each, the heap's growth during the FEC (flat memory: a few pages,
 * whatever the year), and `RATIO fec <percent>` (ceiling time / FEC time; the target is at least
 * 50 %). SQLite by default, MySQL/MariaDB with DB_URL.
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/fec/bench.ts
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AccountingEntryLine, FEC_PAGE_SIZE, fecChunks, type FecFile } from '@cuvee/accounting';
import { createScratchDatabase, Database, scratchTargetFromEnv } from '@cuvee/platform';
import { startBenchApi } from '../support/load.js';

const LINES = Number(process.env.BENCH_FEC_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHOP_ID = 1;
const YEAR = 2026;
const ACCOUNTS = ['411000', '701100', '445711', '512000', '530000', '707000', '445712'];

async function median(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const scratch = await createScratchDatabase(scratchTargetFromEnv(), 'benchfec');
const { app, close } = await startBenchApi(scratch.env);
const output = join(tmpdir(), `bench-fec-${process.pid}.txt`);
try {
  const database = app.get(Database);
  const manager = database.dataSource.manager;

  process.stdout.write(`writing ${LINES.toLocaleString('en')} entry lines… `);
  const t0 = performance.now();
  // A thousandth of the lines written row by row, then the table doubled onto itself in SQL until it
  // holds them all: row by row inserts of a million lines would take longer than the benchmark.
  const doublings = Math.max(0, Math.ceil(Math.log2(LINES / 1000)));
  const seed = Math.ceil(LINES / 2 ** doublings);
  // SQLite refuses long multi-row INSERTs (its expression depth): smaller batches, one transaction.
  const batch = database.engine === 'sqlite' ? 200 : 2000;
  const table = manager.connection.getMetadata(AccountingEntryLine).tableName;
  const columns =
    'shopId, entryId, journal, entryNumber, entryDate, pieceRef, pieceDate, account, auxAccount, auxLabel, ' +
    'label, debit, credit, matchKey, letter, letteredOn, validatedOn';
  await database.transaction(async (writer) => {
    for (let done = 0; done < seed; done += batch) {
      const rows = Array.from({ length: Math.min(batch, seed - done) }, (_, index) => {
        const n = done + index;
        const entry = Math.floor(n / 2);
        const day = `${YEAR}-${String(1 + (n % 12)).padStart(2, '0')}-15`;
        const debit = n % 2 === 0;
        return {
          shopId: SHOP_ID,
          entryId: entry + 1,
          journal: 'VE' as const,
          entryNumber: `VE${YEAR}-${String(entry + 1).padStart(6, '0')}`,
          entryDate: day,
          pieceRef: `F${YEAR}-${String(entry + 1).padStart(6, '0')}`,
          pieceDate: day,
          account: ACCOUNTS[n % ACCOUNTS.length]!,
          auxAccount: debit ? `C${String(entry).padStart(6, '0')}` : null,
          auxLabel: debit ? `Client ${entry}` : null,
          label: `F${YEAR}-${entry + 1} Cave ${entry}`,
          debit: debit ? 1000 + entry : 0,
          credit: debit ? 0 : 1000 + entry,
          matchKey: debit ? entry + 1 : null,
          letter: null,
          letteredOn: null,
          validatedOn: day,
        };
      });
      await writer.createQueryBuilder().insert().into(AccountingEntryLine).values(rows).execute();
    }
    for (let round = 0; round < doublings; round++)
      await writer.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${table}`);
  });
  const count = await manager.getRepository(AccountingEntryLine).countBy({ shopId: SHOP_ID });
  console.log(`${count.toLocaleString('en')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const file: FecFile = {
    fileName: 'bench.txt',
    from: `${YEAR}-01-01`,
    to: `${YEAR}-12-31`,
    separator: '\t',
  };
  let peak = 0;
  let base = 0;
  const fec = async () => {
    global.gc?.();
    base = process.memoryUsage().heapUsed;
    const chunks = fecChunks(manager, SHOP_ID, file);
    const sampled = (async function* () {
      for await (const chunk of chunks) {
        peak = Math.max(peak, process.memoryUsage().heapUsed - base);
        yield chunk;
      }
    })();
    await pipeline(Readable.from(sampled), createWriteStream(output));
  };
  await fec();
  let written = -1; // the header line is not an entry line
  for await (const chunk of createReadStream(output) as AsyncIterable<Buffer>)
    for (const byte of chunk) if (byte === 10) written++;
  if (written !== count) throw new Error(`the FEC wrote ${written} lines, not ${count}`);
  const fecMs = await median(fec);

  // The ceiling: the same keyset pages in raw SQL, every column written as the database gives it.
  const raw = async () => {
    async function* rows() {
      for (let after = 0; ;) {
        const page = (await manager.query(
          `SELECT id, journal, entryNumber, entryDate, account, auxAccount, auxLabel, pieceRef, pieceDate,
                  label, debit, credit, letter, letteredOn, validatedOn
             FROM ${table} WHERE shopId = ? AND id > ? AND entryDate BETWEEN ? AND ? ORDER BY id LIMIT ${FEC_PAGE_SIZE}`,
          [SHOP_ID, after, file.from, file.to],
        )) as Record<string, unknown>[];
        let chunk = '';
        for (const row of page) chunk += `${Object.values(row).join('\t')}\r\n`;
        if (chunk) yield chunk;
        if (page.length < FEC_PAGE_SIZE) return;
        after = Number(page[page.length - 1]!.id);
      }
    }
    await pipeline(Readable.from(rows()), createWriteStream(output));
  };
  const rawMs = await median(raw);

  console.log(
    `FEC of ${count.toLocaleString('en')} lines ${fecMs.toFixed(0)} ms (${Math.round(count / (fecMs / 1000)).toLocaleString('en')} lines/s), ` +
      `raw SQL rows written ${rawMs.toFixed(0)} ms (median of ${RUNS})`,
  );
  console.log(`heap growth during the FEC: at most ${(peak / 1024 / 1024).toFixed(1)} MB`);
  console.log(`RATIO fec ${Math.round((rawMs / fecMs) * 100)}`);
} finally {
  await rm(output, { force: true });
  await close();
  await scratch.drop();
}
