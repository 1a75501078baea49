import { UnauthorizedException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import {
  metricsAccess,
  metricsChallenge,
  requestContextOf,
  routeLabel,
  type Metrics,
  type MetricsConfig,
} from '@cuvee/platform';
import type { ErrorResponder } from './error-responder.js';

/**
 * Prometheus's `GET /metrics` at the root, beside the versioned API and outside Nest (ADR 0064): it is
 * not part of the REST API (not in the OpenAPI document, not behind the sign-in guard, not proxied by
 * nginx), and it answers only the configured scrape credentials. Every answered request is counted by
 * its route pattern.
 */
export function serveMetrics(
  fastify: FastifyInstance,
  metrics: Metrics,
  config: MetricsConfig,
  responder: ErrorResponder,
): void {
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      routeLabel(request.routeOptions.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  fastify.get('/metrics', async (request, reply) => {
    const access = metricsAccess(request.headers.authorization, config);
    if (access !== 'granted') {
      const { locale, correlationId } = requestContextOf(request);
      const key = access === 'missing' ? 'metrics.credentialsMissing' : 'metrics.credentialsWrong';
      const body = responder.respond(new UnauthorizedException(key), locale, correlationId);
      return reply.status(body.statusCode).header('www-authenticate', metricsChallenge(config)).send(body);
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
