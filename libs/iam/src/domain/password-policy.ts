import { failure, rules, type ValidationFailure } from '@cuvee/kernel';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * True for a password of the common-passwords list, compared case-insensitively, and for such a
 * password followed only by digits or symbols ("Soleil2024!", "Azerty123"): attackers try those
 * suffixes first, so they add nothing.
 */
export function isCommonPassword(password: string): boolean {
  const lowered = password.normalize('NFKC').trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return true;
  const base = lowered.replace(/[\d\W_]+$/u, '');
  return base.length > 0 && base !== lowered && COMMON_PASSWORDS.has(base);
}

/**
 * Rule for a new password, beside the spec's `rules.password`: it only speaks when the spec rule
 * passes, so a weak password gets one message, not two.
 */
export function notCommonPassword(value: unknown): ValidationFailure | null {
  if (typeof value !== 'string' || rules.password(value) !== null) return null;
  return isCommonPassword(value) ? failure('validation.commonPassword') : null;
}

/** The whole policy for a new password: the kernel's password rule, then the common-passwords refusal. */
export function newPasswordFailure(value: unknown): ValidationFailure | null {
  return rules.password(value) ?? notCommonPassword(value);
}
