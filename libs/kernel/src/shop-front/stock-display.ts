import type { RefItem } from '../reference/reference-list.js';

/*
 * What buyers and visitors see of a shop's stock on its pages (ADR 0012). Sellers of the shop always
 * see the exact quantities in the back office and in the products API.
 */
export const STOCK_DISPLAYS = [
  { key: 'none', fr: 'Rien', en: 'Nothing' },
  { key: 'signal', fr: 'En stock / rupture', en: 'In stock / out of stock' },
  { key: 'quantity', fr: 'Les quantités disponibles', en: 'The available quantities' },
] as const satisfies readonly RefItem[];
export type StockDisplay = (typeof STOCK_DISPLAYS)[number]['key'];

export const DEFAULT_STOCK_DISPLAY: StockDisplay = 'signal';

/** A format's stock as the shop front reads it; null when the shop does not track that product. */
export type StockSignal = 'inStock' | 'outOfStock';
