import { fontStack, readableInk, type HeaderFont } from './header-style.js';

/*
 * An embeddable iframe's look, shared by the API's rules (libs/storefront), the back office's preview
 * and the shop front's widget page (ADR 0085), so the three draw the same colours.
 */

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export interface IframeTheme {
  mode: ThemeMode;
  /** Buttons, links and prices: "#7b1e3a". */
  accent: string;
  /** One of the shop header's system font stacks (no downloaded font). */
  font: HeaderFont;
  /** Corner radius of cards and buttons, in px. */
  radius: number;
  showPrices: boolean;
  showStock: boolean;
}

/** The page colours of each mode; the accent must stand out on them. */
export const MODE_COLOURS: Readonly<Record<ThemeMode, { background: string; text: string; card: string }>> = {
  light: { background: '#ffffff', text: '#1d1d1f', card: '#f5f3f0' },
  dark: { background: '#17171b', text: '#f2f2f2', card: '#26262c' },
};

export const DEFAULT_THEME: IframeTheme = {
  mode: 'light',
  accent: '#7b1e3a',
  font: 'system',
  radius: 8,
  showPrices: true,
  showStock: true,
};

/** The CSS custom properties a widget is drawn with (the shop's page and the back office's preview). */
export function iframeLookVars(theme: IframeTheme): Record<string, string> {
  const colours = MODE_COLOURS[theme.mode] ?? MODE_COLOURS.light;
  return {
    '--frame-bg': colours.background,
    '--frame-text': colours.text,
    '--frame-card': colours.card,
    '--frame-accent': theme.accent,
    '--frame-accent-ink': readableInk(theme.accent),
    '--frame-font': fontStack(theme.font),
    '--frame-radius': `${theme.radius}px`,
  };
}

/**
 * The CSP directive that lets only a widget's sites (normalised origins) frame its page; no site means
 * nobody. The shop front's server sends it with the page.
 */
export function frameAncestors(origins: readonly string[]): string {
  return `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`;
}

/** The message a widget sends its host page with its height; the snippet's script listens for it. */
export const IFRAME_HEIGHT_MESSAGE = 'cuvee:iframe-height';

/**
 * The HTML a producer pastes on their site: the frame (full width, no border, lazy) and a small script
 * that sets its height from the widget's messages, taken only from the shop front's origin.
 */
export function iframeSnippet(shopOrigin: string, id: number, title: string): string {
  const src = `${shopOrigin}/iframes/${id}`;
  const safeTitle = title.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  return [
    `<iframe id="cuvee-iframe-${id}" src="${src}" title="${safeTitle}" loading="lazy" style="width:100%;border:0;min-height:420px"></iframe>`,
    '<script>',
    `addEventListener("message",function(e){var d=e.data;if(e.origin==="${shopOrigin}"&&d&&d.type==="${IFRAME_HEIGHT_MESSAGE}"&&d.id===${id}){document.getElementById("cuvee-iframe-${id}").style.height=d.height+"px"}});`,
    '</script>',
  ].join('\n');
}
