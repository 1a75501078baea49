import { failure, type ValidationFailure } from '../validation/failure.js';
import { containsScript } from '../validation/rich-text.js';
import type { ShopTabFilter } from './shop-tabs.js';
import { isShopVisualUrl } from './visual-address.js';

/*
 * The sections of a builder page (docs/storefront.md, ADR 0084): what each kind holds, the rule that
 * reads and checks a list of them, and the editor's moves. Framework-free: the API checks what it
 * stores with `readSections`, the shop front's editor uses the same rule and moves before it saves,
 * and the same section components draw the public page and the editor's preview.
 */

export const SECTION_KINDS = ['hero', 'text', 'products', 'events', 'imageText', 'contact'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const MAX_SECTIONS = 24;
export const PAGE_TITLE_MAX_LENGTH = 120;
/** Titles, subtitles, labels, alternative texts. */
export const SECTION_LINE_MAX_LENGTH = 200;
/** A rich text's HTML, and the contact's hours. */
export const SECTION_HTML_MAX_LENGTH = 20_000;
export const SECTION_NOTE_MAX_LENGTH = 1_000;
export const SECTION_LINK_MAX_LENGTH = 500;
/** Products and events a section shows at most. */
export const SECTION_ITEMS_MAX = 24;
/** A page's sections are stored as JSON in a TEXT column (64 KB on MySQL): they stay under this. */
export const SECTIONS_MAX_BYTES = 60_000;
/** Section ids are short and URL-safe (the editor keys its list and anchors with them). */
export const SECTION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const IMAGE_SIDES = ['left', 'right'] as const;
export type ImageSide = (typeof IMAGE_SIDES)[number];

export interface HeroSection {
  id: string;
  kind: 'hero';
  title: string;
  subtitle: string;
  /** One of the shop's uploaded pictures (/v1/visuals/{shopId}/…), or null for the shop's colour. */
  image: string | null;
  /** The call to action: both or neither. */
  ctaLabel: string;
  ctaHref: string;
}

export interface TextSection {
  id: string;
  kind: 'text';
  /** Rich text, sanitised by the API as the mail editor's is. */
  html: string;
}

export interface ProductsSection {
  id: string;
  kind: 'products';
  title: string;
  /** Chosen products in this order; empty: the shop's products that match `filter`. */
  productIds: number[];
  filter: ShopTabFilter;
  count: number;
}

export interface EventsSection {
  id: string;
  kind: 'events';
  title: string;
  count: number;
}

export interface ImageTextSection {
  id: string;
  kind: 'imageText';
  image: string | null;
  alt: string;
  html: string;
  side: ImageSide;
}

export interface ContactSection {
  id: string;
  kind: 'contact';
  title: string;
  address: string;
  hours: string;
  /** A link to a map (https only): the page loads no map script. */
  mapUrl: string;
}

export type BuilderSection =
  HeroSection | TextSection | ProductsSection | EventsSection | ImageTextSection | ContactSection;

type Outcome = { sections: BuilderSection[] } | { failure: ValidationFailure };

/** Reads one field of a section, or fails with the section's position. */
class FieldReader {
  constructor(
    private readonly raw: Record<string, unknown>,
    private readonly position: number,
    private readonly shopId: number,
  ) {}

  text(field: string, max: number): string {
    const value = this.raw[field] ?? '';
    if (typeof value !== 'string') throw failure('storefront.sectionText', this.at({ field, max }));
    const text = value.trim();
    if (text.length > max) throw failure('storefront.sectionText', this.at({ field, max }));
    return text;
  }

  html(field: string): string {
    const html = this.text(field, SECTION_HTML_MAX_LENGTH);
    if (containsScript(html)) throw failure('storefront.sectionScript', this.at({}));
    return html;
  }

  image(field: string): string | null {
    const value = this.raw[field] ?? null;
    if (value === null || value === '') return null;
    if (typeof value !== 'string' || !isShopVisualUrl(this.shopId, value))
      throw failure('storefront.sectionImage', this.at({}));
    return value;
  }

  /** A link a visitor follows: the shop's own pages (/…) or an http(s) address, nothing that runs. */
  link(field: string, httpsOnly: boolean): string {
    const link = this.text(field, SECTION_LINK_MAX_LENGTH);
    if (link === '' || isSafeLink(link, httpsOnly)) return link;
    throw failure(
      httpsOnly ? 'storefront.sectionMapLink' : 'storefront.sectionLink',
      this.at({ value: link.slice(0, 60) }),
    );
  }

  count(field: string): number {
    const value = this.raw[field];
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > SECTION_ITEMS_MAX)
      throw failure('storefront.sectionCount', this.at({ max: SECTION_ITEMS_MAX }));
    return value as number;
  }

  choice<T extends string>(field: string, choices: readonly T[]): T {
    const value = this.raw[field];
    if (!(choices as readonly unknown[]).includes(value))
      throw failure('storefront.sectionChoice', this.at({ field, choices: choices.join(', ') }));
    return value as T;
  }

  productIds(): number[] {
    const value = this.raw.productIds ?? [];
    const ids = Array.isArray(value) ? value : null;
    if (
      !ids ||
      ids.length > SECTION_ITEMS_MAX ||
      !ids.every((id) => Number.isInteger(id) && (id as number) > 0) ||
      new Set(ids).size !== ids.length
    )
      throw failure('storefront.sectionProducts', this.at({ max: SECTION_ITEMS_MAX }));
    return ids as number[];
  }

  filter(): ShopTabFilter {
    const value = this.raw.filter ?? {};
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw failure(
        'storefront.sectionChoice',
        this.at({ field: 'filter', choices: 'color, appellation, type' }),
      );
    const filter: ShopTabFilter = {};
    for (const [key, item] of Object.entries(value)) {
      if (key !== 'color' && key !== 'appellation' && key !== 'type')
        throw failure(
          'storefront.sectionChoice',
          this.at({ field: 'filter', choices: 'color, appellation, type' }),
        );
      if (item === undefined || item === null || item === '') continue;
      if (typeof item !== 'string' || item.trim().length > 80)
        throw failure('storefront.sectionText', this.at({ field: `filter.${key}`, max: 80 }));
      filter[key] = item.trim();
    }
    return filter;
  }

  private at(params: Record<string, string | number>) {
    return { position: this.position, ...params };
  }
}

/** An address a section may link to: a path of the shop front, or http(s) (https only for a map). */
export function isSafeLink(link: string, httpsOnly = false): boolean {
  if (!httpsOnly && /^\/(?![/\\])/.test(link)) return !/\s/.test(link);
  try {
    const url = new URL(link);
    return httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function readSection(raw: Record<string, unknown>, position: number, shopId: number): BuilderSection {
  const read = new FieldReader(raw, position, shopId);
  const id = raw.id as string;
  const kind = read.choice('kind', SECTION_KINDS);
  switch (kind) {
    case 'hero': {
      const section: HeroSection = {
        id,
        kind,
        title: read.text('title', SECTION_LINE_MAX_LENGTH),
        subtitle: read.text('subtitle', SECTION_LINE_MAX_LENGTH),
        image: read.image('image'),
        ctaLabel: read.text('ctaLabel', SECTION_LINE_MAX_LENGTH),
        ctaHref: read.link('ctaHref', false),
      };
      if ((section.ctaLabel === '') !== (section.ctaHref === ''))
        throw failure('storefront.sectionCallToAction', { position });
      return section;
    }
    case 'text':
      return { id, kind, html: read.html('html') };
    case 'products':
      return {
        id,
        kind,
        title: read.text('title', SECTION_LINE_MAX_LENGTH),
        productIds: read.productIds(),
        filter: read.filter(),
        count: read.count('count'),
      };
    case 'events':
      return { id, kind, title: read.text('title', SECTION_LINE_MAX_LENGTH), count: read.count('count') };
    case 'imageText':
      return {
        id,
        kind,
        image: read.image('image'),
        alt: read.text('alt', SECTION_LINE_MAX_LENGTH),
        html: read.html('html'),
        side: read.choice('side', IMAGE_SIDES),
      };
    case 'contact':
      return {
        id,
        kind,
        title: read.text('title', SECTION_LINE_MAX_LENGTH),
        address: read.text('address', SECTION_NOTE_MAX_LENGTH),
        hours: read.text('hours', SECTION_NOTE_MAX_LENGTH),
        mapUrl: read.link('mapUrl', true),
      };
  }
}

/**
 * A page's sections as sent (JSON), checked kind by kind and trimmed; the first fault found, with the
 * section's position (1 for the first), otherwise. Nothing is dropped silently: a text holding a
 * script is refused, so the owner knows why and nothing half-saved stays.
 */
export function readSections(value: unknown, shopId: number): Outcome {
  if (!Array.isArray(value)) return { failure: failure('validation.invalid') };
  if (value.length > MAX_SECTIONS)
    return { failure: failure('storefront.tooManySections', { max: MAX_SECTIONS }) };
  const ids = new Set<string>();
  const sections: BuilderSection[] = [];
  for (const [index, raw] of value.entries()) {
    const position = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { failure: failure('validation.invalid') };
    const id = (raw as { id?: unknown }).id;
    if (typeof id !== 'string' || !SECTION_ID_PATTERN.test(id) || ids.has(id))
      return { failure: failure('storefront.sectionId', { position }) };
    ids.add(id);
    try {
      sections.push(readSection(raw as Record<string, unknown>, position, shopId));
    } catch (fault) {
      if (isFailure(fault)) return { failure: fault };
      throw fault;
    }
  }
  if (new TextEncoder().encode(JSON.stringify(sections)).length > SECTIONS_MAX_BYTES)
    return { failure: failure('storefront.pageTooLong') };
  return { sections };
}

function isFailure(value: unknown): value is ValidationFailure {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string'
  );
}

/** A new section of a kind, empty but for what the kind needs, with an id not in `taken`. */
export function newSection<K extends SectionKind>(
  kind: K,
  taken: Iterable<string>,
): Extract<BuilderSection, { kind: K }> {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${kind.toLowerCase()}-${n}`)) n++;
  return emptySection(kind, `${kind.toLowerCase()}-${n}`) as Extract<BuilderSection, { kind: K }>;
}

function emptySection(kind: SectionKind, id: string): BuilderSection {
  switch (kind) {
    case 'hero':
      return { id, kind, title: '', subtitle: '', image: null, ctaLabel: '', ctaHref: '' };
    case 'text':
      return { id, kind, html: '' };
    case 'products':
      return { id, kind, title: '', productIds: [], filter: {}, count: 6 };
    case 'events':
      return { id, kind, title: '', count: 3 };
    case 'imageText':
      return { id, kind, image: null, alt: '', html: '', side: 'left' };
    case 'contact':
      return { id, kind, title: '', address: '', hours: '', mapUrl: '' };
  }
}

/**
 * The list with the section at `from` moved to `to` (both clamped to the list): the others keep
 * their order. The editor's "up" and "down" are moves by one.
 */
export function moveSection<T>(sections: readonly T[], from: number, to: number): T[] {
  const last = sections.length - 1;
  if (last < 0) return [];
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...sections];
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list with the section of id `id` replaced by `section` (same place), or left as it is. */
export function replaceSection(
  sections: readonly BuilderSection[],
  id: string,
  section: BuilderSection,
): BuilderSection[] {
  return sections.map((item) => (item.id === id ? section : item));
}

/** The list without the section of id `id`. */
export function removeSection(sections: readonly BuilderSection[], id: string): BuilderSection[] {
  return sections.filter((item) => item.id !== id);
}
