import type { Labels, Locale } from '../locale.js';

/** One entry of a reference list: a stable key (stored in data, sent by the API) and its labels. */
export interface RefItem extends Labels {
  readonly key: string | number;
}

export type RefList = readonly RefItem[];

/** The union of keys of a list, e.g. KeyOf<typeof CONTAINERS> = 'bottle' | 'vrac' | 'bib'. */
export type KeyOf<L extends RefList> = L[number]['key'];

export function findRef<L extends RefList>(list: L, key: unknown): L[number] | undefined {
  return list.find((item) => item.key === key);
}

export function isKeyOf<L extends RefList>(list: L, value: unknown): value is KeyOf<L> {
  return findRef(list, value) !== undefined;
}

export function keysOf<L extends RefList>(list: L): KeyOf<L>[] {
  return list.map((item) => item.key);
}

/**
 * The label of a key in a locale. An unknown key (old data, a value from elsewhere) shows as itself
 * rather than breaking the screen that displays it.
 */
export function labelOf<L extends RefList>(list: L, key: KeyOf<L>, locale: Locale): string {
  const item = findRef(list, key);
  return item ? item[locale] : String(key);
}
