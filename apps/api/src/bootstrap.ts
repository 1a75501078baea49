import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import {
  APP_VERSION,
  AuditTrail,
  createLogger,
  Metrics,
  PinoNestLogger,
  requestContextOf,
  Translator,
  type AppConfig,
} from '@cuvee/platform';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { ErrorResponder } from './http/error-responder.js';
import { ReadOnlyFieldsInterceptor } from './http/read-only-fields.interceptor.js';
import { AuditInterceptor } from './http/audit.interceptor.js';
import { serveMetrics } from './http/metrics-route.js';
import { registerMultipart } from './http/multipart.js';
import { createValidationPipe } from './http/validation-failed.exception.js';

export interface CreateAppOptions {
  /** Run job processors in this process (true without Redis; the worker does it with Redis). */
  processJobs: boolean;
  logger?: Logger;
  /** Further modules mounted beside the contexts (test probes, deployment-specific plugins). */
  modules?: Type[];
}

/** Builds the whole HTTP application; main.ts and the test harness both start it from here. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions,
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const responder = new ErrorResponder(new Translator(), logger);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    // request.ip is the first hop from the right not in TRUST_PROXY (every client address the API reads).
    trustProxy: config.trustProxy,
    // The correlation id: the caller's X-Request-Id when it is sane, else a new one. Logged on every line.
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Bad URLs and over-long path parameters are refused by the router before Nest sees the request.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { locale, correlationId } = requestContextOf(request);
      const body = responder.respond(error, locale, correlationId);
      void reply.status(body.statusCode).send(body);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { processJobs: options.processJobs, modules: options.modules ?? [] }),
    adapter,
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // Off unless scrape credentials are configured: then /metrics exists and requests are counted.
  if (config.metrics) serveMetrics(fastify, app.get(Metrics), config.metrics, responder);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // TLS ends at the proxy; upgrading would break /docs when the API is reached over plain HTTP.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Import files as multipart/form-data, streamed, on the routes that ask for it (ADR 0067).
  await registerMultipart(app, config, responder);
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  app.useGlobalFilters(new AllExceptionsFilter(responder));
  app.useGlobalPipes(createValidationPipe());
  // Before the pipe: a PUT may carry the record's read-only fields back unchanged (react-admin's Edit).
  // The audit trail records a `@Audited` route once its handler has succeeded (ADR 0065).
  app.useGlobalInterceptors(
    new ReadOnlyFieldsInterceptor(fastify),
    new AuditInterceptor(app.get(Reflector), app.get(AuditTrail)),
  );
  app.setGlobalPrefix('v1');
  app.enableShutdownHooks();

  // The OpenAPI document is built when /docs or /docs-json is first asked, not at boot: scanning every
  // route and DTO is some 0.7 s of a core, paid by each start (each replica, each test file) otherwise.
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Cuvée API')
        .setDescription(
          'REST API of Cuvée. Lists follow the react-admin simple-REST protocol (sort, range, filter; ' +
            'Content-Range header). Errors: { success: false, message, statusCode }, French by default, ' +
            'English with Accept-Language: en.',
        )
        .setVersion(APP_VERSION)
        .addBearerAuth()
        .addGlobalParameters({
          name: 'Accept-Language',
          in: 'header',
          required: false,
          schema: { type: 'string', example: 'fr' },
        })
        .build(),
    );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });

  await app.init();
  await fastify.ready();
  return app;
}
