import pactum from 'pactum';
import { APP_VERSION, createScratchDatabase, Database, scratchTargetFromEnv } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
});
afterAll(() => api.stop());

const engine = process.env.DB_URL ? 'mysql' : 'sqlite';
const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

describe('readiness when a store is down', () => {
  test('a Redis that does not answer: readiness 503 within its time limit, liveness 200, metrics say it', async () => {
    // BullMQ on a port where no Redis listens, on either engine; nothing runs jobs here.
    const database = await createScratchDatabase(scratchTargetFromEnv(), 'test');
    const broken = await TestApi.start(createApp, {
      database,
      processJobs: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1', METRICS_TOKEN: 'scrape-token-0123456789' },
    });
    try {
      const ready = await pactum.spec().get(`${broken.url}/v1/health/ready`).expectStatus(503);
      expect(ready.json).toMatchObject({
        status: 'error',
        database: { status: 'up', engine },
        queue: { status: 'down', driver: 'bullmq' },
      });
      await pactum.spec().get(`${broken.url}/v1/health/live`).expectStatus(200);
      // The scrape still answers, in time, with the queue down and no stale depth.
      const scrape = await pactum
        .spec()
        .get(`${broken.url}/metrics`)
        .withHeaders('Authorization', 'Bearer scrape-token-0123456789')
        .expectStatus(200);
      expect(String(scrape.body)).toMatch(/^cuvee_job_queue_up 0$/m);
      expect(String(scrape.body)).not.toMatch(/^cuvee_job_queue_jobs\{/m);
    } finally {
      await broken.stop();
      await database.drop();
      // ioredis closes a socket that never connected with a 2-second safety timer (its disconnectTimeout):
      // waited out, so that the file does not end with it pending.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });

  test('the database gone: readiness answers 503 and says which, liveness still 200, metrics say it', async () => {
    const broken = await TestApi.start(createApp, { env: { METRICS_TOKEN: 'scrape-token-0123456789' } });
    try {
      // Every connection closed: each query of this process fails, as with a stopped database server.
      await broken.get(Database).dataSource.destroy();
      const ready = await pactum.spec().get(`${broken.url}/v1/health/ready`).expectStatus(503);
      expect(ready.json).toMatchObject({ status: 'error', database: { status: 'down', engine } });
      await pactum.spec().get(`${broken.url}/v1/health`).expectStatus(503);
      await pactum
        .spec()
        .get(`${broken.url}/v1/health/live`)
        .expectStatus(200)
        .expectJsonLike({ status: 'ok' });
    } finally {
      await broken.stop();
    }
  });
});

describe('GET /v1/health', () => {
  test('reports the database engine and the queue driver in use, both up', async () => {
    await pactum
      .spec()
      .get('/v1/health')
      .expectStatus(200)
      .expectJsonMatch({
        status: 'ok',
        database: { status: 'up', engine },
        queue: { status: 'up', driver },
      });
  });

  test('echoes a sane X-Request-Id as the correlation id and makes one up otherwise', async () => {
    await pactum
      .spec()
      .get('/v1/health')
      .withHeaders('X-Request-Id', 'abc-123')
      .expectHeader('x-request-id', 'abc-123');
    const response = await pactum.spec().get('/v1/health').withHeaders('X-Request-Id', 'bad id with spaces');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('allows the two front ends by CORS and exposes Content-Range', async () => {
    const response = await pactum
      .spec()
      .get('/v1/health')
      .withHeaders('Origin', 'http://localhost:5173')
      .expectStatus(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
  });
});

describe('the probes', () => {
  test('liveness answers while the process runs; readiness reports the database and the queue', async () => {
    await pactum
      .spec()
      .get('/v1/health/live')
      .expectStatus(200)
      .expectJson({ status: 'ok', version: APP_VERSION });
    await pactum
      .spec()
      .get('/v1/health/ready')
      .expectStatus(200)
      .expectJsonMatch({ status: 'ok', database: { status: 'up', engine }, queue: { status: 'up', driver } });
  });
});

describe('OpenAPI', () => {
  test('/docs-json is an OpenAPI 3 document listing the endpoints with their schemas', async () => {
    const response = await pactum.spec().get('/docs-json').expectStatus(200);
    const document = response.json as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/health', '/v1/health/live', '/v1/health/ready']),
    );
    expect(Object.keys(document.components.schemas)).toContain('HealthDto');
  });

  test('/docs serves the interactive documentation', async () => {
    const response = await pactum.spec().get('/docs').expectStatus(200);
    expect(String(response.body)).toContain('swagger');
  });
});
