import { isValidSiret } from '../siret.js';
import { failure, type ValidationFailure } from './failure.js';
import { characterCount, isEmpty, textOf } from './values.js';

/*
 * Text rules (docs/kernel.md "Field rules and messages"). Except where a rule is marked optional, a rule refuses an empty value
 * with its own message (the spec's bounds start at 1 or 2 characters); wrap it in `optional`
 * for a field that may stay empty, and put `needed` first for "Ce champ ne peut pas être vide".
 */

export const COUNTER_MAX_LENGTH = 50;
export const USERNAME_MAX_LENGTH = 49;
export const PASSWORD_MIN_LENGTH = 5;
/** Description: over 10 characters, up to 5000. */
export const DESCRIPTION_MIN_LENGTH = 11;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const PROMOCODE_MAX_LENGTH = 15;

// Local part: the characters RFC 5322 allows unquoted; domain: dot-separated labels and a TLD of 2+ letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An email address as mail servers accept it in practice (no quoted local parts, no IP domains). */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL_PATTERN.test(text);
}

export function needed(value: unknown): ValidationFailure | null {
  return isEmpty(value) ? failure('validation.needed') : null;
}

export function email(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && isEmail(text) ? null : failure('validation.email');
}

/** Characters of a text value; a blank text counts as empty (0), as for `needed`. */
function lengthOf(value: unknown): number {
  const text = textOf(value);
  return text === null || isEmpty(text) ? 0 : characterCount(text);
}

/** 1 to 50 characters. */
export function counter(value: unknown): ValidationFailure | null {
  const length = lengthOf(value);
  return length >= 1 && length <= COUNTER_MAX_LENGTH ? null : failure('validation.counter');
}

/** An absolute URL with its protocol (http, https or ftp) and a host: "www.example.fr" is refused. */
export function url(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  if (text === null || !/^(?:https?|ftp):\/\/\S+$/i.test(text)) return failure('validation.url');
  try {
    return new URL(text).hostname ? null : failure('validation.url');
  } catch {
    return failure('validation.url');
  }
}

/** Only letters, digits, underscore, percent and hyphen: the characters of a URL slug. */
export function link(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && /^[A-Za-z0-9_%-]+$/.test(text) ? null : failure('validation.link');
}

function hasLetterAndTwoCharacters(value: unknown): boolean {
  const text = textOf(value);
  return text !== null && /\p{L}/u.test(text) && characterCount(text) >= 2;
}

/** Contains a letter, at least 2 characters. */
export function string(value: unknown): ValidationFailure | null {
  return hasLetterAndTwoCharacters(value) ? null : failure('validation.string');
}

// Latin letters, accented ones included (é, ç, ñ, œ…), and plain spaces.
const USERNAME_PATTERN = /^(?:(?=\p{Script=Latin})\p{L}| )+$/u;

/** Only letters (with accents, ñ) and spaces, at least one letter, under 50 characters. */
export function username(value: unknown): ValidationFailure | null {
  const text = textOf(value)?.normalize('NFC') ?? '';
  const valid =
    USERNAME_PATTERN.test(text) && /\p{L}/u.test(text) && characterCount(text) <= USERNAME_MAX_LENGTH;
  return valid ? null : failure('validation.username');
}

/** At least 5 characters, one uppercase and one lowercase letter. */
export function password(value: unknown): ValidationFailure | null {
  const text = typeof value === 'string' ? value : '';
  const valid = characterCount(text) >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  return valid ? null : failure('validation.password');
}

/** Over 10 and up to 5000 characters. */
export function description(value: unknown): ValidationFailure | null {
  const length = lengthOf(value);
  return length >= DESCRIPTION_MIN_LENGTH && length <= DESCRIPTION_MAX_LENGTH
    ? null
    : failure('validation.description');
}

/** 1 to 15 characters. */
export function promocode(value: unknown): ValidationFailure | null {
  const length = lengthOf(value);
  return length >= 1 && length <= PROMOCODE_MAX_LENGTH ? null : failure('validation.promocode');
}

/** A VAT code: contains a letter, at least 2 characters. */
export function tvacode(value: unknown): ValidationFailure | null {
  return hasLetterAndTwoCharacters(value) ? null : failure('validation.tvacode');
}

/** 14 digits forming a valid SIRET (spaces allowed). */
export function siret(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && isValidSiret(text) ? null : failure('validation.siret');
}
