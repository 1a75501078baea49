import {
  contrastRatio,
  HEADER_FONTS,
  HEX_COLOUR,
  MODE_COLOURS,
  THEME_MODES,
  type HeaderFont,
  type IframeTheme,
  type ThemeMode,
} from '@cuvee/kernel';

// The look's shape and defaults are the kernel's (the fronts draw them); the rules of what is saved are here.
export {
  DEFAULT_THEME,
  frameAncestors,
  MODE_COLOURS,
  THEME_MODES,
  type IframeTheme,
  type ThemeMode,
} from '@cuvee/kernel';

/*
 * The rules of an embeddable iframe (ADR 0085): which sites may embed it (origins: scheme, host and port,
 * a wildcard for subdomains) and how it looks (its theme). Framework-free, so the fronts' rules and the
 * API's agree and the property tests run without Nest or TypeORM.
 */

/** What a widget shows: a list of products, one product, or the booking of wine-tourism events. */
export const IFRAME_KINDS = ['productList', 'product', 'events'] as const;
export type IframeKind = (typeof IFRAME_KINDS)[number];

/** How many sites one iframe lists; a CSP header stays short and a typo list stays readable. */
export const MAX_ORIGINS = 20;
/** How many products a chosen list holds. */
export const MAX_PRODUCTS = 48;

export type OriginProblem = 'notUrl' | 'scheme' | 'path' | 'credentials' | 'wildcard';

/**
 * A site as CSP's frame-ancestors and the browser's origin see it: "https://www.domaine.fr",
 * "http://localhost:8080", "https://*.domaine.fr". Trimmed, lower-cased, international names in their
 * ASCII form, the scheme's default port dropped, one trailing slash tolerated; anything more (a path, a
 * query, a fragment, a user or password) is refused rather than cut, so the producer sees what was wrong.
 * A wildcard is only a whole first label ("*.") before at least two labels: "*.com" would open every site.
 */
export function normaliseOrigin(input: string): { origin: string } | { problem: OriginProblem } {
  const text = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return { problem: 'notUrl' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'notUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'scheme' };
  if (url.username || url.password) return { problem: 'credentials' };
  if (url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(text)) return { problem: 'path' };
  const host = url.hostname;
  if (!host) return { problem: 'notUrl' };
  if (host.includes('*')) {
    const rest = host.slice(2);
    if (!host.startsWith('*.') || rest.includes('*') || rest.split('.').length < 2) {
      return { problem: 'wildcard' };
    }
  }
  return { origin: `${url.protocol}//${url.host}` };
}

interface OriginParts {
  scheme: string;
  host: string;
  port: string;
}

function partsOf(origin: string): OriginParts | null {
  const match = /^(https?):\/\/([^/:]+|\[[^\]]+\])(?::(\d+))?$/.exec(origin);
  return match ? { scheme: match[1]!, host: match[2]!, port: match[3] ?? '' } : null;
}

/**
 * Whether a page of `origin` (as the browser tells it) may embed a widget that lists `allowed` (one
 * normalised origin): the same scheme, host and port, or, for "*.domaine.fr", any subdomain of it (not
 * domaine.fr itself), as CSP's frame-ancestors reads it. A wildcard given as `origin` is covered by a wider
 * one ("*.a.domaine.fr" by "*.domaine.fr"), which is how a list drops what it already allows.
 */
export function originMatches(allowed: string, origin: string): boolean {
  const want = partsOf(allowed);
  const have = partsOf(origin);
  if (!want || !have || want.scheme !== have.scheme || want.port !== have.port) return false;
  if (!want.host.startsWith('*.')) return want.host === have.host;
  const suffix = want.host.slice(1);
  return have.host.endsWith(suffix) && have.host.length > suffix.length;
}

export type OriginsOutcome =
  { origins: string[] } | { problem: OriginProblem; input: string } | { problem: 'tooMany'; count: number };

/**
 * A list of sites as saved: each normalised (the first bad one refuses the whole list), duplicates and
 * sites a wildcard of the list already covers dropped, in the order given.
 */
export function normaliseOrigins(inputs: readonly string[]): OriginsOutcome {
  const origins: string[] = [];
  for (const input of inputs) {
    const outcome = normaliseOrigin(input);
    if ('problem' in outcome) return { problem: outcome.problem, input };
    origins.push(outcome.origin);
  }
  const kept = origins.filter(
    (origin, index) =>
      origins.indexOf(origin) === index &&
      !origins.some((other) => other !== origin && originMatches(other, origin)),
  );
  if (kept.length > MAX_ORIGINS) return { problem: 'tooMany', count: kept.length };
  return { origins: kept };
}

// ── Theme ─────────────────────────────────────────────────────────────────────────────────────────

export const MAX_RADIUS = 24;

/** WCAG's ratio for large text and controls: an accent below it vanishes on the page. */
export const MIN_ACCENT_CONTRAST = 3;

export type ThemeProblem = 'mode' | 'colour' | 'font' | 'radius' | 'contrast';

/**
 * A theme as saved, from what was sent over the current one (a field left out keeps its value), or the
 * first problem: an unknown mode or font, a colour not written #rrggbb, a radius outside 0–24 px or not
 * whole, an accent under 3:1 against the mode's background.
 */
export function mergeTheme(
  current: IframeTheme,
  input: Partial<Record<keyof IframeTheme, unknown>>,
): { theme: IframeTheme } | { problem: ThemeProblem } {
  const next = { ...current, ...definedOf(input) } as Record<keyof IframeTheme, unknown>;
  if (!(THEME_MODES as readonly unknown[]).includes(next.mode)) return { problem: 'mode' };
  if (typeof next.accent !== 'string' || !HEX_COLOUR.test(next.accent)) return { problem: 'colour' };
  if (!HEADER_FONTS.some((font) => font.key === next.font)) return { problem: 'font' };
  const radius = next.radius;
  if (typeof radius !== 'number' || !Number.isInteger(radius) || radius < 0 || radius > MAX_RADIUS) {
    return { problem: 'radius' };
  }
  const mode = next.mode as ThemeMode;
  const accent = next.accent.toLowerCase();
  if (contrastRatio(accent, MODE_COLOURS[mode].background) < MIN_ACCENT_CONTRAST) {
    return { problem: 'contrast' };
  }
  return {
    theme: {
      mode,
      accent,
      font: next.font as HeaderFont,
      radius,
      showPrices: next.showPrices !== false,
      showStock: next.showStock !== false,
    },
  };
}

function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// ── What a widget shows ───────────────────────────────────────────────────────────────────────────

/** The catalogue filter of a product list (the shop front's filters: colour, appellation, type, words). */
export interface ProductFilter {
  q?: string;
  color?: string;
  appellation?: string;
  type?: string;
}

export interface IframeContent {
  kind: IframeKind;
  /** productList: the chosen products, in order (empty: the filter applies); product: its one product. */
  productIds: number[];
  /** productList without chosen products: the filter of the shop's catalogue. */
  filter: ProductFilter;
  /** events: one event, or null for all of the shop's online events. */
  eventId: number | null;
}

export type ContentProblem = 'kind' | 'oneProduct' | 'tooManyProducts' | 'badFilter';

const FILTER_KEYS = ['q', 'color', 'appellation', 'type'] as const;
const FILTER_MAX = 100;

/**
 * What a widget of `kind` keeps from what was sent: a product list keeps its chosen products (unique, in
 * order, at most 48) or else its filter; a product exactly one product; an event list one event or none
 * (all of them). Fields that do not belong to the kind are emptied, so a widget never carries a stale
 * choice of another kind.
 */
export function contentOf(input: {
  kind?: unknown;
  productIds?: readonly number[] | null;
  filter?: object | null;
  eventId?: number | null;
}): { content: IframeContent } | { problem: ContentProblem } {
  const kind = input.kind;
  if (!(IFRAME_KINDS as readonly unknown[]).includes(kind)) return { problem: 'kind' };
  const ids = [...new Set(input.productIds ?? [])];
  const empty: IframeContent = { kind: kind as IframeKind, productIds: [], filter: {}, eventId: null };
  if (kind === 'product') {
    return ids.length === 1 ? { content: { ...empty, productIds: ids } } : { problem: 'oneProduct' };
  }
  if (kind === 'events') return { content: { ...empty, eventId: input.eventId ?? null } };
  if (ids.length > MAX_PRODUCTS) return { problem: 'tooManyProducts' };
  if (ids.length > 0) return { content: { ...empty, productIds: ids } };
  const filter: ProductFilter = {};
  for (const [key, value] of Object.entries(input.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    const known = (FILTER_KEYS as readonly string[]).includes(key);
    if (!known || typeof value !== 'string' || value.length > FILTER_MAX) return { problem: 'badFilter' };
    filter[key as keyof ProductFilter] = value.trim();
  }
  return { content: { ...empty, filter } };
}
