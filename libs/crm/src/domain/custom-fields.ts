import { failure, isIsoDate, type ValidationFailure } from '@cuvee/kernel';

/*
 * Custom fields of a shop's clients (ADR 0091): the shop defines extra fields (« Nombre de couverts »,
 * « Cave climatisée »…), each of a type; a client's value is stored as one canonical string per field, so
 * a filter on a field compares plain strings, the same on SQLite and MariaDB.
 */

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'yesNo', 'choice'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Fields per shop, archived ones included (they keep their values). */
export const MAX_CUSTOM_FIELDS = 30;
export const MAX_LABEL_LENGTH = 60;
export const MAX_CHOICES = 50;
export const MAX_CHOICE_LENGTH = 60;
/** A text value fits the indexed value column (varchar 255). */
export const MAX_TEXT_VALUE = 255;
export const MAX_KEY_LENGTH = 40;
/** Numbers beyond this lose their exact decimal writing; no client count or area comes near. */
const MAX_NUMBER = 1e12;

export interface CustomFieldDefinition {
  key: string;
  label: string;
  type: CustomFieldType;
  /** The choice type's choices, in order; empty for the others. */
  choices: readonly string[];
  archived: boolean;
}

export type CustomValue = string | number | boolean;

export function isCustomFieldType(value: unknown): value is CustomFieldType {
  return (CUSTOM_FIELD_TYPES as readonly unknown[]).includes(value);
}

/** A label as stored: trimmed, inner spaces single. */
export function normaliseLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ');
}

export function labelProblem(label: string): ValidationFailure | null {
  const normalised = normaliseLabel(label);
  return normalised.length === 0 || normalised.length > MAX_LABEL_LENGTH
    ? failure('crm.customFieldLabel', { max: MAX_LABEL_LENGTH })
    : null;
}

/** Labels compare without case or accents: « Cave » and « cave » would be the same field to a reader. */
export function sameLabel(a: string, b: string): boolean {
  return fold(normaliseLabel(a)) === fold(normaliseLabel(b));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The stable key of a new field, from its label: lower case ASCII words joined by `_` (« Nombre de
 * couverts » → `nombre_de_couverts`), cut to 40 characters, and made unique among the shop's keys with a
 * number. It never changes afterwards, so renaming a field keeps its values, filters and exports.
 */
export function customFieldKey(label: string, taken: ReadonlySet<string>): string {
  const base =
    fold(label)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MAX_KEY_LENGTH)
      .replace(/_+$/, '') || 'champ';
  const key = /^[0-9]/.test(base) ? `champ_${base}`.slice(0, MAX_KEY_LENGTH) : base;
  if (!taken.has(key)) return key;
  for (let suffix = 2; ; suffix += 1) {
    const tail = `_${suffix}`;
    const candidate = `${key.slice(0, MAX_KEY_LENGTH - tail.length)}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The choices as stored: trimmed, inner spaces single. */
export function normaliseChoices(choices: readonly string[]): string[] {
  return choices.map(normaliseLabel);
}

/** A choice field offers 1 to 50 choices, each 1 to 60 characters, no two the same (case and accents aside). */
export function choicesProblem(choices: readonly string[]): ValidationFailure | null {
  const normalised = normaliseChoices(choices);
  const folded = new Set(normalised.map(fold));
  const fits =
    normalised.length >= 1 &&
    normalised.length <= MAX_CHOICES &&
    normalised.every((choice) => choice.length >= 1 && choice.length <= MAX_CHOICE_LENGTH) &&
    folded.size === normalised.length;
  return fits ? null : failure('crm.customFieldChoices', { max: MAX_CHOICES, length: MAX_CHOICE_LENGTH });
}

export type StoredValue = { stored: string | null } | { failure: ValidationFailure };

/**
 * A value of a field as stored: a canonical string (numbers as JavaScript writes them, dates
 * YYYY-MM-DD, yes/no `true`/`false`, a choice as offered), or null when the value is empty (null, blank
 * text), which clears the field. A value of the wrong kind is refused with a message naming the field.
 */
export function storedValue(
  field: Pick<CustomFieldDefinition, 'label' | 'type' | 'choices'>,
  value: unknown,
): StoredValue {
  if (value === null || value === undefined) return { stored: null };
  if (typeof value === 'string' && value.trim() === '') return { stored: null };
  const label = field.label;
  switch (field.type) {
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : null;
      return text !== null && text.length <= MAX_TEXT_VALUE
        ? { stored: text }
        : { failure: failure('crm.customFieldText', { label, max: MAX_TEXT_VALUE }) };
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER
        ? { stored: String(value) }
        : { failure: failure('crm.customFieldNumber', { label }) };
    case 'date':
      return isIsoDate(value) ? { stored: value } : { failure: failure('crm.customFieldDate', { label }) };
    case 'yesNo':
      return typeof value === 'boolean'
        ? { stored: String(value) }
        : { failure: failure('crm.customFieldYesNo', { label }) };
    case 'choice': {
      const choice = typeof value === 'string' ? normaliseLabel(value) : null;
      return choice !== null && field.choices.includes(choice)
        ? { stored: choice }
        : { failure: failure('crm.customFieldChoice', { label, choices: field.choices.join(', ') }) };
    }
  }
}

/** A stored value read back in its type (the inverse of storedValue). */
export function readValue(type: CustomFieldType, stored: string): CustomValue {
  if (type === 'number') return Number(stored);
  if (type === 'yesNo') return stored === 'true';
  return stored;
}

export type CustomValuesCheck = { values: Map<string, string | null> } | { failures: ValidationFailure[] };

/**
 * The custom values a client form sends (`{ key: value }`), checked against the shop's fields: every key
 * must be an active field's, every value of its field's type. Answers the values to write by key (null
 * clears), or every failure, so nothing is written when one value is wrong.
 */
export function checkCustomValues(
  fields: readonly CustomFieldDefinition[],
  input: Readonly<Record<string, unknown>>,
): CustomValuesCheck {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const values = new Map<string, string | null>();
  const failures: ValidationFailure[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = byKey.get(key);
    if (!field) {
      failures.push(failure('crm.customFieldUnknown', { key }));
    } else if (field.archived) {
      failures.push(failure('crm.customFieldArchived', { label: field.label }));
    } else {
      const result = storedValue(field, value);
      if ('failure' in result) failures.push(result.failure);
      else values.set(key, result.stored);
    }
  }
  return failures.length > 0 ? { failures } : { values };
}

/**
 * The stored values a list filter on a field matches (`filter={"custom.<key>": value}`, or a list of
 * values for "any of"). Free text is not filtered: the engines compare text with different collations.
 */
export function filterValues(
  field: Pick<CustomFieldDefinition, 'label' | 'type' | 'choices'>,
  value: unknown,
): { stored: string[] } | { failure: ValidationFailure } {
  if (field.type === 'text')
    return { failure: failure('crm.customFieldNotFilterable', { label: field.label }) };
  const stored: string[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const result = storedValue(field, item);
    if ('failure' in result) return result;
    if (result.stored !== null) stored.push(result.stored);
  }
  return { stored };
}

/** The choices removed by an edit that some client still holds: they cannot go. */
export function removedChoicesInUse(
  before: readonly string[],
  after: readonly string[],
  used: ReadonlySet<string>,
): string[] {
  return before.filter((choice) => !after.includes(choice) && used.has(choice));
}
