import type { Locale } from '../locale.js';
import { interpolate, isMessageKey, messages, type MessageKey, type MessageParams } from './messages.js';

/** Why a value was refused: a message key and the values its text needs. */
export interface ValidationFailure {
  readonly code: string;
  readonly params?: MessageParams;
}

/** A rule answers null when the value is acceptable. */
export type ValidationRule = (value: unknown) => ValidationFailure | null;

/** A failure whose code is checked against the catalogue at compile time. */
export function failure(code: MessageKey, params?: MessageParams): ValidationFailure {
  return params ? { code, params } : { code };
}

/**
 * The text of a failure in a locale. A code outside the catalogue (a failure built elsewhere)
 * comes back as the code itself, so a screen shows something traceable instead of nothing.
 */
export function messageOf(failure: ValidationFailure, locale: Locale): string {
  if (!isMessageKey(failure.code)) return failure.code;
  return interpolate(messages[locale][failure.code], failure.params);
}
