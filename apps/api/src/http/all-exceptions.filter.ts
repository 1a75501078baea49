import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContextOf } from '@cuvee/platform';
import type { ErrorResponder } from './error-responder.js';

/** Every error a handler throws leaves as `{ success: false, message, statusCode }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly responder: ErrorResponder) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const { locale, correlationId } = requestContextOf(request);
    const body = this.responder.respond(exception, locale, correlationId);
    void http.getResponse<FastifyReply>().status(body.statusCode).send(body);
  }
}
