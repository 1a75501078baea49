import { failure, type ValidationFailure, type ValidationRule } from './failure.js';
import { isEmail } from './text-rules.js';
import { textOf } from './values.js';

/* Recipients field, terms acceptance and typed-keyword confirmation (docs/kernel.md "Field rules and messages"). */

function recipientsOf(value: unknown): string[] {
  if (Array.isArray(value))
    // A non-text item is kept as "?" so it fails as an invalid address instead of vanishing.
    return value.map((item) => textOf(item)?.trim() ?? '?');
  if (typeof value === 'string') return value.split(/[,;\s]+/).filter((item) => item !== '');
  return [];
}

/** At least one address, all valid: a list, or a text separated by commas, semicolons or spaces. */
export function emailRecipients(value: unknown): ValidationFailure | null {
  const recipients = recipientsOf(value).filter((item) => item !== '');
  if (recipients.length === 0) return failure('validation.recipientsRequired');
  const invalid = recipients.find((item) => !isEmail(item));
  return invalid === undefined ? null : failure('validation.recipientInvalid', { email: invalid });
}

/**
 * What Enter or Tab does in the recipients field: the typed address is added if it is valid and
 * not already there (compared without case); otherwise the same list comes back unchanged.
 */
export function addRecipient(recipients: readonly string[], typed: string): readonly string[] {
  const address = typed.trim();
  if (!isEmail(address)) return recipients;
  const lower = address.toLowerCase();
  return recipients.some((item) => item.toLowerCase() === lower) ? recipients : [...recipients, address];
}

/** The terms-of-use box must be ticked (true, not merely truthy). */
export function cgu(value: unknown): ValidationFailure | null {
  return value === true ? null : failure('validation.cgu');
}

function keywordForm(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, '').toLocaleLowerCase('fr');
}

/** Whether the typed text is the confirmation keyword, spaces removed and case ignored. */
export function confirmKeywordMatches(typed: string, keyword: string): boolean {
  return keywordForm(typed) === keywordForm(keyword);
}

/** A rule for a confirmation box that asks to type `keyword`. */
export function confirmKeyword(keyword: string): ValidationRule {
  return (value) =>
    typeof value === 'string' && confirmKeywordMatches(value, keyword)
      ? null
      : failure('validation.confirmKeyword', { keyword });
}
