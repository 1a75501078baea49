import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { requestContextOf, type AppConfig } from '@cuvee/platform';
import type { ErrorResponder } from './error-responder.js';

/*
 * Files sent as multipart/form-data (ADR 0067): streamed part by part (@fastify/multipart over busboy),
 * never held whole, up to IMPORT_MAX_BYTES. Only the routes marked with `@RouteConfig(MULTIPART)` take
 * such a form; any other answers 415 before its handler runs.
 */

/** The route config of the routes that read a multipart form (Nest's `@RouteConfig`). */
export const MULTIPART = { multipart: true } as const;

/** Form fields besides the file: a handful of short values (kind, flags, a mapping). */
const MAX_FIELDS = 10;

export async function registerMultipart(
  app: NestFastifyApplication,
  config: AppConfig,
  responder: ErrorResponder,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: config.importMaxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: config.bodyLimit,
      parts: MAX_FIELDS + 1,
      headerPairs: 100,
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config as { multipart?: boolean } | undefined;
    if (!request.isMultipart() || config?.multipart) return;
    const { locale, correlationId } = requestContextOf(request);
    const body = responder.respond(
      new UnsupportedMediaTypeException('uploads.multipartRefused'),
      locale,
      correlationId,
    );
    return reply.status(body.statusCode).send(body);
  });
  // An answer given before the form was read whole (a refusal, a file over the limit): the rest of the
  // upload is read and dropped, so the client, still sending, gets the answer rather than a broken pipe.
  fastify.addHook('onSend', async (request) => {
    if (request.isMultipart() && !request.raw.complete) request.raw.unpipe().resume();
  });
}

/** The one `file` part of a form, as a stream, with the fields sent before it. */
export interface FormFile {
  fields: Record<string, unknown>;
  fileName: string;
  stream: Readable;
}

/**
 * Reads a multipart form up to its `file` part and hands it to `consume`, which must read the stream to
 * its end (into the file storage). A file over `maxBytes` fails the stream with a 413 naming the limit in
 * MB, so the storage drops what it had written; a broken form is a 400, a missing file part too.
 */
export async function withFormFile<T>(
  request: FastifyRequest,
  maxBytes: number,
  consume: (file: FormFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException('uploads.multipartRequired');
  const fields: Record<string, unknown> = {};
  const parts = request.parts();
  for (;;) {
    let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
    try {
      next = await parts.next();
    } catch (error) {
      throw formError(request, error, maxBytes);
    }
    if (next.done) throw new BadRequestException('uploads.missingFile');
    const part = next.value;
    if (part.type === 'field') {
      if (part.valueTruncated) throw new PayloadTooLargeException('error.payloadTooLarge');
      fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file') throw new BadRequestException('uploads.missingFile');
    let streamError: unknown = null;
    part.file.on('error', (error: Error) => (streamError = error));
    part.file.once('limit', () => part.file.destroy(tooLarge(request, maxBytes)));
    try {
      return await consume({ fields, fileName: part.filename || 'fichier', stream: part.file });
    } catch (error) {
      // The stream's own failures (a form cut short, the limit) are the client's; the rest is not.
      if (error === streamError) throw formError(request, error, maxBytes);
      throw error;
    }
  }
}

/** "Le fichier dépasse la taille maximale autorisée (100 Mo)": the limit in MB, written the reader's way. */
function tooLarge(request: FastifyRequest, maxBytes: number): PayloadTooLargeException {
  const megabytes = new Intl.NumberFormat(requestContextOf(request).locale, {
    maximumFractionDigits: 1,
  }).format(maxBytes / 1_048_576);
  return new PayloadTooLargeException({ message: 'uploads.tooLarge', params: { megabytes } });
}

/** A failure of the form itself: over a limit (413), or malformed (400). */
function formError(request: FastifyRequest, error: unknown, maxBytes: number): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(request, maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
    return new PayloadTooLargeException('error.payloadTooLarge');
  return new BadRequestException('uploads.malformedForm');
}
