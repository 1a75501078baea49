import { HttpException, HttpStatus, type ValidationError } from '@nestjs/common';
import type { Logger } from 'pino';
import { decodeFailure, type Locale, type MessageKey, type Translator } from '@cuvee/platform';
import { ValidationFailedException } from './validation-failed.exception.js';

export interface ErrorBody {
  success: false;
  message: string | string[];
  statusCode: number;
  correlationId?: string;
}

/** Fastify's own errors (raised before a handler runs) and the messages that say them. */
const FASTIFY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  // Raised by the router itself, before Nest: answered through Fastify's frameworkErrors hook.
  FST_ERR_BAD_URL: 'error.badRequest',
  FST_ERR_MAX_PARAM_LENGTH: 'error.uriTooLong',
};

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  [HttpStatus.BAD_REQUEST]: 'error.badRequest',
  [HttpStatus.UNAUTHORIZED]: 'error.unauthorized',
  [HttpStatus.FORBIDDEN]: 'error.forbidden',
  [HttpStatus.NOT_FOUND]: 'error.notFound',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'error.payloadTooLarge',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'error.unsupportedMediaType',
  [HttpStatus.TOO_MANY_REQUESTS]: 'error.tooManyRequests',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'error.serviceUnavailable',
};

/**
 * Turns anything thrown while serving a request into the one error shape of the API, in the caller's
 * language. Messages that are catalogue keys are translated; a 500 says only its correlation id.
 */
export class ErrorResponder {
  constructor(
    private readonly translator: Translator,
    private readonly logger: Logger,
  ) {}

  respond(error: unknown, locale: Locale, correlationId: string): ErrorBody {
    if (error instanceof ValidationFailedException) {
      // Two rules refusing one field the same way (type and length of a number sent as text) say it once.
      const messages = [...new Set(this.validationMessages(error.errors, locale))];
      return this.body(HttpStatus.BAD_REQUEST, messages);
    }
    if (error instanceof HttpException) {
      // Nest's Fastify adapter wraps Fastify's own errors (body parsing, size, content type) with the
      // original as `cause`: its code says which message to give.
      const fastifyKey = fastifyMessageKey(error.cause);
      const message = fastifyKey
        ? this.translator.translate(fastifyKey, locale)
        : this.httpMessage(error, locale);
      return this.body(error.getStatus(), message);
    }
    const column = unfitColumn(error);
    if (column) {
      // Bad input the validation let through (a declared bound missing): the client's to fix, ours to bound.
      this.logger.warn({ err: error, correlationId }, 'Value refused by its column');
      return this.body(HttpStatus.BAD_REQUEST, [
        this.translator.translate('validation.invalidField', locale, { property: column }),
      ]);
    }
    const routerKey = fastifyMessageKey(error);
    const routerStatus = (error as { statusCode?: unknown }).statusCode;
    if (routerKey && typeof routerStatus === 'number' && routerStatus < 500) {
      return this.body(routerStatus, this.translator.translate(routerKey, locale));
    }
    this.logger.error({ err: error, correlationId }, 'Unhandled error');
    return {
      ...this.body(
        HttpStatus.INTERNAL_SERVER_ERROR,
        this.translator.translate('error.internal', locale, { correlationId }),
      ),
      correlationId,
    };
  }

  private body(statusCode: number, message: string | string[]): ErrorBody {
    return { success: false, message, statusCode };
  }

  private httpMessage(error: HttpException, locale: Locale): string | string[] {
    const response = error.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const params =
      typeof response === 'object'
        ? (response as { params?: Record<string, string | number> }).params
        : undefined;
    const translate = (message: unknown): string => {
      // Several failures, each with its own parameters, travel encoded (platform encodeFailure).
      const failure = typeof message === 'string' ? decodeFailure(message) : null;
      if (failure && this.translator.isKey(failure.code))
        return this.translator.translate(failure.code, locale, failure.params);
      return typeof message === 'string' && this.translator.isKey(message)
        ? this.translator.translate(message, locale, params)
        : this.translator.translate(STATUS_MESSAGES[error.getStatus()] ?? 'error.badRequest', locale);
    };
    return Array.isArray(raw) ? raw.map(translate) : translate(raw);
  }

  /** One message per failed constraint, nested DTOs included, prefixed by nothing: the texts are the spec's. */
  private validationMessages(errors: ValidationError[], locale: Locale, parent = ''): string[] {
    return errors.flatMap((error) => {
      const property = parent ? `${parent}.${error.property}` : error.property;
      const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
        const failure = decodeFailure(message);
        if (failure) return this.translator.translate(failure.code as MessageKey, locale, failure.params);
        if (constraint === 'whitelistValidation') {
          return this.translator.translate('validation.unknownProperty', locale, { property });
        }
        return this.translator.translate('validation.invalidField', locale, { property });
      });
      return [...own, ...this.validationMessages(error.children ?? [], locale, property)];
    });
  }
}

function fastifyMessageKey(cause: unknown): MessageKey | undefined {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? FASTIFY_ERRORS[code] : undefined;
}

/**
 * MySQL/MariaDB's strict mode refuses a number out of its column's range or a text longer than its column
 * (SQLite stores both): the column it names, when the error is one of those.
 */
const UNFIT_VALUE_ERRORS = new Set(['ER_WARN_DATA_OUT_OF_RANGE', 'ER_DATA_TOO_LONG']);

function unfitColumn(error: unknown): string | null {
  const driverError = (error as { driverError?: { code?: unknown; sqlMessage?: unknown } } | null)
    ?.driverError;
  if (typeof driverError?.code !== 'string' || !UNFIT_VALUE_ERRORS.has(driverError.code)) return null;
  const column = /column '([^']+)'/.exec(String(driverError.sqlMessage ?? ''));
  return column?.[1] ?? null;
}
