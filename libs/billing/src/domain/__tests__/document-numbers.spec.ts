import { DEFAULT_BILLING_SETTINGS } from '../billing-settings.js';
import { formatDocumentNumber, missingCounters, periodOf, quoteVersionNumber } from '../numbering.js';

describe('document numbers', () => {
  const invoices = DEFAULT_BILLING_SETTINGS.series.invoice;

  test('the year in a number is the fiscal year’s first calendar year', () => {
    expect(periodOf('2026-03-14', invoices, { logStartMonth: 8, logStartDay: 1 })).toBe('2025-09-01');
    expect(formatDocumentNumber(invoices, '2025-09-01', 42)).toBe('F2025-00042');
  });

  test('a counter wider than the series’ digits is written whole; an empty prefix adds nothing', () => {
    expect(formatDocumentNumber(invoices, '2026-01-01', 123_456)).toBe('F2026-123456');
    expect(formatDocumentNumber({ prefix: '', resetEachFiscalYear: true, digits: 3 }, '2026-01-01', 7)).toBe(
      '2026-007',
    );
  });

  test('the first number of a series is 1; zero, a negative or a fractional counter is refused', () => {
    expect(formatDocumentNumber(invoices, '2026-01-01', 1)).toBe('F2026-00001');
    for (const counter of [0, -1, 1.5, Number.NaN])
      expect(() => formatDocumentNumber(invoices, '2026-01-01', counter)).toThrow(
        new RangeError(`Counter must be positive: ${counter}`),
      );
  });

  test('a quote’s second version carries -2; its first (or an unversioned one) the bare number', () => {
    expect(quoteVersionNumber('D2026-00012', 2)).toBe('D2026-00012-2');
    expect(quoteVersionNumber('D2026-00012', 0)).toBe('D2026-00012');
  });

  test('the gap report counts from 1 up to the last number included', () => {
    expect(missingCounters([2, 3], 3)).toEqual([1]);
    expect(missingCounters([1], 3)).toEqual([2, 3]);
    expect(missingCounters([], 2)).toEqual([1, 2]);
  });
});
