import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import {
  AUDIT_METADATA,
  fieldsOf,
  requestContextOf,
  type AuditedCall,
  type AuditedRoute,
  type AuditTrail,
} from '@cuvee/platform';

interface AuditedRequest {
  id: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Records the routes marked `@Audited` (ADR 0065) once the handler has succeeded, before the answer
 * leaves: the caller never gets data or a confirmation that left no trace (if the entry cannot be
 * written, the request fails like any database error). The guard's refusals (401, 403) never reach a
 * handler, and a handler that fails has changed nothing: neither is recorded.
 */
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<AuditedRoute | undefined>(AUDIT_METADATA, context.getHandler());
    if (!route || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    return next
      .handle()
      .pipe(mergeMap((result: unknown) => from(this.record(route, request, result).then(() => result))));
  }

  private record(route: AuditedRoute, request: AuditedRequest, result: unknown): Promise<void> {
    const ctx = requestContextOf(request);
    const call: AuditedCall = {
      userId: ctx.user?.userId ?? null,
      shopId: ctx.user?.shopId ?? null,
      params: request.params ?? {},
      query: request.query ?? {},
      body: request.body,
      result,
    };
    const targetId = targetIdOf(route, call);
    return this.trail.record(ctx, {
      action: route.action,
      target: route.target ? { type: route.target, id: targetId } : null,
      details: { ...defaultDetails(call), ...route.details?.(call) },
    });
  }
}

function targetIdOf(route: AuditedRoute, call: AuditedCall): string | number | null {
  const where = route.targetId ?? 'id';
  if (where === false) return null;
  if (typeof where === 'function') return where(call);
  if (where === 'result') {
    const id = (call.result as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? id : null;
  }
  return call.params[where] ?? null;
}

/**
 * What every entry tells without being asked: the names of the fields a change set (never their values,
 * which may be personal data or secrets), and for a list the filters used (names only) and the rows shown.
 */
function defaultDetails(call: AuditedCall): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const fields = fieldsOf(call.body);
  if (fields.length > 0) details.fields = fields;
  if (Array.isArray(call.result)) {
    details.rows = call.result.length;
    const filters = filterNamesOf(call.query.filter);
    if (filters.length > 0) details.filters = filters;
  }
  return details;
}

function filterNamesOf(filter: unknown): string[] {
  if (typeof filter !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(filter);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.keys(parsed).sort()
      : [];
  } catch {
    return [];
  }
}
