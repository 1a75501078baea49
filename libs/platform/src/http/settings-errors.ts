import { BadRequestException, ConflictException } from '@nestjs/common';
import type { ValidationFailure } from '@cuvee/kernel';
import { encodeFailure } from '../validation/rule-decorators.js';

/*
 * The two answers of settings checked as whole documents (ADR 0026): a save refused, naming each
 * setting it would leave unusable; an operation stopped by settings stored unusable, naming the one
 * to correct. Both carry the setting's path, as kernel `settingsFailures` names it.
 */

/** A 400 naming every setting of `failures`; nothing when there is none. */
export function refuseUnusableSettings(failures: readonly ValidationFailure[]): void {
  if (failures.length) throw new BadRequestException({ message: failures.map(encodeFailure) });
}

/** `settings` when usable; else a 409 naming the first setting of `failures` to correct. */
export function usableSettings<T>(settings: T, failures: readonly ValidationFailure[]): T {
  const [first] = failures;
  if (first) throw new ConflictException({ message: 'settings.broken', params: first.params });
  return settings;
}
