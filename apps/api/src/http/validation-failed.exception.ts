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

/** Checks the shape the OpenAPI document declares (declared-shape.ts) before the DTO's own rules. */
class DeclaredShapeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const errors = declaredShapeErrors(value, metadata);
    if (errors.length > 0) throw new ValidationFailedException(errors);
    return super.transform(value, metadata);
  }
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
