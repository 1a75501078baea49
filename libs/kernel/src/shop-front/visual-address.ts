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

/** Widths a picture is served at: a closed list, so nobody makes the server resize at will. */
export const VISUAL_WIDTHS = [80, 160, 320, 640, 1024, 1600] as const;
export type VisualWidth = (typeof VISUAL_WIDTHS)[number];

/** The address of a picture's copy `width` pixels wide at most (GET …?width=). */
export function resizedVisual(url: string, width: VisualWidth): string {
  return `${url}?width=${width}`;
}

/** An img `srcset` of a picture's copies at these widths. */
export function visualSrcSet(url: string, widths: readonly VisualWidth[]): string {
  return widths.map((width) => `${resizedVisual(url, width)} ${width}w`).join(', ');
}
