import { ValidateBy, type ValidationOptions } from 'class-validator';
import type { ValidationFailure } from '@cuvee/kernel';

type Rule = (value: unknown) => ValidationFailure | null;

/** Marks a class-validator message as an encoded kernel failure, translated later by the error filter. */
export const FAILURE_PREFIX = 'cuvee:';

/**
 * Turns a kernel rule (the one definition of the rule and its message) into a DTO decorator:
 * `@Satisfies(rules.email) email!: string`. The failure travels encoded in the message and is put in
 * the request's language by the exception filter.
 */
export function Satisfies(rule: Rule, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: `cuvee:${rule.name}`,
      validator: {
        validate: (value: unknown) => rule(value) === null,
        defaultMessage: (args) => encodeFailure(rule(args?.value) ?? { code: 'validation.invalid' }),
      },
    },
    options,
  );
}

export function encodeFailure(failure: ValidationFailure): string {
  return FAILURE_PREFIX + JSON.stringify(failure);
}

export function decodeFailure(message: string): ValidationFailure | null {
  if (!message.startsWith(FAILURE_PREFIX)) return null;
  try {
    return JSON.parse(message.slice(FAILURE_PREFIX.length)) as ValidationFailure;
  } catch {
    return null;
  }
}
