/* eslint-disable @nx/enforce-module-boundaries -- The webhooks' browser tests check what a partner's
   server receives with the partners context's own signature check, and put a subscription in the state
   the dispatcher leaves it in after failures, on the API under test. Only test code does this. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WEBHOOK_HEADERS, WebhookSubscription } from '@cuvee/partners';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';
import { PAUSE_AFTER_FAILURES } from '@cuvee/kernel';

export interface ReceivedDelivery {
  id: string;
  event: string;
  body: string;
  timestamp: string;
  signature: string;
}

/** A partner's receiving server on 127.0.0.1 (which the API accepts outside production). */
export interface Receiver {
  /** Where it listens, e.g. http://127.0.0.1:41234/hooks. */
  url: string;
  received: ReceivedDelivery[];
  /** The next `count` deliveries are answered 500 "indisponible" (then 200 "bien reçu"). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
      received.push({
        id: header(WEBHOOK_HEADERS.id),
        event: header(WEBHOOK_HEADERS.event),
        body,
        timestamp: header(WEBHOOK_HEADERS.timestamp),
        signature: header(WEBHOOK_HEADERS.signature),
      });
      const fail = failures > 0;
      failures -= 1;
      response.writeHead(fail ? 500 : 200, { 'Content-Type': 'text/plain' });
      response.end(fail ? 'indisponible' : 'bien reçu');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    failNext: (count) => (failures = count),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Whether `delivery` is signed with `secret`, as docs/partners.md tells partners to check. */
export function signedWith(secret: string, delivery: ReceivedDelivery): boolean {
  return verifyWebhook(
    secret,
    { timestamp: delivery.timestamp, signature: delivery.signature },
    delivery.body,
    Math.floor(Date.now() / 1000),
  );
}

/** A subscription as the dispatcher leaves it after PAUSE_AFTER_FAILURES failed deliveries in a row. */
export async function pauseAfterFailures(api: TestApi, id: number): Promise<void> {
  await api
    .get(Database)
    .dataSource.getRepository(WebhookSubscription)
    .update({ id }, { status: 'paused', consecutiveFailures: PAUSE_AFTER_FAILURES, pausedAt: new Date() });
}
