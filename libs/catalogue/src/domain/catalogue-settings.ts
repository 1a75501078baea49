import {
  isPlainObject,
  settingChecks,
  settingsFailures,
  type SettingsShape,
  type ValidationFailure,
} from '@cuvee/kernel';

const { boolean, nullable, map, text } = settingChecks;
const entries = nullable(map(text(100), isPlainObject));

/** What the catalogue's price lists and formats must be for the pricing to read them (ADR 0026). */
export const CATALOGUE_MAPS_SHAPE: SettingsShape = { typologies: entries, formats: entries };
/** Its flag, sent in `/shops/me` under `settings`. */
export const CATALOGUE_FLAGS_SHAPE: SettingsShape = { allRulesInEq75: boolean };

/** Each catalogue setting the document refuses, named as `/shops/me` sends it. */
export function catalogueSettingsFailures(settings: unknown): ValidationFailure[] {
  return [
    ...settingsFailures(settings, CATALOGUE_MAPS_SHAPE),
    ...settingsFailures(settings, CATALOGUE_FLAGS_SHAPE, 'settings'),
  ];
}
