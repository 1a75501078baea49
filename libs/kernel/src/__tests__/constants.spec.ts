import fc from 'fast-check';
import {
  BASE_FONT_SIZE,
  CARD_IMPRINT_CENTS,
  CART_DRAWER_WIDTH,
  CART_SAVE_DELAY_MS,
  CHART_PALETTE,
  COLOURS,
  DEFAULT_DUTY_VOLUME_FACTOR,
  DOCUMENT_POLL_INTERVAL_MS,
  EQ75_LITRES,
  FETCH_MIN_DISPLAY_MS,
  FORM_WIDTH,
  FORM_WIDTH_LARGE,
  HEADER_HEIGHT,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  MAX_PAGE_SIZE,
  idLookups,
  pagesOf,
  MAINTENANCE_BANNER_POLL_INTERVAL_MS,
  MAINTENANCE_POLL_INTERVAL_MS,
  RELOAD_GUARD_MS,
  RICH_TEXT_DEFAULT_FONT_SIZE,
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_HEADING_LEVELS,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  SNACKBAR_DURATION_MS,
  SNACKBAR_STACK_OFFSET_PX,
  VERSION_POLL_INTERVAL_MS,
  eq75Of,
  extraPackageFee,
  fontSizeLabel,
  headingLabel,
  languageFrom,
  layoutModeOf,
  litresToHectolitres,
  packagesFor,
  seasonOf,
} from '../constants.js';

describe('business constants', () => {
  test('timings', () => {
    expect(CART_SAVE_DELAY_MS).toBe(1000);
    expect(DOCUMENT_POLL_INTERVAL_MS).toBe(30_000);
    expect(MAINTENANCE_POLL_INTERVAL_MS).toBe(600_000);
    expect(MAINTENANCE_BANNER_POLL_INTERVAL_MS).toBe(60_000);
    expect(VERSION_POLL_INTERVAL_MS).toBe(300_000);
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    expect(SNACKBAR_STACK_OFFSET_PX).toBe(75);
    expect(FETCH_MIN_DISPLAY_MS).toBe(200);
    expect(RELOAD_GUARD_MS).toBe(60000);
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(365);
  });

  test('layout sizes', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH, CART_DRAWER_WIDTH, HEADER_HEIGHT]).toEqual([
      180, 56, 400, 64,
    ]);
    expect([FORM_WIDTH, FORM_WIDTH_LARGE, BASE_FONT_SIZE]).toEqual([320, 600, 15]);
  });

  test('rich text', () => {
    expect(RICH_TEXT_FONT_SIZES).toEqual([8, 10, 12, 14, 16, 18, 20, 26, 32, 36, 42, 50, 75, 100, 125, 150]);
    expect(RICH_TEXT_DEFAULT_FONT_SIZE).toBe(10);
    expect(RICH_TEXT_HEADING_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fontSizeLabel(12, 'fr')).toBe('Taille 12');
    expect(headingLabel(2, 'fr')).toBe('Titre 2');
    expect(headingLabel(2, 'en')).toBe('Heading 2');
  });

  test('colours', () => {
    expect(COLOURS).toMatchObject({
      primary: '#219EBC',
      error: '#d0312d',
      grey: '#ABB5C9',
      lightBlue: '#a4d1d0',
      darkNavy: '#08202e',
    });
    expect(CHART_PALETTE).toHaveLength(7);
    expect(new Set(CHART_PALETTE).size).toBe(7);
  });

  test('volumes', () => {
    expect(EQ75_LITRES).toBe(0.75);
    expect(DEFAULT_DUTY_VOLUME_FACTOR).toBe(0.0075);
    expect(litresToHectolitres(EQ75_LITRES)).toBe(DEFAULT_DUTY_VOLUME_FACTOR);
    expect(eq75Of(1.5)).toBe(2);
    expect(CARD_IMPRINT_CENTS).toBe(0);
  });
});

describe('layoutModeOf', () => {
  test.each([
    [0, 'mobile'],
    [600, 'mobile'],
    [601, 'tablet'],
    [1280, 'tablet'],
    [1281, 'desktop'],
    [1920, 'desktop'],
  ])('%p px → %p', (width, mode) => {
    expect(layoutModeOf(width)).toBe(mode);
  });
});

describe('packages', () => {
  test.each([
    [0, 0, 0],
    [1, 1, 0],
    [12, 1, 0],
    [13, 2, 700],
    [24, 2, 700],
    [25, 3, 1400],
    [120, 10, 6300],
  ])('%p bottles: %p packages, extra fee %p cents', (bottles, packages, fee) => {
    expect(packagesFor(bottles)).toBe(packages);
    expect(extraPackageFee(bottles)).toBe(fee);
  });

  test.each([-1, 1.5, Number.NaN])('refuses %p bottles', (bottles) => {
    expect(() => packagesFor(bottles)).toThrow(RangeError);
  });

  test('property: every package holds at most 12 and no package is empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (bottles) => {
        const packages = packagesFor(bottles);
        return packages * 12 >= bottles && (packages - 1) * 12 < bottles;
      }),
    );
  });
});

describe('seasonOf', () => {
  test.each([
    ['2024-03-20', 'winter'],
    ['2024-03-21', 'spring'],
    ['2024-06-20', 'spring'],
    ['2024-06-21', 'summer'],
    ['2024-09-20', 'summer'],
    ['2024-09-21', 'autumn'],
    ['2024-12-20', 'autumn'],
    ['2024-12-21', 'winter'],
    ['2025-01-15', 'winter'],
  ])('%p is %p', (day, season) => {
    expect(seasonOf(day)).toBe(season);
  });

  test('an instant counts by its Paris day', () => {
    expect(seasonOf(new Date('2024-06-20T22:30:00Z'))).toBe('summer');
  });
});

describe('languageFrom', () => {
  test.each<[string | null | undefined, string | null | undefined, 'fr' | 'en']>([
    ['en', 'fr-FR', 'en'],
    ['fr', 'en-US', 'fr'],
    [undefined, 'en-GB', 'en'],
    [null, 'EN', 'en'],
    ['', 'en-US', 'en'],
    [undefined, 'de-DE', 'fr'],
    [undefined, undefined, 'fr'],
    ['english', undefined, 'en'],
  ])('lang %p, browser %p → %p', (query, browser, expected) => {
    expect(languageFrom(query, browser)).toBe(expected);
  });
});

describe('pagesOf', () => {
  test('cuts ids in pages of at most MAX_PAGE_SIZE, in order, none empty', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 450 }), (ids) => {
        const pages = pagesOf(ids);
        expect(pages.flat()).toEqual(ids);
        expect(pages.every((page) => page.length > 0 && page.length <= MAX_PAGE_SIZE)).toBe(true);
        expect(pages).toHaveLength(Math.ceil(ids.length / MAX_PAGE_SIZE));
      }),
    );
  });
});

describe('idLookups', () => {
  test('one query per page, naming its ids and asking for all of them', () => {
    const ids = Array.from({ length: 230 }, (_, index) => index + 1);
    const lookups = idLookups(ids);
    expect(lookups.map((lookup) => lookup.range)).toEqual(['[0,99]', '[0,99]', '[0,29]']);
    expect(lookups.flatMap((lookup) => (JSON.parse(lookup.filter) as { id: number[] }).id)).toEqual(ids);
    expect(idLookups([])).toEqual([]);
  });
});
