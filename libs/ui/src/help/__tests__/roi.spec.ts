import fc from 'fast-check';
import { computeRoi, ROI_DEFAULTS, validateRoi, type RoiInputs } from '../roi.js';

/** Valid inputs: every field within its bounds. */
const inputs = fc.record<RoiInputs>({
  bottlesPerYear: fc.integer({ min: 0, max: 2_000_000 }),
  directSharePercent: fc.integer({ min: 0, max: 100 }),
  averagePrice: fc.double({ min: 0, max: 500, noNaN: true }),
  adminHoursPerWeek: fc.double({ min: 0, max: 168, noNaN: true }),
  hourlyCost: fc.double({ min: 0, max: 200, noNaN: true }),
  tradePricePercent: fc.integer({ min: 0, max: 100 }),
  errorsPerMonth: fc.integer({ min: 0, max: 500 }),
});

describe('the ROI simulator', () => {
  test('the documented example (docs/roi-simulator.md): the defaults gain 12,810 € a year', () => {
    expect(validateRoi(ROI_DEFAULTS, 'fr')).toEqual({});
    expect(computeRoi(ROI_DEFAULTS)).toEqual({
      hoursSavedPerYear: 141,
      timeValueCents: 423_000,
      bottlesMovedDirect: 1_500,
      marginGainCents: 810_000,
      errorsAvoidedPerYear: 12,
      errorsValueCents: 48_000,
      totalCents: 1_281_000,
    });
  });

  test('bad inputs are refused with a clear French message per field, English on request', () => {
    const bad = { ...ROI_DEFAULTS, bottlesPerYear: -5, directSharePercent: 120, averagePrice: Number.NaN };
    expect(validateRoi(bad, 'fr')).toEqual({
      bottlesPerYear: 'Le nombre de bouteilles par an ne peut pas être négatif.',
      directSharePercent: 'La part vendue en direct doit être comprise entre 0 et 100 %.',
      averagePrice: 'Le prix moyen doit être un nombre.',
    });
    expect(validateRoi({ ...ROI_DEFAULTS, adminHoursPerWeek: 200 }, 'fr')).toEqual({
      adminHoursPerWeek: "Le nombre d'heures d'administratif par semaine ne peut pas dépasser 168.",
    });
    expect(validateRoi({ ...ROI_DEFAULTS, directSharePercent: -1 }, 'fr')).toEqual({
      directSharePercent: 'La part vendue en direct ne peut pas être négative.',
    });
    expect(validateRoi({ ...ROI_DEFAULTS, tradePricePercent: 101 }, 'fr')).toEqual({
      tradePricePercent: 'Le prix payé par le négoce doit être compris entre 0 et 100 %.',
    });
    expect(validateRoi({ ...ROI_DEFAULTS, tradePricePercent: 101 }, 'en')).toEqual({
      tradePricePercent: 'The trade price must be between 0 and 100%.',
    });
  });

  test('property: valid inputs pass, the parts are never negative and add up to the total', () => {
    fc.assert(
      fc.property(inputs, (values) => {
        expect(validateRoi(values, 'fr')).toEqual({});
        const result = computeRoi(values);
        for (const part of [result.timeValueCents, result.marginGainCents, result.errorsValueCents])
          expect(Number.isInteger(part) && part >= 0).toBe(true);
        expect(result.totalCents).toBe(
          result.timeValueCents + result.marginGainCents + result.errorsValueCents,
        );
      }),
    );
  });

  test('property: more admin hours or a dearer hour never gain less', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 20, noNaN: true }), (values, more) => {
        const base = computeRoi(values).timeValueCents;
        const hours = Math.min(168, values.adminHoursPerWeek + more);
        expect(computeRoi({ ...values, adminHoursPerWeek: hours }).timeValueCents).toBeGreaterThanOrEqual(
          base,
        );
        expect(
          computeRoi({ ...values, hourlyCost: values.hourlyCost + more }).timeValueCents,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  test('property: nothing moves direct past 100 %, and no margin is kept when the trade pays the direct price', () => {
    fc.assert(
      fc.property(inputs, (values) => {
        const all = computeRoi({ ...values, directSharePercent: 100 });
        expect(all.bottlesMovedDirect).toBe(0);
        expect(all.marginGainCents).toBe(0);
        expect(computeRoi({ ...values, tradePricePercent: 100 }).marginGainCents).toBe(0);
        const moved = computeRoi(values).bottlesMovedDirect;
        expect(moved).toBeLessThanOrEqual(
          Math.round((values.bottlesPerYear * (100 - values.directSharePercent)) / 100),
        );
      }),
    );
  });

  test('property: a negative figure in any field is refused, and named', () => {
    const fields = Object.keys(ROI_DEFAULTS) as (keyof RoiInputs)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.double({ min: -1e6, max: -0.001, noNaN: true }),
        (field, value) => {
          const problems = validateRoi({ ...ROI_DEFAULTS, [field]: value }, 'fr');
          expect(Object.keys(problems)).toEqual([field]);
          expect(problems[field]).toMatch(/ne peut pas être négati(f|ve)\.$/);
        },
      ),
    );
  });
});
