import {
  failure,
  parseDateInput,
  parseDecimalInput,
  rules,
  tryToCents,
  type IsoDate,
  type ValidationRule,
} from '@cuvee/kernel';
import { normalizeHeader } from './column-mapping.js';
import type { CellResult } from './import-definition.js';

type Parser<T> = (text: string) => CellResult<T>;

const TRUE_WORDS = new Set(['1', 'oui', 'o', 'yes', 'y', 'vrai', 'true', 'x']);
const FALSE_WORDS = new Set(['0', 'non', 'n', 'no', 'faux', 'false']);

/**
 * Cell readers for import definitions, each answering a value or the validation message of the rule it
 * applies (the same rules as the forms, so an import refuses what the screen refuses).
 */
export const cells = {
  /** The text as written, once a kernel rule accepts it (`cells.rule(rules.email)`). */
  rule(rule: ValidationRule): Parser<string> {
    return (text) => {
      const refused = rule(text);
      return refused ? { failure: refused } : { value: text };
    };
  },

  /** An integer, negative allowed ("Doit être un nombre"). */
  integer(): Parser<number> {
    return (text) => {
      const refused = rules.number(text);
      return refused ? { failure: refused } : { value: Number(text) };
    };
  },

  /** A decimal number, comma or point ("12,5"). */
  decimal(): Parser<number> {
    return (text) => {
      const value = parseDecimalInput(text);
      return value === null ? { failure: failure('validation.numberFloat') } : { value };
    };
  },

  /** An amount in euros ("12,50", "1 200 €") read as integer cents (ADR 0001). */
  cents(): Parser<number> {
    return (text) => {
      const value = tryToCents(text);
      return value === null ? { failure: failure('validation.numberFloat') } : { value };
    };
  },

  /** oui/non, yes/no, vrai/faux, 1/0, x; and the column's own words for each (without case or accents). */
  boolean(words: { yes?: readonly string[]; no?: readonly string[] } = {}): Parser<boolean> {
    const yes = new Set([...TRUE_WORDS, ...(words.yes ?? []).map(normalizeHeader)]);
    const no = new Set([...FALSE_WORDS, ...(words.no ?? []).map(normalizeHeader)]);
    return (text) => {
      const word = normalizeHeader(text);
      if (yes.has(word)) return { value: true };
      if (no.has(word)) return { value: false };
      return { failure: failure('validation.unknownValue', { value: text }) };
    };
  },

  /** A day: DD/MM/YYYY or YYYY-MM-DD (what spreadsheets give), as 'YYYY-MM-DD'. */
  date(): Parser<IsoDate> {
    return (text) => {
      const value = parseDateInput(text);
      return value === null ? { failure: failure('validation.date') } : { value };
    };
  },

  /**
   * One value of a reference list, matched without case or accents on the value or one of its labels
   * ("Rouge", "red", "rouge" → 'red').
   */
  oneOf(values: readonly { value: string; names?: readonly string[] }[]): Parser<string> {
    const lookup = new Map<string, string>();
    for (const { value, names = [] } of values) {
      for (const name of [value, ...names]) lookup.set(normalizeHeader(name), value);
    }
    return (text) => {
      const value = lookup.get(normalizeHeader(text));
      return value === undefined
        ? { failure: failure('validation.unknownValue', { value: text }) }
        : { value };
    };
  },
};
