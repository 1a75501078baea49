import fc from 'fast-check';
import {
  addDays,
  CUSTOM_MEASURES,
  isTimeDimension,
  type CustomDimension,
  type CustomMeasure,
} from '@cuvee/kernel';
import { bucketOf, bucketsOf, GRANULARITIES, type Granularity, type Period } from '../periods.js';
import {
  chartFailure,
  dimensionsFailure,
  DISTINCT_MEASURES,
  filterFailure,
  foldCustom,
  MEASURE_SCALE,
  type GroupedFacts,
} from '../custom-reports.js';

/*
 * The custom report's fold gives, for every row, what a count by hand over the raw facts gives: the sum
 * of the measure, or the number of distinct invoices or clients, in that bucket and group — whatever
 * the facts, their order and how the database happened to group them.
 */

interface RawFact {
  day: string;
  channel: string;
  productId: string;
  documentId: number;
  clientId: number;
  ht: number;
  bottles: number;
}

const PERIOD: Period = { from: '2026-02-20', to: '2026-04-05' };

const rawFact = fc.record({
  day: fc.integer({ min: 0, max: 44 }).map((offset) => addDays(PERIOD.from, offset)),
  channel: fc.constantFrom('shop', 'agent', 'backoffice'),
  productId: fc.constantFrom('1', '2', '3', 'none'),
  documentId: fc.integer({ min: 1, max: 12 }),
  clientId: fc.integer({ min: 1, max: 5 }),
  ht: fc.integer({ min: -20_000, max: 90_000 }),
  bottles: fc.integer({ min: 0, max: 24 }),
});

type Group = 'channel' | 'product';
const definitions = fc.record({
  measure: fc.constantFrom<CustomMeasure>('ht', 'bottles', 'invoices', 'clients'),
  time: fc.option(fc.constantFrom<Granularity>(...GRANULARITIES), { nil: null }),
  groups: fc.subarray<Group>(['channel', 'product']),
  timeFirst: fc.boolean(),
});

const groupValue = (fact: RawFact, group: Group) => (group === 'channel' ? fact.channel : fact.productId);
const measured = (fact: RawFact, measure: CustomMeasure) =>
  measure === 'ht' ? fact.ht : measure === 'bottles' ? fact.bottles : 0;
const distinctOf = (fact: RawFact, measure: CustomMeasure) =>
  measure === 'invoices' ? String(fact.documentId) : measure === 'clients' ? String(fact.clientId) : null;

/** What the SQL does: group by day (when a time scale is chosen), the groups and the distinct id. */
function grouped(facts: RawFact[], measure: CustomMeasure, time: Granularity | null, groups: Group[]) {
  const rows = new Map<string, GroupedFacts>();
  for (const fact of facts) {
    const row: GroupedFacts = {
      day: time ? fact.day : null,
      groups: groups.map((group) => groupValue(fact, group)),
      value: measured(fact, measure),
      distinct: distinctOf(fact, measure),
    };
    const key = JSON.stringify([row.day, row.groups, row.distinct]);
    const known = rows.get(key);
    rows.set(key, known ? { ...known, value: known.value + row.value } : row);
  }
  return [...rows.values()];
}

describe('the custom report fold', () => {
  test('every row holds what a count by hand over the facts gives, every bucket of every group present', () => {
    fc.assert(
      fc.property(
        fc.array(rawFact, { maxLength: 60 }),
        definitions,
        (facts, { measure, time, groups, timeFirst }) => {
          const dimensions: CustomDimension[] = time
            ? timeFirst
              ? [time, ...groups].slice(0, 2)
              : [...groups, time].slice(-2)
            : groups;
          const kept = dimensions.filter((dimension): dimension is Group => !isTimeDimension(dimension));
          const fold = foldCustom(grouped(facts, measure, time, kept), { measure, dimensions }, PERIOD);
          const distinct = DISTINCT_MEASURES.includes(measure);
          const byHand = (matching: RawFact[]) =>
            (distinct
              ? new Set(matching.map((fact) => distinctOf(fact, measure))).size
              : matching.reduce((sum, fact) => sum + measured(fact, measure), 0)) / MEASURE_SCALE[measure];

          expect(fold.truncated).toBe(false);
          expect(fold.total).toBe(byHand(facts));
          for (const row of fold.rows) {
            const matching = facts.filter((fact) =>
              dimensions.every((dimension, index) =>
                isTimeDimension(dimension)
                  ? bucketOf(fact.day, dimension) === row.keys[index]
                  : groupValue(fact, dimension as Group) === row.keys[index],
              ),
            );
            expect(row.value).toBe(byHand(matching));
          }
          const groupCount = new Set(
            facts.map((fact) => JSON.stringify(kept.map((group) => groupValue(fact, group)))),
          ).size;
          const buckets = time ? bucketsOf(PERIOD, time).length : 1;
          expect(fold.rows).toHaveLength(facts.length === 0 ? 0 : groupCount * buckets);
        },
      ),
    );
  });

  test('past the row cap whole groups are left out, the largest kept', () => {
    fc.assert(
      fc.property(
        fc.array(rawFact, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 40 }),
        (facts, max) => {
          const dimensions: CustomDimension[] = ['week', 'product'];
          const rows = grouped(facts, 'ht', 'week', ['product']);
          const all = foldCustom(rows, { measure: 'ht', dimensions }, PERIOD);
          const capped = foldCustom(rows, { measure: 'ht', dimensions }, PERIOD, max);
          expect(capped.rows.length).toBeLessThanOrEqual(max);
          expect(capped.truncated).toBe(capped.rows.length < all.rows.length);
          expect(all.rows.slice(0, capped.rows.length)).toEqual(capped.rows);
          expect(capped.rows.length % bucketsOf(PERIOD, 'week').length).toBe(0);
        },
      ),
    );
  });
});

describe('the choices', () => {
  test('at most two dimensions, each once, one time scale at most', () => {
    expect(dimensionsFailure(['month', 'channel'])).toBeNull();
    expect(dimensionsFailure([])).toBeNull();
    expect(dimensionsFailure(['month', 'week'])?.code).toBe('analytics.customDimensions');
    expect(dimensionsFailure(['channel', 'channel'])?.code).toBe('analytics.customDimensions');
    expect(dimensionsFailure(['channel', 'product', 'format'])?.code).toBe('analytics.customDimensions');
    expect(dimensionsFailure(['colour'])).toMatchObject({
      code: 'analytics.unknownChoice',
      params: { value: 'colour' },
    });
  });

  test('a pie shows one dimension that is not time; a line follows time', () => {
    expect(chartFailure('pie', ['channel'])).toBeNull();
    expect(chartFailure('pie', ['month'])?.code).toBe('analytics.customPie');
    expect(chartFailure('pie', ['channel', 'product'])?.code).toBe('analytics.customPie');
    expect(chartFailure('line', ['product', 'week'])).toBeNull();
    expect(chartFailure('line', ['product'])?.code).toBe('analytics.customLine');
    for (const chart of ['bar', 'table'] as const) expect(chartFailure(chart, [])).toBeNull();
  });

  test('filters take known values only, at most fifty', () => {
    expect(filterFailure('channel', ['shop', 'agent'])).toBeNull();
    expect(filterFailure('channel', ['web'])?.params).toMatchObject({ value: 'web' });
    expect(filterFailure('country', ['fr'])).not.toBeNull();
    expect(filterFailure('agentId', ['0'])).toBeNull();
    expect(filterFailure('productId', ['0'])).not.toBeNull();
    expect(
      filterFailure(
        'productId',
        Array.from({ length: 51 }, (_, i) => String(i + 1)),
      ),
    ).not.toBeNull();
  });

  test('every measure has a scale', () => {
    for (const measure of CUSTOM_MEASURES) expect(MEASURE_SCALE[measure]).toBeGreaterThan(0);
  });
});
