/**
 * The help centre's articles, in the order the centre lists them. Each one is a Markdown file per
 * language, docs/help/{fr,en}/<slug>.md (docs/help-centre.md); a test checks both sides match this list,
 * so a screen's help link (typed by HelpSlug) never points to a missing article.
 */
export const HELP_SLUGS = [
  'first-steps',
  'catalogue-and-prices',
  'orders-quotes-invoices',
  'match-grids',
  'payments-and-outstandings',
  'credit-notes',
  'primeur',
  'stock',
  'drm-and-crd',
  'imports',
  'wine-tourism',
  'till',
  'accounting-exports',
  'analytics',
  'marketing-campaigns',
  'shop-pages',
  'iframes',
  'personal-data',
  'add-a-producer-shop',
] as const;

export type HelpSlug = (typeof HELP_SLUGS)[number];

export function isHelpSlug(value: string): value is HelpSlug {
  return (HELP_SLUGS as readonly string[]).includes(value);
}

/** The help centre's addresses (kernel route policies: /help, /help/news, /help/:slug, /roi-simulator). */
export const HELP_PATHS = {
  centre: '/help',
  news: '/help/news',
  roiSimulator: '/roi-simulator',
  article: (slug: HelpSlug) => `/help/${slug}`,
} as const;
