import type { ArgumentMetadata, ValidationError } from '@nestjs/common';

/*
 * The shape a DTO declares in the OpenAPI document (its @ApiProperty metadata), checked before its
 * class-validator rules. Those rules let through what the services then trip on: `@IsOptional()` accepts
 * null, `@ValidateNested()` accepts an array of anything, a rule written for a string may throw on an
 * array, a missing nested object passes, and a number may exceed what a column holds. One walk over the declared shape refuses them all,
 * naming the field (docs/adr/0005-api-errors.md).
 */

/** @nestjs/swagger's metadata keys (its constants module is not part of its public exports). */
const PROPERTY_NAMES = 'swagger/apiModelPropertiesArray';
const PROPERTY = 'swagger/apiModelProperties';

/** Beyond this an integer loses precision in JavaScript, so no amount or id can be larger. */
const LARGEST = Number.MAX_SAFE_INTEGER;

interface Declared {
  type?: unknown;
  isArray?: boolean;
  /** The items of a list declared as `type: 'array'` (a list of enum values, say). */
  items?: { type?: unknown };
  nullable?: boolean;
  /** @ApiProperty's default; @ApiPropertyOptional says false. */
  required?: boolean;
  minimum?: number;
  maximum?: number;
}

type Kind =
  | { kind: 'scalar'; number: boolean; text: boolean }
  | { kind: 'object'; type: abstract new () => unknown }
  // A JSON object or list whose content the document leaves open (`type: 'object'`, `type: 'array'`).
  | { kind: 'map' }
  | { kind: 'list' }
  | { kind: 'free' };

type Constructor = abstract new (...args: never[]) => unknown;

const SCALARS = new Map<unknown, 'text' | 'number' | 'other'>([
  [String, 'text'],
  [Number, 'number'],
  [Boolean, 'other'],
  [Date, 'other'],
  ['string', 'text'],
  ['number', 'number'],
  ['integer', 'number'],
  ['boolean', 'other'],
]);

function declaredProperties(type: Constructor): Map<string, Declared> {
  const names = (Reflect.getMetadata(PROPERTY_NAMES, type.prototype as object) ?? []) as string[];
  const found = new Map<string, Declared>();
  for (const name of names) {
    const key = name.replace(/^:/, '');
    const declared = (Reflect.getMetadata(PROPERTY, type.prototype as object, key) ?? {}) as Declared;
    // Without an explicit type, swagger reads the compiler's design type, and so do we.
    const type_ = declared.type ?? Reflect.getMetadata('design:type', type.prototype as object, key);
    found.set(key, { ...declared, type: type_ });
  }
  return found;
}

function hasDeclaredProperties(type: unknown): type is Constructor {
  return (
    typeof type === 'function' &&
    type.prototype !== undefined &&
    Reflect.getMetadata(PROPERTY_NAMES, type.prototype as object) !== undefined
  );
}

function kindOf(type: unknown): Kind {
  const scalar = SCALARS.get(type);
  if (scalar) return { kind: 'scalar', number: scalar === 'number', text: scalar === 'text' };
  // `type: () => Dto` (a lazy reference, no prototype) names the class it returns.
  const resolved =
    typeof type === 'function' && type.prototype === undefined ? (type as () => unknown)() : type;
  if (hasDeclaredProperties(resolved))
    return { kind: 'object', type: resolved as abstract new () => unknown };
  if (type === 'object') return { kind: 'map' };
  if (type === 'array') return { kind: 'list' };
  return { kind: 'free' };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refused(path: string): ValidationError {
  return { property: path, constraints: { declaredShape: 'declaredShape' }, children: [] };
}

function checkValue(value: unknown, declared: Declared, path: string, errors: ValidationError[]): void {
  if (value === undefined) return;
  if (value === null) {
    if (!declared.nullable) errors.push(refused(path));
    return;
  }
  const kind = kindOf(declared.type);
  if (declared.isArray || kind.kind === 'list') {
    if (!Array.isArray(value)) return void errors.push(refused(path));
    const items = kind.kind === 'list' ? declared.items?.type : declared.type;
    value.forEach((item, index) => checkValue(item, { type: items }, `${path}.${index}`, errors));
    return;
  }
  if (kind.kind === 'scalar') {
    if (typeof value === 'object') return void errors.push(refused(path));
    // Services read text with string methods (`.trim()`): a number or a boolean there is refused too.
    if (kind.text && typeof value !== 'string') return void errors.push(refused(path));
    if (kind.number && typeof value === 'number') {
      const minimum = Math.max(declared.minimum ?? -LARGEST, -LARGEST);
      const maximum = Math.min(declared.maximum ?? LARGEST, LARGEST);
      if (!Number.isFinite(value) || value < minimum || value > maximum) errors.push(refused(path));
    }
    return;
  }
  if (kind.kind === 'object' || kind.kind === 'map') {
    if (!isPlainObject(value)) return void errors.push(refused(path));
    if (kind.kind === 'object') checkObject(value, kind.type, `${path}.`, errors);
  }
}

function checkObject(
  value: Record<string, unknown>,
  type: Constructor,
  prefix: string,
  errors: ValidationError[],
): void {
  for (const [key, declared] of declaredProperties(type)) {
    if (Object.hasOwn(value, key)) checkValue(value[key], declared, `${prefix}${key}`, errors);
    // class-validator's @ValidateNested() passes a missing object by, where a scalar's own rule would
    // refuse it: a required nested object or list of objects must be there.
    else if (declared.required !== false && kindOf(declared.type).kind === 'object')
      errors.push(refused(`${prefix}${key}`));
  }
}

/**
 * The fields of a request part that do not have the shape its DTO declares, each one a validation error
 * naming the field. Query strings and path parameters are text, so only their arity is checked there
 * (a repeated `?siret=` is a list where one value is declared).
 */
export function declaredShapeErrors(value: unknown, metadata: ArgumentMetadata): ValidationError[] {
  const errors: ValidationError[] = [];
  const { metatype, type, data } = metadata;
  if (type === 'custom') return errors;
  if (data !== undefined) {
    // One named part (`@Query('siret')`, `@Param('id')`): a scalar unless the handler takes a list.
    if (metatype !== Array && metatype !== Object && (Array.isArray(value) || isPlainObject(value))) {
      errors.push(refused(data));
    }
    return errors;
  }
  if (!hasDeclaredProperties(metatype)) return errors;
  if (value === undefined) return errors;
  if (!isPlainObject(value)) {
    if (type === 'body') errors.push(refused('body'));
    return errors;
  }
  if (type === 'body') {
    checkObject(value, metatype, '', errors);
    return errors;
  }
  for (const [key, declared] of declaredProperties(metatype)) {
    if (!declared.isArray && (Array.isArray(value[key]) || isPlainObject(value[key]))) {
      errors.push(refused(key));
    }
  }
  return errors;
}
