/** The CRD categories, as the API names them. */
export const CRD_CATEGORIES = ['T', 'M', 'PI'] as const;
export type CrdCategory = (typeof CRD_CATEGORIES)[number];

/** The colours a category's capsules may have, as the API checks them (wine-red replaces green or blue). */
export const COLORS_OF: Record<CrdCategory, readonly string[]> = {
  T: ['green', 'blue', 'wineRed'],
  M: ['green', 'blue', 'wineRed'],
  PI: ['orange', 'grey'],
};
