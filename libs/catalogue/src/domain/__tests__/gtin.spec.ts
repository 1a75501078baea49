import fc from 'fast-check';
import { gtinCheckDigit, gtinForms, isValidGtin } from '../gtin.js';

describe('GTIN check digit (GS1 mod 10)', () => {
  test.each([
    ['4006381333931', 'EAN-13'],
    ['9506000134352', 'EAN-13 of the GS1 Digital Link examples'],
    ['09506000134352', 'the same as GTIN-14'],
    ['036000291452', 'UPC-A (GTIN-12)'],
    ['96385074', 'EAN-8'],
  ])('%s (%s) is valid', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  test.each([
    ['4006381333932', 'wrong check digit'],
    ['400638133393', '12 digits, wrong check digit'],
    ['40063813339311', '14 digits, wrong check digit'],
    ['400638133', 'a length GS1 does not use'],
    ['40063813339a1', 'a letter'],
    ['', 'empty'],
  ])('%s (%s) is refused', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });

  test('the check digit of 400638133393 is 1; a body that is not only digits has none', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    for (const body of ['', '40063813339a', 'a40063813339', '4006 3813339'])
      expect(() => gtinCheckDigit(body)).toThrow(RangeError);
  });

  test('a body with its computed check digit is always valid, and changing one digit breaks it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (length, seed, position, delta) => {
          const body = String(seed).padStart(length, '7').slice(-length);
          const code = body + gtinCheckDigit(body);
          expect(isValidGtin(code)).toBe(true);
          const at = position % code.length;
          const changed = code.slice(0, at) + ((Number(code[at]) + delta) % 10) + code.slice(at + 1);
          expect(isValidGtin(changed)).toBe(false);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  test('the forms of one GTIN: 14 digits and every shorter form its leading zeros allow', () => {
    expect(gtinForms('09506000134352')).toEqual(['9506000134352', '09506000134352']);
    expect(gtinForms('9506000134352')).toEqual(['9506000134352', '09506000134352']);
    expect(gtinForms('036000291452')).toEqual(['036000291452', '0036000291452', '00036000291452']);
    expect(gtinForms('00000096385074')).toEqual([
      '96385074',
      '000096385074',
      '0000096385074',
      '00000096385074',
    ]);
    expect(gtinForms('9506000134353')).toEqual([]);
  });
});
