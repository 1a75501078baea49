import type { CartOrder, CartProductLine, Locale, NewProductLine } from '@cuvee/kernel';
import type { CartPrice } from '../api/sales';
import { formatName, money } from '../format';
import { useTexts, type ShopTexts } from '../i18n';
import { addToCart, removeOne, setQuantity, setWrapped } from './cart-store';
import { ReservationLines } from './reservation-lines';
import { lineProduct, type CartView } from './use-cart-view';

/*
 * One seller's order as the drawer and the cart page show it: its lines (name, vintage and format, unit
 * price and total as the API priced them for the viewer's typology, TTC or HT) and, on the cart page,
 * the quantity steppers and the remove button; then the order's totals.
 */

function lineNames(view: CartView | null, line: CartProductLine, locale: Locale, t: ShopTexts) {
  const found = view ? lineProduct(view, line) : null;
  if (!found) return { name: view ? t.cart.missing : '…', detail: line.vintageName ?? '', wrapping: null };
  const { product, format } = found;
  return {
    name: product.name,
    detail: [line.vintageName, format ? formatName(format, locale, t) : null].filter(Boolean).join(' · '),
    /** The wrapping's price HT per unit where the product offers it. */
    wrapping: product.wrapping ? product.wrappingPrice : null,
  };
}

export function CartOrderLines({
  order,
  view,
  editable,
}: {
  order: CartOrder;
  view: CartView | null;
  editable: boolean;
}) {
  const { locale, t } = useTexts();
  const price = view?.prices.get(order.sellerId);
  return (
    <ul className="cart-lines">
      {order.products.map((line) => {
        const { name, detail, wrapping } = lineNames(view, line, locale, t);
        const priced = price?.lines.find((row) => row.idTmp === line.idTmp);
        const missing = price?.missing.includes(line.idTmp) ?? false;
        const tax = priced?.displayTtc ? t.price.ttc : t.price.ht;
        const again: NewProductLine = {
          productId: line.productId,
          productType: line.productType,
          vintageName: line.vintageName,
          chosenFormat: line.chosenFormat,
          isWrapped: line.isWrapped,
        };
        return (
          <li key={line.idTmp} className="cart-line">
            <div className="cart-line-name">
              <strong>{name}</strong>
              {detail && <span className="fine">{detail}</span>}
              {missing && <span className="cart-line-missing">{t.cart.missing}</span>}
              {priced && (
                <span className="fine">{t.cart.each(`${money(priced.unitDisplay, locale)} ${tax}`)}</span>
              )}
              {editable && wrapping !== null ? (
                <label className="cart-line-wrap">
                  <input
                    type="checkbox"
                    checked={line.isWrapped}
                    onChange={(event) => setWrapped(order.sellerId, line.idTmp, event.target.checked)}
                  />{' '}
                  {t.cart.wrap(money(wrapping, locale))}
                </label>
              ) : (
                line.isWrapped && wrapping !== null && <span className="fine">{t.cart.wrapped}</span>
              )}
            </div>
            {editable ? (
              <div className="cart-line-actions">
                <div className="stepper" role="group" aria-label={`${t.cart.quantity} — ${name}`}>
                  <button
                    type="button"
                    className="stepper-button"
                    aria-label={t.cart.less(name)}
                    onClick={() => removeOne(order.sellerId, line.idTmp)}
                  >
                    −
                  </button>
                  <output className="stepper-value" aria-live="polite">
                    {line.quantity}
                  </output>
                  <button
                    type="button"
                    className="stepper-button"
                    aria-label={t.cart.more(name)}
                    onClick={() => addToCart(order.sellerId, again)}
                  >
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t.cart.removeLine(name)}
                  onClick={() => setQuantity(order.sellerId, line.idTmp, 0)}
                >
                  {t.cart.remove}
                </button>
              </div>
            ) : (
              <span className="cart-line-quantity">× {line.quantity}</span>
            )}
            <span className="cart-line-total">
              {priced ? `${money(priced.displayTtc ? priced.totalTtc : priced.totalHt, locale)} ${tax}` : ''}
            </span>
          </li>
        );
      })}
      <ReservationLines order={order} editable={editable} />
    </ul>
  );
}

/**
 * An order's amounts as the API priced them: products, promotion, delivery (once chosen), VAT, total
 * TTC; how far the free delivery is.
 */
export function OrderTotals({ price, deliveryChosen }: { price: CartPrice; deliveryChosen: boolean }) {
  const { locale, t } = useTexts();
  const p = price.price;
  const delivery = p.shipping + p.margin;
  return (
    <div className="order-totals">
      <dl>
        <div>
          <dt>{t.cart.productsHt}</dt>
          <dd>{money(p.totalHT + p.promoAmount, locale)}</dd>
        </div>
        {p.promoAmount > 0 && (
          <div>
            <dt>{t.cart.promotion}</dt>
            <dd>−{money(p.promoAmount, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t.cart.delivery}</dt>
          <dd>
            {price.franco ? t.cart.franco : deliveryChosen ? money(delivery, locale) : t.cart.deliveryLater}
          </dd>
        </div>
        <div>
          <dt>{t.cart.vat}</dt>
          <dd>{money(p.tva, locale)}</dd>
        </div>
        <div className="order-totals-ttc">
          <dt>{t.cart.totalTtc}</dt>
          <dd>{money(p.totalTTC, locale)}</dd>
        </div>
      </dl>
      {!price.franco && price.amountBeforeFranco !== null && price.amountBeforeFranco > 0 && (
        <p className="fine franco-note">{t.cart.beforeFranco(money(price.amountBeforeFranco, locale))}</p>
      )}
      {!price.franco && price.amountBeforeBottleFranco !== null && price.amountBeforeBottleFranco > 0 && (
        <p className="fine franco-note">{t.cart.beforeBottleFranco(price.amountBeforeBottleFranco)}</p>
      )}
    </div>
  );
}

/** The cart's total TTC over every seller (the drawer's), once priced. */
export function cartTotalTtc(view: CartView): number {
  let total = 0;
  for (const price of view.prices.values()) total += price.price.totalTTC;
  return total;
}

/** The seller's name, or its id until the seller is known. */
export function sellerName(view: CartView | null, sellerId: number): string {
  return view?.shops.get(sellerId)?.name ?? `#${sellerId}`;
}
