import { vatNumber } from '../validation/reference-rules.js';
import { compactVatNumber, frenchVatKey, frenchVatNumberOf, isValidVatNumber } from '../vat-number.js';

// FR 40 303 265 045 is the example French VAT number the tax administration's guides give.
describe('French VAT numbers', () => {
  test('the key of a SIREN, on two digits', () => {
    expect(frenchVatKey('303265045')).toBe('40');
    expect(frenchVatKey('100000012')).toBe('00');
  });

  test("a company's number from its SIREN or a SIRET of one of its establishments", () => {
    expect(frenchVatNumberOf('303265045')).toBe('FR40303265045');
    expect(frenchVatNumberOf('303 265 045 00014')).toBe('FR40303265045');
    expect(frenchVatNumberOf('100000012')).toBe('FR00100000012');
  });

  test.each(['30326504', '3032650450', '30326504A', ''])(
    'no number without a SIREN of 9 digits (%p)',
    (text) => {
      expect(() => frenchVatNumberOf(text)).toThrow(RangeError);
    },
  );
});

describe('compactVatNumber', () => {
  test('drops the spaces, dots and hyphens people type and puts the letters in upper case', () => {
    expect(compactVatNumber(' fr 40.303-265\u00a0045\u202f')).toBe('FR40303265045');
    expect(compactVatNumber('nl123456789b01')).toBe('NL123456789B01');
  });
});

describe('isValidVatNumber', () => {
  test.each([
    'FR40303265045',
    'fr 40 303 265 045',
    'FR00100000012',
    // A French key of letters is not a checksum: the format is all there is to check.
    'FRAB303265045',
    'DE123456789',
    'ATU12345678',
    'NL123456789B01',
    'EL123456789',
    'CHE123456789',
    'CHE123456789MWST',
    'IE1234567WA',
    'XIGD123',
    // A country without a listed format: 2 to 13 letters or digits.
    'CH12',
    'US1234567890123',
  ])('accepts %p', (text) => {
    expect(isValidVatNumber(text)).toBe(true);
    expect(vatNumber(text)).toBeNull();
  });

  test.each([
    // Wrong French key, or a letter I or O in it.
    'FR41303265045',
    'FR40303265046',
    'FRIO303265045',
    'FR4030326504',
    'FR403032650451',
    'DE12345678',
    'DE1234567890',
    'AT12345678',
    'NL123456789A01',
    'CHE12345678',
    'CHE123456789XYZ',
    'US1',
    'US12345678901234',
    '1234567890',
    'F1234567890',
    '',
  ])('refuses %p', (text) => {
    expect(isValidVatNumber(text)).toBe(false);
    expect(vatNumber(text)).toEqual({ code: 'validation.vatNumber' });
  });

  test('the rule refuses what is not a text', () => {
    expect(vatNumber(null)).toEqual({ code: 'validation.vatNumber' });
    expect(vatNumber({})).toEqual({ code: 'validation.vatNumber' });
  });
});
