import type { RefItem } from '../reference/reference-list.js';
import { failure, type ValidationFailure } from '../validation/failure.js';

/*
 * The shop header style: how a shop's header looks on its public pages. Stored on the shop (iam),
 * edited on /dashboard/customize, drawn by the shop front. Framework-free so the API checks it and the
 * two fronts read the same lists.
 */

/** Where the logo sits: before the tabs (start), at the left with the tabs at the right (left), centred. */
export const LOGO_PLACEMENTS = [
  { key: 'start', fr: 'Au début, suivi des onglets', en: 'At the start, followed by the tabs' },
  { key: 'left', fr: 'À gauche, onglets à droite', en: 'On the left, tabs on the right' },
  { key: 'center', fr: 'Au centre', en: 'In the centre' },
] as const satisfies readonly RefItem[];
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number]['key'];

/** How the tabs spread along their row (CSS justify-content values). */
export const HEADER_JUSTIFY = [
  { key: 'flex-start', fr: 'Au début', en: 'At the start' },
  { key: 'center', fr: 'Centrés', en: 'Centred' },
  { key: 'flex-end', fr: 'À la fin', en: 'At the end' },
  { key: 'space-between', fr: 'Répartis', en: 'Spread out' },
] as const satisfies readonly RefItem[];
export type HeaderJustify = (typeof HEADER_JUSTIFY)[number]['key'];

/**
 * Header fonts. Decision (ADR 0012): system font stacks only, never a downloaded web font, so a shop's
 * look costs no request and no layout shift on a phone.
 */
export const HEADER_FONTS = [
  {
    key: 'system',
    fr: 'Moderne (police du système)',
    en: 'Modern (system font)',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  {
    key: 'serif',
    fr: 'Classique (empattements)',
    en: 'Classic (serif)',
    stack: "Georgia, Cambria, 'Times New Roman', Times, serif",
  },
  {
    key: 'elegant',
    fr: 'Élégante',
    en: 'Elegant',
    stack: "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', Georgia, serif",
  },
  {
    key: 'humanist',
    fr: 'Humaniste',
    en: 'Humanist',
    stack: "Optima, Candara, 'Noto Sans', 'Segoe UI', 'DejaVu Sans', sans-serif",
  },
  {
    key: 'slab',
    fr: 'Slab',
    en: 'Slab',
    stack: "Rockwell, 'Roboto Slab', 'DejaVu Serif', Georgia, serif",
  },
] as const satisfies readonly (RefItem & { stack: string })[];
export type HeaderFont = (typeof HEADER_FONTS)[number]['key'];

/** Shadow depth under the header, as Material's elevation (0: flat). */
export const HEADER_MAX_ELEVATION = 24;

export interface ShopHeaderStyle {
  /** Background; null takes the shop's colour (editedShop.color). */
  color: string | null;
  /** Logo; null takes the shop's logo (editedShop.logo). */
  logo: string | null;
  /** A shadow under the header, as deep as `elevation`. */
  shadow: boolean;
  elevation: number;
  /** A hairline under the header. */
  border: boolean;
  font: HeaderFont;
  justifyContent: HeaderJustify;
  /** The current tab is underlined. */
  underline: boolean;
  isUppercase: boolean;
  /** A soft shadow around the logo (a white logo on a light photo, say). */
  logoShadow: boolean;
  hideLogo: boolean;
  logoPlacement: LogoPlacement;
}

export const DEFAULT_HEADER_STYLE: ShopHeaderStyle = {
  color: null,
  logo: null,
  shadow: true,
  elevation: 2,
  border: false,
  font: 'system',
  justifyContent: 'flex-start',
  underline: true,
  isUppercase: false,
  logoShadow: false,
  hideLogo: false,
  logoPlacement: 'start',
};

/** The style with every key: what a shop stored (possibly before a key existed) over the defaults. */
export function headerStyleOf(stored: Partial<ShopHeaderStyle> | null | undefined): ShopHeaderStyle {
  return { ...DEFAULT_HEADER_STYLE, ...stored };
}

export function fontStack(font: string): string {
  return (HEADER_FONTS.find((item) => item.key === font) ?? HEADER_FONTS[0]).stack;
}

export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** A colour as the shop's look stores it: "#7B2D26". */
export function hexColour(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? null : failure('shops.invalidColour');
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours written #rrggbb. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a.slice(1)), luminance(b.slice(1))].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

export type Ink = '#08202e' | '#ffffff' | '#000000';

/**
 * The text colour for a background: the application's navy on light colours, white on dark ones, and
 * black on the mid-tones where neither reaches WCAG AA (4.5:1); black or white always does.
 */
export function readableInk(background: string): Ink {
  if (!HEX_COLOUR.test(background)) return '#ffffff';
  const navy = contrastRatio(background, '#08202e');
  const white = contrastRatio(background, '#ffffff');
  if (navy >= white) return navy >= 4.5 ? '#08202e' : '#000000';
  return white >= 4.5 ? '#ffffff' : '#000000';
}

/** The header's background: its own colour, else the shop's, else the application's navy. */
export function headerBackground(style: ShopHeaderStyle, shopColour: string | null): string {
  return style.color ?? shopColour ?? '#08202e';
}
