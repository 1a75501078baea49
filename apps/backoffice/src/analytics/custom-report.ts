import {
  CHART_TYPES,
  chartMisfit,
  CUSTOM_DIMENSIONS,
  CUSTOM_MEASURES,
  isTimeDimension,
  MAX_DIMENSIONS,
  type ChartType,
  type CustomDimension,
  type CustomMeasure,
} from '@cuvee/kernel';
import type { CustomAnalytics, SavedReport } from '../api/custom-methods';
import type { Period } from './period';

/*
 * The custom report's choices as the page's address holds them (docs/analytics.md "Custom reports"),
 * what the API is asked, and its rows turned into a chart's categories and series. Pure, tested in
 * __tests__/custom-report.spec.ts.
 */

export const FILTERS = ['channel', 'typology', 'country'] as const;
export type Filter = (typeof FILTERS)[number];

export interface CustomChoices {
  measure: CustomMeasure;
  dimensions: CustomDimension[];
  chart: ChartType;
  filters: Record<Filter, string[]>;
}

/** Measures that count distinct invoices or clients: their series cannot be summed into « Autres ». */
const DISTINCT: readonly CustomMeasure[] = ['invoices', 'clients'];

const listOf = (text: string | null) => (text ? text.split(',').filter(Boolean) : []);

/** The axes a list names, as the API takes them: known, each once, one time scale at most, two at most. */
export function axesOf(asked: readonly string[]): CustomDimension[] {
  const axes: CustomDimension[] = [];
  for (const axis of asked) {
    const known = CUSTOM_DIMENSIONS.find((dimension) => dimension === axis);
    if (!known || axes.includes(known) || (isTimeDimension(known) && axes.some(isTimeDimension))) continue;
    if (axes.length < MAX_DIMENSIONS) axes.push(known);
  }
  return axes;
}

/** The charts that can draw these axes. */
export function chartsFor(dimensions: readonly CustomDimension[]): ChartType[] {
  return CHART_TYPES.filter((chart) => chartMisfit(chart, dimensions) === null);
}

/** The address's choices; by default HT by month as bars, a chart that cannot draw the axes becoming bars. */
export function choicesOf(query: URLSearchParams): CustomChoices {
  const dimensions = query.has('axes') ? axesOf(listOf(query.get('axes'))) : (['month'] as CustomDimension[]);
  const chart = CHART_TYPES.find((one) => one === query.get('chart')) ?? 'bar';
  return {
    measure: CUSTOM_MEASURES.find((one) => one === query.get('measure')) ?? 'ht',
    dimensions,
    chart: chartsFor(dimensions).includes(chart) ? chart : 'bar',
    filters: {
      channel: listOf(query.get('channel')),
      typology: listOf(query.get('typology')),
      country: listOf(query.get('country')),
    },
  };
}

/** A saved report's choices, as the page holds them (its axes checked as the address's are). */
export function savedChoices(report: SavedReport): CustomChoices {
  return {
    measure: report.measure,
    dimensions: axesOf(report.dimensions),
    chart: report.chart,
    filters: Object.fromEntries(FILTERS.map((filter) => [filter, report.filters[filter] ?? []])) as Record<
      Filter,
      string[]
    >,
  };
}

/** The address of these choices (what `useReportAddress().set` writes; empty filters leave it). */
export function addressOf(choices: CustomChoices): Record<string, string | null> {
  return {
    measure: choices.measure === 'ht' ? null : choices.measure,
    axes: choices.dimensions.join(','),
    chart: choices.chart === 'bar' ? null : choices.chart,
    ...Object.fromEntries(
      FILTERS.map((filter) => [
        filter,
        choices.filters[filter].length ? choices.filters[filter].join(',') : null,
      ]),
    ),
  };
}

/** What the API is asked for these choices over these days. */
export function apiQueryOf(choices: CustomChoices, period: Period) {
  return {
    from: period.from,
    to: period.to,
    measure: choices.measure,
    ...(choices.dimensions.length ? { dimensions: choices.dimensions.join(',') } : {}),
    ...Object.fromEntries(
      FILTERS.flatMap((filter) =>
        choices.filters[filter].length ? [[filter, choices.filters[filter].join(',')]] : [],
      ),
    ),
  };
}

type Row = CustomAnalytics['rows'][number];

export interface PivotSeries {
  key: string;
  name: string;
}

export interface Pivot {
  /** The category axis' dimension: the time scale when there is one. */
  category: CustomDimension;
  categories: { key: string; label: string; values: Record<string, number> }[];
  series: PivotSeries[];
}

/**
 * The rows as a chart draws them: the time axis (else the first) across, the other axis as series, at
 * most `max` of them — the largest, the rest summed into « Autres », or left out for a measure that
 * counts distinct invoices or clients. One axis that is not time also draws the previous period and
 * last year. Null without an axis.
 */
export function pivotOf(
  answer: CustomAnalytics,
  max: number,
  names: { value: string; previous: string; lastYear: string; others: string },
): Pivot | null {
  const dimensions = answer.dimensions as CustomDimension[];
  if (dimensions.length === 0) return null;
  const across = Math.max(0, dimensions.findIndex(isTimeDimension));
  const down = dimensions.length === 2 ? 1 - across : null;
  const seriesOf = (row: Row) => (down === null ? 'value' : row.keys[down]!);
  const order: PivotSeries[] = [];
  for (const row of answer.rows) {
    const key = seriesOf(row);
    if (!order.some((series) => series.key === key))
      order.push({ key, name: down === null ? names.value : row.labels[down]! });
  }
  const additive = !DISTINCT.includes(answer.measure);
  const kept = order.length <= max ? order : order.slice(0, additive ? max - 1 : max);
  const keptKeys = new Set(kept.map((series) => series.key));
  const compared = down === null && answer.rows.some((row) => row.previousValue !== null);
  const series = [
    ...kept,
    ...(order.length > kept.length && additive ? [{ key: 'others', name: names.others }] : []),
    ...(compared
      ? [
          { key: 'previous', name: names.previous },
          { key: 'lastYear', name: names.lastYear },
        ]
      : []),
  ];
  const categories = new Map<string, Pivot['categories'][number]>();
  for (const row of answer.rows) {
    const key = row.keys[across]!;
    const category = categories.get(key) ?? { key, label: row.labels[across]!, values: {} };
    const target = keptKeys.has(seriesOf(row)) ? seriesOf(row) : additive ? 'others' : null;
    if (target !== null) category.values[target] = (category.values[target] ?? 0) + row.value;
    if (compared)
      Object.assign(category.values, { previous: row.previousValue ?? 0, lastYear: row.lastYearValue ?? 0 });
    categories.set(key, category);
  }
  return { category: dimensions[across]!, categories: [...categories.values()], series };
}
