import {
  ACCESSORY_TYPES,
  countryNameOf,
  destinationOf,
  WORLD_COUNTRY_CODES,
  formatLabel,
  formatSize,
  BUSINESS_TYPOLOGIES,
  CIVILITIES,
  CLIENT_TYPOLOGIES,
  CONTAINERS,
  EMAIL_DYNAMIC_FIELDS,
  EU_COUNTRIES,
  EXCISE_CODES,
  EXCISE_DUTY_TYPES,
  FORMAT_TYPES,
  FRENCH_DEPARTMENTS,
  GRAPE_VARIETIES,
  GROWING_ZONES,
  LANGUAGES,
  OTHER_EUROPEAN_COUNTRIES,
  PACKINGS,
  PAYMENT_DELAYS,
  PAYMENT_TYPES,
  PRIORITIES,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  PUBLIC_TYPOLOGY,
  QUALITIES,
  STICKER_COLOURS,
  TASK_ACTIVITY_TYPES,
  UNITS,
  WINE_CATEGORIES,
  departmentOfPostalCode,
  fillEmailDynamicFields,
  findRef,
  isEuCountry,
  isKeyOf,
  keysOf,
  labelOf,
  type RefList,
} from '../index.js';

const ALL_LISTS: Record<string, RefList> = {
  PRODUCT_KINDS,
  PRODUCT_TYPES,
  ACCESSORY_TYPES,
  PRODUCT_COLOURS,
  QUALITIES,
  PRODUCT_LABELS,
  CONTAINERS,
  UNITS,
  PACKINGS,
  PRODUCT_STATUSES,
  WINE_CATEGORIES,
  GROWING_ZONES,
  GRAPE_VARIETIES,
  EXCISE_CODES,
  CLIENT_TYPOLOGIES,
  CIVILITIES,
  FORMAT_TYPES,
  BUSINESS_TYPOLOGIES,
  EXCISE_DUTY_TYPES,
  PRIORITIES,
  TASK_ACTIVITY_TYPES,
  EMAIL_DYNAMIC_FIELDS,
  STICKER_COLOURS,
  PAYMENT_TYPES,
  PAYMENT_DELAYS,
  LANGUAGES,
  FRENCH_DEPARTMENTS,
  EU_COUNTRIES,
  OTHER_EUROPEAN_COUNTRIES,
};

describe.each(Object.entries(ALL_LISTS))('%s', (_name, list) => {
  test('has entries with unique keys', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((item) => item.key)).size).toBe(list.length);
  });

  test('every entry has a French and an English label', () => {
    for (const item of list) {
      expect(item.fr.trim()).not.toBe('');
      expect(item.en.trim()).not.toBe('');
    }
  });
});

describe('fixed lists', () => {
  test('keys other data refer to', () => {
    expect(keysOf(ACCESSORY_TYPES)).toEqual(['accessory', 'box']);
    expect(keysOf(CONTAINERS)).toEqual(['bottle', 'vrac', 'bib']);
    expect(keysOf(UNITS)).toEqual(['litre', 'kilogram', 'gram', 'unit']);
    expect(keysOf(PRODUCT_STATUSES)).toEqual(['online', 'paused', 'outofstock', 'closed']);
    expect(keysOf(WINE_CATEGORIES)).toEqual([1, 2, 3, 4, 5]);
    expect(keysOf(FORMAT_TYPES)).toEqual(['bib', 'bottle', 'vrac', 'packing', 'custom']);
    expect(keysOf(BUSINESS_TYPOLOGIES)).toEqual(['wine', 'champaign', 'beer', 'spirit', 'cider', 'other']);
    expect(keysOf(EXCISE_DUTY_TYPES)).toEqual(['DA2', 'DSU', 'NULL']);
    expect(keysOf(PRIORITIES)).toEqual(['low', 'medium', 'high']);
    expect(keysOf(TASK_ACTIVITY_TYPES)).toEqual([
      'phone',
      'email',
      'visit',
      'tasting',
      'tour',
      'animation',
      'salon',
      'lunch',
      'meeting',
      'orderPreparation',
      'other',
    ]);
    expect(keysOf(LANGUAGES)).toEqual(['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja']);
    expect(keysOf(PRODUCT_KINDS)).toEqual(['bottle', 'accessory', 'prestation', 'box']);
  });

  test('product types include the historical ones', () => {
    expect(keysOf(PRODUCT_TYPES)).toEqual(
      expect.arrayContaining(['wine', 'champagne', 'beer', 'spirits', 'cider']),
    );
  });

  test('labels include the historical ones', () => {
    expect(keysOf(PRODUCT_LABELS)).toEqual(
      expect.arrayContaining(['aoc', 'aop', 'ab', 'demeter', 'igp', 'hve']),
    );
  });

  test('exactly 14 client typologies, one of them public', () => {
    expect(CLIENT_TYPOLOGIES).toHaveLength(14);
    expect(isKeyOf(CLIENT_TYPOLOGIES, PUBLIC_TYPOLOGY)).toBe(true);
    expect(PUBLIC_TYPOLOGY).toBe('public');
  });

  test('civilities start with Monsieur, Madame and include SARL', () => {
    expect(labelOf(CIVILITIES, 'mr', 'fr')).toBe('Monsieur');
    expect(labelOf(CIVILITIES, 'mrs', 'fr')).toBe('Madame');
    expect(CIVILITIES.map((item) => item.fr)).toEqual(
      expect.arrayContaining(['SARL', 'SAS', 'EARL', 'GAEC', 'SCEA']),
    );
  });

  test('excise codes run from W200 to E920 and are well formed', () => {
    expect(EXCISE_CODES[0]?.key).toBe('W200');
    expect(EXCISE_CODES.at(-1)?.key).toBe('E920');
    for (const code of EXCISE_CODES) {
      expect(code.key).toMatch(/^[WISBTE]\d{3}$/);
      expect(code.key[0]).toBe(code.category);
    }
    expect(keysOf(EXCISE_CODES)).toEqual(expect.arrayContaining(['W300', 'I000', 'S200', 'B000']));
  });

  test('11 sticker colours with hex codes', () => {
    expect(STICKER_COLOURS).toHaveLength(11);
    for (const colour of STICKER_COLOURS) expect(colour.hex).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  test('payment types keep their historical keys', () => {
    expect(keysOf(PAYMENT_TYPES)).toEqual(
      expect.arrayContaining([
        'cb',
        'cbnc',
        'sample',
        'transfer',
        'bill',
        'cash',
        'tips',
        'check',
        'ticket',
        'gift',
        'credit',
        'other',
      ]),
    );
  });

  test('grape varieties: a solid list', () => {
    expect(GRAPE_VARIETIES.length).toBeGreaterThanOrEqual(80);
    expect(keysOf(GRAPE_VARIETIES)).toEqual(
      expect.arrayContaining(['pinot-noir', 'chardonnay', 'merlot', 'syrah', 'chenin']),
    );
  });
});

describe('labelOf and friends', () => {
  test('labels in both locales', () => {
    expect(labelOf(CONTAINERS, 'vrac', 'fr')).toBe('Vrac');
    expect(labelOf(CONTAINERS, 'vrac', 'en')).toBe('Bulk');
    expect(labelOf(WINE_CATEGORIES, 3, 'fr')).toBe('Catégorie 3');
  });

  test('an unknown key shows as itself', () => {
    expect(labelOf(CONTAINERS, 'amphora' as never, 'fr')).toBe('amphora');
    expect(findRef(CONTAINERS, 'amphora')).toBeUndefined();
    expect(isKeyOf(CONTAINERS, 'bib')).toBe(true);
    expect(isKeyOf(CONTAINERS, null)).toBe(false);
  });
});

describe('geography', () => {
  test('96 metropolitan departments with 2A and 2B, plus 5 overseas', () => {
    const metropolitan = FRENCH_DEPARTMENTS.filter((department) => !department.overseas);
    const overseas = FRENCH_DEPARTMENTS.filter((department) => department.overseas);
    expect(metropolitan).toHaveLength(96);
    expect(keysOf(overseas)).toEqual(['971', '972', '973', '974', '976']);
    expect(keysOf(metropolitan)).toEqual(expect.arrayContaining(['01', '2A', '2B', '95']));
    expect(keysOf(metropolitan)).not.toContain('20');
    expect(labelOf(FRENCH_DEPARTMENTS, '33', 'fr')).toBe('Gironde');
    expect(labelOf(FRENCH_DEPARTMENTS, '973', 'en')).toBe('French Guiana');
  });

  test('department of a postal code', () => {
    expect(departmentOfPostalCode('33000')).toBe('33');
    expect(departmentOfPostalCode('01000')).toBe('01');
    expect(departmentOfPostalCode('20000')).toBe('2A');
    expect(departmentOfPostalCode('20200')).toBe('2B');
    expect(departmentOfPostalCode('97400')).toBe('974');
    expect(departmentOfPostalCode('97500')).toBeNull();
    expect(departmentOfPostalCode('98000')).toBeNull();
    expect(departmentOfPostalCode('3300')).toBeNull();
  });

  test('27 EU member states; Greece uses EL for VAT', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(isEuCountry('FR')).toBe(true);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('CH')).toBe(false);
    expect(findRef(EU_COUNTRIES, 'GR')?.vatPrefix).toBe('EL');
    expect(labelOf(EU_COUNTRIES, 'DE', 'fr')).toBe('Allemagne');
  });
});

describe('email dynamic fields', () => {
  test('fills known tokens, empties missing ones', () => {
    const text = 'Bonjour {{clientFirstname}} {{clientLastname}}, votre commande {{documentNumber}}.';
    expect(fillEmailDynamicFields(text, { clientFirstname: 'Léa', documentNumber: 'C-0042' })).toBe(
      'Bonjour Léa , votre commande C-0042.',
    );
  });
});

describe('formatLabel', () => {
  test.each([
    [{ unity: 'litre', unityValue: 0.75, container: 'bottle' }, '75 cl'],
    [{ unity: 'litre', unityValue: 1.5, container: 'bottle' }, '1,5 l'],
    [{ unity: 'litre', unityValue: 5, container: 'bib' }, '5 l bib'],
    [{ unity: 'litre', unityValue: 0.375, container: 'bottle' }, '37,5 cl'],
    [{ unity: 'litre', unityValue: 1000, container: 'vrac' }, '1000 l vrac'],
    [{ unity: 'kilogram', unityValue: 1, container: 'custom' }, '1 kg'],
    [{ unity: 'gram', unityValue: 250, container: 'bottle' }, '250 g'],
    [{ unity: 'unit', unityValue: 6, container: 'packing' }, '6 u packing'],
  ])('%j reads %s', (format, label) => {
    expect(formatLabel(format)).toBe(label);
  });

  test('in English, numbers take a point', () => {
    expect(formatLabel({ unity: 'litre', unityValue: 1.5, container: 'bottle' }, 'en')).toBe('1.5 l');
    expect(formatSize({ unity: 'litre', unityValue: 0.375 }, 'en')).toBe('37.5 cl');
  });
});

describe('the world country list (an export may go anywhere)', () => {
  test('249 distinct ISO codes holding every country the European lists name', () => {
    expect(new Set(WORLD_COUNTRY_CODES).size).toBe(249);
    for (const country of [...EU_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES])
      expect(WORLD_COUNTRY_CODES).toContain(country.key);
  });

  test('each is named in both languages and has its destination', () => {
    for (const code of WORLD_COUNTRY_CODES) {
      expect(countryNameOf(code, 'fr')).not.toBe(code);
      expect(countryNameOf(code, 'en')).not.toBe(code);
      expect(destinationOf(code)).toBe(code === 'FR' ? 'france' : isEuCountry(code) ? 'eu' : 'export');
    }
    expect(countryNameOf('JP', 'fr')).toBe('Japon');
    expect(countryNameOf('JP', 'en')).toBe('Japan');
  });
});
