import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CartOrderLines, cartTotalTtc, OrderTotals, sellerName } from '../cart/cart-lines';
import { takeHandedCart, useCartState } from '../cart/cart-store';
import { EmptyCartButton } from '../cart/empty-cart';
import { useCartView } from '../cart/use-cart-view';
import { money } from '../format';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/**
 * /cart (buyers and visitors): each seller's order with quantity steppers and remove, its
 * prices from POST /v1/orders/get-cart-price after every change, the cart rules it breaks
 * (the same answer), the total TTC; then the checkout, or emptying the cart. A cart handed over by an
 * embedded widget (its "Commander") is added first.
 */
export function Component() {
  const { locale, t } = useTexts();
  useEffect(takeHandedCart, []);
  const { cart, ready } = useCartState();
  const { view, errors, failed, pricing } = useCartView(cart);

  const blocked = !view || pricing || [...view.prices.values()].some((price) => price.rules.length > 0);

  return (
    <SitePage title={t.cart.title}>
      <h1>{t.cart.title}</h1>
      {!ready ? (
        <p aria-busy="true">{t.loading}</p>
      ) : cart.orders.length === 0 ? (
        <div className="empty-cart">
          <p className="empty">{t.cart.empty}</p>
          <Link className="button" to="/shops">
            {t.cart.browse}
          </Link>
        </div>
      ) : (
        <div className="cart-page">
          {cart.orders.map((order) => {
            const price = view?.prices.get(order.sellerId);
            const shop = view?.shops.get(order.sellerId);
            const headingId = `seller-${order.sellerId}`;
            return (
              <section key={order.sellerId} className="card cart-order" aria-labelledby={headingId}>
                <h2 id={headingId} className="card-title">
                  {shop ? (
                    <Link to={`/${encodeURIComponent(shop.urlShop)}`}>{t.cart.seller(shop.name)}</Link>
                  ) : (
                    t.cart.seller(sellerName(view, order.sellerId))
                  )}
                </h2>
                <CartOrderLines order={order} view={view} editable />
                {price && price.rules.length > 0 && (
                  <ul className="cart-rules" aria-label={t.cart.rules}>
                    {price.rules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                )}
                {price && <OrderTotals price={price} deliveryChosen={order.shipping.ref !== null} />}
              </section>
            );
          })}
          {failed && (
            <p className="form-error" role="alert">
              {errors.length > 0 ? errors.join(' ') : t.errors.failed}
            </p>
          )}
          <div className="cart-page-foot">
            <p className="cart-page-total" aria-live="polite" aria-busy={pricing}>
              <span>{t.cart.totalTtc}</span> <strong>{view ? money(cartTotalTtc(view), locale) : '…'}</strong>
              <span className="fine"> {t.cart.taxIncluded}</span>
            </p>
            <div className="cart-page-actions">
              <EmptyCartButton view={view} />
              {blocked ? (
                <span className="button" aria-disabled="true">
                  {pricing ? t.cart.pricing : t.cart.order}
                </span>
              ) : (
                <Link className="button" to="/cart/checkout">
                  {t.cart.order}
                </Link>
              )}
            </div>
          </div>
        </div>
      )}
    </SitePage>
  );
}
