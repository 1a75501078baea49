import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { declaredShapeErrors } from './declared-shape.js';

/** Carries class-validator's errors to the error filter, which writes them in the caller's language. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: ValidationError[]) {
    super('validation failed');
  }
}

/**
 * Checks the shape the OpenAPI document declares (declared-shape.ts) besides the DTO's own rules. A field
 * its rules already refuse keeps their message (the kernel's "Le mail est incorrect" says more than
 * "Le champ email n'est pas valide"); the others get the shape's.
 */
class DeclaredShapeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const shape = declaredShapeErrors(value, metadata);
    if (shape.length === 0) return super.transform(value, metadata);
    const rules = await super.transform(value, metadata).then(
      () => [],
      // A rule that throws on a value of the wrong shape is one more reason to answer with the shape's.
      (error: unknown) => (error instanceof ValidationFailedException ? error.errors : []),
    );
    const told = new Set(refusedPaths(rules));
    throw new ValidationFailedException([...rules, ...shape.filter((error) => !told.has(error.property))]);
  }
}

/** The dotted paths of the fields class-validator refused with a message of their own. */
function refusedPaths(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).length > 0 ? [path] : [];
    return [...own, ...refusedPaths(error.children ?? [], path)];
  });
}

/**
 * Unknown fields are refused (not silently dropped), payloads are turned into DTO instances, and
 * implicit conversion is off so a wrong type is an error rather than a guess.
 */
export function createValidationPipe(): ValidationPipe {
  return new DeclaredShapeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}

const pipe = createValidationPipe();

/**
 * A body checked the way the global pipe checks a `@Body()` parameter, for the routes that read their
 * body themselves (JSON or a multipart form on one route).
 */
export async function validatedBody<T extends object>(type: new () => T, value: unknown): Promise<T> {
  return (await pipe.transform(value, { type: 'body', metatype: type })) as T;
}
