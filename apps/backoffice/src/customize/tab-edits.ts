import { flattenTabs, newTabId, type ShopTab } from '@cuvee/kernel';

/*
 * The edits of the tabs editor, on the tree the API stores (shop tabs): pure functions over an
 * immutable tree. A tab is found by its path: [index] for a tab, [index, childIndex] for a sub-tab.
 */

export type TabPath = readonly [number] | readonly [number, number];

function numbered(tabs: ShopTab[]): ShopTab[] {
  return tabs.map((tab, index) => ({ ...tab, order: index + 1 }));
}

/** The list the path's tab sits in, and a function that puts a changed list back in the tree. */
function siblings(tabs: readonly ShopTab[], path: TabPath): [ShopTab[], (list: ShopTab[]) => ShopTab[]] {
  if (path.length === 1) return [[...tabs], (list) => numbered(list)];
  const parent = path[0];
  return [
    [...tabs[parent]!.children],
    (list) => tabs.map((tab, i) => (i === parent ? { ...tab, children: numbered(list) } : tab)),
  ];
}

/** A new tab at the end of the tree (no parent) or of a tab's children; published, open to everyone. */
export function addTab(tabs: readonly ShopTab[], name: string, parent: number | null): ShopTab[] {
  const tab: ShopTab = {
    id: newTabId(
      name,
      flattenTabs(tabs).map((t) => t.id),
    ),
    name,
    order: 0,
    exists: true,
    roles: [],
    content: null,
    filter: null,
    children: [],
  };
  if (parent === null) return numbered([...tabs, tab]);
  return tabs.map((t, i) => (i === parent ? { ...t, children: numbered([...t.children, tab]) } : t));
}

export function updateTab(tabs: readonly ShopTab[], path: TabPath, patch: Partial<ShopTab>): ShopTab[] {
  const [list, put] = siblings(tabs, path);
  const index = path[path.length - 1]!;
  return put(list.map((tab, i) => (i === index ? { ...tab, ...patch } : tab)));
}

export function removeTab(tabs: readonly ShopTab[], path: TabPath): ShopTab[] {
  const [list, put] = siblings(tabs, path);
  const index = path[path.length - 1]!;
  return put(list.filter((_, i) => i !== index));
}

/** Moves a tab one place up (-1) or down (+1) among its siblings; at an end, nothing moves. */
export function moveTab(tabs: readonly ShopTab[], path: TabPath, step: -1 | 1): ShopTab[] {
  const [list, put] = siblings(tabs, path);
  const from = path[path.length - 1]!;
  const to = from + step;
  if (to < 0 || to >= list.length) return [...tabs];
  const moved = [...list];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return put(moved);
}
