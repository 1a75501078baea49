import {
  failure,
  PAGE_TITLE_MAX_LENGTH,
  TAB_ID_PATTERN,
  type BuilderSection,
  type ValidationFailure,
} from '@cuvee/kernel';
import { sanitizeRichText } from '@cuvee/kernel/node';

/*
 * A builder page's rules (docs/storefront.md, ADR 0084), framework-free: its two versions (the draft
 * the owner edits, the published one visitors see), publishing and discarding, and where it is placed
 * (the shop's home, a tab's page, or nowhere yet). The sections' own rules are the kernel's
 * (readSections), shared with the editor.
 */

export const PAGE_PLACEMENTS = ['home', 'tab', 'none'] as const;
export type PagePlacement = (typeof PAGE_PLACEMENTS)[number];

/** Pages a shop keeps at most (drafts included). */
export const MAX_PAGES = 50;

export interface PageContent {
  title: string;
  sections: BuilderSection[];
}

export interface PageVersions {
  draft: PageContent;
  /** Null until the first publication. */
  published: PageContent | null;
}

export interface PagePlace {
  placement: PagePlacement;
  /** The tab's id when placed on a tab, else null. */
  tabId: string | null;
}

type Changed = { versions: PageVersions } | { failure: ValidationFailure };

/** The draft becomes what visitors see; a page without sections is not published. */
export function publish(versions: PageVersions): Changed {
  if (versions.draft.sections.length === 0) return { failure: failure('storefront.emptyPage') };
  return { versions: { draft: versions.draft, published: structuredClone(versions.draft) } };
}

/** The draft goes back to the published version; a page never published has none to go back to. */
export function discard(versions: PageVersions): Changed {
  if (!versions.published) return { failure: failure('storefront.nothingPublished') };
  return { versions: { draft: structuredClone(versions.published), published: versions.published } };
}

/** Whether the draft differs from what visitors see (always, before the first publication). */
export function hasUnpublishedChanges(versions: PageVersions): boolean {
  return !versions.published || JSON.stringify(versions.draft) !== JSON.stringify(versions.published);
}

/** A page title: 1 to 120 characters once trimmed. */
export function pageTitleFailure(title: unknown): ValidationFailure | null {
  return typeof title === 'string' && title.trim().length >= 1 && title.trim().length <= PAGE_TITLE_MAX_LENGTH
    ? null
    : failure('storefront.pageTitle', { max: PAGE_TITLE_MAX_LENGTH });
}

/** One of the placements (the tab's id is checked with it, placeFailure). */
export function placementFailure(placement: unknown): ValidationFailure | null {
  return (PAGE_PLACEMENTS as readonly unknown[]).includes(placement) ? null : failure('storefront.placement');
}

/** A place: home or none without a tab, tab with a tab's id (the tabs' own id rule). */
export function placeFailure(place: { placement?: unknown; tabId?: unknown }): ValidationFailure | null {
  const { placement, tabId } = place;
  if (placement === 'tab')
    return typeof tabId === 'string' && TAB_ID_PATTERN.test(tabId) ? null : failure('storefront.placement');
  if (placement === 'home' || placement === 'none')
    return tabId === null || tabId === undefined ? null : failure('storefront.placement');
  return failure('storefront.placement');
}

/**
 * The other page of the shop that already holds `place` (one page per place: the home, each tab), or
 * null. A page placed nowhere holds nothing.
 */
export function placeHolder<T extends { id: number; place: string | null }>(
  pages: readonly T[],
  id: number | null,
  place: PagePlace,
): T | null {
  const key = placeKey(place);
  if (key === null) return null;
  return pages.find((page) => page.id !== id && page.place === key) ?? null;
}

/**
 * The sections as stored: rich texts through the sanitiser (what the checks let through may still hold
 * styles or tags the editor cannot make; they go, silently, as in the mails' editor).
 */
export function sanitizedSections(sections: readonly BuilderSection[]): BuilderSection[] {
  return sections.map((section) =>
    section.kind === 'text' || section.kind === 'imageText'
      ? { ...section, html: sanitizeRichText(section.html) }
      : section,
  );
}

/** The place as one stored value: `home`, `tab:{id}`, or null for none (unique per shop). */
export function placeKey(place: PagePlace): string | null {
  if (place.placement === 'home') return 'home';
  if (place.placement === 'tab') return `tab:${place.tabId}`;
  return null;
}

/** The stored value read back. */
export function placeOf(key: string | null): PagePlace {
  if (key === 'home') return { placement: 'home', tabId: null };
  if (key?.startsWith('tab:')) return { placement: 'tab', tabId: key.slice(4) };
  return { placement: 'none', tabId: null };
}
