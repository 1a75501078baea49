import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Integration, Locale, Permission, Role, ShopAccess } from '@cuvee/kernel';
import { localeFromAcceptLanguage } from '../i18n/translator.js';

/**
 * Who is calling, built once per request by the iam access guard from the access token and the
 * database (so a block or a role change applies at the next request, not at the token's expiry).
 *
 * The shop: owners and collaborators (iam) work in their first (only) shop; agents and buyers name the
 * shop they act in with the `X-Shop-Id` header, kept only when they are a member of it (else null);
 * admins belong to no shop (null).
 */
export interface RequestIdentity {
  userId: number;
  /** The user's role (global, docs/kernel.md "Roles and permissions"). */
  role: Role;
  shopId: number | null;
  /** The user's standing in that shop; `blocked` is also true when an admin blocked the shop itself. */
  access: ShopAccess | null;
  /** What `access` grants (kernel hasPermission), empty without a shop. */
  permissions: Permission[];
  /** The shop's active modules, empty without a shop. */
  integrations: Integration[];
  /** The login session (refresh-token family) the access token belongs to; `api-key:<id>` for a key. */
  sessionId: string;
  /** Set when the request is made with an API key: every such request is attributed to its key. */
  apiKeyId?: number;
}

/**
 * Who is asking, from where, in which language, under which correlation id. Services take it as their first argument
 * so every query can be scoped by it. `user` is null for a visitor (on a public endpoint).
 */
export interface RequestContext {
  correlationId: string;
  /** The caller's address as Fastify reads it (`request.ip`, through the TRUST_PROXY hops, ADR 0024). */
  clientIp?: string | null;
  locale: Locale;
  /** Set by the iam access guard before any handler runs; null for a visitor on a public endpoint. */
  user: RequestIdentity | null;
}

interface IncomingRequest {
  id: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  cuveeContext?: RequestContext;
}

export function requestContextOf(request: IncomingRequest): RequestContext {
  request.cuveeContext ??= {
    correlationId: request.id,
    clientIp: request.ip ?? null,
    locale: localeFromAcceptLanguage(headerOf(request, 'accept-language')),
    user: null,
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
