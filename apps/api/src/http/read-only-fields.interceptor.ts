import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** The request headers that make the record read back the one the caller would read. */
const FORWARDED_HEADERS = ['authorization', 'cookie', 'x-shop-id', 'accept-language', 'x-request-id'];

type Body = Record<string, unknown>;
type DtoClass = new () => object;

function isPlainObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The class of the handler's `@Body()` parameter, when it is one. */
function bodyClassOf(context: ExecutionContext): DtoClass | undefined {
  const handler = context.getHandler();
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const body = Object.entries(args).find(
    ([key, arg]) => key.startsWith(`${RouteParamtypes.BODY}:`) && arg.data === undefined,
  )?.[1];
  if (!body) return undefined;
  const types = Reflect.getMetadata('design:paramtypes', context.getClass().prototype, handler.name) as
    unknown[] | undefined;
  const type = types?.[body.index];
  return typeof type === 'function' && type !== Object ? (type as DtoClass) : undefined;
}

/** The fields the validation pipe accepts on that class (those with class-validator metadata). */
function acceptedFieldsOf(type: DtoClass): Set<string> {
  return new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(type, '', false, false)
      .map((metadata) => metadata.propertyName),
  );
}

/** class-transformer's own registry of `@Type(() => Nested)`: the classes the pipe builds nested values with. */
const typeRegistry = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: DtoClass, property: string): { typeFunction: () => unknown } | undefined;
  };
};

/** `@Type(() => Number)` and the like convert a scalar; only a DTO class has fields to follow. */
const SCALAR_TYPES: unknown[] = [Object, Number, String, Boolean, Date];

function nestedClassOf(type: DtoClass, field: string): DtoClass | undefined {
  const nested = typeRegistry.defaultMetadataStorage.findTypeMetadata(type, field)?.typeFunction();
  return typeof nested === 'function' && !SCALAR_TYPES.includes(nested) ? (nested as DtoClass) : undefined;
}

/** Whether the field holds a map of nested DTOs (`Map<string, Nested>`, sent as an object) rather than one. */
function isMap(type: DtoClass, field: string): boolean {
  return Reflect.getMetadata('design:type', type.prototype, field) === Map;
}

/** The nested objects a field holds: array items, map values, or the object itself. */
function nestedObjects(value: unknown, asMap: boolean): Body[] {
  const items = Array.isArray(value) ? value : asMap && isPlainObject(value) ? Object.values(value) : [value];
  return items.filter(isPlainObject);
}

/** Each nested object sent with its stored counterpart: array items by id when they carry one, else by position. */
function pairs(value: unknown, before: unknown, asMap: boolean): [Body, Body][] {
  if (Array.isArray(value) && Array.isArray(before)) {
    return value.flatMap((item, index): [Body, Body][] => {
      if (!isPlainObject(item)) return [];
      const match =
        item.id !== undefined
          ? before.find((old) => isPlainObject(old) && old.id === item.id)
          : before[index];
      return isPlainObject(match) ? [[item, match]] : [];
    });
  }
  if (!isPlainObject(value) || !isPlainObject(before)) return [];
  if (!asMap) return [[value, before]];
  return Object.entries(value).flatMap(([key, item]): [Body, Body][] =>
    isPlainObject(item) && isPlainObject(before[key]) ? [[item, before[key]]] : [],
  );
}

/** Whether the body, at any depth the DTO describes, has a field the DTO does not accept. */
function hasForeignFields(body: Body, type: DtoClass): boolean {
  const accepted = acceptedFieldsOf(type);
  return Object.entries(body).some(([field, value]) => {
    if (!accepted.has(field)) return true;
    const nested = nestedClassOf(type, field);
    return (
      nested !== undefined &&
      nestedObjects(value, isMap(type, field)).some((item) => hasForeignFields(item, nested))
    );
  });
}

/**
 * Drops from `body` the fields the DTO does not accept but the stored record holds with the same
 * value, nested DTOs followed the same way. The others stay for the validation pipe, which refuses
 * each by name ("La propriété createdAt n'est pas autorisée"): a changed read-only field is refused
 * exactly as before.
 */
function dropUnchanged(body: Body, type: DtoClass, stored: Body): void {
  const accepted = acceptedFieldsOf(type);
  for (const field of Object.keys(body)) {
    if (!accepted.has(field)) {
      if (Object.hasOwn(stored, field) && isDeepStrictEqual(body[field], stored[field])) delete body[field];
      continue;
    }
    const nested = nestedClassOf(type, field);
    if (!nested) continue;
    for (const [item, before] of pairs(body[field], stored[field], isMap(type, field)))
      dropUnchanged(item, nested, before);
  }
}

/**
 * react-admin's Edit form sends back the record it read, read-only fields included (id, dates,
 * totals, nested views). On a PUT, the fields the body DTO does not accept (at any depth its nested
 * DTOs describe) are compared with the record as a GET on the same path answers it, for the same
 * caller: an unchanged one is dropped before validation; a changed one, like a field the record does
 * not have, is left for the validation pipe, which refuses it by name as before. See docs/adr/0025-react-admin-compatibility.md.
 */
export class ReadOnlyFieldsInterceptor implements NestInterceptor {
  constructor(private readonly fastify: FastifyInstance) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'PUT' || !isPlainObject(request.body)) return next.handle();
    const type = bodyClassOf(context);
    if (!type || !hasForeignFields(request.body, type)) return next.handle();
    const stored = await this.recordAsRead(request);
    if (!stored) return next.handle();
    dropUnchanged(request.body, type, stored);
    return next.handle();
  }

  /** The JSON a GET of the same URL answers this caller, or undefined when there is no such record. */
  private async recordAsRead(request: FastifyRequest): Promise<Body | undefined> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const reply = await this.fastify.inject({ method: 'GET', url: request.url, headers });
    if (reply.statusCode !== 200) return undefined;
    try {
      const json: unknown = reply.json();
      return isPlainObject(json) ? json : undefined;
    } catch {
      return undefined;
    }
  }
}
