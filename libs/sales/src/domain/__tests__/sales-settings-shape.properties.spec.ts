import fc from 'fast-check';
import { PAYMENT_DELAYS } from '@cuvee/kernel';
import {
  CHECKOUT_PAYMENT_METHODS,
  DEFAULT_SALES_SETTINGS,
  DELIVERY_TYPES,
  MAX_PENDING_ORDER_DAYS,
  salesSettingsFailures,
  type SalesSettingsValue,
} from '../sales-settings.js';

const RUNS = { numRuns: 300 };
const named = (value: unknown) => salesSettingsFailures(value).map((failure) => failure.params?.setting);
const ref = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
const cents = fc.nat({ max: 1_000_000 });
const count = fc.option(fc.integer({ min: 1, max: 1000 }));

/** Sales settings as the section DTOs accept them. */
const settingsArb: fc.Arbitrary<SalesSettingsValue> = fc.record({
  delivery: fc.record({
    options: fc.array(
      fc.record({
        ref,
        type: fc.constantFrom(...DELIVERY_TYPES),
        label: fc.string({ minLength: 1, maxLength: 100 }),
        price: cents,
        marginPercent: fc.integer({ min: 0, max: 24 }),
        zones: fc.record({
          countries: fc.array(fc.constantFrom('FR', 'BE')),
          departments: fc.array(fc.constantFrom('37', '2A')),
        }),
      }),
      { maxLength: 5 },
    ),
    collectionPoints: fc.array(
      fc.record({ ref, name: fc.string({ minLength: 1 }), address: fc.string(), price: cents }),
      { maxLength: 5 },
    ),
    franco: fc.record({ bottles: count, amount: count }),
  }),
  promotions: fc.array(
    fc.record({
      id: ref,
      name: fc.option(fc.string()),
      type: fc.constantFrom('percent' as const, 'amount' as const),
      amount: fc.nat({ max: 100 }),
      activation: fc.constantFrom('always' as const, 'minProductOrder' as const, 'minPriceOrder' as const),
      threshold: fc.nat(),
      start: fc.constant(null),
      end: fc.constant(null),
    }),
    { maxLength: 5 },
  ),
  rules: fc.record({
    minOrderAmountHt: count,
    minProducts: count,
    maxProducts: count,
    multipleOf: count,
    productLimits: fc.array(
      fc.record({ productId: fc.integer({ min: 1, max: 1e6 }), min: count, max: count }),
      {
        maxLength: 5,
      },
    ),
  }),
  payments: fc.record({
    methods: fc.subarray([...CHECKOUT_PAYMENT_METHODS]),
    payLaterDelays: fc.subarray(PAYMENT_DELAYS.map((delay) => delay.key)),
    pendingOrderDays: fc.integer({ min: 1, max: MAX_PENDING_ORDER_DAYS }),
  }),
});

describe('the shape of the sales settings the cart reads', () => {
  test('the defaults and every settings document the section DTOs accept fit it', () => {
    expect(salesSettingsFailures(DEFAULT_SALES_SETTINGS)).toEqual([]);
    fc.assert(
      fc.property(settingsArb, (settings) => expect(salesSettingsFailures(settings)).toEqual([])),
      RUNS,
    );
  });

  test('a section, a list or a field stored with a value of the wrong kind is named, and nothing else', () => {
    const paths = [
      'delivery',
      'delivery.options',
      'delivery.collectionPoints',
      'delivery.franco',
      'promotions',
      'rules',
      'rules.productLimits',
      'payments',
      'payments.methods',
      'payments.payLaterDelays',
      'payments.pendingOrderDays',
    ];
    fc.assert(
      fc.property(
        settingsArb,
        fc.constantFrom(...paths),
        fc.constantFrom<unknown>(null, 'x', {}, [1]),
        (settings, path, value) => {
          const [section, key] = path.split('.') as [keyof SalesSettingsValue, string | undefined];
          const broken = key
            ? { ...settings, [section]: { ...(settings[section] as object), [key]: value } }
            : { ...settings, [section]: value };
          const names = named(broken);
          expect(names.length).toBeGreaterThan(0);
          for (const name of names)
            expect(String(name) === path || String(name).startsWith(`${path}.`)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
