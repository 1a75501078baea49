/**
 * What the list benchmarks share: the load loop (BENCH_REQUESTS requests, BENCH_CONCURRENCY at a time),
 * its percentile, how a result is printed, and the API started on the benchmark's database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '@cuvee/platform';
import { createApp } from '../../../apps/api/src/bootstrap.js';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Requests run before measuring (connections opened, statements prepared, code warmed). */
const WARM_UP = 50;

export interface Result {
  requests: number;
  perSecond: number;
  p95: number;
}

/** The value `share` (0 to 1) of the way up sorted values: percentile(latencies, 0.95) is the p95. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** Runs `task` REQUESTS times with CONCURRENCY workers (after a warm-up) and measures it. */
export async function measure(task: () => Promise<void>): Promise<Result> {
  for (let i = 0; i < WARM_UP; i++) await task();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p95: percentile(latencies, 0.95),
  };
}

/** A result as the benchmarks print it: "  812 req/s  p95    9.8 ms". */
export function rate(result: Result): string {
  return `${result.perSecond.toFixed(0).padStart(5)} req/s  p95 ${result.p95.toFixed(1).padStart(6)} ms`;
}

/** The lines of results: each printed as it comes, then all together at the end, after the progress notes. */
export class Report {
  private readonly lines: string[] = [];

  add(line: string): void {
    this.lines.push(line);
    console.log(line);
  }

  print(): void {
    console.log(`\n${this.lines.join('\n')}`);
  }
}

/** The MySQL/MariaDB server of DB_URL; without one the process exits (the raw mysql2 ceiling needs it). */
export function mysqlServerUrl(): string {
  const url = process.env.DB_URL;
  if (!url) {
    console.error('DB_URL must point at a MySQL/MariaDB server (the raw mysql2 ceiling needs one).');
    process.exit(2);
  }
  return url;
}

/** A GET that must answer 200 with a page of `size` rows, as a task for `measure`. */
export function pageRead(
  address: string,
  size: number,
  headers: Record<string, string> = {},
): () => Promise<void> {
  return async () => {
    const response = await fetch(address, { headers });
    const rows = (await response.json()) as unknown[];
    if (response.status !== 200 || rows.length !== size)
      throw new Error(`unexpected answer ${response.status}`);
  };
}

/**
 * The API on the database `databaseEnv` points at, listening on a free port, its pool as large as the
 * concurrency, without job processors or demo data. `close` stops it and removes its data folder.
 */
export async function startBenchApi(
  databaseEnv: Record<string, string>,
): Promise<{ app: NestFastifyApplication; url: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cuvee-bench-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    REDIS_URL: '',
    DB_POOL_SIZE: String(CONCURRENCY),
    ...databaseEnv,
  });
  const app = await createApp(config, { processJobs: false });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
