/*
 * The public address of an uploaded picture (ADR 0011): `/v1/visuals/{shopId}/{uuid}.webp`, the random
 * name the only way to it. Shared by the catalogue that stores the pictures, the shop identity that
 * points its banner at one, and the fronts that ask for its resized copies.
 */

const VISUAL_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** A picture file name as the upload gives it; anything else names no picture. */
export function isVisualFileName(name: string): boolean {
  return VISUAL_FILE_NAME.test(name);
}

/** An address the shop may show as its own picture: one of its own uploads, no address elsewhere. */
export function isShopVisualUrl(shopId: number, url: string): boolean {
  const prefix = `/v1/visuals/${shopId}/`;
  return url.startsWith(prefix) && isVisualFileName(url.slice(prefix.length));
}
