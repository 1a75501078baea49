import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Locale } from '@cuvee/kernel';
import { localeFromAcceptLanguage } from '../i18n/translator.js';

/**
 * Who is asking, in which language, under which correlation id. Services take it as their first argument
 * so every query can be scoped by it; the identity part is filled in by the auth guard of the iam context.
 */
export interface RequestContext {
  correlationId: string;
  locale: Locale;
}

interface IncomingRequest {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  cuveeContext?: RequestContext;
}

export function requestContextOf(request: IncomingRequest): RequestContext {
  request.cuveeContext ??= {
    correlationId: request.id,
    locale: localeFromAcceptLanguage(headerOf(request, 'accept-language')),
  };
  return request.cuveeContext;
}

function headerOf(request: IncomingRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Handler parameter decorator: `list(@Ctx() ctx: RequestContext, …)`. */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestContextOf(context.switchToHttp().getRequest<IncomingRequest>()),
);
