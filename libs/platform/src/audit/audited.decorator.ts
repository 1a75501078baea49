import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const AUDIT_METADATA = 'cuvee:audit';
/** The OpenAPI extension naming the action an operation records: tests find every audited operation by it. */
export const AUDIT_EXTENSION = 'x-cuvee-audit';

/** What the request and its answer give the interceptor to describe one audited call. */
export interface AuditedCall {
  /** The caller and their shop (null for an administrator). */
  userId: number | null;
  shopId: number | null;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  result: unknown;
}

export interface AuditedOptions {
  /** The kind of thing acted on (`client`, `shop`, `apiKey`…); none for a list. */
  target?: string;
  /**
   * Where its id is: a path parameter's name (default `id` when the path has one), `result` for the
   * answer's `id` (a creation), a function of the call, or `false` for none.
   */
  targetId?: string | false | ((call: AuditedCall) => string | number | null);
  /** Extra facts, never a secret nor a personal value (they are filtered again on the way in). */
  details?: (call: AuditedCall) => Record<string, unknown>;
}

export interface AuditedRoute extends AuditedOptions {
  action: string;
}

/**
 * Marks a route as audited (ADR 0065): once it has answered 2xx, the API's audit interceptor records
 * `action` with the caller, the target and the fields the request set (their names, not their values).
 */
export function Audited(action: string, options: AuditedOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(AUDIT_METADATA, { action, ...options } satisfies AuditedRoute),
    ApiExtension(AUDIT_EXTENSION, action),
  );
}
