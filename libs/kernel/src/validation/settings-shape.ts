import { failure, type ValidationFailure } from './failure.js';

/*
 * Settings are saved as JSON documents that later operations read whole (ADR 0026): a save is
 * checked on the document it would leave (defaults, stored values and the patch merged), and an
 * operation checks the stored document before relying on it. A shape says what each key must hold.
 */

/** Whether one value of a settings document is usable. */
export type SettingCheck = (value: unknown) => boolean;

/** What a settings document must hold: a check per key, or the shape of a nested object. */
export interface SettingsShape {
  readonly [key: string]: SettingCheck | SettingsShape;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The checks settings shapes are made of. */
export const settingChecks = {
  boolean: (value: unknown) => typeof value === 'boolean',
  text:
    (maxLength: number): SettingCheck =>
    (value) =>
      typeof value === 'string' && value.length <= maxLength,
  matching:
    (pattern: RegExp): SettingCheck =>
    (value) =>
      typeof value === 'string' && pattern.test(value),
  integer:
    (min: number, max: number): SettingCheck =>
    (value) =>
      Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max,
  number:
    (min: number, max: number): SettingCheck =>
    (value) =>
      typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
  oneOf:
    (allowed: readonly string[]): SettingCheck =>
    (value) =>
      typeof value === 'string' && allowed.includes(value),
  nullable:
    (check: SettingCheck): SettingCheck =>
    (value) =>
      value === null || check(value),
  /** An array whose every item passes `item`. */
  list:
    (item: SettingCheck): SettingCheck =>
    (list) =>
      Array.isArray(list) && list.every((value) => item(value)),
  /** An object of the given shape (an item of a list). */
  shaped:
    (shape: SettingsShape): SettingCheck =>
    (value) =>
      isPlainObject(value) && settingsFailures(value, shape).length === 0,
  /** An object whose every key passes `key` and every value passes `value`. */
  map:
    (key: SettingCheck, value: SettingCheck): SettingCheck =>
    (map) =>
      isPlainObject(map) && Object.entries(map).every(([k, v]) => key(k) && value(v)),
} as const;

/**
 * Every setting of `document` that `shape` refuses, each named by its path ("series.invoice.prefix"),
 * in the shape's order; empty when the document is usable. A missing nested object names itself.
 * `path` prefixes the names: where the document sits in the request ("settings").
 */
export function settingsFailures(document: unknown, shape: SettingsShape, path = ''): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  const values = isPlainObject(document) ? document : {};
  for (const [key, check] of Object.entries(shape)) {
    const name = path ? `${path}.${key}` : key;
    const value = values[key];
    if (typeof check === 'function') {
      if (!check(value)) found.push(failure('settings.invalid', { setting: name }));
    } else if (!isPlainObject(value)) found.push(failure('settings.invalid', { setting: name }));
    else found.push(...settingsFailures(value, check, name));
  }
  return found;
}
