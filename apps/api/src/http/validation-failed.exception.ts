import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Carries class-validator's errors to the error filter, which writes them in the caller's language. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: ValidationError[]) {
    super('validation failed');
  }
}

/**
 * Unknown fields are refused (not silently dropped), payloads are turned into DTO instances, and
 * implicit conversion is off so a wrong type is an error rather than a guess.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}
