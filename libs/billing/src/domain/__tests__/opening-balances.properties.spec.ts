import fc from 'fast-check';
import { vatOfHt } from '@cuvee/kernel';
import { formatDocumentNumber } from '../numbering.js';
import {
  inferVatRate,
  KNOWN_VAT_RATES_BP,
  openingAmounts,
  openingUsed,
  parseVatRate,
  seriesCouldDraw,
  type OpeningAmounts,
  type OpeningProblem,
} from '../opening-balances.js';

/*
 * Opening outstandings (ADR 0069): a row's amounts always add up or are refused with the column at
 * fault; a credit note reads the same written negative; the rate is recognised from exact amounts;
 * Cuvée's series are recognised in the numbers they could still give; a document used since its
 * import blocks the revert.
 */

const rate = fc.constantFrom(...KNOWN_VAT_RATES_BP);
const cents = (max: number) => fc.integer({ min: 1, max });
const isAmounts = (result: OpeningAmounts | OpeningProblem): result is OpeningAmounts =>
  !('failure' in result);

describe('openingAmounts', () => {
  test('from the total and any of HT, VAT or the rate: HT + VAT = TTC, what is left is TTC − paid', () => {
    fc.assert(
      fc.property(
        cents(10_000_000),
        rate,
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('ht', 'vat', 'rate', 'all'),
        (ht, bp, paidPercent, given) => {
          const vat = vatOfHt(ht, bp / 100);
          const ttc = ht + vat;
          const paid = Math.floor((ttc * paidPercent) / 100);
          const result = openingAmounts({
            kind: 'invoice',
            ttc,
            ...(given === 'ht' || given === 'all' ? { ht } : {}),
            ...(given === 'vat' || given === 'all' ? { vat } : {}),
            ...(given === 'rate' ? { vatRateBp: bp } : {}),
            paid,
          });
          if (paid === ttc) {
            expect(result).toEqual({ field: 'paid', failure: { code: 'billing.openingSettled' } });
            return;
          }
          expect(isAmounts(result)).toBe(true);
          const amounts = result as OpeningAmounts;
          expect(amounts.ht + amounts.vat).toBe(ttc);
          expect(amounts.ht).toBe(ht);
          expect(amounts.remaining).toBe(ttc - paid);
          expect(amounts.remaining).toBeGreaterThan(0);
          // The rate is the one given, or recognised from the amounts.
          if (ht >= 100) expect(amounts.vatRateBp).toBe(bp);
        },
      ),
    );
  });

  test('a credit note written negative is the same as written positive; an invoice is refused', () => {
    fc.assert(
      fc.property(cents(1_000_000), rate, fc.integer({ min: 0, max: 99 }), (ht, bp, paidPercent) => {
        const vat = vatOfHt(ht, bp / 100);
        const ttc = ht + vat;
        const paid = Math.floor((ttc * paidPercent) / 100);
        const positive = openingAmounts({ kind: 'creditNote', ttc, ht, vat, vatRateBp: bp, paid });
        const negative = openingAmounts({
          kind: 'creditNote',
          ttc: -ttc,
          ht: -ht,
          vat: -vat,
          vatRateBp: bp,
          paid: -paid,
        });
        expect(negative).toEqual(positive);
        expect(openingAmounts({ kind: 'invoice', ttc: -ttc, vatRateBp: bp })).toEqual({
          field: 'ttc',
          failure: { code: 'billing.openingNegative' },
        });
      }),
    );
  });

  test('HT and VAT that do not make the total, a paid amount above it, nothing to tell the VAT: refused', () => {
    fc.assert(
      fc.property(cents(1_000_000), cents(1_000_000), fc.integer({ min: 1, max: 1000 }), (ht, vat, off) => {
        const ttc = ht + vat;
        const mismatch = openingAmounts({ kind: 'invoice', ttc: ttc + off, ht, vat });
        expect(mismatch).toMatchObject({ field: 'ttc', failure: { code: 'billing.openingAmountsMismatch' } });
        expect(
          openingAmounts({ kind: 'invoice', ttc, ht, vat, vatRateBp: 2000, paid: ttc + off }),
        ).toMatchObject({
          field: 'paid',
          failure: { code: 'billing.openingPaidAbove' },
        });
        expect(openingAmounts({ kind: 'invoice', ttc })).toEqual({
          field: 'ht',
          failure: { code: 'billing.openingVatNeeded' },
        });
      }),
    );
  });

  test('the amounts of a document mixing two rates name no rate: the rate column is asked for', () => {
    // 800 € at 20 % and 200 € at 5.5 %: 171 € of VAT on 1 000 € is no single rate.
    expect(openingAmounts({ kind: 'invoice', ttc: 117_100, ht: 100_000 })).toEqual({
      field: 'vatRate',
      failure: { code: 'billing.openingRateUnknown', params: { vat: '171,00 €', ht: '1000,00 €' } },
    });
    expect(openingAmounts({ kind: 'invoice', ttc: 117_100, ht: 100_000, vatRateBp: 2000 })).toMatchObject({
      vatRateBp: 2000,
      vat: 17_100,
    });
  });
});

describe('the VAT rate', () => {
  test('a rate is recognised from exact amounts, and from amounts a few cents off on a long invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }),
        rate,
        fc.integer({ min: -2, max: 2 }),
        (ht, bp, noise) => {
          expect(inferVatRate(ht, vatOfHt(ht, bp / 100))).toBe(bp);
          if (ht >= 10_000) expect(inferVatRate(ht, vatOfHt(ht, bp / 100) + noise)).toBe(bp);
        },
      ),
    );
  });

  test.each([
    ['20', 2000],
    ['20 %', 2000],
    ['20,0%', 2000],
    ['5,5', 550],
    ['5.5 %', 550],
    ['2,1', 210],
    ['0', 0],
    ['0.2', 2000],
    ['0,055', 550],
    ['19,6', 1960],
  ])('"%s" reads as %i basis points', (text, bp) => {
    expect(parseVatRate(text)).toBe(bp);
  });

  test.each(['vingt', '-5', '100', '5,555', '', '%'])('"%s" is no rate', (text) => {
    expect(parseVatRate(text)).toBeNull();
  });
});

describe('seriesCouldDraw', () => {
  const yearly = { prefix: 'F', resetEachFiscalYear: true, digits: 5 };
  const forever = { prefix: 'FA-', resetEachFiscalYear: false, digits: 6 };

  test('every number a series gives from the current fiscal year on is recognised, earlier years are not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: -3, max: 3 }),
        cents(10_000_000),
        (year, shift, counter) => {
          const current = `${year}-01-01`;
          const number = formatDocumentNumber(yearly, `${year + shift}-01-01`, counter);
          expect(seriesCouldDraw(number, yearly, current)).toBe(shift >= 0);
          expect(seriesCouldDraw(number.toLowerCase(), yearly, current)).toBe(shift >= 0);
          expect(seriesCouldDraw(formatDocumentNumber(forever, 'all', counter), forever, 'all')).toBe(true);
        },
      ),
    );
  });

  test.each([
    'FA2026-00012',
    'F2026-0012',
    'F-2026-00012',
    'F2026-00012-2',
    'AV2026-00012',
    'F00012',
    'FA-00012',
  ])('%s is no number of F (yearly, 5 digits) nor of FA- (6 digits)', (number) => {
    expect(seriesCouldDraw(number, yearly, '2026-01-01')).toBe(false);
    expect(seriesCouldDraw(number, forever, 'all')).toBe(false);
  });
});

describe('openingUsed', () => {
  const untouched = { allocations: 0, creditNotes: 0, credit: null };
  const credit = { amount: 5_000, remaining: 5_000, status: 'full' as const };

  test('untouched: nothing paid, credited, nor spent of its credit', () => {
    expect(openingUsed(untouched)).toBe(false);
    expect(openingUsed({ ...untouched, credit })).toBe(false);
  });

  test.each([
    ['a payment', { ...untouched, allocations: 1 }],
    ['a credit note', { ...untouched, creditNotes: 1 }],
    [
      'its credit partly spent',
      { ...untouched, credit: { ...credit, remaining: 1_000, status: 'partial' as const } },
    ],
    [
      'its credit cancelled',
      { ...untouched, credit: { ...credit, remaining: 0, status: 'cancelled' as const } },
    ],
  ])('used: %s', (_what, use) => {
    expect(openingUsed(use)).toBe(true);
  });
});
