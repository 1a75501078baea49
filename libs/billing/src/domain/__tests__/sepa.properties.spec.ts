import fc from 'fast-check';
import { addDays, compareIsoDates, daysBetween, formatIsoDate, type IsoDate } from '@cuvee/kernel';
import {
  bicFailure,
  checkDigits,
  debitDate,
  ibanFailure,
  isCreditorId,
  mandateReference,
  MANDATE_REFERENCE_MAX,
  normaliseAccountCode,
  SEPA_IBAN_LENGTHS,
  debitSequence,
  isMandateUsable,
} from '../sepa.js';

const RUNS = { numRuns: 500 };
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A valid IBAN of a SEPA country: a random national part, its key computed. */
const validIban = fc.constantFrom(...Object.keys(SEPA_IBAN_LENGTHS)).chain((country) =>
  fc
    .array(fc.constantFrom(...ALPHANUMERIC), {
      minLength: SEPA_IBAN_LENGTHS[country]! - 4,
      maxLength: SEPA_IBAN_LENGTHS[country]! - 4,
    })
    .map((chars) => {
      const bban = chars.join('');
      return `${country}${checkDigits(bban, country)}${bban}`;
    }),
);

/** A valid French creditor identifier: business code and national part random, key computed. */
const validCreditorId = fc
  .tuple(
    fc.array(fc.constantFrom(...ALPHANUMERIC), { minLength: 3, maxLength: 3 }),
    fc.array(fc.constantFrom(...ALPHANUMERIC), { minLength: 6, maxLength: 6 }),
  )
  .map(
    ([business, national]) =>
      `FR${checkDigits(national.join(''), 'FR')}${business.join('')}${national.join('')}`,
  );

/** `code` with its character at `index` (a digit) replaced by another digit. */
const withDigitChanged = (code: string, index: number, shift: number): string =>
  code.slice(0, index) + String((Number(code[index]) + shift) % 10) + code.slice(index + 1);

const digitPositions = (code: string): number[] =>
  [...code].flatMap((char, index) => (/\d/.test(char) ? [index] : []));

describe('IBAN (ISO 13616)', () => {
  test('published IBANs pass, written in any case and spacing', () => {
    for (const iban of [
      'FR76 3000 6000 0112 3456 7890 189',
      'de89 3704 0044 0532 0130 00',
      'BE71096123456769',
    ])
      expect(ibanFailure(normaliseAccountCode(iban))).toBeNull();
  });

  test('each refusal says why', () => {
    expect(ibanFailure('')).toEqual({ code: 'billing.ibanMissing' });
    expect(ibanFailure('FR7630006000011234567890188')).toEqual({ code: 'billing.ibanInvalid' });
    expect(ibanFailure('FR76300060000112345678901')).toEqual({
      code: 'billing.ibanLength',
      params: { country: 'FR', length: 27 },
    });
    expect(ibanFailure('US64SVBKUS6S3300958879')).toEqual({
      code: 'billing.ibanNotSepa',
      params: { country: 'US' },
    });
    expect(ibanFailure('3000600001123456789')).toEqual({ code: 'billing.ibanInvalid' });
  });

  test('every IBAN built with its key passes', () => {
    fc.assert(
      fc.property(validIban, (iban) => ibanFailure(iban) === null),
      RUNS,
    );
  });

  test('any valid IBAN with one digit changed is refused', () => {
    fc.assert(
      fc.property(
        validIban.filter((iban) => digitPositions(iban).length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, pick, shift) => {
          const positions = digitPositions(iban);
          const changed = withDigitChanged(iban, positions[pick % positions.length]!, shift);
          expect(ibanFailure(changed)).not.toBeNull();
        },
      ),
      RUNS,
    );
  });

  test('two different adjacent digits swapped are refused', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), (iban, pick) => {
        const swappable = digitPositions(iban).filter(
          (index) => index >= 4 && /\d/.test(iban[index + 1] ?? '') && iban[index] !== iban[index + 1],
        );
        fc.pre(swappable.length > 0);
        const index = swappable[pick % swappable.length]!;
        const swapped = iban.slice(0, index) + iban[index + 1] + iban[index] + iban.slice(index + 2);
        expect(ibanFailure(swapped)).not.toBeNull();
      }),
      RUNS,
    );
  });
});

describe('BIC and creditor identifier', () => {
  test('a BIC has 8 or 11 characters of the form', () => {
    expect(bicFailure('AGRIFRPP')).toBeNull();
    expect(bicFailure('AGRIFRPP882')).toBeNull();
    expect(bicFailure('AGRIFRP')).toEqual({ code: 'billing.bicInvalid' });
    expect(bicFailure('1GRIFRPP')).toEqual({ code: 'billing.bicInvalid' });
  });

  test('the published example creditor identifier passes, its key changed does not', () => {
    expect(isCreditorId('FR72ZZZ123456')).toBe(true);
    expect(isCreditorId('FR73ZZZ123456')).toBe(false);
    expect(isCreditorId('DE98ZZZ09999999999')).toBe(false);
    expect(isCreditorId(null)).toBe(false);
  });

  test('the key of a creditor identifier covers its national part, not its business code', () => {
    fc.assert(
      fc.property(validCreditorId, fc.constantFrom(...ALPHANUMERIC), (ics, business) => {
        expect(isCreditorId(ics)).toBe(true);
        expect(isCreditorId(`${ics.slice(0, 4)}${business}${ics.slice(5)}`)).toBe(true);
      }),
      RUNS,
    );
  });

  test('a creditor identifier with one digit of its key or national part changed is refused', () => {
    fc.assert(
      fc.property(validCreditorId, fc.nat(), fc.integer({ min: 1, max: 9 }), (ics, pick, shift) => {
        const positions = digitPositions(ics).filter((index) => index < 4 || index >= 7);
        fc.pre(positions.length > 0);
        expect(isCreditorId(withDigitChanged(ics, positions[pick % positions.length]!, shift))).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('mandate reference', () => {
  test('unique per counter, within 35 characters of the SEPA set, whatever the shop code', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (code, a, b) => {
          const reference = mandateReference(code, a);
          expect(reference.length).toBeLessThanOrEqual(MANDATE_REFERENCE_MAX);
          expect(reference).toMatch(/^[A-Z0-9-]+$/);
          expect(reference === mandateReference(code, b)).toBe(a === b);
        },
      ),
      RUNS,
    );
  });
});

describe('debit date', () => {
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date): IsoDate =>
      formatIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }),
    );

  test('never fewer than the pre-notification days after today, never before the due date', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 2, max: 60 }), (due, today, delay) => {
        const debit = debitDate(due, today, delay);
        expect(daysBetween(today, debit)).toBeGreaterThanOrEqual(delay);
        expect(compareIsoDates(debit, due)).toBeGreaterThanOrEqual(0);
        // It moves only when it must: then exactly to the first day allowed.
        if (debit !== due) expect(debit).toBe(addDays(today, delay));
      }),
      RUNS,
    );
  });
});

describe('which mandate an invoice may be debited with, and in which sequence', () => {
  const standing = fc.record({
    status: fc.constantFrom('pending', 'processing', 'completed', 'error' as const),
    recurring: fc.boolean(),
    revokedAt: fc.option(fc.date(), { nil: null }),
  });

  test('usable only signed, not revoked, and for a one-off mandate while it holds no debit', () => {
    fc.assert(
      fc.property(standing, fc.nat(3), (mandate, held) => {
        // Revoked, awaiting its signature or refused by the bank: never.
        if (mandate.revokedAt !== null || mandate.status === 'pending' || mandate.status === 'error')
          expect(isMandateUsable(mandate, held)).toBe(false);
        // A recurring mandate serves any number of debits; a one-off one a single debit.
        if (mandate.recurring)
          expect(isMandateUsable(mandate, held + 1)).toBe(isMandateUsable(mandate, held));
        else expect(isMandateUsable(mandate, held + 1)).toBe(false);
        // Signed and kept, with no debit yet: usable, whatever its kind.
        const fresh = {
          ...mandate,
          revokedAt: null,
          status: mandate.recurring ? 'completed' : 'processing',
        } as const;
        expect(isMandateUsable(fresh, 0)).toBe(true);
      }),
    );
  });

  test("a one-off mandate's debit is oneOff; a recurring one's is first until the mandate is active", () => {
    expect(debitSequence({ status: 'processing', recurring: false, revokedAt: null })).toBe('oneOff');
    expect(debitSequence({ status: 'processing', recurring: true, revokedAt: null })).toBe('first');
    expect(debitSequence({ status: 'completed', recurring: true, revokedAt: null })).toBe('recurring');
  });
});
