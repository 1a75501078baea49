import type { VisualDto } from '../products/dto/product.dto.js';

/*
 * Product pictures are stored as WebP under `catalogue/{shopId}/{uuid}.webp` and served publicly at
 * `/v1/visuals/{shopId}/{uuid}.webp`: the random name is the only way to them (ADR 0011).
 */

const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function visualKey(shopId: number, fileName: string): string {
  return `catalogue/${shopId}/${fileName}`;
}

/** A picture file name as the upload gives it; anything else names no picture. */
export function isVisualFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** A key the shop may attach to its products: one of its own uploads. */
export function isShopVisualKey(shopId: number, key: string): boolean {
  const prefix = `catalogue/${shopId}/`;
  return key.startsWith(prefix) && isVisualFileName(key.slice(prefix.length));
}

export function visualOf(key: string): VisualDto {
  return { key, url: `/v1/visuals/${key.slice('catalogue/'.length)}` };
}
