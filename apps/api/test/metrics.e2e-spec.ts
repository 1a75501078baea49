import { Module } from '@nestjs/common';
import pactum from 'pactum';
import {
  JOB_QUEUE,
  JobHandler,
  type AppConfig,
  type Job,
  type JobInfo,
  type JobQueue,
} from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

// A job that always fails, declared the way a context declares its own.
@JobHandler('monitoring.broken')
class BrokenJob implements Job {
  async run(): Promise<unknown> {
    throw new Error('always fails');
  }
}

@Module({ providers: [BrokenJob] })
class MonitoringJobsModule {}

const withBrokenJob = (config: AppConfig, options: { processJobs: boolean }) =>
  createApp(config, { ...options, modules: [MonitoringJobsModule] });

const TOKEN = 'scrape-token-0123456789abcdef';
const USER = 'prometheus';
const PASSWORD = 'basic-password-0123456789';
const engine = process.env.DB_URL ? 'mysql' : 'sqlite';

/** One sample of the exposition text: a metric name, its labels, its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`, or undefined. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('/metrics, configured', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start(withBrokenJob, {
      env: { METRICS_TOKEN: TOKEN, METRICS_BASIC_AUTH: `${USER}:${PASSWORD}` },
    });
    pactum.request.setBaseUrl(api.url);
  });
  afterAll(() => api.stop());

  const scrape = async (): Promise<string> =>
    String(
      (
        await pactum
          .spec()
          .get('/metrics')
          .withHeaders('Authorization', `Bearer ${TOKEN}`)
          .expectStatus(200)
          .expectHeaderContains('content-type', 'text/plain')
      ).body,
    );

  test('without credentials: 401 in the caller’s language, with the schemes to use', async () => {
    const french = await pactum.spec().get('/metrics').expectStatus(401);
    expect(french.json).toEqual({
      success: false,
      statusCode: 401,
      message:
        "Les métriques demandent une authentification : envoyez le jeton (Bearer) ou l'identifiant (Basic) configuré",
    });
    expect(french.headers['www-authenticate']).toBe('Basic realm="metrics", Bearer realm="metrics"');
    await pactum
      .spec()
      .get('/metrics')
      .withHeaders('Accept-Language', 'en')
      .expectStatus(401)
      .expectJsonLike({
        message:
          'The metrics need authentication: send the configured token (Bearer) or user and password (Basic)',
      });
  });

  test('wrong credentials: 401 that says so, for a wrong token, a wrong password, an unknown scheme', async () => {
    const wrong = [
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`${USER}:${PASSWORD.slice(0, -1)}`).toString('base64')}`,
      `Token ${TOKEN}`,
    ];
    for (const authorization of wrong) {
      await pactum
        .spec()
        .get('/metrics')
        .withHeaders('Authorization', authorization)
        .expectStatus(401)
        .expectJson({
          success: false,
          statusCode: 401,
          message: 'Les identifiants envoyés pour lire les métriques ne sont pas les bons',
        });
    }
  });

  test('basic auth with the configured pair reads the metrics too', async () => {
    const response = await pactum
      .spec()
      .get('/metrics')
      .withHeaders('Authorization', `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`)
      .expectStatus(200);
    expect(String(response.body)).toContain('# TYPE cuvee_http_requests_total counter');
  });

  test('requests are counted by route pattern, method and status, never by their URL', async () => {
    for (let i = 0; i < 3; i++) await pactum.spec().get('/v1/health/live').expectStatus(200);
    await pactum.spec().get('/v1/products/987654').expectStatus(404);
    await pactum.spec().get('/v1/no-such-place/123456?x=1').expectStatus(404);
    const text = await scrape();
    expect(valueOf(text, 'cuvee_http_requests_total', { route: '/v1/health/live', status: '200' })).toBe(3);
    expect(
      valueOf(text, 'cuvee_http_requests_total', { method: 'GET', route: '/v1/products/:id', status: '404' }),
    ).toBe(1);
    expect(valueOf(text, 'cuvee_http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    // The refused scrapes of the tests above are requests like any other.
    expect(valueOf(text, 'cuvee_http_requests_total', { route: '/metrics', status: '401' })).toBeGreaterThan(
      0,
    );
    for (const raw of ['987654', '123456', 'no-such-place']) expect(text).not.toContain(raw);
  });

  test('the latency histogram has its buckets, cumulative up to +Inf, which equals the count', async () => {
    await pactum.spec().get('/v1/health/ready').expectStatus(200);
    const text = await scrape();
    const labels = { method: 'GET', route: '/v1/health/ready', status: '200' };
    const buckets = samples(text)
      .filter(
        (s) =>
          s.name === 'cuvee_http_request_duration_seconds_bucket' &&
          Object.entries(labels).every(([key, value]) => s.labels[key] === value),
      )
      .map((s) => [s.labels.le, s.value] as const);
    expect(buckets.map(([le]) => le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    const counts = buckets.map(([, value]) => value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(1);
    expect(valueOf(text, 'cuvee_http_request_duration_seconds_count', labels)).toBe(1);
    expect(valueOf(text, 'cuvee_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  test('the queue depth by state follows a job enqueued for later', async () => {
    const queue = api.get<JobQueue>(JOB_QUEUE);
    const delayed = () => valueOf(text, 'cuvee_job_queue_jobs', { queue: 'jobs', state: 'delayed' });
    let text = await scrape();
    const before = delayed();
    expect(before).toEqual(expect.any(Number));
    expect(valueOf(text, 'cuvee_job_queue_up')).toBe(1);
    await queue.add('monitoring.broken', {}, { delayMs: 3_600_000 });
    text = await scrape();
    expect(delayed()).toBe(before! + 1);
  });

  test('a job that fails for good is counted as a final failure and in the failed state', async () => {
    const queue = api.get<JobQueue>(JOB_QUEUE);
    const failedState = async () => valueOf(await scrape(), 'cuvee_job_queue_jobs', { state: 'failed' }) ?? 0;
    const before = await failedState();
    const added = await queue.add('monitoring.broken', {}, { attempts: 1 });
    await waitFor(async () => {
      const job: JobInfo | null = await queue.getJob(added.id);
      return job?.status === 'failed' ? job : undefined;
    });
    const text = await scrape();
    expect(
      valueOf(text, 'cuvee_job_failures_total', {
        queue: 'jobs',
        job_name: 'monitoring.broken',
        final: 'true',
      }),
    ).toBe(1);
    expect(await failedState()).toBe(before + 1);
  });

  test('the database pool, the process and what runs where are there', async () => {
    const text = await scrape();
    const size =
      engine === 'mysql' && api.config.database.engine === 'mysql' ? api.config.database.poolSize : 1;
    expect(valueOf(text, 'cuvee_db_pool_size')).toBe(size);
    expect(valueOf(text, 'cuvee_db_pool_connections', { state: 'in_use' })).toEqual(expect.any(Number));
    expect(valueOf(text, 'cuvee_db_pool_connections', { state: 'free' })).toEqual(expect.any(Number));
    expect(valueOf(text, 'cuvee_db_pool_waiting')).toBe(0);
    expect(valueOf(text, 'cuvee_database_up')).toBe(1);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
    expect(
      valueOf(text, 'cuvee_info', { database: engine, queue_driver: api.get<JobQueue>(JOB_QUEUE).driver }),
    ).toBe(1);
  });

  test('it sits at the root, outside the versioned API and its OpenAPI document', async () => {
    await pactum.spec().get('/v1/metrics').withHeaders('Authorization', `Bearer ${TOKEN}`).expectStatus(404);
    const document = (await pactum.spec().get('/docs-json').expectStatus(200)).json as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });
});

describe('/metrics, not configured', () => {
  test('answers 404 like any unknown path, whatever the credentials', async () => {
    const api = await TestApi.start(createApp);
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const spec = pactum.spec().get(`${api.url}/metrics`);
        if (authorization) spec.withHeaders('Authorization', authorization);
        await spec
          .expectStatus(404)
          .expectJson({ success: false, statusCode: 404, message: 'Ressource introuvable' });
      }
    } finally {
      await api.stop();
    }
  });
});
