import type { ProductStatus, StockSignal } from '@cuvee/kernel';

/*
 * What the catalogue makes of stock (docs/stock.md "Catalogue availability", ADR 0012). A product is
 * tracked once the stock context holds a level for it; a format of a tracked product without a level
 * has nothing available. An untracked product has no availability at all (null): a shop that does not
 * keep stock in Cuvée never shows "out of stock".
 */

/** A format's available quantity from the levels found for its product, or null when untracked. */
export function formatAvailable(
  levels: ReadonlyMap<number, number> | undefined,
  formatId: number,
): number | null {
  if (!levels) return null;
  return Math.max(0, levels.get(formatId) ?? 0);
}

export function stockSignal(available: number | null): StockSignal | null {
  if (available === null) return null;
  return available > 0 ? 'inStock' : 'outOfStock';
}

/**
 * The status a product takes when the shop lets stock drive it (settings.autoOutOfStock): `online`
 * with nothing available in any format → `outofstock`; `outofstock` with some available → `online`.
 * Paused and closed products are the seller's decision and never change; null means no change.
 */
export function statusFollowingStock(
  status: ProductStatus,
  available: readonly (number | null)[],
): ProductStatus | null {
  const tracked = available.filter((value): value is number => value !== null);
  if (tracked.length === 0) return null;
  const someLeft = tracked.some((value) => value > 0);
  if (status === 'online' && !someLeft) return 'outofstock';
  if (status === 'outofstock' && someLeft) return 'online';
  return null;
}
