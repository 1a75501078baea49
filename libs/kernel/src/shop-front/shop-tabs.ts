import { failure, type ValidationFailure } from '../validation/failure.js';

/*
 * The shop tabs (id, name, order, exists, children) and the rule for choosing one
 * (docs/shop-front.md "Header, tabs and the shop's look"): the query
 * `page` is the tab's name lowercased with spaces replaced by hyphens, plus `pageid` when several
 * visible tabs share that name. Framework-free: the API filters what a viewer sees, the shop front
 * draws and selects with the same functions.
 */

/** A tab can be limited to buyers, the owner or collaborators. */
export const TAB_ROLES = ['buyer', 'owner', 'iam'] as const;
export type TabRole = (typeof TAB_ROLES)[number];

/** Who looks at the shop: a role in that shop, or a visitor (also any user outside it). */
export type TabViewer = TabRole | 'agent' | 'visitor';

export const MAX_TABS = 12;
export const MAX_TAB_CHILDREN = 12;
export const TAB_CONTENT_MAX_LENGTH = 5000;
/** The whole tree is stored in one TEXT column (64 KB on MySQL): its JSON stays under this many bytes. */
export const TABS_MAX_BYTES = 60_000;
/** Tab ids travel in the address (`pageid`): short and URL-safe. */
export const TAB_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** The products a tab lists: the shop page's own filters (every key optional). */
export interface ShopTabFilter {
  color?: string;
  appellation?: string;
  type?: string;
}

export interface ShopTab {
  id: string;
  name: string;
  order: number;
  /** Published: a tab that does not exist yet is kept in the editor but never shown. */
  exists: boolean;
  /** Limited to these roles of the shop; empty: everyone, visitors included. */
  roles: TabRole[];
  /** Text of the tab's page (paragraphs separated by blank lines), or null. */
  content: string | null;
  /** Products the tab's page lists, or null for none. */
  filter: ShopTabFilter | null;
  /** A child menu; children have no children of their own. */
  children: ShopTab[];
}

/** "Le Domaine" → "le-domaine". */
export function tabPageName(name: string): string {
  return name.trim().toLowerCase().replace(/\s/g, '-');
}

function byOrder(a: ShopTab, b: ShopTab): number {
  return a.order - b.order || a.name.localeCompare(b.name, 'fr');
}

function sees(tab: ShopTab, viewer: TabViewer): boolean {
  return tab.exists && (tab.roles.length === 0 || (tab.roles as string[]).includes(viewer));
}

/** The tabs a viewer sees, in order, each with its visible children. */
export function visibleTabs(tabs: readonly ShopTab[], viewer: TabViewer): ShopTab[] {
  return tabs
    .filter((tab) => sees(tab, viewer))
    .sort(byOrder)
    .map((tab) => ({ ...tab, children: tab.children.filter((child) => sees(child, viewer)).sort(byOrder) }));
}

/** Every tab of the tree, each parent followed by its children (the order menus show them in). */
export function flattenTabs(tabs: readonly ShopTab[]): ShopTab[] {
  return tabs.flatMap((tab) => [tab, ...tab.children]);
}

/**
 * The tab the query names among the visible ones: the first whose page name is `page`, or the one of
 * them with id `pageId` when it is given. Null without `page` (the shop's home) or when none matches.
 */
export function selectTab(
  visible: readonly ShopTab[],
  page: string | null,
  pageId: string | null,
): ShopTab | null {
  if (!page) return null;
  const matches = flattenTabs(visible).filter((tab) => tabPageName(tab.name) === page.toLowerCase());
  return (pageId !== null ? matches.find((tab) => tab.id === pageId) : undefined) ?? matches[0] ?? null;
}

/** The query naming a tab: `page`, and `pageid` only when another visible tab has the same name. */
export function tabQuery(tab: ShopTab, visible: readonly ShopTab[]): { page: string; pageid?: string } {
  const page = tabPageName(tab.name);
  const twins = flattenTabs(visible).filter((other) => tabPageName(other.name) === page);
  return twins.length > 1 ? { page, pageid: tab.id } : { page };
}

/**
 * The tree's shape (the fields of each tab are checked one by one by the caller's DTO): at most 12
 * tabs of at most 12 children, children without children, ids unique in the whole tree, and small
 * enough to be stored.
 */
export function tabTree(value: unknown): ValidationFailure | null {
  if (!Array.isArray(value)) return failure('validation.invalid');
  if (value.length > MAX_TABS) return failure('shops.tooManyTabs', { max: MAX_TABS });
  const ids = new Set<string>();
  for (const tab of value as { id?: unknown; children?: unknown }[]) {
    const children = Array.isArray(tab?.children)
      ? (tab.children as { id?: unknown; children?: unknown }[])
      : [];
    if (children.length > MAX_TAB_CHILDREN) return failure('shops.tooManyTabs', { max: MAX_TAB_CHILDREN });
    for (const item of [tab, ...children]) {
      const id = String(item?.id);
      if (ids.has(id)) return failure('shops.duplicateTabId', { id });
      ids.add(id);
    }
    if (children.some((child) => Array.isArray(child?.children) && child.children.length > 0))
      return failure('shops.tabsTooDeep');
  }
  if (new TextEncoder().encode(JSON.stringify(value)).length > TABS_MAX_BYTES)
    return failure('shops.tabsTooLong');
  return null;
}

/** An id for a new tab: its name made URL-safe, with the first free suffix among `taken`. */
export function newTabId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24)
      .replace(/-+$/, '') || 'onglet';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
