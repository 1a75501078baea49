import { GRAPE_VARIETIES, intlLocale, PRODUCT_COLOURS, PRODUCT_LABELS, type Locale } from '@cuvee/kernel';
import { useEffect, useId, useState } from 'react';
import { Link, useLoaderData, useOutletContext, useSearchParams } from 'react-router-dom';
import type { Format, ProductPage, Promotion } from '../api/catalogue';
import { dateText, formatName, money, promotionAmount, refLabel, unitPriceText } from '../format';
import type { ShopRouteData } from '../api/shop-data';
import { useTexts, type ShopTexts } from '../i18n';
import { AddToCart } from '../cart/add-to-cart';
import { ProductPicture } from './product-picture';
import { StockNote } from './stock-note';

function promotionCondition(promotion: Promotion, locale: Locale, t: ShopTexts): string {
  const activation = t.price.activation;
  switch (promotion.activation) {
    case 'minProduct':
      return activation.minProduct(promotion.threshold);
    case 'minPrice':
      return activation.minPrice(money(promotion.threshold, locale));
    case 'minProductOrder':
      return activation.minProductOrder(promotion.threshold);
    case 'minPriceOrder':
      return activation.minPriceOrder(money(promotion.threshold, locale));
    default:
      return activation.always;
  }
}

/**
 * Tiers and promotions of the chosen format, as the API gives them for the viewer's typology:
 * each tier's unit price comes from the price resolution, TTC when the typology pays tax.
 */
function FormatOffers({ format }: { format: Format }) {
  const { locale, t } = useTexts();
  const applied = format.unitPrice?.promotion?.id;
  return (
    <>
      {format.tiers.length > 0 && (
        <section className="offer" aria-labelledby="tiers-title">
          <h2 id="tiers-title">{t.product.tiers}</h2>
          <ul className="tiers">
            {format.tiers.map((tier) => (
              <li key={tier.threshold}>
                {t.price.tier(
                  tier.threshold,
                  `${money(tier.display, locale)} ${tier.displayTtc ? t.price.ttc : t.price.ht}`,
                )}
              </li>
            ))}
          </ul>
          <p className="fine">{t.product.tiersNote(format.tiers[0]!.displayTtc)}</p>
        </section>
      )}
      {format.promotions.length > 0 && (
        <section className="offer" aria-labelledby="promotions-title">
          <h2 id="promotions-title">{t.product.promotions}</h2>
          <ul className="promotions">
            {format.promotions.map((promotion) => {
              const details = [
                promotionCondition(promotion, locale, t),
                promotion.end ? t.price.until(dateText(promotion.end, locale)) : '',
                promotion.id === applied ? t.price.applied : '',
              ].filter(Boolean);
              return (
                <li key={promotion.id}>
                  <span className="promo-badge">{promotionAmount(promotion, locale)}</span>{' '}
                  {promotion.name ?? t.price.promotion}
                  {details.length > 0 && <span className="fine"> — {details.join(', ')}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * A product page (/shops/{id}/{product}, /{name}/{product}): pictures, vintages and formats to
 * choose, the price of the viewer's typology, its stock, tiers, promotions, gift wrapping and the
 * e-label link.
 */
export function Component() {
  const { base } = useOutletContext<ShopRouteData>();
  const { shop, product } = useLoaderData<ProductPage>();
  const { locale, t } = useTexts();
  const [search] = useSearchParams();
  const ids = useId();
  const askedVintage = search.get('vintage');
  const [vintageId, setVintageId] = useState(
    () => (product.vintages.find((v) => v.name === askedVintage) ?? product.vintages[0])?.id ?? null,
  );
  const [formatId, setFormatId] = useState(() => product.formats[0]?.id ?? null);
  const vintage = product.vintages.find((v) => v.id === vintageId) ?? null;
  const format = product.formats.find((f) => f.id === formatId) ?? null;
  const alcohol = vintage?.advanced.alcohol ?? product.alcohol;
  const colour = product.color ? refLabel(PRODUCT_COLOURS, product.color, locale) : null;

  useEffect(() => {
    document.title = `${product.name} — ${shop.name}`;
  }, [product.name, shop.name]);

  const eLabel = new URLSearchParams({ product: product.slug });
  if (vintage) eLabel.set('vintage', vintage.name);
  const percent = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });

  return (
    <div className="container product-main">
      <p className="breadcrumb">
        <Link to={base}>← {t.product.back}</Link>
      </p>
      <article className="product">
        <ProductPicture product={product} width={640} eager />
        <div className="product-info">
          <h1>
            {product.name}
            {product.precision && <span className="product-precision"> {product.precision}</span>}
          </h1>
          <p className="product-card-sub">
            {[product.appellation, colour, vintage?.name].filter(Boolean).join(' · ')}
          </p>

          {product.vintages.length > 1 && (
            <fieldset className="choices">
              <legend>{t.product.vintage}</legend>
              {product.vintages.map((v) => (
                <label key={v.id} className="choice">
                  <input
                    type="radio"
                    name={`${ids}-vintage`}
                    checked={v.id === vintageId}
                    onChange={() => setVintageId(v.id)}
                  />
                  <span>{v.name}</span>
                </label>
              ))}
            </fieldset>
          )}

          {product.formats.length > 0 && (
            <fieldset className="choices choices--formats">
              <legend>{t.product.format}</legend>
              {product.formats.map((f) => (
                <label key={f.id} className="choice">
                  <input
                    type="radio"
                    name={`${ids}-format`}
                    checked={f.id === formatId}
                    onChange={() => setFormatId(f.id)}
                  />
                  <span className="choice-name">
                    {formatName(f, locale, t)}
                    <StockNote stock={f.stock} />
                  </span>
                  <span className="choice-price">
                    {f.unitPrice ? unitPriceText(f.unitPrice, locale, t) : t.shop.noPrice}
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          {format && (
            <>
              <p className="product-price" aria-live="polite">
                {format.unitPrice ? unitPriceText(format.unitPrice, locale, t) : t.shop.noPrice}
                {format.unitPrice?.promotion && (
                  <span className="promo-badge">{promotionAmount(format.unitPrice.promotion, locale)}</span>
                )}
              </p>
              {format.stock && (
                <p className="availability">
                  <StockNote stock={format.stock} available={format.available} />
                </p>
              )}
              <p className="fine">
                {t.price.tax(product.typology.ttc)}
                {format.packingQuantity ? ` · ${t.product.packing(format.packingQuantity)}` : ''}
              </p>
              <AddToCart product={product} vintageName={vintage?.name ?? null} format={format} />
              <FormatOffers format={format} />
            </>
          )}
          {product.wrapping && (
            <p className="wrapping">{t.product.wrapping(money(product.wrappingPrice, locale))}</p>
          )}

          {product.description && <p className="product-description">{product.description}</p>}

          <section aria-labelledby="details-title">
            <h2 id="details-title" className="section-title">
              {t.product.details}
            </h2>
            <dl className="details">
              {product.appellation && <Detail term={t.product.appellation} value={product.appellation} />}
              {colour && <Detail term={t.product.colour} value={colour} />}
              {product.grapes.length > 0 && (
                <Detail
                  term={t.product.grapes}
                  value={product.grapes.map((key) => refLabel(GRAPE_VARIETIES, key, locale)).join(', ')}
                />
              )}
              {alcohol !== null && (
                <Detail term={t.product.alcohol} value={`${percent.format(alcohol)} % vol.`} />
              )}
              {product.labels.length > 0 && (
                <Detail
                  term={t.product.labels}
                  value={product.labels.map((key) => refLabel(PRODUCT_LABELS, key, locale)).join(', ')}
                />
              )}
            </dl>
          </section>
          {(product.ingredients || product.nutrition) && (
            <p>
              <Link to={`/${encodeURIComponent(shop.urlShop)}/nutritiveValues?${eLabel.toString()}`}>
                {t.product.eLabel}
              </Link>
            </p>
          )}
        </div>
      </article>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
