import { toIsoDate } from './calendar-date.js';
import type { Locale } from './locale.js';

/* Business constants and limits (docs/kernel.md "Business constants"). */

// ---- Timings (milliseconds unless the name says otherwise)
/** A logged-in buyer's cart is saved this long after the last change (debounced). */
export const CART_SAVE_DELAY_MS = 1_000;
/** GET /v1/documents/to-download is polled this often while authenticated. */
export const DOCUMENT_POLL_INTERVAL_MS = 30_000;
export const MAINTENANCE_POLL_INTERVAL_MS = 10 * 60_000;
/** Maintenance is polled faster while its banner is shown, to catch the switch to the blocking page. */
export const MAINTENANCE_BANNER_POLL_INTERVAL_MS = 60_000;
/** The version file is polled this often (not in development). */
export const VERSION_POLL_INTERVAL_MS = 5 * 60_000;
export const SNACKBAR_DURATION_MS = 5_000;
/** Vertical distance between stacked snackbars, in px. */
export const SNACKBAR_STACK_OFFSET_PX = 75;
/** The loading overlay of a route fetch stays at least this long, so it does not flicker. */
export const FETCH_MIN_DISPLAY_MS = 200;
/** A chunk load failure reloads the page at most once per this period. */
export const RELOAD_GUARD_MS = 60_000;
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

// ---- Lists (the react-admin simple-REST protocol of every GET /v1/things)
/** The rows a list answers when no `range` is asked. */
export const DEFAULT_PAGE_SIZE = 25;
/**
 * The most rows one page answers: a larger `range` is cut (Content-Range tells what came). Also the
 * most ids one lookup by ids (`filter={"id":[…]}`) may ask; without a range it answers them all.
 */
export const MAX_PAGE_SIZE = 100;

/** Ids in pages a list answers whole, for a lookup by id (`filter={"id":[…]}` with its `range`). */
export function pagesOf<T>(items: readonly T[], size: number = MAX_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** The list queries that look records up by id: one per page, each asking for its page whole. */
export function idLookups(ids: readonly (number | string)[]): { filter: string; range: string }[] {
  return pagesOf(ids).map((page) => ({
    filter: JSON.stringify({ id: page }),
    range: JSON.stringify([0, page.length - 1]),
  }));
}

// ---- Layout (px)
export const MOBILE_MAX_WIDTH = 600;
export const TABLET_MAX_WIDTH = 1280;
/** Two further breakpoints the screens use. */
export const MEDIUM_BREAKPOINT = 960;
export const WIDE_BREAKPOINT = 1400;

export const LAYOUT_MODES = ['mobile', 'tablet', 'desktop'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

/** Up to 600 mobile, 601 to 1280 tablet, over 1280 desktop. */
export function layoutModeOf(width: number): LayoutMode {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export const SIDEBAR_WIDTH = 180;
/** Sidebar width up to 1280 px (icons only); hidden on mobile. */
export const SIDEBAR_COLLAPSED_WIDTH = 56;
export const CART_DRAWER_WIDTH = 400;
export const HEADER_HEIGHT = 64;
export const NOTIFICATION_PANEL_MAX_WIDTH = 600;
export const NOTIFICATION_PANEL_HEIGHT = 500;
export const CROPPER_HEIGHT = 500;
export const CROPPER_WIDTH = '70%';
export const FORM_WIDTH = 320;
export const FORM_WIDTH_LARGE = 600;
export const BASE_FONT_SIZE = 15;

// ---- Rich-text editor
export const RICH_TEXT_FONT_SIZES = [
  8, 10, 12, 14, 16, 18, 20, 26, 32, 36, 42, 50, 75, 100, 125, 150,
] as const;
export const RICH_TEXT_DEFAULT_FONT_SIZE = 10;
export const RICH_TEXT_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** The editor's font families; mails name web-safe fallbacks after them, so a client without one still reads. */
export const RICH_TEXT_FONT_FAMILIES = [
  'Arial',
  'Arial Black',
  'Book Antiqua',
  'Brush Script MT',
  'Calibri',
  'Cambria',
  'Candara',
  'Century Gothic',
  'Comic Sans MS',
  'Consolas',
  'Copperplate',
  'Courier New',
  'Didot',
  'Franklin Gothic',
  'Garamond',
  'Georgia',
  'Gill Sans',
  'Helvetica',
  'Impact',
  'Lato',
  'Lucida Console',
  'Lucida Sans',
  'Montserrat',
  'Open Sans',
  'Palatino',
  'Roboto',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
] as const;

/**
 * The dynamic fields a campaign's model may hold, written `{{name}}`: what a campaign knows of each
 * recipient and of the shop. The transactional fields (document number, order amount) have no meaning
 * in a campaign and are refused like unknown ones.
 */
export const CAMPAIGN_DYNAMIC_FIELDS = [
  'firstname',
  'lastname',
  'businessName',
  'businessReason',
  'shopName',
  'userEmail',
  'userPhone',
  'signature',
] as const;

/** "Taille 12" / "Size 12". */
export function fontSizeLabel(size: number, locale: Locale): string {
  return locale === 'fr' ? `Taille ${size}` : `Size ${size}`;
}

/** "Titre 2" / "Heading 2". */
export function headingLabel(level: number, locale: Locale): string {
  return locale === 'fr' ? `Titre ${level}` : `Heading ${level}`;
}

/** Link schemes kept when pasted rich text is sanitised. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel'] as const;

// ---- Date picker
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
export const MONTH_INPUT_FORMAT = 'MM/YYYY';
/** Weeks start on Monday (0 would be Sunday). */
export const WEEK_STARTS_ON = 1;

// ---- Colours
export const COLOURS = {
  /** Accent and theme primary. */
  primary: '#219EBC',
  error: '#d0312d',
  grey: '#ABB5C9',
  lightBlue: '#a4d1d0',
  darkNavy: '#08202e',
  /** "Default orange" of the spec: the orange of the palette #219EBC belongs to. Error snackbars use it. */
  orange: '#FB8500',
} as const;

/**
 * Series colours of charts, in order (ADR 0078): the brand's accent, orange and navy first (a period
 * and the two it is compared with), then a wine, a vine green, a violet and the brand's light blue.
 * Every pair stays apart for protanopic, deuteranopic and tritanopic readers (CIEDE2000 at least 13);
 * the light blue, under 3:1 on white, comes last, so a breakdown of up to six keys never uses it.
 */
export const CHART_PALETTE = [
  COLOURS.primary,
  COLOURS.orange,
  COLOURS.darkNavy,
  '#9B3D6E',
  '#5C7C2E',
  '#6D5ACF',
  COLOURS.lightBlue,
] as const;

// ---- Volumes and duties
/** A bottle is 0.75 l: the eq75 unit. */
export const EQ75_LITRES = 0.75;
export const LITRES_PER_HECTOLITRE = 100;
/** Hectolitres per 75 cl bottle, the default volume factor of alcohol duty (0.75 / 100). */
export const DEFAULT_DUTY_VOLUME_FACTOR = 0.0075;
/** Prices show and round to 2 decimals, quantities show to 3. */
export const PRICE_DECIMALS = 2;
export const QUANTITY_DECIMALS = 3;

export function litresToHectolitres(litres: number): number {
  return litres / LITRES_PER_HECTOLITRE;
}

/** How many 75 cl bottles a volume is worth: a magnum (1.5 l) counts 2. */
export function eq75Of(litres: number): number {
  return litres / EQ75_LITRES;
}

// ---- Delivery packages
export const BOTTLES_PER_PACKAGE = 12;
/** Fee per package beyond the first, in cents (7 €). */
export const EXTRA_PACKAGE_FEE_CENTS = 700;

function assertBottleCount(bottles: number): void {
  if (!Number.isSafeInteger(bottles) || bottles < 0) {
    throw new RangeError(`Bottle count must be a non-negative integer, got ${bottles}`);
  }
}

/** Packages needed: up to 12 bottles per package (0 bottles, 0 packages). */
export function packagesFor(bottles: number): number {
  assertBottleCount(bottles);
  return Math.ceil(bottles / BOTTLES_PER_PACKAGE);
}

/** 7 € (700 cents) per package beyond the first: 12 bottles 0, 13 bottles 700, 25 bottles 1400. */
export function extraPackageFee(bottles: number): number {
  return Math.max(0, packagesFor(bottles) - 1) * EXTRA_PACKAGE_FEE_CENTS;
}

// ---- Payment
/** Only a 0 € imprint is taken on a bank card at order time; the debit follows validation. */
export const CARD_IMPRINT_CENTS = 0;

// ---- Seasons of the auth banner
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** The banner switches on these days ('MM-DD'), each the first day of its season. */
export const SEASON_STARTS: Readonly<Record<Season, string>> = {
  spring: '03-21',
  summer: '06-21',
  autumn: '09-21',
  winter: '12-21',
};

/** The season of a day (a Date counts by its Paris calendar day): winter runs 21 Dec to 20 Mar. */
export function seasonOf(date: Date | string): Season {
  const monthDay = toIsoDate(date).slice(5);
  if (monthDay >= SEASON_STARTS.winter || monthDay < SEASON_STARTS.spring) return 'winter';
  if (monthDay >= SEASON_STARTS.autumn) return 'autumn';
  if (monthDay >= SEASON_STARTS.summer) return 'summer';
  return 'spring';
}

// ---- Language
export const CAPTCHA_DEFAULT_VERSION = 3;

/**
 * English when the text contains "en", else French. The lang query, when given, decides
 * alone, so "?lang=fr" keeps French on an English browser; without it the browser language decides.
 */
export function languageFrom(
  langQuery: string | null | undefined,
  browserLanguage: string | null | undefined,
): Locale {
  const source = langQuery?.trim() ? langQuery : browserLanguage;
  return source?.toLowerCase().includes('en') ? 'en' : 'fr';
}
