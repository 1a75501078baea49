import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../i18n';
import { useSessionUser } from '../session/session';
import { itemCount, useCartState } from './cart-store';

const CartDrawer = lazy(() => import('./cart-drawer'));

/**
 * Cart button of the header, with its badge counting the items; it opens the cart drawer
 * (loaded the first time). Only buyers and visitors have a cart.
 */
export function CartButton() {
  const { t } = useTexts();
  const user = useSessionUser();
  const { cart } = useCartState();
  const [open, setOpen] = useState(false);
  if (user && user.role !== 'buyer') return null;
  const count = itemCount(cart);
  return (
    <>
      <button
        type="button"
        className="header-button cart-button"
        aria-label={t.cart.button(count)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
        </svg>
        {count > 0 && (
          <span className="cart-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
