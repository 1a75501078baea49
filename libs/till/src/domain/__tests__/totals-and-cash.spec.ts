import { closureOf } from '../closure.js';
import { addTotals, cancellationTotals, splitTtc, sortedKeys, ZERO_TOTALS, type Totals } from '../totals.js';

const ticket: Totals = {
  ttc: 2255,
  ht: 2000,
  vat: 255,
  byRate: { '20': { ht: 1000, vat: 200, ttc: 1200 }, '5.5': { ht: 1000, vat: 55, ttc: 1055 } },
  byPayment: { cash: 1255, card: 1000 },
  absolute: 2255,
  tickets: 1,
  cancellations: 0,
};

describe('till totals', () => {
  test('a TTC amount splits into HT rounded to the cent and VAT the rest', () => {
    expect(splitTtc(1200, 20)).toEqual({ ht: 1000, vat: 200, ttc: 1200 });
    expect(splitTtc(1055, 5.5)).toEqual({ ht: 1000, vat: 55, ttc: 1055 });
    // 1000 / 1.2 = 833.33…: HT 833, VAT 167.
    expect(splitTtc(1000, 20)).toEqual({ ht: 833, vat: 167, ttc: 1000 });
    // 1003 / 1.2 = 835.83…: HT rounds up to 836, VAT 167.
    expect(splitTtc(1003, 20)).toEqual({ ht: 836, vat: 167, ttc: 1003 });
    expect(splitTtc(-1200, 20)).toEqual({ ht: -1000, vat: -200, ttc: -1200 });
  });

  test('a cancellation negates every amount of its ticket, keeps its absolute amount and counts once', () => {
    expect(cancellationTotals(ticket)).toEqual({
      ttc: -2255,
      ht: -2000,
      vat: -255,
      byRate: { '20': { ht: -1000, vat: -200, ttc: -1200 }, '5.5': { ht: -1000, vat: -55, ttc: -1055 } },
      byPayment: { cash: -1255, card: -1000 },
      absolute: 2255,
      tickets: 0,
      cancellations: 1,
    });
  });

  test('two totals add rate by rate and payment by payment, the keys in alphabetical order', () => {
    const other: Totals = {
      ...ZERO_TOTALS,
      ttc: 600,
      ht: 500,
      vat: 100,
      byRate: { '20': { ht: 500, vat: 100, ttc: 600 } },
      byPayment: { cheque: 100, card: 500 },
      absolute: 600,
      tickets: 1,
    };
    const sum = addTotals(ticket, other);
    expect(sum).toEqual({
      ttc: 2855,
      ht: 2500,
      vat: 355,
      byRate: { '20': { ht: 1500, vat: 300, ttc: 1800 }, '5.5': { ht: 1000, vat: 55, ttc: 1055 } },
      byPayment: { card: 1500, cash: 1255, cheque: 100 },
      absolute: 2855,
      tickets: 2,
      cancellations: 0,
    });
    expect(Object.keys(sum.byPayment)).toEqual(['card', 'cash', 'cheque']);
    expect(Object.keys(sortedKeys({ transfer: 1, card: 2, cash: 3 }))).toEqual(['card', 'cash', 'transfer']);
  });
});

describe('a closure', () => {
  test('covers its records from the lowest sequence number to the highest, and counts the cash drawer', () => {
    const closure = closureOf({
      period: 'day',
      key: '2026-11-27',
      covered: [
        { sequence: 7, totals: ticket },
        { sequence: 5, totals: cancellationTotals(ticket) },
        {
          sequence: 6,
          totals: {
            ...ZERO_TOTALS,
            ttc: 300,
            ht: 250,
            vat: 50,
            byPayment: { cash: 300 },
            absolute: 300,
            tickets: 1,
          },
        },
      ],
      previousGrandTotals: { total: 10_000, absolute: 20_000 },
      cash: { moves: { float: 5000, cashIn: 2000, cashOut: 1500 }, counted: 5700 },
    });
    expect(closure.period).toBe('day');
    expect(closure.key).toBe('2026-11-27');
    expect([closure.fromSequence, closure.toSequence]).toEqual([5, 7]);
    expect(closure.totals.ttc).toBe(300);
    // The grand totals: the signed total gains 300, the absolute one 2255 + 2255 + 300.
    expect(closure.grandTotals).toEqual({ total: 10_300, absolute: 24_810 });
    // Expected in the drawer: float 5000 + cash sales 300 + 2000 in − 1500 out = 5800; 100 short.
    expect(closure.cash).toEqual({
      float: 5000,
      cashIn: 2000,
      cashOut: 1500,
      sales: 300,
      expected: 5800,
      counted: 5700,
      difference: -100,
    });
  });

  test('of nothing has no sequence numbers; without cash sales the drawer expects its float and moves', () => {
    const empty = closureOf({
      period: 'month',
      key: '2026-11',
      covered: [],
      previousGrandTotals: { total: 400, absolute: 900 },
      cash: null,
    });
    expect([empty.fromSequence, empty.toSequence, empty.cash]).toEqual([null, null, null]);
    expect(empty.grandTotals).toEqual({ total: 400, absolute: 900 });
    const byCard = closureOf({
      period: 'day',
      key: '2026-11-28',
      covered: [{ sequence: 1, totals: { ...ticket, byPayment: { card: 2255 } } }],
      previousGrandTotals: { total: 0, absolute: 0 },
      cash: { moves: { float: 1000, cashIn: 0, cashOut: 200 }, counted: 800 },
    });
    expect(byCard.cash).toMatchObject({ sales: 0, expected: 800, difference: 0 });
  });
});
