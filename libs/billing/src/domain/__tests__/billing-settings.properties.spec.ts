import fc from 'fast-check';
import { keysOf, PAYMENT_DELAYS, PAYMENT_TYPES, SALES_DESTINATIONS } from '@cuvee/kernel';
import {
  accountingSettingsFailures,
  billingSettingsFailures,
  DEFAULT_ACCOUNTING_SETTINGS,
  DEFAULT_BILLING_SETTINGS,
  DOCUMENT_LOGOS,
  mergeSettings,
  paymentTermsOf,
  type AccountingSettingsPatch,
  type BillingSettingsPatch,
} from '../billing-settings.js';
import { SERIES } from '../document-kinds.js';

const RUNS = { numRuns: 500 };

/** Every path of a document down to its leaves and maps, e.g. "series.invoice.prefix". */
function pathsOf(value: object, prefix = '', maps: readonly string[] = []): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = typeof child === 'object' && child !== null && !maps.includes(path);
    return nested ? [path, ...pathsOf(child as object, path, maps)] : [path];
  });
}

/** `document` with the value at `path` replaced. */
function withValue<T extends object>(document: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = (document as Record<string, unknown>)[key!];
  return {
    ...document,
    [key!]: rest.length ? withValue(current as object, rest.join('.'), value) : value,
  } as T;
}

const named = (failures: { params?: Readonly<Record<string, string | number>> }[]) =>
  failures.map((failure) => failure.params?.setting);

/** The setting named is the one changed, inside it (a part of an object) or around it. */
const related = (changed: string, name: string) =>
  name === changed || name.startsWith(`${changed}.`) || changed.startsWith(`${name}.`);

const ACCOUNT_MAPS = ['salesAccountsByFamily', 'vatAccounts', 'paymentAccounts'];
const NULLABLE = [
  'rcs',
  'capital',
  'footer',
  'signature',
  'sepa.creditorId',
  'documents.colour',
  'documents.mentions',
  'documents.termsOfSale',
];
const wrong = fc.constantFrom<unknown>(null, [], {}, 42, -1, 1e308, 'nimporte quoi', true, [['x']]);

const account = fc.stringMatching(/^[0-9A-Z]{3,20}$/);
const seriesPatch = fc.record(
  {
    prefix: fc.stringMatching(/^[A-Z0-9_-]{0,10}$/),
    resetEachFiscalYear: fc.boolean(),
    digits: fc.integer({ min: 3, max: 8 }),
  },
  { requiredKeys: [] },
);
const billingPatch: fc.Arbitrary<BillingSettingsPatch> = fc.record(
  {
    series: fc.record(Object.fromEntries(SERIES.map((series) => [series, seriesPatch])), {
      requiredKeys: [],
    }),
    rcs: fc.option(fc.string({ maxLength: 120 })),
    capital: fc.option(fc.nat()),
    penaltyRate: fc.double({ min: 0, max: 100, noNaN: true }),
    paymentDelay: fc.constantFrom(...PAYMENT_DELAYS.map((delay) => delay.key)),
    earlyPaymentDiscount: fc.string({ maxLength: 255 }),
    quoteValidityDays: fc.integer({ min: 1, max: 365 }),
    footer: fc.option(fc.string({ maxLength: 1000 })),
    signature: fc.option(fc.string({ maxLength: 1000 })),
    sepa: fc.record(
      {
        creditorId: fc.option(fc.constantFrom('FR72ZZZ123456', 'FR76ABC987654')),
        preNotificationDays: fc.integer({ min: 2, max: 60 }),
      },
      { requiredKeys: [] },
    ),
    documents: fc.record(
      {
        colour: fc.option(fc.stringMatching(/^#[0-9A-Fa-f]{6}$/)),
        logo: fc.constantFrom(...DOCUMENT_LOGOS),
        mentions: fc.option(fc.string({ maxLength: 600 })),
        termsOfSale: fc.option(fc.string({ maxLength: 2000 })),
        termsOn: fc.record({ quote: fc.boolean(), invoice: fc.boolean() }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const accountingPatch: fc.Arbitrary<AccountingSettingsPatch> = fc.record(
  {
    salesAccount: account,
    serviceAccount: account,
    clientAccount: account,
    paymentAccount: account,
    vatAccounts: fc.dictionary(fc.stringMatching(/^\d{1,5}$/), account),
    paymentAccounts: fc.dictionary(fc.constantFrom(...PAYMENT_TYPES.map((type) => type.key)), account),
    salesAccountsByFamily: fc.dictionary(fc.string({ maxLength: 20 }), account),
    euSalesAccount: account,
    salesAccountRules: fc.array(
      fc.record({
        family: fc.option(fc.string({ maxLength: 100 })),
        typology: fc.option(fc.string({ maxLength: 40 })),
        destination: fc.option(fc.constantFrom(...keysOf(SALES_DESTINATIONS))),
        vatRateBp: fc.option(fc.integer({ min: 0, max: 10000 })),
        account,
      }),
      { maxLength: 10 },
    ),
  },
  { requiredKeys: [] },
);

describe('billing settings as a whole document', () => {
  test('the defaults are usable', () => {
    expect(billingSettingsFailures(DEFAULT_BILLING_SETTINGS)).toEqual([]);
    expect(accountingSettingsFailures(DEFAULT_ACCOUNTING_SETTINGS)).toEqual([]);
  });

  test('any patch of valid values, laid over the defaults, leaves a usable document', () => {
    fc.assert(
      fc.property(billingPatch, accountingPatch, (billing, accounting) => {
        expect(billingSettingsFailures(mergeSettings(DEFAULT_BILLING_SETTINGS, billing))).toEqual([]);
        expect(accountingSettingsFailures(mergeSettings(DEFAULT_ACCOUNTING_SETTINGS, accounting))).toEqual(
          [],
        );
      }),
      RUNS,
    );
  });

  test('null where a setting is required is refused, naming that setting and no other', () => {
    const billingPaths = pathsOf(DEFAULT_BILLING_SETTINGS).filter((path) => !NULLABLE.includes(path));
    const accountingPaths = pathsOf(DEFAULT_ACCOUNTING_SETTINGS, '', ACCOUNT_MAPS);
    for (const path of billingPaths)
      expect(named(billingSettingsFailures(withValue(DEFAULT_BILLING_SETTINGS, path, null)))).toEqual([path]);
    for (const path of accountingPaths)
      expect(named(accountingSettingsFailures(withValue(DEFAULT_ACCOUNTING_SETTINGS, path, null)))).toEqual([
        path,
      ]);
  });

  test('any value put anywhere is either usable or refused naming only where it was put', () => {
    const billingPaths = pathsOf(DEFAULT_BILLING_SETTINGS);
    const accountingPaths = pathsOf(DEFAULT_ACCOUNTING_SETTINGS);
    fc.assert(
      fc.property(
        fc.constantFrom(...billingPaths),
        fc.constantFrom(...accountingPaths),
        wrong,
        (b, a, value) => {
          for (const name of named(billingSettingsFailures(withValue(DEFAULT_BILLING_SETTINGS, b, value))))
            expect(related(b, String(name))).toBe(true);
          for (const name of named(
            accountingSettingsFailures(withValue(DEFAULT_ACCOUNTING_SETTINGS, a, value)),
          ))
            expect(related(a, String(name))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  test('a document that is not an object names every top-level setting', () => {
    fc.assert(
      fc.property(fc.constantFrom<unknown>(null, undefined, 'x', 3, []), (value) => {
        expect(named(billingSettingsFailures(value))).toEqual(Object.keys(DEFAULT_BILLING_SETTINGS));
        expect(named(accountingSettingsFailures(value))).toEqual(Object.keys(DEFAULT_ACCOUNTING_SETTINGS));
      }),
    );
  });

  test('a merge keeps what the patch leaves out and takes what it sets, null included', () => {
    fc.assert(
      fc.property(billingPatch, billingPatch, (stored, patch) => {
        const merged = mergeSettings(mergeSettings(DEFAULT_BILLING_SETTINGS, stored), patch);
        for (const [key, value] of Object.entries(patch)) {
          if (typeof value !== 'object' || value === null)
            expect(merged[key as keyof typeof merged]).toEqual(value);
        }
        for (const key of Object.keys(DEFAULT_BILLING_SETTINGS))
          if (!(key in patch) && !(key in stored))
            expect(merged[key as keyof typeof merged]).toEqual(
              DEFAULT_BILLING_SETTINGS[key as keyof typeof DEFAULT_BILLING_SETTINGS],
            );
      }),
      RUNS,
    );
  });
});

describe('the payment terms a document carries (paymentTermsOf)', () => {
  const kinds = ['quote', 'invoice', 'deposit', 'creditNote'] as const;

  test('the terms of sale ride on the kinds the settings print them on, never on a credit note', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.string({ maxLength: 50 })),
        fc.constantFrom(...PAYMENT_DELAYS.map((delay) => delay.key)),
        (kind, quote, invoice, termsOfSale, delay) => {
          const settings = mergeSettings(DEFAULT_BILLING_SETTINGS, {
            documents: { termsOfSale, termsOn: { quote, invoice } },
          });
          const terms = paymentTermsOf(settings, kind, delay);
          const printed = kind === 'quote' ? quote : kind === 'creditNote' ? false : invoice;
          const text = termsOfSale?.trim() ?? '';
          expect(terms).toEqual({
            paymentDelay: delay,
            penaltyRate: settings.penaltyRate,
            recoveryFee: 4000,
            earlyPaymentDiscount: settings.earlyPaymentDiscount,
            ...(printed && text ? { conditions: text } : {}),
          });
        },
      ),
    );
  });

  test('without terms of sale the key is absent, so the documents hash as before', () => {
    for (const kind of kinds)
      expect(Object.keys(paymentTermsOf(DEFAULT_BILLING_SETTINGS, kind, 'days30')).sort()).toEqual([
        'earlyPaymentDiscount',
        'paymentDelay',
        'penaltyRate',
        'recoveryFee',
      ]);
  });
});

test('the documents settings refuse a colour that is not #RRGGBB, an unknown logo and over-long texts', () => {
  const failing = (documents: Record<string, unknown>) =>
    named(billingSettingsFailures(withValue(DEFAULT_BILLING_SETTINGS, 'documents', documents)));
  const base = DEFAULT_BILLING_SETTINGS.documents;
  expect(failing({ ...base, colour: 'rouge' })).toEqual(['documents.colour']);
  expect(failing({ ...base, colour: '#12345' })).toEqual(['documents.colour']);
  expect(failing({ ...base, colour: '#A1b2C3' })).toEqual([]);
  expect(failing({ ...base, logo: 'mine' })).toEqual(['documents.logo']);
  expect(failing({ ...base, mentions: 'x'.repeat(601) })).toEqual(['documents.mentions']);
  expect(failing({ ...base, termsOfSale: 'x'.repeat(20_001) })).toEqual(['documents.termsOfSale']);
  expect(failing({ ...base, termsOfSale: 'x'.repeat(20_000) })).toEqual([]);
  expect(failing({ ...base, termsOn: { quote: 'oui', invoice: false } })).toEqual([
    'documents.termsOn.quote',
  ]);
});
