import { messageOf } from '@cuvee/kernel';
import {
  DEFAULT_SALES_SETTINGS,
  deliveriesFor,
  deliverySettingsFailures,
  paymentSettingsFailures,
  promotionsFailures,
  rulesFailures,
  servesAddress,
  type DeliveryOptionSetting,
  type DeliverySettings,
  type NamedOrderPromotion,
} from '../sales-settings.js';

const texts = (failures: { code: string; params?: Record<string, string | number> }[]) =>
  failures.map((f) => messageOf(f, 'fr'));

function option(ref: string, countries: string[] = [], departments: string[] = []): DeliveryOptionSetting {
  return {
    ref,
    type: 'carrier',
    label: ref,
    price: 990,
    marginPercent: 0,
    zones: { countries, departments },
  };
}

const delivery: DeliverySettings = {
  options: [
    option('partout'),
    option('france', ['FR']),
    option('touraine', ['FR'], ['37', '41']),
    option('benelux', ['BE', 'LU']),
  ],
  collectionPoints: [{ ref: 'caveau', name: 'Caveau', address: 'Chinon', price: 0 }],
  franco: { bottles: 24, amount: null },
};

const chinon = { country: 'FR', zipcode: '37500' };
const lille = { country: 'fr', zipcode: '59800' };
const ajaccio = { country: 'FR', zipcode: '20000' };
const bruxelles = { country: 'BE', zipcode: '1000' };

describe('delivery zones', () => {
  test('a type with no zone goes everywhere; countries restrict; departments restrict France only', () => {
    expect(servesAddress(option('x').zones, bruxelles)).toBe(true);
    expect(servesAddress(option('x', ['FR']).zones, bruxelles)).toBe(false);
    expect(servesAddress(option('x', ['FR'], ['37']).zones, chinon)).toBe(true);
    expect(servesAddress(option('x', ['FR'], ['37']).zones, lille)).toBe(false);
    expect(servesAddress(option('x', [], ['2A']).zones, ajaccio)).toBe(true);
    // Departments say nothing about other countries.
    expect(servesAddress(option('x', [], ['37']).zones, bruxelles)).toBe(true);
  });

  test('what a buyer may choose at an address: the types serving it and every collection point', () => {
    const refs = (address: Parameters<typeof deliveriesFor>[1]) =>
      deliveriesFor(delivery, address).options.map((o) => o.ref);
    expect(refs(chinon)).toEqual(['partout', 'france', 'touraine']);
    expect(refs(lille)).toEqual(['partout', 'france']);
    expect(refs(bruxelles)).toEqual(['partout', 'benelux']);
    expect(refs(null)).toEqual([]);
    expect(deliveriesFor(delivery, null).collectionPoints.map((p) => p.ref)).toEqual(['caveau']);
  });
});

describe('checks of the settings sections', () => {
  test('refs are unique across types and points; departments are French ones', () => {
    expect(deliverySettingsFailures(delivery)).toEqual([]);
    expect(
      texts(
        deliverySettingsFailures({
          ...delivery,
          options: [option('caveau'), option('x', ['FR'], ['99'])],
        }),
      ),
    ).toEqual(['La référence "caveau" est présente deux fois', 'La valeur "99" n\'est pas reconnue']);
  });

  const promotion = (overrides: Partial<NamedOrderPromotion> = {}): NamedOrderPromotion => ({
    id: 'p',
    name: null,
    type: 'percent',
    amount: 5,
    activation: 'always',
    threshold: 0,
    start: null,
    end: null,
    ...overrides,
  });

  test('promotions: unique ids, ISO dates in order, percents up to 100', () => {
    expect(promotionsFailures([promotion()])).toEqual([]);
    expect(
      texts(
        promotionsFailures([
          promotion(),
          promotion({ start: '2026-05-01', end: '2026-04-01', amount: 120 }),
          promotion({ id: 'q', start: '01/05/2026' }),
        ]),
      ),
    ).toEqual([
      'La référence "p" est présente deux fois',
      'La fin de la promotion doit suivre son début',
      'Une promotion en pourcentage doit être comprise entre 0 et 100, avec 2 décimales au plus',
      "La date n'est pas valide",
    ]);
  });

  test('promotions: a bad end date, a one-day promotion, percents from 0 to 100, amounts not percents', () => {
    expect(texts(promotionsFailures([promotion({ end: '31/05/2026' })]))).toEqual([
      "La date n'est pas valide",
    ]);
    expect(promotionsFailures([promotion({ start: '2026-05-01', end: '2026-05-01' })])).toEqual([]);
    expect(promotionsFailures([promotion({ amount: 0 }), promotion({ id: 'q', amount: 100 })])).toEqual([]);
    expect(promotionsFailures([promotion({ amount: -1 })]).map((f) => f.code)).toEqual([
      'catalogue.invalidPercent',
    ]);
    expect(promotionsFailures([promotion({ type: 'amount', amount: 1500 })])).toEqual([]);
  });

  test('rules: a minimum equal to the maximum, or without a maximum, is sound', () => {
    const rules = DEFAULT_SALES_SETTINGS.rules;
    expect(
      rulesFailures({
        ...rules,
        minProducts: 6,
        maxProducts: 6,
        productLimits: [
          { productId: 1, min: 3, max: 3 },
          { productId: 2, min: 6, max: null },
        ],
      }),
    ).toEqual([]);
    expect(rulesFailures({ ...rules, minProducts: 12, maxProducts: null })).toEqual([]);
  });

  test('payments: a pay-later delay that does not exist is named', () => {
    const payments = {
      methods: ['payLater' as const],
      payLaterDelays: ['days99' as never],
      pendingOrderDays: 14,
    };
    expect(paymentSettingsFailures(payments)).toEqual([
      { code: 'validation.unknownValue', params: { value: 'days99' } },
    ]);
  });

  test('rules: min never above max, one limit per product', () => {
    const rules = DEFAULT_SALES_SETTINGS.rules;
    expect(rulesFailures(rules)).toEqual([]);
    expect(
      texts(
        rulesFailures({
          ...rules,
          minProducts: 12,
          maxProducts: 6,
          productLimits: [
            { productId: 1, min: 6, max: 3 },
            { productId: 1, min: null, max: null },
          ],
        }),
      ),
    ).toEqual([
      'Le minimum ne peut pas dépasser le maximum',
      'La référence "1" est présente deux fois',
      'Le minimum ne peut pas dépasser le maximum',
    ]);
  });

  test('payments: at least one method; paying later needs delays to offer', () => {
    expect(paymentSettingsFailures(DEFAULT_SALES_SETTINGS.payments)).toEqual([]);
    expect(texts(paymentSettingsFailures({ methods: [], payLaterDelays: [], pendingOrderDays: 14 }))).toEqual(
      ['Acceptez au moins un moyen de paiement'],
    );
    expect(
      texts(paymentSettingsFailures({ methods: ['payLater'], payLaterDelays: [], pendingOrderDays: 14 })),
    ).toEqual(['Veuillez choisir un délai de paiement']);
  });
});
