import { IsOptional, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import type { ValidationFailure } from '@cuvee/kernel';
import { encodeFailure } from '@cuvee/platform';

/*
 * Field presence, as iam's DTOs say it, and a rule that needs the rest of the object (a postal code checked
 * against its address's country).
 */

/** May be left out, but when present (null included) must pass the field's rules. */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** May be left out or null (clears the field). */
export function Nullable(): PropertyDecorator {
  return IsOptional();
}

type ObjectRule = (value: unknown, object: Record<string, unknown>) => ValidationFailure | null;

/** `@Satisfies` for a kernel rule that reads a sibling field. */
export function SatisfiesWithObject(name: string, rule: ObjectRule): PropertyDecorator {
  const check = (args?: ValidationArguments) =>
    rule(args?.value, (args?.object ?? {}) as Record<string, unknown>);
  return ValidateBy({
    name: `cuvee:${name}`,
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => check(args) === null,
      defaultMessage: (args?: ValidationArguments) =>
        encodeFailure(check(args) ?? { code: 'validation.invalid' }),
    },
  });
}
