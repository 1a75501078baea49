import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  APP_VERSION,
  AppConfig,
  localeFromAcceptLanguage,
  Metrics,
  metricsAccess,
  metricsChallenge,
  Translator,
  type MessageKey,
} from '@cuvee/platform';

/**
 * The worker's own small listener, on WORKER_PORT when it is set (ADR 0064): `GET /live` answers while
 * the process does (the orchestrator's liveness probe; the worker serves no traffic, so it has no
 * readiness probe), and `GET /metrics` this process's metrics (job failures, queue depth, pool, Node),
 * with the same credentials as the api's. Plain node:http: the worker has no HTTP framework.
 */
@Injectable()
export class WorkerProbe implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly translator: Translator,
  ) {}

  /** The port listened on (WORKER_PORT=0 picks a free one), or undefined when the worker listens on none. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.workerPort;
    if (port === undefined) return;
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.host, () => resolve());
    });
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    const metrics = this.config.metrics;
    if (request.method === 'GET' && path === '/live')
      return send(response, 200, 'application/json', { status: 'ok', version: APP_VERSION });
    if (request.method !== 'GET' || path !== '/metrics' || !metrics)
      return this.refuse(request, response, 404, 'error.notFound');
    const access = metricsAccess(request.headers.authorization, metrics);
    if (access !== 'granted') {
      response.setHeader('www-authenticate', metricsChallenge(metrics));
      const key = access === 'missing' ? 'metrics.credentialsMissing' : 'metrics.credentialsWrong';
      return this.refuse(request, response, 401, key);
    }
    try {
      send(response, 200, this.metrics.contentType, await this.metrics.text());
    } catch {
      // Never an unhandled rejection that would stop the worker's jobs: the scrape is only missed.
      this.refuse(request, response, 503, 'error.serviceUnavailable');
    }
  }

  private refuse(request: IncomingMessage, response: ServerResponse, status: number, key: MessageKey): void {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const message = this.translator.translate(key, locale);
    send(response, status, 'application/json', { success: false, message, statusCode: status });
  }
}

function send(response: ServerResponse, status: number, type: string, body: unknown): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}
