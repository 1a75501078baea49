import type { MenuItem } from '@cuvee/kernel';

/** The links of a menu, groups flattened, with the group each belongs to. */
export function menuLinks(
  items: readonly MenuItem[],
  group?: MenuItem,
): { item: MenuItem; group?: MenuItem }[] {
  return items.flatMap((item) =>
    item.kind === 'group' ? menuLinks(item.children, item) : [group ? { item, group } : { item }],
  );
}

/**
 * The entry of the menu the page belongs to: the link whose path is the longest prefix of the
 * location (so /dashboard/collaborators/5 lights "Collaborateurs", not "Dashboard").
 */
export function activeKey(items: readonly MenuItem[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const { item } of menuLinks(items)) {
    if (item.kind !== 'link') continue;
    const path = item.path.split('?')[0]!;
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!best || path.length > best.length)) best = { key: item.key, length: path.length };
  }
  return best?.key ?? null;
}

/** The group holding a key, if any. */
export function groupOf(items: readonly MenuItem[], key: string | null): string | null {
  if (!key) return null;
  return menuLinks(items).find(({ item }) => item.key === key)?.group?.key ?? null;
}
