import { describe, expect, test } from '@jest/globals';
import { addDays, parisDateOf } from '@cuvee/kernel';
import fc from 'fast-check';
import {
  bucketLabel,
  defaultGranularity,
  isoWeekNumber,
  monthsEndingOn,
  periodLabel,
  periodOfQuery,
  periodProblem,
  periodQuery,
  presetPeriod,
  PRESETS,
} from '../period';

/** Intl writes narrow and non-breaking spaces; the tests read plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('presets, on the Paris day', () => {
  test('each preset on a day in the middle of a month', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('thisYear', now)).toEqual({ from: '2026-01-01', to: '2026-11-29' });
    expect(presetPeriod('last12Months', now)).toEqual({ from: '2025-12-01', to: '2026-11-29' });
    expect(presetPeriod('thisQuarter', now)).toEqual({ from: '2026-10-01', to: '2026-11-29' });
    expect(presetPeriod('lastYear', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('thisQuarter', new Date('2026-03-31T10:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  test('the twelve months an agent’s chart shows end with the month of the last day asked', () => {
    expect(monthsEndingOn('2026-10-31')).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(monthsEndingOn('2024-01-15')).toEqual({ from: '2023-02-01', to: '2024-01-15' });
  });

  test('late on New Year’s Eve in UTC it is already the new year in Paris', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('thisYear', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetPeriod('last12Months', now)).toEqual({ from: '2026-02-01', to: '2027-01-01' });
  });

  test('last month of a March holds February’s days, leap or not; summer time does not shift the day', () => {
    expect(presetPeriod('lastMonth', new Date('2028-03-31T21:59:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetPeriod('lastMonth', new Date('2027-03-31T22:30:00Z'))).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
  });

  test('every preset ends today in Paris (the past ones just before this month or year), starts on a first of the month, and is a period the API takes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PRESETS),
        (now, preset) => {
          const period = presetPeriod(preset, now);
          const today = parisDateOf(now);
          expect(period.from.endsWith('-01')).toBe(true);
          expect(periodProblem(period)).toBeNull();
          if (preset === 'lastMonth') expect(addDays(period.to, 1)).toBe(`${today.slice(0, 8)}01`);
          else if (preset === 'lastYear') expect(addDays(period.to, 1)).toBe(`${today.slice(0, 4)}-01-01`);
          else expect(period.to).toBe(today);
        },
      ),
    );
  });
});

describe('the period in the address', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  test('a preset by its name, this month when none or an unknown one is named', () => {
    expect(periodOfQuery(new URLSearchParams('period=lastMonth'), now)).toEqual({
      choice: 'lastMonth',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(periodOfQuery(new URLSearchParams(''), now).choice).toBe('thisMonth');
    expect(periodOfQuery(new URLSearchParams('period=yesterday'), now).choice).toBe('thisMonth');
  });

  test('custom days as they are; a custom period without two real days is this month', () => {
    const custom = new URLSearchParams('period=custom&from=2026-02-01&to=2026-03-15');
    expect(periodOfQuery(custom, now)).toEqual({ choice: 'custom', from: '2026-02-01', to: '2026-03-15' });
    expect(
      periodOfQuery(new URLSearchParams('period=custom&from=2026-02-30&to=2026-03-15'), now).choice,
    ).toBe('thisMonth');
  });

  test('what is written reads back the same', () => {
    for (const period of [
      periodOfQuery(new URLSearchParams('period=custom&from=2025-02-01&to=2026-03-15'), now),
      periodOfQuery(new URLSearchParams('period=thisYear'), now),
    ])
      expect(periodOfQuery(new URLSearchParams(periodQuery(period)), now)).toEqual(period);
    expect(periodQuery({ choice: 'thisYear', from: '2026-01-01', to: '2026-11-29' })).toEqual({
      period: 'thisYear',
    });
  });

  test('the API’s refusals are seen first: days in the wrong order, more than three years', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(periodProblem({ from: '2023-01-01', to: '2025-12-31' })).toBeNull(); // 1,096 days
    expect(periodProblem({ from: '2023-01-01', to: '2026-01-01' })).toBe('span');
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  test('the granularity the API would choose: days up to 62, weeks up to 366, months beyond', () => {
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-03' })).toBe('day'); // 62 days
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
    expect(defaultGranularity({ from: '2024-01-01', to: '2024-12-31' })).toBe('week'); // 366 days
    expect(defaultGranularity({ from: '2024-01-01', to: '2025-01-01' })).toBe('month');
  });
});

describe('bucket labels', () => {
  test('a day, short on the axis and long in the table, in both languages', () => {
    expect(plain(bucketLabel('2026-11-03', 'day', 'fr'))).toBe('3 nov.');
    expect(plain(bucketLabel('2026-11-03', 'day', 'fr', 'long'))).toBe('mar. 3 nov. 2026');
    expect(plain(bucketLabel('2026-11-03', 'day', 'en'))).toBe('3 Nov');
    expect(plain(bucketLabel('2026-11-03', 'day', 'en', 'long'))).toBe('Tue, 3 Nov 2026');
  });

  test('a week by its ISO number, the long form with its Monday', () => {
    expect(bucketLabel('2026-11-02', 'week', 'fr')).toBe('S45');
    expect(plain(bucketLabel('2026-11-02', 'week', 'fr', 'long'))).toBe('Semaine 45 · 2 nov. 2026');
    expect(plain(bucketLabel('2026-11-02', 'week', 'en', 'long'))).toBe('Week 45 · 2 Nov 2026');
  });

  test('ISO weeks across the year’s turn: week 1 holds the first Thursday, a year may have 53', () => {
    expect(isoWeekNumber('2024-12-30')).toBe(1); // Thursday 2 January 2025
    expect(isoWeekNumber('2026-12-28')).toBe(53); // Thursday 31 December 2026
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2021-01-04')).toBe(1);
    expect(isoWeekNumber('2020-12-28')).toBe(53);
  });

  test('a month, short with its year on two digits', () => {
    expect(plain(bucketLabel('2026-11-01', 'month', 'fr'))).toBe('nov. 26');
    expect(bucketLabel('2026-11-01', 'month', 'fr', 'long')).toBe('novembre 2026');
    expect(bucketLabel('2026-11-01', 'month', 'en', 'long')).toBe('November 2026');
  });

  test('a period as one range', () => {
    expect(plain(periodLabel({ from: '2026-11-01', to: '2026-11-29' }, 'fr'))).toBe('1–29 nov. 2026');
    expect(plain(periodLabel({ from: '2025-12-15', to: '2026-01-14' }, 'fr'))).toBe(
      '15 déc. 2025 – 14 janv. 2026',
    );
  });
});
