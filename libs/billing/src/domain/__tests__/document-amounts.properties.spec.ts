import fc from 'fast-check';
import { percentOf, sumCents, vatOfHt } from '@cuvee/kernel';
import { billLines, documentTotals, InvalidLineError, vatBreakdownOf } from '../document-amounts.js';
import { depositAmountOf, depositLines, DepositAmountError, htForExactTtc } from '../deposits.js';
import { packingOf } from '../delivery-note.js';
import { billableLineArb, wineLine } from './billing-fixtures.js';

const RUNS = { numRuns: 2_000 };

describe('document amounts', () => {
  test('a worked example: 12 bottles at 12,50 € HT, 10 % off, 0,03 € duties, 20 % VAT', () => {
    const [line] = billLines([wineLine({ discountBp: 1000 })]);
    // 1250 × 0.9 = 1125; VAT on 1125 + 3 = 225.6 → 226 per unit
    expect(line).toMatchObject({
      unitHt: 1125,
      unitVat: 226,
      ht: 13_500,
      duties: 36,
      vat: 2712,
      ttc: 16_248,
    });
    expect(line!.discountHt).toBe(1500);
    expect(documentTotals(billLines([wineLine({ discountBp: 1000 })]))).toMatchObject({
      totalHt: 13_500,
      totalDuties: 36,
      totalVat: 2712,
      totalTtc: 16_248,
      netToPay: 16_248,
      vatBreakdown: [{ vatRateBp: 2000, base: 13_536, vat: 2712 }],
    });
  });

  test('HT + duties + VAT = TTC for every line, every rate and the document; rows add up to the totals', () => {
    fc.assert(
      fc.property(fc.array(billableLineArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const billed = billLines(lines);
        for (const line of billed) {
          expect(line.ht + line.duties + line.vat).toBe(line.ttc);
          expect(line.unitVat).toBe(vatOfHt(line.unitHt + line.unitDuties, line.vatRateBp / 100));
          expect(line.ht).toBe(line.unitHt * line.quantity);
        }
        const totals = documentTotals(billed);
        expect(totals.totalHt + totals.totalDuties + totals.totalVat).toBe(totals.totalTtc);
        expect(sumCents(totals.vatBreakdown.map((row) => row.base))).toBe(
          totals.totalHt + totals.totalDuties,
        );
        expect(sumCents(totals.vatBreakdown.map((row) => row.vat))).toBe(totals.totalVat);
        expect(new Set(totals.vatBreakdown.map((row) => row.vatRateBp)).size).toBe(
          totals.vatBreakdown.length,
        );
      }),
      RUNS,
    );
  });

  test('the order of the lines changes no total', () => {
    fc.assert(
      fc.property(fc.array(billableLineArb, { minLength: 1, maxLength: 15 }), fc.integer(), (lines, seed) => {
        const shuffled = [...lines].sort(
          (a, b) => ((a.listUnitHt * 31 + seed) % 7) - ((b.listUnitHt * 31 + seed) % 7),
        );
        const { vatBreakdown: a, ...first } = documentTotals(billLines(lines));
        const { vatBreakdown: b, ...second } = documentTotals(billLines(shuffled));
        expect(second).toEqual(first);
        expect(b).toEqual(a);
      }),
      RUNS,
    );
  });

  test('a discount never raises a line: unit HT after discount ≤ list price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, bp) => {
          const [line] = billLines([wineLine({ listUnitHt: price, discountBp: bp })]);
          expect(line!.unitHt).toBeLessThanOrEqual(price);
          expect(line!.unitHt).toBeGreaterThanOrEqual(0);
          expect(line!.discountHt).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });

  test('bad lines are refused with their position and reason', () => {
    expect(() => billLines([wineLine(), wineLine({ quantity: 0 })])).toThrow(
      new InvalidLineError(2, 'quantity'),
    );
    expect(() => billLines([wineLine({ quantity: 1.5 })])).toThrow(InvalidLineError);
    expect(() => billLines([wineLine({ listUnitHt: -5 })])).toThrow(new InvalidLineError(1, 'price'));
    expect(() => billLines([wineLine({ kind: 'discount', listUnitHt: 5 })])).toThrow(
      new InvalidLineError(1, 'price'),
    );
    expect(() => billLines([wineLine({ discountBp: 10_001 })])).toThrow(new InvalidLineError(1, 'discount'));
    expect(() => billLines([wineLine({ vatRateBp: 10_000 })])).toThrow(new InvalidLineError(1, 'vatRate'));
    expect(() => billLines([wineLine({ label: '  ' })])).toThrow(new InvalidLineError(1, 'label'));
  });

  test('deposits are deducted from what is to pay, not from the totals', () => {
    const billed = billLines([wineLine()]);
    const totals = documentTotals(billed, [
      { documentId: 9, number: 'AC2026-00001', ht: 1000, vat: 200, ttc: 1200 },
    ]);
    expect(totals.totalTtc).toBe(documentTotals(billed).totalTtc);
    expect(totals.netToPay).toBe(totals.totalTtc - 1200);
    expect(totals.depositsTtc).toBe(1200);
  });
});

describe('deposit invoices', () => {
  test('30 % of a sale at two VAT rates, spread in proportion to each rate', () => {
    const sale = documentTotals(
      billLines([
        wineLine({ quantity: 10, unitDuties: 0 }),
        wineLine({ vatRateBp: 550, unitDuties: 0, quantity: 2 }),
      ]),
    );
    const amount = depositAmountOf({ percent: 30 }, sale.totalTtc, 0);
    expect(amount).toBe(Math.round(sale.totalTtc * 0.3));
    const lines = billLines(depositLines(amount, sale.vatBreakdown, 'Acompte de 30 %'));
    expect(lines.map((line) => line.vatRateBp)).toEqual([2000, 550]);
    expect(sumCents(lines.map((line) => line.ttc))).toBe(amount);
  });

  test('a deposit is more than 0 and at most what is left to invoice', () => {
    expect(() => depositAmountOf({ amount: 0 }, 10_000, 0)).toThrow(DepositAmountError);
    expect(() => depositAmountOf({ amount: 6000 }, 10_000, 5000)).toThrow(new DepositAmountError(5000));
    expect(depositAmountOf({ amount: 5000 }, 10_000, 5000)).toBe(5000);
  });

  test('the HT found for a TTC gives that TTC back exactly, or within a cent when none can', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, 550, 1000, 2000, 2100),
        (ttc, bp) => {
          const ht = htForExactTtc(ttc, bp);
          expect(ht).toBeGreaterThanOrEqual(0);
          expect(Math.abs(ht + vatOfHt(ht, bp / 100) - ttc)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  test('deposit lines add up to the amount asked, one cent per rate at worst', () => {
    fc.assert(
      fc.property(
        fc.array(billableLineArb, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 100 }),
        (lines, percent) => {
          const sale = documentTotals(billLines(lines.filter((line) => line.kind !== 'discount')));
          // A percent of a few cents can round to nothing, which depositAmountOf rightly refuses.
          fc.pre(percentOf(sale.totalTtc, percent) > 0);
          const amount = depositAmountOf({ percent }, sale.totalTtc, 0);
          const deposit = billLines(depositLines(amount, sale.vatBreakdown, 'Acompte'));
          const ttc = sumCents(deposit.map((line) => line.ttc));
          expect(Math.abs(ttc - amount)).toBeLessThanOrEqual(deposit.length);
          expect(deposit.every((line) => line.kind === 'deposit' && line.ht >= 0)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('delivery notes', () => {
  test('12 bottles go in one package, 13 need a second one at 7 €; accessories fill none', () => {
    expect(packingOf([wineLine({ quantity: 12 })])).toEqual({ bottles: 12, packages: 1, extraPackageFee: 0 });
    expect(
      packingOf([wineLine({ quantity: 12 }), wineLine({ quantity: 1 }), wineLine({ eq75: 0, quantity: 5 })]),
    ).toEqual({
      bottles: 13,
      packages: 2,
      extraPackageFee: 700,
    });
    expect(packingOf([wineLine({ kind: 'shipping', quantity: 1 })]).bottles).toBe(0);
  });

  test('the breakdown of lines ignores nothing: vatBreakdownOf of one line is that line', () => {
    const [line] = billLines([wineLine()]);
    expect(vatBreakdownOf([line!])).toEqual([
      { vatRateBp: 2000, base: line!.ht + line!.duties, vat: line!.vat },
    ]);
  });
});
