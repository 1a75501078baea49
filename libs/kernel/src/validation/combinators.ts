import type { ValidationFailure, ValidationRule } from './failure.js';
import { isEmpty } from './values.js';

/** The same rule, letting an empty value through (for fields that may stay blank). */
export function optional(rule: ValidationRule): ValidationRule {
  return (value) => (isEmpty(value) ? null : rule(value));
}

/** The first failure among rules applied in order, as form fields show one message at a time. */
export function firstFailure(value: unknown, rules: readonly ValidationRule[]): ValidationFailure | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return null;
}

/** A form's rules, by field name. */
export type FieldRules<K extends string = string> = Readonly<Record<K, readonly ValidationRule[]>>;

/** The first failure of each field that fails; an empty object when the whole form is valid. */
export function validateFields<K extends string>(
  values: Readonly<Partial<Record<K, unknown>>>,
  schema: FieldRules<K>,
): Partial<Record<K, ValidationFailure>> {
  const failures: Partial<Record<K, ValidationFailure>> = {};
  for (const field of Object.keys(schema) as K[]) {
    const result = firstFailure(values[field], schema[field]);
    if (result) failures[field] = result;
  }
  return failures;
}
