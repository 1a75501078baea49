import { resizedVisual, visualSrcSet, type VisualWidth } from '@cuvee/kernel';

/*
 * The shop's banner picture (editedShop.banner, one of its uploads) as the home draws it and as the
 * server preloads it: the same address, widths and sizes on both sides, or the browser fetches twice.
 */

/** The copies that fit a page-wide banner. */
const WIDTHS: readonly VisualWidth[] = [640, 1024, 1600];

export interface BannerPicture {
  src: string;
  srcSet: string;
  /** The banner spans the page's width. */
  sizes: string;
}

export function bannerPicture(url: string): BannerPicture {
  return { src: resizedVisual(url, 1024), srcSet: visualSrcSet(url, WIDTHS), sizes: '100vw' };
}
