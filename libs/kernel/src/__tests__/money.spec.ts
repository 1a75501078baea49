import fc from 'fast-check';
import {
  centsToDecimalString,
  centsToEuros,
  formatMoney,
  multiplyCents,
  percentOf,
  roundHalfAwayFromZero,
  roundQuotient,
  splitProportionally,
  sumCents,
  toCents,
  tryToCents,
} from '../money.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('roundHalfAwayFromZero', () => {
  test.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [-2.4, -2],
    [2.4999999, 2],
  ])('%p → %p', (x, expected) => {
    expect(roundHalfAwayFromZero(x)).toBe(expected);
  });

  test('never answers -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  test('refuses NaN and infinities', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Infinity)).toThrow(RangeError);
  });

  const finite = fc.double({ min: -1e12, max: 1e12, noNaN: true });

  test('property: symmetric, round(-x) = -round(x)', () => {
    fc.assert(fc.property(finite, (x) => roundHalfAwayFromZero(-x) === -roundHalfAwayFromZero(x)));
  });

  test('property: result is an integer within 0.5 of x', () => {
    fc.assert(
      fc.property(finite, (x) => {
        const r = roundHalfAwayFromZero(x);
        return Number.isInteger(r) && Math.abs(r - x) <= 0.5;
      }),
    );
  });

  test('property: halves go away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const half = n + (n >= 0 ? 0.5 : -0.5);
        return roundHalfAwayFromZero(half) === n + (n >= 0 ? 1 : -1);
      }),
    );
  });

  test('property: integers are unchanged', () => {
    fc.assert(fc.property(fc.integer(), (n) => roundHalfAwayFromZero(n) === n));
  });
});

describe('roundQuotient', () => {
  test('rounds exact rationals once', () => {
    expect(roundQuotient(1055, 10)).toBe(106);
    expect(roundQuotient(-1055, 10)).toBe(-106);
    expect(roundQuotient(1, 3)).toBe(0);
    expect(roundQuotient(2, 3)).toBe(1);
  });

  test('refuses non-integers, zero denominators and amounts beyond exactness', () => {
    expect(() => roundQuotient(1.5, 2)).toThrow(RangeError);
    expect(() => roundQuotient(1, 0)).toThrow(RangeError);
    expect(() => roundQuotient(2 ** 53, 3)).toThrow(RangeError);
  });

  test('property: agrees with exact BigInt rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: 1, max: 100_000 }),
        (n, d) => {
          const bn = BigInt(Math.abs(n));
          const bd = BigInt(d);
          const q = bn / bd;
          const rem = bn % bd;
          const magnitude = 2n * rem >= bd ? q + 1n : q;
          const expected = Number(n < 0 ? -magnitude : magnitude);
          return roundQuotient(n, d) === (expected === 0 ? 0 : expected);
        },
      ),
    );
  });
});

describe('toCents', () => {
  test.each<[number | string, number]>([
    [12.5, 1250],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0,005', 1],
    ['0.004', 0],
    ['-0,005', -1],
    ['1 234,56', 123456],
    [`1${NNBSP}234,56${NBSP}€`, 123456],
    ['€3', 300],
    [1.005, 101],
    [12.345, 1235],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [-3.2, -320],
    ['7', 700],
    [',5', 50],
    ['+2', 200],
    [0, 0],
  ])('%p → %p', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  test('rounds on the decimal digits, not on a float: 1.0049999999999999999 stays 100', () => {
    expect(toCents('1.0049999999999999999')).toBe(100);
    expect(toCents('1.0050000000000000001')).toBe(101);
  });

  test.each(['', 'abc', '1.234,5', '12,5,0', '--1', '1e400', Number.NaN, Infinity])('refuses %p', (input) => {
    expect(() => toCents(input)).toThrow(RangeError);
    expect(tryToCents(input)).toBeNull();
  });

  test('property: integer cents survive a round trip through their decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        return (
          toCents(centsToDecimalString(cents, ',')) === cents &&
          toCents(centsToDecimalString(cents)) === cents
        );
      }),
    );
  });

  test('property: never -0, always an integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (euros) => {
        const cents = toCents(euros);
        return Number.isSafeInteger(cents) && !Object.is(cents, -0);
      }),
    );
  });
});

describe('multiplyCents and percentOf', () => {
  test('1900 × 1.055 is 2004.5 exactly, rounded to 2005 (the float product 2004.4999… would give 2004)', () => {
    expect(1900 * 1.055).toBeLessThan(2004.5);
    expect(multiplyCents(1900, 1.055)).toBe(2005);
    expect(multiplyCents(100, 1.005)).toBe(101);
  });

  test.each([
    [1000, 3, 3000],
    [999, 0.5, 500],
    [-999, 0.5, -500],
    [1234, 0, 0],
    [1, 0.4, 0],
  ])('multiplyCents(%p, %p) = %p', (cents, factor, expected) => {
    expect(multiplyCents(cents, factor)).toBe(expected);
  });

  test.each([
    [1999, 5.5, 110],
    [1000, 20, 200],
    [250, 10, 25],
    [5, 10, 1],
    [-5, 10, -1],
    [3333, 33.33, 1111],
  ])('percentOf(%p, %p) = %p', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  test('refuses non-integer cents', () => {
    expect(() => multiplyCents(10.5, 2)).toThrow(RangeError);
    expect(() => percentOf(10.5, 2)).toThrow(RangeError);
  });

  test('property: multiplying by a decimal factor matches exact BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 99_999 }),
        (cents, thousandths) => {
          const factor = thousandths / 1000;
          const exact = BigInt(Math.abs(cents)) * BigInt(thousandths);
          const q = exact / 1000n;
          const magnitude = (exact % 1000n) * 2n >= 1000n ? q + 1n : q;
          const expected = Number(cents < 0 ? -magnitude : magnitude);
          return multiplyCents(cents, factor) === (expected === 0 ? 0 : expected);
        },
      ),
    );
  });

  test('property: percentOf(x, 100) = x and percentOf(x, 0) = 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (cents) => percentOf(cents, 100) === cents && percentOf(cents, 0) === 0,
      ),
    );
  });
});

describe('sumCents', () => {
  test('adds integers', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([100, 250, -50])).toBe(300);
  });

  test('refuses a float amount', () => {
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });
});

describe('splitProportionally', () => {
  it('splits in whole cents that add up, the remainder to the largest fractions', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3000, 1000])).toEqual([8, 2]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(7, [0, 0])).toEqual([0, 0]);
  });

  it('splits an amount in whole cents that add up and never exceed their weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        (weights, seed) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = total === 0 ? 0 : seed % (total + 1);
          const shares = splitProportionally(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('formatMoney', () => {
  // Intl fr-FR: U+00A0 NO-BREAK SPACE before €, U+202F NARROW NO-BREAK SPACE between thousands.
  test.each([
    [1250, `12,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [-320, `-3,20${NBSP}€`],
    [123456789, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
  ])('fr: %p → %p', (cents, expected) => {
    expect(formatMoney(cents, 'fr')).toBe(expected);
  });

  test.each([
    [1250, '€12.50'],
    [0, '€0.00'],
    [-320, '-€3.20'],
    [123456789, '€1,234,567.89'],
  ])('en: %p → %p', (cents, expected) => {
    expect(formatMoney(cents, 'en')).toBe(expected);
  });

  test('refuses non-integer cents', () => {
    expect(() => formatMoney(12.5, 'fr')).toThrow(RangeError);
  });
});

describe('centsToDecimalString and centsToEuros', () => {
  test.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
  ])('%p → %p', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  test('comma separator and euros', () => {
    expect(centsToDecimalString(1250, ',')).toBe('12,50');
    expect(centsToEuros(1250)).toBe(12.5);
  });
});

describe('money edges', () => {
  test('roundQuotient stops at 2^52, numerator or denominator', () => {
    expect(roundQuotient(2 ** 52 - 1, 1)).toBe(2 ** 52 - 1);
    expect(() => roundQuotient(2 ** 52, 1)).toThrow(
      new RangeError(`Amount too large to round exactly: ${2 ** 52}/1`),
    );
    expect(() => roundQuotient(-(2 ** 52), 1)).toThrow(RangeError);
    expect(() => roundQuotient(1, 2 ** 52)).toThrow(RangeError);
  });

  test('a euro sign only at either end, blanks around', () => {
    expect(toCents(' €3 ')).toBe(300);
    expect(toCents('3 € ')).toBe(300);
    expect(tryToCents('1€5')).toBeNull();
  });

  test('sub-cent amounts far below a cent round to zero, a half cent up', () => {
    // 0.0009 € is 0.09 cent, 0.00999 € is 0.999 cent.
    expect(toCents('0.0009')).toBe(0);
    expect(toCents(0.0009)).toBe(0);
    expect(toCents('0.00999')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
  });

  test('a negative amount under half a cent is 0, not -0', () => {
    expect(Object.is(toCents('-0,004'), 0)).toBe(true);
  });

  test('amounts from 2^52 cents on are refused', () => {
    // 45 035 996 273 705 € is 4 503 599 627 370 500 cents, over 2^52 = 4 503 599 627 370 496.
    expect(tryToCents('45035996273705')).toBeNull();
    expect(toCents('45035996273704')).toBe(4_503_599_627_370_400);
  });

  test('a factor: negative, very small, very large, or with too many digits', () => {
    expect(multiplyCents(1000, -0.5)).toBe(-500);
    expect(percentOf(1000, -20)).toBe(-200);
    // 1e-7 is written "1e-7": 10 000 000 cents × 1e-7 = 1 cent.
    expect(multiplyCents(10_000_000, 1e-7)).toBe(1);
    expect(multiplyCents(100, 1e-7)).toBe(0);
    expect(() => multiplyCents(1, 1e21)).toThrow(
      new RangeError('Factor has too many significant digits to compute exactly'),
    );
    expect(() => multiplyCents(1, 0.12345678901234568)).toThrow(
      new RangeError('Factor has too many significant digits to compute exactly'),
    );
    expect(() => multiplyCents(1, 1e-16)).toThrow(
      new RangeError('Factor has too many significant digits to compute exactly'),
    );
    expect(() => multiplyCents(100, Number.NaN)).toThrow(new RangeError('Not a finite number: NaN'));
  });

  test('the errors name the amount refused', () => {
    expect(() => multiplyCents(10.5, 2)).toThrow(
      new RangeError('cents must be an integer number of cents, got 10.5'),
    );
    expect(() => sumCents([100, 0.5])).toThrow(
      new RangeError('amount must be an integer number of cents, got 0.5'),
    );
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(
      new RangeError('Sum of amounts is too large'),
    );
  });

  test('the cents left over go to the largest fractions first', () => {
    // 10 × 1/3 = 3.33, 10 × 2/3 = 6.67: the cent left goes to the second.
    expect(splitProportionally(10, [1, 2])).toEqual([3, 7]);
    // 100 × 1/6 = 16.67, × 2/6 = 33.33, × 3/6 = 50.
    expect(splitProportionally(100, [1, 2, 3])).toEqual([17, 33, 50]);
    // Ties go to the earlier weight.
    expect(splitProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
});
