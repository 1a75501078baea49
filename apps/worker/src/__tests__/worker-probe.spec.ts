import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  APP_VERSION,
  AppConfig,
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { clearQueuePrefix, testEnv } from '@cuvee/testing';
import { WorkerModule } from '../worker.module.js';
import { WorkerProbe } from '../worker-probe.js';

/*
 * The worker's own listener: liveness for the orchestrator, and its metrics (the jobs it runs fail
 * here, not in the api) with the same credentials as the api's /metrics.
 */
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'worker');
});
afterAll(() => scratch.drop());

const TOKEN = 'worker-scrape-token-0123456789';

async function withWorker(env: Record<string, string>, use: (url: string | undefined) => Promise<void>) {
  const config = AppConfig.fromEnv(testEnv(scratch.env, env));
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
  await app.init();
  try {
    const port = app.get(WorkerProbe).port;
    await use(port === undefined ? undefined : `http://127.0.0.1:${port}`);
  } finally {
    await app.close();
    if (config.redisUrl) await clearQueuePrefix(config.redisUrl, config.queuePrefix);
  }
}

test('WORKER_PORT set: /live answers; /metrics only with the credentials, in the caller’s language', async () => {
  await withWorker({ WORKER_PORT: '0', METRICS_TOKEN: TOKEN }, async (url) => {
    const live = await fetch(`${url}/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', version: APP_VERSION });

    const missing = await fetch(`${url}/metrics`, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await missing.json()).toEqual({
      success: false,
      statusCode: 401,
      message:
        'The metrics need authentication: send the configured token (Bearer) or user and password (Basic)',
    });
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}!` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      message: 'Les identifiants envoyés pour lire les métriques ne sont pas les bons',
    });

    const scrape = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toMatch(/^cuvee_job_queue_jobs\{queue="jobs",state="waiting"\} \d+$/m);
    expect(text).toMatch(/^cuvee_job_queue_up 1$/m);
    expect(text).toContain('# TYPE cuvee_job_failures_total counter');
    expect(text).toContain('process_resident_memory_bytes');

    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });
});

test('without metrics credentials the worker still answers /live, and /metrics is not there', async () => {
  await withWorker({ WORKER_PORT: '0' }, async (url) => {
    expect((await fetch(`${url}/live`)).status).toBe(200);
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(404);
    expect(await metrics.json()).toEqual({
      success: false,
      statusCode: 404,
      message: 'Ressource introuvable',
    });
  });
});

test('without WORKER_PORT the worker listens on no port', async () => {
  await withWorker({}, async (url) => {
    expect(url).toBeUndefined();
  });
});
