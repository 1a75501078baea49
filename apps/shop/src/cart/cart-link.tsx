import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** How "see the cart" goes to the cart: the cart page here, a new tab of the shop from an embedded widget. */
export const CartLinkContext = createContext<(label: string) => ReactNode>((label) => (
  <Link to="/cart">{label}</Link>
));

/** The link to the cart after something was added (the product page's and the event's notes). */
export function CartLink({ children }: { children: string }) {
  return <>{useContext(CartLinkContext)(children)}</>;
}
