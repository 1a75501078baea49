import { resizedVisual, visualSrcSet, type VisualWidth } from '@cuvee/kernel';
import type { Product } from '../api/catalogue';

/** The copies a product card or page may need. */
const WIDTHS: readonly VisualWidth[] = [160, 320, 640, 1024];

/**
 * The product's first picture, resized by the API and lazy-loaded with its size reserved (no layout
 * shift); without a picture, a bottle drawn in the wine's colour on a tinted panel.
 */
export function ProductPicture({
  product,
  width,
  eager = false,
}: {
  product: Product;
  width: VisualWidth;
  eager?: boolean;
}) {
  const visual = product.visuals[0] ?? product.formats.find((format) => format.visuals.length)?.visuals[0];
  const height = Math.round(width * 1.25);
  if (!visual) {
    return (
      <div
        className={`product-picture product-picture--empty tint-${product.color ?? 'none'}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
      >
        {product.productType === 'bottle' || product.productType === 'box' ? (
          <svg className="bottle" viewBox="0 0 60 200" width="48" height="160" focusable="false">
            <path
              className="bottle-glass"
              d="M25 6h10v4c0 12 0 26 1 34 2 12 15 18 15 40v100c0 5-3 8-8 8H17c-5 0-8-3-8-8V84c0-22 13-28 15-40 1-8 1-22 1-34V6z"
            />
            <rect className="bottle-capsule" x="24" y="4" width="12" height="26" rx="2" />
            <rect className="bottle-label" x="13" y="112" width="34" height="42" rx="2" />
          </svg>
        ) : (
          <svg className="glass" viewBox="0 0 32 32" width="56" height="56" focusable="false">
            <path
              d="M10 6h12c0 6.5-2.3 10.5-6 10.5S10 12.5 10 6Z M16 16.5V25M11.5 26h9"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          </svg>
        )}
      </div>
    );
  }
  return (
    <img
      className="product-picture"
      src={resizedVisual(visual.url, width)}
      srcSet={visualSrcSet(visual.url, WIDTHS)}
      sizes={`(max-width: 600px) 50vw, ${width}px`}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      alt=""
    />
  );
}
