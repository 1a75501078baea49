import { dutyRatesOn, FRENCH_DUTY_RATES } from '@cuvee/catalogue/domain';
import {
  checkDutyRates,
  editionsOf,
  rateCents,
  readDutyRateFile,
  rowsOf,
  type RawDutyRate,
} from '../duty-rate-rows.js';

// The shipped table has six categories from 2025-01-01 and 2026-01-01: a 2027 file must name all six.
const CATEGORIES = [
  'stillWine',
  'sparklingWine',
  'intermediateProtected',
  'intermediate',
  'spirits',
  'cssSpirits',
];
const year2027 = (rate = '4.25'): RawDutyRate[] =>
  CATEGORIES.map((category, index) => ({ line: index + 2, category, rate, validFrom: '2027-01-01' }));

test('euros with at most two decimals become cents', () => {
  expect(rateCents('4.18')).toBe(418);
  expect(rateCents('4,2')).toBe(420);
  expect(rateCents('1932')).toBe(193_200);
  for (const bad of ['', '-1', '4.185', 'abc', '4.']) expect(rateCents(bad)).toBeNull();
});

test('a CSV file is read by its header; a missing column is told', () => {
  const rows = readDutyRateFile('category,validFrom,rate\nstillWine,2027-01-01,"4,25"\n\n', false);
  expect(rows).toEqual([
    {
      line: 2,
      category: 'stillWine',
      rate: '4,25',
      validFrom: '2027-01-01',
      label: undefined,
      basis: undefined,
      source: undefined,
    },
  ]);
  expect(readDutyRateFile('category,rate\nstillWine,4.25', false)).toEqual({
    code: 'customs.dutyRates.columns',
    params: { missing: 'validFrom' },
  });
  expect(readDutyRateFile('{"category":1}', true)).toEqual(
    expect.objectContaining({ code: 'customs.dutyRates.format' }),
  );
  expect(readDutyRateFile('[{"category":"stillWine","rate":4.25,"validFrom":"2027-01-01"}]', true)).toEqual([
    expect.objectContaining({ line: 1, category: 'stillWine', rate: '4.25' }),
  ]);
});

test('a complete new edition is accepted and keeps each known label and basis', () => {
  const result = checkDutyRates(year2027(), FRENCH_DUTY_RATES, 'test');
  if (!('rows' in result)) throw new Error(JSON.stringify(result.refusals));
  const table = editionsOf([...rowsOf(FRENCH_DUTY_RATES), ...result.rows]);
  expect(table.map((edition) => edition.effectiveFrom)).toEqual(['2025-01-01', '2026-01-01', '2027-01-01']);
  expect(dutyRatesOn(table, '2027-03-01').rates['spirits']).toEqual({
    label: 'Boissons spiritueuses',
    basis: 'hlap',
    cents: 425,
  });
  // The shipped figures round-trip through rows.
  expect(editionsOf(rowsOf(FRENCH_DUTY_RATES))).toEqual(FRENCH_DUTY_RATES);
});

test('bad rows, overlaps, duplicates and incomplete editions are refused, with their line', () => {
  const refused = (raw: RawDutyRate[]) => {
    const result = checkDutyRates(raw, FRENCH_DUTY_RATES, 'test');
    return 'refusals' in result ? result.refusals : [];
  };
  expect(refused([])).toEqual([{ code: 'customs.dutyRates.empty', params: {} }]);
  const rows = year2027();
  expect(
    refused([
      { ...rows[0]!, rate: '4.185' },
      { ...rows[1]!, validFrom: '2027-13-01' },
      { ...rows[2]!, category: 'beer' },
      { ...rows[3]!, validFrom: '2026-01-01' },
      rows[4]!,
      { ...rows[4]!, line: 9 },
    ]),
  ).toEqual([
    { code: 'customs.dutyRates.rate', params: { line: 2, value: '4.185' } },
    { code: 'customs.dutyRates.validFrom', params: { line: 3, value: '2027-13-01' } },
    { code: 'customs.dutyRates.category', params: { line: 4, value: 'beer' } },
    {
      code: 'customs.dutyRates.overlap',
      params: { line: 5, category: 'intermediate', existing: '2026-01-01' },
    },
    {
      code: 'customs.dutyRates.duplicate',
      params: { line: 9, category: 'spirits', validFrom: '2027-01-01' },
    },
  ]);
  expect(refused(rows.slice(0, 5))).toEqual([
    { code: 'customs.dutyRates.incomplete', params: { validFrom: '2027-01-01', missing: 'cssSpirits' } },
  ]);
  // A new category with its label and basis is accepted, and then every later edition needs it.
  const beer = {
    line: 8,
    category: 'beer',
    rate: '7.97',
    validFrom: '2027-01-01',
    label: 'Bières',
    basis: 'hl',
  };
  expect(refused([...rows, beer])).toEqual([]);
});
