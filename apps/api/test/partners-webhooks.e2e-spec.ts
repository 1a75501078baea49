import { jest } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pactum from 'pactum';
import { verifyWebhook, WEBHOOK_HEADERS } from '@cuvee/partners';
import { EventBus } from '@cuvee/platform';
import { LowStockEvent } from '@cuvee/stock';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { type DemoSessions, signInDemoAccounts } from './shops-fixtures.js';

/*
 * Webhooks on the engine and job driver under test: a receiving server started here checks every
 * signature, answers as each path is told to (always 200, 500 twice then 200, always 500), and the
 * deliveries are followed through the API's log. Retries wait 100 then 200 ms (WEBHOOK_RETRY_DELAYS).
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  signed: boolean;
  /** When it arrived (the log's instants are to the second on MySQL). */
  at: number;
}

let api: TestApi;
let as: DemoSessions['as'];
let server: Server;
let base: string;
let shopId: number;
const received: Received[] = [];
/** The secret of each subscription, by the path it listens on, so the server can check signatures. */
const secrets = new Map<string, string>();
/** How many more times a path answers 500 before 200 (Infinity: always). */
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      const secret = secrets.get(path) ?? '';
      const signed = verifyWebhook(
        secret,
        {
          timestamp: String(request.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]),
          signature: String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]),
        },
        body,
        Math.floor(Date.now() / 1000),
      );
      received.push({ path, headers: request.headers, body, signed, at: Date.now() });
      const left = failuresLeft.get(path) ?? 0;
      failuresLeft.set(path, left - 1);
      response.writeHead(signed && left <= 0 ? 200 : 500, { 'Content-Type': 'text/plain' });
      response.end(signed && left <= 0 ? 'bien reçu' : 'indisponible');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  api = await TestApi.start(createApp, { env: { WEBHOOK_RETRY_DELAYS: '100,200' } });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200)).json
    .id;
}, 180_000);
afterAll(async () => {
  await api.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let lastPath = 0;
async function subscribe(
  events: string[],
  failures = 0,
): Promise<{ id: number; path: string; secret: string }> {
  lastPath += 1;
  const path = `/hooks/${lastPath}`;
  failuresLeft.set(path, failures);
  const answer = await pactum
    .spec()
    .post('/v1/webhooks')
    .withHeaders(as('proprietaire'))
    .withJson({ url: `${base}${path}`, events, description: `Essai ${lastPath}` })
    .expectStatus(201);
  secrets.set(path, answer.json.secret);
  expect(answer.json.secret).toMatch(/^whsec_/);
  return { id: answer.json.id, path, secret: answer.json.secret };
}

const lowStock = (product: string) =>
  new LowStockEvent({ shopId, levelId: 1, product, warehouse: 'Chai', available: 3, threshold: 12 });

const receivedOn = (path: string) => received.filter((one) => one.path === path);

async function deliveriesOf(subscriptionId: number, count: number, status: string) {
  return waitFor(async () => {
    const answer = await pactum
      .spec()
      .get('/v1/webhook-deliveries')
      .withQueryParams({ filter: JSON.stringify({ subscriptionId, status }) })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const rows = answer.json as { id: number; uid: string; attempts: number }[];
    return rows.length >= count ? rows : undefined;
  }, 30_000);
}

describe('webhooks', () => {
  test('an event of the bus reaches its subscribers once, signed, with its delivery id', async () => {
    const hook = await subscribe(['stock.low']);
    const other = await subscribe(['order.placed']);
    const event = lowStock('Chinon 2022 (75 cl)');
    // The same event published twice (a queued handler run again) makes one delivery.
    await api.get(EventBus).publish(event);
    await api.get(EventBus).publish(event);
    const [delivery] = await deliveriesOf(hook.id, 1, 'succeeded');
    const calls = receivedOn(hook.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signed).toBe(true);
    const body = JSON.parse(calls[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: delivery!.uid,
      type: 'stock.low',
      shopId,
      data: { product: 'Chinon 2022 (75 cl)', available: 3, threshold: 12 },
    });
    expect(calls[0]!.headers['cuvee-webhook-id']).toBe(delivery!.uid);
    expect(calls[0]!.headers['cuvee-webhook-event']).toBe('stock.low');
    expect(receivedOn(other.path)).toHaveLength(0);

    const detail = await pactum
      .spec()
      .get(`/v1/webhook-deliveries/${delivery!.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(detail.json.tries).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, response: 'bien reçu', error: null }),
    ]);
    // Another shop sees neither the subscription nor the delivery.
    await pactum.spec().get(`/v1/webhooks/${hook.id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum
      .spec()
      .get(`/v1/webhook-deliveries/${delivery!.id}`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
  });

  test('a failing receiver is tried again with growing delays, under the same id', async () => {
    const hook = await subscribe(['stock.low'], 2);
    await api.get(EventBus).publish(lowStock('Saumur 2023 (75 cl)'));
    const [delivery] = await deliveriesOf(hook.id, 1, 'succeeded');
    const calls = receivedOn(hook.path);
    expect(calls.map((call) => call.signed)).toEqual([true, true, true]);
    expect(new Set(calls.map((call) => call.headers['cuvee-webhook-id']))).toEqual(new Set([delivery!.uid]));
    const detail = await pactum
      .spec()
      .get(`/v1/webhook-deliveries/${delivery!.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const tries = detail.json.tries as { statusCode: number }[];
    expect(tries.map((one) => one.statusCode)).toEqual([500, 500, 200]);
    const gaps = calls.slice(1).map((call, i) => call.at - calls[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(90);
    expect(gaps[1]).toBeGreaterThanOrEqual(190);
  });

  test('pings sent at once are each a delivery of its own, even within one millisecond', async () => {
    const hook = await subscribe(['stock.low']);
    const PINGS = 8;
    // The clock stands still while they are asked, so every ping happens in the same millisecond: only
    // Date is faked, timers, ticks and performance keep running.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      await Promise.all(
        Array.from({ length: PINGS }, () =>
          pactum
            .spec()
            .post(`/v1/webhooks/${hook.id}/ping`)
            .withHeaders(as('proprietaire'))
            .expectStatus(201),
        ),
      );
    } finally {
      jest.useRealTimers();
    }
    const delivered = await deliveriesOf(hook.id, PINGS, 'succeeded');
    expect(new Set(delivered.map((one) => one.uid)).size).toBe(PINGS);
    expect(new Set(receivedOn(hook.path).map((call) => call.headers['cuvee-webhook-id'])).size).toBe(PINGS);
  });

  test('five failed deliveries in a row pause the subscription and tell the owner; a replay sends again', async () => {
    const hook = await subscribe(['stock.low'], Number.POSITIVE_INFINITY);
    for (let i = 0; i < 5; i += 1) {
      await pactum
        .spec()
        .post(`/v1/webhooks/${hook.id}/ping`)
        .withHeaders(as('proprietaire'))
        .expectStatus(201);
    }
    const failed = await deliveriesOf(hook.id, 5, 'failed');
    expect(failed.every((one) => one.attempts === 3)).toBe(true);
    const paused = await waitFor(async () => {
      const answer = await pactum.spec().get(`/v1/webhooks/${hook.id}`).withHeaders(as('proprietaire'));
      return answer.json.status === 'paused' ? answer.json : undefined;
    });
    expect(paused.consecutiveFailures).toBe(5);
    const notifications = await pactum
      .spec()
      .get('/v1/notifications-centers')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(JSON.stringify(notifications.json)).toContain(`Le webhook ${base}${hook.path} est en pause`);

    // Paused: new events are not sent.
    const before = receivedOn(hook.path).length;
    await api.get(EventBus).publish(lowStock('Bourgueil 2021 (75 cl)'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receivedOn(hook.path)).toHaveLength(before);

    // The receiver is fixed: a replay from the back office goes through, same id and body.
    failuresLeft.set(hook.path, 0);
    const replayed = await pactum
      .spec()
      .post(`/v1/webhook-deliveries/${failed[0]!.id}/replay`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(replayed.json.status).toBe('pending');
    await waitFor(async () => {
      const answer = await pactum
        .spec()
        .get(`/v1/webhook-deliveries/${failed[0]!.id}`)
        .withHeaders(as('proprietaire'));
      return answer.json.status === 'succeeded' ? answer.json : undefined;
    });
    expect(receivedOn(hook.path).at(-1)!.headers['cuvee-webhook-id']).toBe(failed[0]!.uid);

    // Switched back on, its failures are forgotten.
    const resumed = await pactum
      .spec()
      .put(`/v1/webhooks/${hook.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ url: `${base}${hook.path}`, events: ['stock.low'], status: 'active' })
      .expectStatus(200);
    expect(resumed.json).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedAt: null });
  });

  test('a URL that is not https or points to a private address is refused', async () => {
    const refused = async (url: string, message: string) => {
      const answer = await pactum
        .spec()
        .post('/v1/webhooks')
        .withHeaders(as('proprietaire'))
        .withJson({ url, events: ['order.placed'] })
        .expectStatus(400);
      expect(answer.json.message).toBe(message);
    };
    await refused('http://partenaire.example.com/hooks', "L'adresse du webhook doit commencer par https://");
    for (const url of [
      'https://10.1.2.3/hooks',
      'https://192.168.1.20/hooks',
      'https://[fd00::1]/hooks',
      'https://169.254.169.254/latest',
    ]) {
      await refused(url, "L'adresse du webhook ne peut pas viser une adresse privée ou locale");
    }
    await refused('pas une adresse', "L'adresse du webhook n'est pas une URL valide");
    await pactum
      .spec()
      .post('/v1/webhooks')
      .withHeaders(as('proprietaire'))
      .withJson({ url: 'https://partenaire.example.com/hooks', events: [] })
      .expectStatus(400)
      .expectJsonLike({ message: 'Choisissez au moins un événement pour le webhook' });
    await pactum
      .spec()
      .post('/v1/webhooks')
      .withHeaders(as('proprietaire'))
      .withJson({ url: 'https://partenaire.example.com/hooks', events: ['order.exploded'] })
      .expectStatus(400);
    // Only the owner manages webhooks.
    await pactum
      .spec()
      .post('/v1/webhooks')
      .withHeaders(as('collaborateur'))
      .withJson({ url: 'https://partenaire.example.com/hooks', events: ['order.placed'] })
      .expectStatus(403);
  });
});
