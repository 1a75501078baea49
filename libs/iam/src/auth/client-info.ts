import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ClientInfo } from './sessions.service.js';

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address and browser. The address is Fastify's `request.ip`, which honours
 * X-Forwarded-For because the API runs behind a proxy (trustProxy): the proxy must overwrite it.
 */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientInfo => {
  const request = context.switchToHttp().getRequest<ClientRequest>();
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? null,
  };
});
