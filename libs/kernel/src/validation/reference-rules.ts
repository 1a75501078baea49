import { isKeyOf, type RefList } from '../reference/reference-list.js';
import { isValidVatNumber } from '../vat-number.js';
import { failure, type ValidationFailure, type ValidationRule } from './failure.js';
import { textOf } from './values.js';

/** Only the keys of a reference list ("La valeur "x" n'est pas reconnue"). */
export function knownKey(list: RefList): ValidationRule {
  return function knownKey(value: unknown): ValidationFailure | null {
    return isKeyOf(list, value) ? null : failure('validation.unknownValue', { value: textOf(value) ?? '?' });
  };
}

/** An intra-community VAT number in its country's format. */
export function vatNumber(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && isValidVatNumber(text) ? null : failure('validation.vatNumber');
}
