import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ClientInfo } from './sessions.service.js';

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address and browser. The address is Fastify's `request.ip`: the socket's, or the one the
 * proxies listed in TRUST_PROXY put in X-Forwarded-For (never a hop a client could have written).
 */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientInfo => {
  const request = context.switchToHttp().getRequest<ClientRequest>();
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? null,
  };
});
