import { confirmKeywordMatches, messageOf, rules, type IsoDate, type Locale } from '@cuvee/kernel';
import type { ReactNode } from 'react';
import {
  parseDayText,
  parseMonthText,
  withinBounds,
  monthWithinBounds,
  type DateBounds,
} from './calendar-grid.js';

/* What the global popup asks, and when its validate button may be pressed (docs/kernel.md). Pure. */

interface FieldBase {
  /** The key of the value in the popup's result. */
  readonly name: string;
  readonly label: string;
  /** An empty required field keeps "Valider" disabled. */
  readonly required?: boolean;
}

export type PopupField =
  | (FieldBase & {
      readonly kind: 'text' | 'textarea';
      readonly initial?: string;
      readonly placeholder?: string;
    })
  | (FieldBase & { readonly kind: 'checkbox'; readonly initial?: boolean })
  | (FieldBase & {
      readonly kind: 'select';
      readonly options: readonly { readonly value: string; readonly label: string }[];
      readonly initial?: string;
    })
  /** A day (DD/MM/YYYY) or, in month mode, a month (MM/YYYY), within min and max. */
  | (FieldBase &
      DateBounds & { readonly kind: 'date'; readonly mode?: 'day' | 'month'; readonly initial?: IsoDate })
  /** The mail selector: a list of addresses, at least one, all valid. */
  | (FieldBase & { readonly kind: 'emails'; readonly initial?: readonly string[] });

export type PopupValue = string | boolean | readonly string[];
export type PopupValues = Readonly<Record<string, PopupValue>>;

export interface PopupOptions {
  readonly title: string;
  readonly text?: string;
  readonly fields?: readonly PopupField[];
  /** A custom body, shown under the text and above the fields. */
  readonly body?: ReactNode;
  /** Defaults: "Annuler" and "Valider". */
  readonly cancelLabel?: string;
  readonly validateLabel?: string;
  /** The error style: red title and validate button, for destructive actions. */
  readonly tone?: 'default' | 'error';
  /** Typed-text confirmation: validate stays disabled until this word is typed (spaces and case ignored). */
  readonly confirmKeyword?: string;
}

/** What a validated popup answers: each field's value by name. A date field holds its text as typed. */
export interface PopupResult {
  readonly values: PopupValues;
}

export function initialValues(fields: readonly PopupField[] = []): Record<string, PopupValue> {
  const values: Record<string, PopupValue> = {};
  for (const field of fields) {
    switch (field.kind) {
      case 'checkbox':
        values[field.name] = field.initial ?? false;
        break;
      case 'emails':
        values[field.name] = field.initial ?? [];
        break;
      case 'date':
        values[field.name] = field.initial ? dateText(field.initial, field.mode) : '';
        break;
      default:
        values[field.name] = field.initial ?? '';
    }
  }
  return values;
}

function dateText(day: IsoDate, mode: 'day' | 'month' = 'day'): string {
  const [year, month, date] = day.split('-');
  return mode === 'month' ? `${month}/${year}` : `${date}/${month}/${year}`;
}

function isEmptyValue(value: PopupValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The message a field shows for its value, or null: a date out of its bounds or unreadable, a mail
 * list without any or with an invalid address (the kernel texts). Emptiness of a required field
 * only disables validation, without a message.
 */
export function fieldError(field: PopupField, value: PopupValue | undefined, locale: Locale): string | null {
  if (field.kind === 'emails') {
    const failure = rules.emailRecipients(value ?? []);
    if (!failure || (!field.required && isEmptyValue(value))) return null;
    return messageOf(failure, locale);
  }
  if (field.kind !== 'date' || typeof value !== 'string' || value.trim() === '') return null;
  if (field.mode === 'month') {
    const month = parseMonthText(value);
    return month && monthWithinBounds(month, field) ? null : messageOf({ code: 'validation.date' }, locale);
  }
  const day = parseDayText(value);
  return day && withinBounds(day, field) ? null : messageOf({ code: 'validation.date' }, locale);
}

/** Validate is disabled when the typed-text check fails or a required input is empty. */
export function canValidate(
  options: Pick<PopupOptions, 'fields' | 'confirmKeyword'>,
  values: PopupValues,
  typedKeyword: string,
  locale: Locale,
): boolean {
  if (options.confirmKeyword && !confirmKeywordMatches(typedKeyword, options.confirmKeyword)) return false;
  return (options.fields ?? []).every(
    (field) =>
      !(field.required && isEmptyValue(values[field.name])) &&
      fieldError(field, values[field.name], locale) === null,
  );
}
