import pactum from 'pactum';
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

describe('OpenAPI', () => {
  test('/docs-json is an OpenAPI 3 document listing the endpoints with their schemas', async () => {
    const response = await pactum.spec().get('/docs-json').expectStatus(200);
    const document = response.json as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/v1/health');
    expect(Object.keys(document.components.schemas)).toContain('HealthDto');
  });

  test('/docs serves the interactive documentation', async () => {
    const response = await pactum.spec().get('/docs').expectStatus(200);
    expect(String(response.body)).toContain('swagger');
  });
});
