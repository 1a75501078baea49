import { isVisualFileName } from '@cuvee/kernel';
import type { VisualDto } from '../products/dto/product.dto.js';

/*
 * Product pictures are stored as WebP under `catalogue/{shopId}/{uuid}.webp` and served publicly at
 * `/v1/visuals/{shopId}/{uuid}.webp`: the random name is the only way to them (ADR 0011).
 */

export function visualKey(shopId: number, fileName: string): string {
  return `catalogue/${shopId}/${fileName}`;
}

/** A key the shop may attach to its products: one of its own uploads. */
export function isShopVisualKey(shopId: number, key: string): boolean {
  const prefix = `catalogue/${shopId}/`;
  return key.startsWith(prefix) && isVisualFileName(key.slice(prefix.length));
}

export function visualOf(key: string): VisualDto {
  return { key, url: `/v1/visuals/${key.slice('catalogue/'.length)}` };
}
