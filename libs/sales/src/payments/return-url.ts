import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * The request's Origin header: the page a browser calls from (a browser sets it, no script can). Not a
 * parameter a client chooses, so not one of the documented headers.
 */
export const RequestOrigin = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined => {
    const origin = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.origin;
    return typeof origin === 'string' ? origin : undefined;
  },
);

/**
 * 3-D Secure sends the card holder back to one of our own front ends, never elsewhere. A browser sets
 * Origin itself (no script can), and a page of another origin is stopped by CORS before its call is
 * sent unless CORS_ORIGINS names it: an Origin equal to the return address's is the page paying.
 */
export function allowedReturnUrl(
  url: string | undefined,
  origin: string | undefined,
  corsOrigins: readonly string[],
): boolean {
  const returnOrigin = originOf(url);
  if (returnOrigin === null) return false;
  return corsOrigins.includes(returnOrigin) || returnOrigin === originOf(origin);
}

/** The origin of an http(s) address, or null (absent, not a URL, another scheme, `null`). */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
