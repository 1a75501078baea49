import { dutyRateOf, dutyRatesOn, replaceDutyRates, type DutyRates } from '../duty-rates.js';
import { FRENCH_DUTY_RATES } from '../french-duty-rates.js';
import { dutyVolumeMicrolitres } from '../volume.js';

describe('dated duty rates', () => {
  test('the edition in force is the latest that took effect on or before the day', () => {
    expect(dutyRatesOn(FRENCH_DUTY_RATES, '2025-12-31').effectiveFrom).toBe('2025-01-01');
    expect(dutyRatesOn(FRENCH_DUTY_RATES, '2026-01-01').effectiveFrom).toBe('2026-01-01');
    expect(dutyRatesOn(FRENCH_DUTY_RATES, '2030-06-15').effectiveFrom).toBe('2026-01-01');
  });

  test('the table order does not matter', () => {
    const reversed: DutyRates = [...FRENCH_DUTY_RATES].reverse();
    expect(dutyRatesOn(reversed, '2025-07-01').effectiveFrom).toBe('2025-01-01');
  });

  test('no edition before the first one, and days must be real days', () => {
    expect(() => dutyRatesOn(FRENCH_DUTY_RATES, '2024-12-31')).toThrow(RangeError);
    expect(() => dutyRatesOn(FRENCH_DUTY_RATES, '2025-02-30')).toThrow(RangeError);
  });

  test('every edition has the same rate keys, each with its basis and a source', () => {
    const keys = Object.keys(FRENCH_DUTY_RATES[0]!.rates).sort();
    for (const edition of FRENCH_DUTY_RATES) {
      expect(Object.keys(edition.rates).sort()).toEqual(keys);
      expect(edition.source).not.toBe('');
      for (const rate of Object.values(edition.rates)) expect(Number.isSafeInteger(rate.cents)).toBe(true);
    }
    const edition = dutyRatesOn(FRENCH_DUTY_RATES, '2025-03-01');
    expect(dutyRateOf(edition, 'stillWine')).toMatchObject({ basis: 'hl', cents: 412 });
    expect(dutyRateOf(edition, 'spirits').basis).toBe('hlap');
    expect(() => dutyRateOf(edition, 'toString')).toThrow(RangeError);
  });
});

describe("the application's duty-rate table", () => {
  test('is filled in place with the editions loaded, and never emptied', () => {
    const table: DutyRates = [FRENCH_DUTY_RATES[0]!];
    const held = table;
    replaceDutyRates(table, FRENCH_DUTY_RATES);
    expect(held).toEqual(FRENCH_DUTY_RATES);
    expect(() => replaceDutyRates(table, [])).toThrow(RangeError);
    expect(held).toEqual(FRENCH_DUTY_RATES);
  });
});

describe('duty volume of a format', () => {
  test('eq75 × 0.0075 hl by default', () => {
    expect(dutyVolumeMicrolitres({ eq75: 1, unity: 'litre', unityValue: 0.75 })).toBe(750_000);
    expect(dutyVolumeMicrolitres({ eq75: 2, unity: 'litre', unityValue: 1.5 })).toBe(1_500_000);
    expect(dutyVolumeMicrolitres({ eq75: 0.5, unity: 'unit', unityValue: 1 })).toBe(375_000);
  });

  test('else from the format unit when it is a volume', () => {
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'litre', unityValue: 5 })).toBe(5_000_000);
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'centilitre', unityValue: 37.5 })).toBe(375_000);
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'hectolitre', unityValue: 1 })).toBe(100_000_000);
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'kilogram', unityValue: 1 })).toBe(0);
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'millilitre', unityValue: 500 })).toBe(500_000);
    // A unit named like an object's own property is no volume.
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'toString', unityValue: 1 })).toBe(0);
    expect(dutyVolumeMicrolitres({ eq75: 0, unity: 'litre', unityValue: -1 })).toBe(0);
  });
});
