import { DEFAULT_DUTY_VOLUME_FACTOR } from '@cuvee/kernel';
import type { FormatPricing } from './pricing-inputs.js';

/** Microlitres per hectolitre: volumes are held as integer microlitres so duty sums stay exact. */
export const MICROLITRES_PER_HECTOLITRE = 100_000_000;

/** Format units that are volumes, in microlitres per unit of unityValue. */
export const VOLUME_UNITS: Readonly<Record<string, number>> = {
  hectolitre: MICROLITRES_PER_HECTOLITRE,
  litre: 1_000_000,
  centilitre: 10_000,
  millilitre: 1_000,
};

/**
 * The volume one unit of a format declares for duties, in microlitres. By default
 * eq75 × 0.0075 hl; a format without eq75 (0) falls back to its unit when that unit is a volume;
 * anything else (kilograms, pieces) carries no volume and so no duty.
 */
export function dutyVolumeMicrolitres(format: Pick<FormatPricing, 'eq75' | 'unity' | 'unityValue'>): number {
  if (format.eq75 > 0) {
    return Math.round(format.eq75 * DEFAULT_DUTY_VOLUME_FACTOR * MICROLITRES_PER_HECTOLITRE);
  }
  const perUnit = Object.hasOwn(VOLUME_UNITS, format.unity) ? VOLUME_UNITS[format.unity] : undefined;
  if (perUnit === undefined || !(format.unityValue > 0)) return 0;
  return Math.round(format.unityValue * perUnit);
}
