/** Longest slug kept: a product page address stays readable. */
export const MAX_SLUG_LENGTH = 100;

/**
 * The address name of a product page (`/{shop}/{slug}`): lower case ASCII words joined by hyphens.
 * A name with nothing usable ("***") gives "article".
 */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[œæ]/g, (ligature) => (ligature === 'œ' ? 'oe' : 'ae'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'article';
}

/** The slug itself when free, else the first "slug-2", "slug-3"… not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, MAX_SLUG_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
