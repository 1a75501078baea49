import type { RefItem } from './reference/reference-list.js';

/*
 * What a custom report may measure, cut by and draw (docs/analytics.md "Custom reports", ADR 0083):
 * the API checks a report against these, the back office offers only what fits, from one list.
 */

/** Where a sale was made (analytics' channel rule says which a document is). */
export const SALES_CHANNELS = [
  { key: 'shop', fr: 'Boutique en ligne', en: 'Online shop' },
  { key: 'backoffice', fr: 'Back-office', en: 'Back office' },
  { key: 'salesPoint', fr: 'Point de vente', en: 'Sales point' },
  { key: 'agent', fr: 'Agent commercial', en: 'Sales agent' },
] as const satisfies readonly RefItem[];
export type SalesChannel = (typeof SALES_CHANNELS)[number]['key'];

export const CUSTOM_MEASURES = ['ht', 'quantity', 'bottles', 'eq75', 'invoices', 'clients'] as const;
export type CustomMeasure = (typeof CUSTOM_MEASURES)[number];

/** The time scales a report cuts by: the day, the ISO week (from Monday) or the month. */
export const TIME_DIMENSIONS = ['day', 'week', 'month'] as const;
export type TimeDimension = (typeof TIME_DIMENSIONS)[number];
export const GROUP_DIMENSIONS = [
  'channel',
  'typology',
  'country',
  'agent',
  'product',
  'vintage',
  'format',
] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];
export const CUSTOM_DIMENSIONS = [...TIME_DIMENSIONS, ...GROUP_DIMENSIONS] as const;
export type CustomDimension = (typeof CUSTOM_DIMENSIONS)[number];
export const MAX_DIMENSIONS = 2;

export const CHART_TYPES = ['bar', 'line', 'pie', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export function isTimeDimension(dimension: string): dimension is TimeDimension {
  return (TIME_DIMENSIONS as readonly string[]).includes(dimension);
}

/** Why a chart cannot draw these axes (a pie needs one axis that is not time, a line a time axis), or null. */
export function chartMisfit(chart: ChartType, dimensions: readonly string[]): 'pie' | 'line' | null {
  if (chart === 'pie' && (dimensions.length !== 1 || isTimeDimension(dimensions[0]!))) return 'pie';
  if (chart === 'line' && !dimensions.some(isTimeDimension)) return 'line';
  return null;
}
