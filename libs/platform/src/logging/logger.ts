import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** JSON logs on stdout; one logger for Fastify's request logs and Nest's own messages. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'cuvee' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}

/** Nest's LoggerService on top of pino, so framework messages are JSON lines too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
