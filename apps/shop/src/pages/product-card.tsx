import { PRODUCT_COLOURS } from '@cuvee/kernel';
import { Link } from 'react-router-dom';
import type { Product } from '../api/catalogue';
import { cheapestFormat, productStock, promotionAmount, refLabel, unitPriceText } from '../format';
import { useTexts } from '../i18n';
import { ProductPicture } from './product-picture';
import { StockNote } from './stock-note';

/**
 * A product of the shop's grid: picture, name, appellation and vintage, price of the viewer's typology,
 * and whether it is in stock.
 */
export function ProductCard({ product, href, eager }: { product: Product; href: string; eager: boolean }) {
  const { locale, t } = useTexts();
  const cheapest = cheapestFormat(product);
  const promotion = cheapest?.unitPrice.promotion ?? null;
  const several = product.formats.filter((format) => format.unitPrice).length > 1;
  const colour = product.color ? refLabel(PRODUCT_COLOURS, product.color, locale) : null;
  const subtitle = [product.appellation, colour, product.vintage].filter(Boolean).join(' · ');

  return (
    <li className="product-card">
      <Link to={href} className="product-card-link">
        <ProductPicture product={product} width={320} eager={eager} />
        <div className="product-card-body">
          <h3 className="product-card-name">
            {product.name}
            {product.precision && <span className="product-precision"> {product.precision}</span>}
          </h3>
          {subtitle && <p className="product-card-sub">{subtitle}</p>}
          <p className="product-card-price">
            {cheapest ? (
              <>
                {several && <span className="price-from">{t.shop.from} </span>}
                <strong>{unitPriceText(cheapest.unitPrice, locale, t)}</strong>
              </>
            ) : (
              t.shop.noPrice
            )}
            {promotion && <span className="promo-badge">{promotionAmount(promotion, locale)}</span>}
          </p>
          <StockNote stock={productStock(product)} />
        </div>
      </Link>
    </li>
  );
}
