import fc from 'fast-check';
import {
  FRENCH_VAT_RATES,
  FRENCH_VAT_RATES_BP,
  VAT_MULTIPLIERS,
  VAT_RATES_BY_COUNTRY,
  VAT_TYPES,
  htFromTtc,
  ttcFromHt,
  vatOfHt,
  vatOfTtc,
  vatRateBasisPoints,
} from '../vat.js';

describe('French rates', () => {
  test('standard 20, medium 10, reduced 5.5; multipliers 1.2, 1.1, 1.055', () => {
    expect(VAT_TYPES).toEqual(['standard', 'medium', 'reduced']);
    expect(FRENCH_VAT_RATES).toEqual({ standard: 20, medium: 10, reduced: 5.5 });
    expect(FRENCH_VAT_RATES_BP).toEqual({ standard: 2000, medium: 1000, reduced: 550 });
    expect(VAT_MULTIPLIERS).toEqual({ standard: 1.2, medium: 1.1, reduced: 1.055 });
  });

  test('multipliers agree with the basis points', () => {
    for (const type of VAT_TYPES) {
      expect(Math.round(VAT_MULTIPLIERS[type] * 10_000)).toBe(10_000 + FRENCH_VAT_RATES_BP[type]);
    }
  });
});

describe('rates by country', () => {
  test('the listed countries and rates', () => {
    const rates = Object.fromEntries(
      Object.entries(VAT_RATES_BY_COUNTRY).map(([code, row]) => [code, row.rates]),
    );
    expect(rates).toEqual({
      FR: [20, 10, 5.5],
      IT: [22],
      ES: [21],
      BE: [21],
      DE: [19, 16],
      CH: [20],
      NL: [21],
      PT: [23],
      LU: [17, 16, 14, 13],
      GB: [20],
      AT: [20, 13],
      FI: [24],
      SK: [20],
      DK: [25],
    });
  });

  test('every country has French and English names', () => {
    for (const row of Object.values(VAT_RATES_BY_COUNTRY)) {
      expect(row.fr).not.toBe('');
      expect(row.en).not.toBe('');
    }
  });
});

describe('vatRateBasisPoints', () => {
  test('types and percents', () => {
    expect(vatRateBasisPoints('reduced')).toBe(550);
    expect(vatRateBasisPoints(5.5)).toBe(550);
    expect(vatRateBasisPoints(14.3)).toBe(1430);
    expect(vatRateBasisPoints(0)).toBe(0);
  });

  test.each([-1, 100.01, 5.555, Number.NaN])('refuses %p', (rate) => {
    expect(() => vatRateBasisPoints(rate)).toThrow(RangeError);
  });
});

describe('VAT in cents', () => {
  test.each<[number, 'standard' | 'medium' | 'reduced' | number, number, number]>([
    // ht, rate, vat, ttc
    [1000, 'standard', 200, 1200],
    [1000, 'medium', 100, 1100],
    [1000, 'reduced', 55, 1055],
    [1999, 'reduced', 110, 2109],
    [10, 'reduced', 1, 11], // 0.55 rounds up
    [1900, 5.5, 105, 2005], // 104.5 rounds away from zero
    [-1900, 5.5, -105, -2005],
    [833, 20, 167, 1000], // 166.6
  ])('HT %p at %p: VAT %p, TTC %p', (ht, rate, vat, ttc) => {
    expect(vatOfHt(ht, rate)).toBe(vat);
    expect(ttcFromHt(ht, rate)).toBe(ttc);
  });

  test.each<[number, 'standard' | 'medium' | 'reduced' | number, number]>([
    [1200, 'standard', 1000],
    [1000, 'standard', 833],
    [1055, 'reduced', 1000],
    [2109, 5.5, 1999],
    [-1200, 20, -1000],
  ])('TTC %p at %p: HT %p', (ttc, rate, ht) => {
    expect(htFromTtc(ttc, rate)).toBe(ht);
    expect(vatOfTtc(ttc, rate)).toBe(ttc - ht);
  });

  test('refuses non-integer amounts', () => {
    expect(() => vatOfHt(10.5, 20)).toThrow(RangeError);
    expect(() => htFromTtc(10.5, 20)).toThrow(RangeError);
  });

  const amount = fc.integer({ min: -1e10, max: 1e10 });
  const rate = fc.oneof(
    fc.constantFrom<'standard' | 'medium' | 'reduced'>('standard', 'medium', 'reduced'),
    fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  );

  test('property: HT + VAT = TTC, all integers', () => {
    fc.assert(
      fc.property(amount, rate, (ht, r) => {
        const vat = vatOfHt(ht, r);
        return Number.isSafeInteger(vat) && ttcFromHt(ht, r) === ht + vat;
      }),
    );
  });

  test('property: htFromTtc undoes ttcFromHt', () => {
    fc.assert(fc.property(amount, rate, (ht, r) => htFromTtc(ttcFromHt(ht, r), r) === ht));
  });

  test('property: VAT is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(amount, rate, (ht, r) => {
        const exact = (ht * vatRateBasisPoints(r)) / 10_000;
        return Math.abs(vatOfHt(ht, r) - exact) <= 0.5 + 1e-6;
      }),
    );
  });

  test('property: symmetric for credit notes', () => {
    fc.assert(fc.property(amount, rate, (ht, r) => vatOfHt(-ht, r) === -vatOfHt(ht, r)));
  });
});

describe('VAT rate edges', () => {
  test('100 % is the highest rate', () => {
    expect(vatRateBasisPoints(100)).toBe(10_000);
    expect(vatOfHt(1234, 100)).toBe(1234);
  });

  test('the errors name the rate refused', () => {
    expect(() => vatRateBasisPoints(-1)).toThrow(new RangeError('VAT rate out of range: -1'));
    expect(() => vatRateBasisPoints(Infinity)).toThrow(new RangeError('VAT rate out of range: Infinity'));
    expect(() => vatRateBasisPoints(5.555)).toThrow(
      new RangeError('VAT rate has more than 2 decimals: 5.555'),
    );
    expect(() => vatOfHt(10.5, 20)).toThrow(
      new RangeError('Amount must be an integer number of cents, got 10.5'),
    );
  });
});
