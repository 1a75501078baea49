import { CLIENT_TYPOLOGIES, type ClientTypology } from '@cuvee/kernel';
import type { FormatPricing } from './pricing-inputs.js';
import { isVisibleTo } from './price-resolution.js';

/*
 * Which client typologies see a product, as one integer (ADR 0011): bit i stands for
 * CLIENT_TYPOLOGIES[i] and is set when that typology sees none of the product's formats. Stored on the
 * product, it lets a list filter on visibility in SQL (`hiddenMask & bit = 0`) on both engines.
 */

/** The bit of a typology, 0 for a key outside the kernel list (it can then hide nothing). */
export function typologyBit(key: string): number {
  const index = CLIENT_TYPOLOGIES.findIndex((typology) => typology.key === key);
  return index < 0 ? 0 : 2 ** index;
}

/** The typologies that see no format of the product; a product without formats is hidden from all. */
export function hiddenTypologyMask(formats: readonly Pick<FormatPricing, 'typologies'>[]): number {
  let mask = 0;
  for (const typology of CLIENT_TYPOLOGIES) {
    const seen = formats.some((format) => isVisibleTo(format, typology.key));
    if (!seen) mask += typologyBit(typology.key);
  }
  return mask;
}

/** The typologies a mask hides, in kernel order. */
export function hiddenTypologies(mask: number): ClientTypology[] {
  return CLIENT_TYPOLOGIES.filter((typology) => (mask & typologyBit(typology.key)) !== 0).map(
    (typology) => typology.key,
  );
}
