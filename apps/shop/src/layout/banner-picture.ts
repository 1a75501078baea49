/*
 * The shop's banner picture (editedShop.banner, one of its uploads) as the home draws it and as the
 * server preloads it: the same address, widths and sizes on both sides, or the browser fetches twice.
 */

/** Widths GET /v1/visuals/{shopId}/{file}?width= resizes to that fit a page-wide banner. */
const WIDTHS = [640, 1024, 1600] as const;

export interface BannerPicture {
  src: string;
  srcSet: string;
  /** The banner spans the page's width. */
  sizes: string;
}

export function bannerPicture(url: string): BannerPicture {
  return {
    src: `${url}?width=1024`,
    srcSet: WIDTHS.map((width) => `${url}?width=${width} ${width}w`).join(', '),
    sizes: '100vw',
  };
}
