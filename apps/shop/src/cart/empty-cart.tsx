import type { Cart } from '@cuvee/kernel';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { abortCartOrder } from '../api/sales';
import { useTexts } from '../i18n';
import { sessionUser } from '../session/session';
import { cartState, clearCart } from './cart-store';
import type { CartView } from './use-cart-view';

/*
 * Emptying the cart: every order the server already holds is marked aborted
 * (PUT /v1/orders/{id}/aborted-cart) — which gives its reserved stock back — then the cart is cleared.
 * A signed-in buyer then goes to the seller's shop page, a visitor to its public page.
 */

async function emptyCart(cart: Cart): Promise<void> {
  await Promise.all(
    cart.orders.flatMap((order) =>
      order.id === null ? [] : [abortCartOrder(order.id).catch(() => undefined)],
    ),
  );
  clearCart();
}

function pageAfter(cart: Cart, view: CartView | null): string {
  const sellerId = cart.orders[0]?.sellerId;
  if (sellerId === undefined) return '/shops';
  const shop = view?.shops.get(sellerId);
  if (sessionUser() || !shop) return `/shops/${sellerId}`;
  return `/${encodeURIComponent(shop.urlShop)}`;
}

/** The "Vider le panier" button and its confirmation ("Attention !!"). */
export function EmptyCartButton({ view, onDone }: { view: CartView | null; onDone?: () => void }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    const cart = cartState().cart;
    const target = pageAfter(cart, view);
    await emptyCart(cart);
    setAsking(false);
    onDone?.();
    void navigate(target);
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t.cart.emptyCart}
      </button>
      {asking && <ConfirmDialog onCancel={() => setAsking(false)} onConfirm={() => void confirm()} />}
    </>
  );
}

function ConfirmDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="sign-in confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
    >
      <div className="confirm-body">
        <h2 id={`${id}-title`}>{t.cart.confirmTitle}</h2>
        <p id={`${id}-text`}>{t.cart.confirmText}</p>
        <div className="confirm-actions">
          <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
            {t.cart.cancel}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              onConfirm();
            }}
          >
            {t.cart.confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
