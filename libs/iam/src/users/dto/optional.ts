import { IsOptional, ValidateIf } from 'class-validator';

/**
 * May be left out, but when present (null included) must pass the field's rules: for fields that are
 * never null (email, username…). class-validator's IsOptional would let `null` through unchecked.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** May be left out or null (clears the field). */
export function Nullable(): PropertyDecorator {
  return IsOptional();
}
