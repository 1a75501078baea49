import fc from 'fast-check';
import { historyLine, historyTotals, sameHistoryOrder } from '../order-history.js';
import { formatOrderNumber, orderNumberParts, orderSeries } from '../order-numbering.js';

/*
 * Past orders brought from another program (ADR 0069): every line adds up (HT + VAT = TTC, VAT rounded
 * once per unit), an order's totals are the sums of its lines, its VAT by rate adds up to its VAT; the
 * rows of one reference must name one day and one client; a reference shaped like this shop's numbers is
 * recognised, with its series and counter.
 */

const line = fc.record({
  unitHt: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  vatRate: fc.constantFrom(20, 10, 5.5, 2.1, 0),
  eq75: fc.constantFrom(0, 0.5, 1, 2, 4),
});

describe('history lines and totals', () => {
  test('a line: HT + VAT = TTC, each the unit amount × quantity', () => {
    fc.assert(
      fc.property(line, (input) => {
        const priced = historyLine(input);
        expect(priced.totalHt + priced.totalVat).toBe(priced.totalTtc);
        expect(priced.totalHt).toBe(input.unitHt * input.quantity);
        expect(priced.totalVat).toBe(priced.unitVat * input.quantity);
        expect(Math.abs(priced.unitVat - (input.unitHt * input.vatRate) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  test('an order: the sums of its lines, its VAT by rate adding up to its VAT, bottles counted', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (inputs) => {
        const lines = inputs.map(historyLine);
        const totals = historyTotals(lines);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(totals.totalHT).toBe(sum(lines.map((l) => l.totalHt)));
        expect(totals.tva).toBe(sum(lines.map((l) => l.totalVat)));
        expect(totals.totalHT + totals.tva).toBe(totals.totalTTC);
        expect(sum(totals.vatByRate.map((row) => row.vat))).toBe(totals.tva);
        expect(sum(totals.vatByRate.map((row) => row.ht))).toBe(totals.totalHT);
        expect(new Set(totals.vatByRate.map((row) => row.rate)).size).toBe(totals.vatByRate.length);
        expect(totals.bottles).toBe(sum(inputs.filter((l) => l.eq75 > 0).map((l) => l.quantity)));
      }),
    );
  });

  test('an order lists its VAT by rate, highest rate first', () => {
    const lines = [
      { unitHt: 1000, quantity: 2, vatRate: 5.5, eq75: 0 },
      { unitHt: 1250, quantity: 6, vatRate: 20, eq75: 1 },
      { unitHt: 500, quantity: 1, vatRate: 10, eq75: 0 },
      { unitHt: 300, quantity: 1, vatRate: 5.5, eq75: 0 },
    ].map(historyLine);
    // 5.5 %: 2 × 55 + 17 (16.5 rounded) on 2300; 20 %: 6 × 250 on 7500; 10 %: 50 on 500.
    expect(historyTotals(lines)).toEqual({
      totalHT: 10_300,
      tva: 1677,
      totalTTC: 11_977,
      vatByRate: [
        { rate: 20, ht: 7500, vat: 1500 },
        { rate: 10, ht: 500, vat: 50 },
        { rate: 5.5, ht: 2300, vat: 127 },
      ],
      bottles: 6,
    });
  });

  test('the rows of one reference: one day, one client', () => {
    const order = { date: '2025-10-03', clientId: 12 };
    expect(sameHistoryOrder(order, { ...order })).toBe(true);
    expect(sameHistoryOrder(order, { ...order, date: '2025-10-04' })).toBe(false);
    expect(sameHistoryOrder(order, { ...order, clientId: 13 })).toBe(false);
  });
});

describe('references shaped like this shop’s numbers', () => {
  test('any number the series give is recognised, in any case, with its series and counter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('order' as const, 'sample' as const),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (kind, year, sequence) => {
          const series = orderSeries(kind, `${year}-06-01`);
          const number = formatOrderNumber(series, sequence);
          expect(orderNumberParts(number)).toEqual({ series, sequence });
          expect(orderNumberParts(number.toLowerCase())).toEqual({ series, sequence });
        },
      ),
    );
  });

  test.each([
    'WEB-10452',
    'CMD-2026-0042',
    'CMD-26-00042',
    'CMD-2026-00000',
    'FA-2026-00042',
    'CMD-2026-00042-2',
    'XCMD-2026-00042',
    'CMD-2026-99999999999999999',
  ])('%s is none of them', (reference) => {
    expect(orderNumberParts(reference)).toBeNull();
  });
});
