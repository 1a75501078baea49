import type { PageHead } from '../seo/page-head';

/* The head of a public page as HTML: the title, the description, the links and the previews' meta. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const OG_LOCALES = { fr: 'fr_FR', en: 'en_GB' } as const;

/** What keeps a page out of search engines' results. */
export const NOINDEX = '<meta name="robots" content="noindex" />';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** JSON in a script element: nothing in it can close the element. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function headTags(head: PageHead): string {
  const french = head.alternates.find((alternate) => alternate.lang === 'fr');
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.lang}" href="${escapeHtml(alternate.href)}" />`,
    ),
    ...(french ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(french.href)}" />`] : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map(jsonLd),
    ...(head.preload
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.preload.src)}" imagesrcset="${escapeHtml(
            head.preload.srcSet,
          )}" imagesizes="${head.preload.sizes}" fetchpriority="high" />`,
        ]
      : []),
  ].join('\n    ');
}

/**
 * The head of a page without a shop (the e-label keeps the front's title); of a page that failed (not
 * found, the API not answering) its error as title, and no search engine keeps it.
 */
export function plainHeadTags(failure: string | null): string {
  if (failure === null) return '<title>Cuvée — boutique</title>';
  return [`<title>${escapeHtml(failure)} — Cuvée</title>`, NOINDEX].join('\n    ');
}
