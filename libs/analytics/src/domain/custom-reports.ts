import {
  chartMisfit,
  CLIENT_TYPOLOGIES,
  CUSTOM_DIMENSIONS,
  failure,
  isTimeDimension,
  MAX_DIMENSIONS,
  REPORT_PRESETS,
  SALES_CHANNELS,
  type ChartType,
  type CustomDimension,
  type CustomMeasure,
  type IsoDate,
  type ValidationFailure,
} from '@cuvee/kernel';
import { bucketOf, bucketsOf, type Period } from './periods.js';

/*
 * The custom report (docs/analytics.md "Custom reports", ADR 0083): one measure of the sales facts, cut
 * by at most two dimensions — one of them may be a time scale — narrowed by filters, shown as a chart
 * the user picks. The choices themselves are the kernel's (the back office offers the same); here are
 * which go together, the filters, and the fold of the grouped facts into the report's rows.
 */

/** Measures that count distinct invoices or clients: summing them across rows would count twice. */
export const DISTINCT_MEASURES: readonly CustomMeasure[] = ['invoices', 'clients'];

/** eq75 is kept in thousandths in the facts. */
export const MEASURE_SCALE: Readonly<Record<CustomMeasure, number>> = {
  ht: 1,
  quantity: 1,
  bottles: 1,
  eq75: 1000,
  invoices: 1,
  clients: 1,
};

export const CUSTOM_FILTERS = ['channel', 'typology', 'country', 'agentId', 'productId'] as const;
export type CustomFilter = (typeof CUSTOM_FILTERS)[number];
export type CustomFilters = Partial<Record<CustomFilter, string[]>>;
export const MAX_FILTER_VALUES = 50;

/** A report answers at most this many rows; the rest is said to be left out. */
export const MAX_CUSTOM_ROWS = 2000;

/** A saved report's period: one that moves with the day (the kernel's presets), or its own dates. */
export const PERIOD_PRESETS = [...REPORT_PRESETS, 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface CustomDefinition {
  readonly measure: CustomMeasure;
  readonly dimensions: readonly CustomDimension[];
  readonly filters: CustomFilters;
  readonly chart: ChartType;
}

/** Why these dimensions cannot make a report, or null: too many, repeated, or two time scales. */
export function dimensionsFailure(dimensions: readonly string[]): ValidationFailure | null {
  const known = dimensions.every((dimension) => (CUSTOM_DIMENSIONS as readonly string[]).includes(dimension));
  if (!known) {
    const unknown = dimensions.find(
      (dimension) => !(CUSTOM_DIMENSIONS as readonly string[]).includes(dimension),
    );
    return failure('analytics.unknownChoice', {
      value: String(unknown),
      choices: CUSTOM_DIMENSIONS.join(', '),
    });
  }
  if (
    dimensions.length > MAX_DIMENSIONS ||
    new Set(dimensions).size !== dimensions.length ||
    dimensions.filter(isTimeDimension).length > 1
  )
    return failure('analytics.customDimensions', { max: MAX_DIMENSIONS });
  return null;
}

/** Why this chart cannot show these dimensions, or null. */
export function chartFailure(
  chart: ChartType,
  dimensions: readonly CustomDimension[],
): ValidationFailure | null {
  const misfit = chartMisfit(chart, dimensions);
  if (misfit === 'pie') return failure('analytics.customPie');
  return misfit === 'line' ? failure('analytics.customLine') : null;
}

const CHANNEL_KEYS: readonly string[] = SALES_CHANNELS.map((channel) => channel.key);
const TYPOLOGY_KEYS: readonly string[] = CLIENT_TYPOLOGIES.map((typology) => typology.key);

/** What each filter accepts: the channel and typology keys, a country code, ids (agent 0: none). */
const FILTER_VALUE: Readonly<Record<CustomFilter, (value: string) => boolean>> = {
  channel: (value) => CHANNEL_KEYS.includes(value),
  typology: (value) => TYPOLOGY_KEYS.includes(value),
  country: (value) => /^[A-Z]{2}$/.test(value),
  agentId: (value) => /^\d{1,9}$/.test(value),
  productId: (value) => /^[1-9]\d{0,8}$/.test(value),
};

/** Why a filter's values are refused, or null: an unknown value, or more than MAX_FILTER_VALUES. */
export function filterFailure(filter: CustomFilter, values: readonly string[]): ValidationFailure | null {
  const wrong = values.find((value) => !FILTER_VALUE[filter](value));
  if (wrong !== undefined || values.length === 0 || values.length > MAX_FILTER_VALUES)
    return failure('analytics.customFilter', {
      filter,
      value: wrong ?? values.join(','),
      max: MAX_FILTER_VALUES,
    });
  return null;
}

/**
 * The facts grouped as the report asks, one row per day (when a time scale is chosen) and group keys;
 * for a distinct measure one row per counted invoice or client too (`distinct`), so buckets count it once.
 */
export interface GroupedFacts {
  readonly day: IsoDate | null;
  /** The group dimensions' keys, in the order they appear in the definition. */
  readonly groups: readonly string[];
  readonly value: number;
  readonly distinct: string | null;
}

export interface CustomRow {
  /** One key per dimension, in the definition's order; a time dimension's key is its bucket's first day. */
  readonly keys: string[];
  readonly value: number;
}

export interface CustomFold {
  readonly rows: CustomRow[];
  readonly total: number;
  /** Rows left out past MAX_CUSTOM_ROWS. */
  readonly truncated: boolean;
}

/**
 * The report's rows from the grouped facts: summed (or counted once each for a distinct measure) by
 * bucket and group keys, every bucket of the period present for each group when a time scale is
 * chosen. Groups come largest first, buckets in time order; past MAX_CUSTOM_ROWS whole groups are
 * left out.
 */
export function foldCustom(
  facts: readonly GroupedFacts[],
  definition: Pick<CustomDefinition, 'measure' | 'dimensions'>,
  period: Period,
  maxRows = MAX_CUSTOM_ROWS,
): CustomFold {
  const granularity = definition.dimensions.find(isTimeDimension);
  const distinct = DISTINCT_MEASURES.includes(definition.measure);
  const scale = MEASURE_SCALE[definition.measure];
  const cells = new Map<
    string,
    { bucket: IsoDate | null; groups: readonly string[]; sum: number; ids: Set<string> }
  >();
  const everyId = new Set<string>();
  let sum = 0;
  for (const fact of facts) {
    if (granularity && (fact.day === null || fact.day < period.from || fact.day > period.to)) continue;
    const bucket = granularity ? bucketOf(fact.day!, granularity) : null;
    const key = JSON.stringify([bucket, fact.groups]);
    const cell = cells.get(key) ?? { bucket, groups: fact.groups, sum: 0, ids: new Set<string>() };
    cell.sum += fact.value;
    if (fact.distinct !== null) {
      cell.ids.add(fact.distinct);
      everyId.add(fact.distinct);
    }
    sum += fact.value;
    cells.set(key, cell);
  }
  const valueOf = (cell: { sum: number; ids: Set<string> }) => (distinct ? cell.ids.size : cell.sum);

  // Groups (the non-time keys) with their totals, largest first.
  const groups = new Map<string, { groups: readonly string[]; total: number; ids: Set<string> }>();
  for (const cell of cells.values()) {
    const key = JSON.stringify(cell.groups);
    const group = groups.get(key) ?? { groups: cell.groups, total: 0, ids: new Set<string>() };
    group.total += cell.sum;
    for (const id of cell.ids) group.ids.add(id);
    groups.set(key, group);
  }
  const ranked = [...groups.values()]
    .map((group) => ({ groups: group.groups, total: distinct ? group.ids.size : group.total }))
    .sort((a, b) => b.total - a.total || compareKeys(a.groups, b.groups));

  const buckets = granularity ? bucketsOf(period, granularity) : [null];
  const rows: CustomRow[] = [];
  let truncated = false;
  for (const group of ranked) {
    if (rows.length + buckets.length > maxRows) {
      truncated = true;
      break;
    }
    for (const bucket of buckets) {
      const cell = cells.get(JSON.stringify([bucket, group.groups]));
      const groupKeys = [...group.groups];
      rows.push({
        keys: definition.dimensions.map((dimension) =>
          isTimeDimension(dimension) ? bucket! : groupKeys.shift()!,
        ),
        value: cell ? valueOf(cell) / scale : 0,
      });
    }
  }
  return { rows, total: (distinct ? everyId.size : sum) / scale, truncated };
}

function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < a.length; index++) {
    const order = (a[index] ?? '').localeCompare(b[index] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}
