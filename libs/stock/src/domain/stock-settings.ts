import {
  settingChecks,
  settingsFailures,
  STOCK_DISPLAYS,
  type SettingsShape,
  type ValidationFailure,
} from '@cuvee/kernel';

/** What the stock's settings must hold for the shop front and the out-of-stock rule to read them. */
export const STOCK_SETTINGS_SHAPE: SettingsShape = {
  autoOutOfStock: settingChecks.boolean,
  stockDisplay: settingChecks.oneOf(STOCK_DISPLAYS.map((display) => display.key)),
};

/** Each stock setting the document refuses, named as `/shops/me` sends it ("settings.stockDisplay"). */
export function stockSettingsFailures(settings: unknown): ValidationFailure[] {
  return settingsFailures(settings, STOCK_SETTINGS_SHAPE, 'settings');
}
