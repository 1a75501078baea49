import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { money } from '../format';
import { useTexts } from '../i18n';
import { CartOrderLines, cartTotalTtc, sellerName } from './cart-lines';
import { useCartState } from './cart-store';
import { EmptyCartButton } from './empty-cart';
import { useCartView } from './use-cart-view';

/**
 * Cart drawer: full width on a phone, 400 px otherwise; the products per seller, the total TTC
 * with the tax-inclusive label, "Voir le panier" and "Vider le panier" (with its confirmation). A modal
 * dialog: focus stays inside, Escape and the backdrop close it.
 */
export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const { locale, t } = useTexts();
  const { cart } = useCartState();
  const { view, errors, failed, pricing } = useCartView(cart);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="drawer drawer--end"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer-panel cart-drawer">
        <div className="drawer-head">
          <h2 id={`${id}-title`} className="drawer-title">
            {t.cart.title}
          </h2>
          <button type="button" className="icon-button" aria-label={t.cart.close} onClick={onClose}>
            ×
          </button>
        </div>
        {cart.orders.length === 0 ? (
          <p className="empty">{t.cart.empty}</p>
        ) : (
          <>
            {cart.orders.map((order) => (
              <section
                key={order.sellerId}
                className="cart-seller"
                aria-label={sellerName(view, order.sellerId)}
              >
                <h3 className="cart-seller-name">{sellerName(view, order.sellerId)}</h3>
                <CartOrderLines order={order} view={view} editable={false} />
              </section>
            ))}
            {failed && (
              <p className="form-error" role="alert">
                {errors.length > 0 ? errors.join(' ') : t.errors.failed}
              </p>
            )}
            <div className="cart-drawer-total" aria-live="polite" aria-busy={pricing}>
              <span>{t.cart.total}</span>
              <strong>{view ? money(cartTotalTtc(view), locale) : '…'}</strong>
              <span className="fine">{t.cart.taxIncluded}</span>
            </div>
            <div className="cart-drawer-actions">
              <Link className="button" to="/cart" onClick={onClose}>
                {t.cart.seeCart}
              </Link>
              <EmptyCartButton view={view} onDone={onClose} />
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
