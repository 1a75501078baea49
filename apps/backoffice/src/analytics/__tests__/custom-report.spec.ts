import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { CHART_TYPES, CUSTOM_DIMENSIONS, CUSTOM_MEASURES } from '@cuvee/kernel';
import type { CustomAnalytics } from '../../api/custom-methods';
import { addressOf, apiQueryOf, axesOf, chartsFor, choicesOf, pivotOf, savedChoices } from '../custom-report';

const NAMES = { value: 'Bouteilles', previous: 'Préc.', lastYear: 'N-1', others: 'Autres' };
const periods = {
  period: { from: '2026-01-01', to: '2026-03-31' },
  previous: { from: '2025-10-03', to: '2025-12-31' },
  lastYear: { from: '2025-01-01', to: '2025-03-31' },
};

function answer(
  measure: CustomAnalytics['measure'],
  dimensions: CustomAnalytics['dimensions'],
  rows: [string[], number, number?][],
): CustomAnalytics {
  const timed = dimensions.some((dimension) => ['day', 'week', 'month'].includes(dimension));
  return {
    ...periods,
    measure,
    dimensions,
    rows: rows.map(([keys, value, previous]) => ({
      keys,
      labels: keys.map((key) => key.toUpperCase()),
      value,
      previousValue: timed ? null : (previous ?? 0),
      lastYearValue: timed ? null : 0,
    })),
    totals: { current: 0, previous: 0, lastYear: 0 },
    truncated: false,
  };
}

describe('the choices in the address', () => {
  test('by default HT by month as bars; a chart that cannot draw the axes becomes bars', () => {
    expect(choicesOf(new URLSearchParams())).toEqual({
      measure: 'ht',
      dimensions: ['month'],
      chart: 'bar',
      filters: { channel: [], typology: [], country: [] },
    });
    expect(choicesOf(new URLSearchParams('axes=month&chart=pie')).chart).toBe('bar');
    expect(choicesOf(new URLSearchParams('axes=channel&chart=line')).chart).toBe('bar');
    expect(choicesOf(new URLSearchParams('axes=&measure=clients')).dimensions).toEqual([]);
  });

  test('axes: known, each once, one time scale, two at most', () => {
    expect(axesOf(['month', 'week', 'channel', 'product'])).toEqual(['month', 'channel']);
    expect(axesOf(['colour', 'channel', 'channel'])).toEqual(['channel']);
    expect(chartsFor(['channel'])).toEqual(['bar', 'pie', 'table']);
    expect(chartsFor(['month', 'channel'])).toEqual(['bar', 'line', 'table']);
  });

  test("a saved report's choices, its missing filters empty", () => {
    const saved = {
      measure: 'bottles',
      dimensions: ['month', 'channel'],
      chart: 'line',
      filters: { typology: ['caviste'] },
    } as Parameters<typeof savedChoices>[0];
    expect(savedChoices(saved)).toEqual({
      measure: 'bottles',
      dimensions: ['month', 'channel'],
      chart: 'line',
      filters: { channel: [], typology: ['caviste'], country: [] },
    });
  });

  test('what the address writes it reads back, and the API is asked the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CUSTOM_MEASURES),
        fc.subarray([...CUSTOM_DIMENSIONS], { maxLength: 3 }),
        fc.constantFrom(...CHART_TYPES),
        fc.subarray(['shop', 'agent', 'backoffice']),
        (measure, asked, chart, channel) => {
          const dimensions = axesOf(asked);
          const choices = {
            measure,
            dimensions,
            chart: chartsFor(dimensions).includes(chart) ? chart : 'bar',
            filters: { channel, typology: [], country: ['BE'] },
          };
          const address = new URLSearchParams(
            Object.entries(addressOf(choices)).flatMap(([key, value]) =>
              value === null ? [] : [[key, value]],
            ),
          );
          expect(choicesOf(address)).toEqual(choices);
          const query = apiQueryOf(choices, periods.period);
          expect(query.dimensions ?? '').toBe(dimensions.join(','));
          expect(query).toMatchObject({ measure, country: 'BE' });
          if (channel.length === 0) expect(query).not.toHaveProperty('channel');
        },
      ),
    );
  });
});

describe('the rows as a chart', () => {
  test('time across whatever the order asked, the other axis as series, the rest in « Autres »', () => {
    const rows: [string[], number][] = [];
    for (const [channel, base] of [
      ['a', 50],
      ['b', 40],
      ['c', 30],
    ] as const)
      for (const month of ['2026-01-01', '2026-02-01', '2026-03-01']) rows.push([[channel, month], base]);
    const pivot = pivotOf(answer('bottles', ['channel', 'month'], rows), 2, NAMES)!;
    expect(pivot.category).toBe('month');
    expect(pivot.categories.map((category) => category.key)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(pivot.series).toEqual([
      { key: 'a', name: 'A' },
      { key: 'others', name: 'Autres' },
    ]);
    expect(pivot.categories[0]!.values).toEqual({ a: 50, others: 70 });
  });

  test('distinct clients are never summed: the smallest series are left out', () => {
    const pivot = pivotOf(
      answer(
        'clients',
        ['month', 'channel'],
        [
          [['2026-01-01', 'a'], 3],
          [['2026-01-01', 'b'], 2],
          [['2026-01-01', 'c'], 1],
        ],
      ),
      2,
      NAMES,
    )!;
    expect(pivot.series.map((series) => series.key)).toEqual(['a', 'b']);
    expect(pivot.categories[0]!.values).toEqual({ a: 3, b: 2 });
  });

  test('one axis that is not time draws the previous period and last year too; no axis, no chart', () => {
    const pivot = pivotOf(answer('ht', ['product'], [[['7'], 1200, 900]]), 7, NAMES)!;
    expect(pivot.series.map((series) => series.key)).toEqual(['value', 'previous', 'lastYear']);
    expect(pivot.categories).toEqual([
      { key: '7', label: '7', values: { value: 1200, previous: 900, lastYear: 0 } },
    ]);
    expect(pivotOf(answer('ht', [], [[[], 1200]]), 7, NAMES)).toBeNull();
  });
});
