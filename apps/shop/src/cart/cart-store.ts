import {
  addProduct,
  CART_SAVE_DELAY_MS,
  lineIdOf,
  EMPTY_CART,
  mergeCarts,
  readCart,
  removeProduct,
  setProductQuantity,
  setProductWrapped,
  type Cart,
  type NewProductLine,
} from '@cuvee/kernel';
import { useSyncExternalStore } from 'react';
import { fetchAccountCart, mergeIntoAccount, saveAccountCart } from '../api/sales';
import { onBeforeSignOut, sessionUser, subscribeSession } from '../session/session';

/*
 * The buyer's cart, one store for the whole front. A visitor's cart lives in localStorage; a
 * signed-in buyer's is the account's: read from GET /v1/users/me, saved with PUT /v1/users/me 1 s after
 * the last change (kernel CART_SAVE_DELAY_MS). At sign-in the anonymous cart is merged into the
 * account's by the server (POST /v1/orders/merge-cart), then removed here. The rules (add, remove,
 * quantities) are the kernel's, the same the API runs. Two tabs keep one cart (a broadcast channel).
 */

const LOCAL_KEY = 'cuvee.shop.cart';

export interface CartState {
  readonly cart: Cart;
  /** False while a signed-in buyer's cart is being read or merged: nothing is saved before. */
  readonly ready: boolean;
}

const NO_CART: CartState = { cart: EMPTY_CART, ready: false };
let state: CartState = NO_CART;
/** The account the cart belongs to, null for a visitor. */
let owner: number | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The account's cart waiting for its debounced save. */
let unsaved: Cart | null = null;
/** The account's saves, chained: resolves once the last one sent has been answered. */
let saving: Promise<void> = Promise.resolve();
/** Changes made while the account's cart is being read: applied to it once it is in. */
const pending: ((cart: Cart) => Cart)[] = [];
const listeners = new Set<() => void>();

function publish(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

function readLocal(): Cart {
  try {
    return readCart(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? 'null'));
  } catch {
    return EMPTY_CART;
  }
}

function writeLocal(cart: Cart): void {
  if (cart.orders.length === 0) localStorage.removeItem(LOCAL_KEY);
  else localStorage.setItem(LOCAL_KEY, JSON.stringify(cart));
}

/** Follows the session: a visitor's local cart, or the account's (merged with the local one once). */
async function follow(): Promise<void> {
  const userId = sessionUser()?.id ?? null;
  if (userId === owner && (state.ready || userId !== null)) return;
  clearTimeout(saveTimer);
  unsaved = null;
  pending.length = 0;
  owner = userId;
  if (userId === null) {
    publish({ cart: readLocal(), ready: true });
    return;
  }
  publish({ cart: EMPTY_CART, ready: false });
  const anonymous = readLocal();
  let cart: Cart;
  try {
    cart = anonymous.orders.length ? await mergeIntoAccount(anonymous) : await fetchAccountCart();
    // Merged into the account: the browser's copy has done its work, whoever is signed in now.
    localStorage.removeItem(LOCAL_KEY);
    if (owner !== userId) return;
  } catch {
    // The account's cart cannot be read: the browser's is kept and used as a visitor's (never saved over
    // the account's unseen cart); the next page load tries again.
    if (owner !== userId) return;
    owner = null;
    cart = anonymous;
  }
  publish({ cart, ready: true });
  if (pending.length > 0) change(pending.splice(0).reduce((next, op) => op(next), cart));
}

/**
 * The other tabs of this browser: each change is told to them, and a tab of the same visitor or account
 * takes the cart it is told (the last change wins; only the tab that made it saves it). Absent where
 * there is no browser (the server's render).
 */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cuvee.shop.cart');
tabs?.addEventListener('message', (event: MessageEvent<{ owner: number | null; cart: unknown }>) => {
  if (!state.ready || event.data.owner !== owner) return;
  clearTimeout(saveTimer);
  unsaved = null;
  publish({ ...state, cart: readCart(event.data.cart) });
});

function change(cart: Cart): void {
  publish({ ...state, cart });
  tabs?.postMessage({ owner, cart });
  if (owner === null) {
    writeLocal(cart);
    return;
  }
  unsaved = cart;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveNow(), CART_SAVE_DELAY_MS);
}

/**
 * Saves the account's cart now rather than after the delay: before the page is left for another site
 * (the bank's 3-D Secure page), which would otherwise find the old cart when it sends the buyer back.
 */
export function saveNow(): Promise<void> {
  clearTimeout(saveTimer);
  const cart = unsaved;
  unsaved = null;
  // One save at a time, in order: a slow earlier save must never land after a later one (the emptied
  // cart of a checkout overwritten by the full cart the debounce sent a moment before).
  if (cart && owner !== null) saving = saving.then(() => saveAccountCart(cart).catch(() => undefined));
  return saving;
}

subscribeSession(() => void follow());
onBeforeSignOut(saveNow);
void follow();

export function cartState(): CartState {
  return state;
}

/** The cart and whether it is ready; re-renders on every change. */
export function useCartState(): CartState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // The server renders no cart (it has no browser storage nor session); hydration starts from that too.
    () => NO_CART,
  );
}

/** The badge's count: items, not lines; a booking counts one. */
export function itemCount(cart: Cart): number {
  return cart.orders.reduce(
    (sum, order) =>
      sum + order.products.reduce((lines, line) => lines + line.quantity, 0) + order.reservations.length,
    0,
  );
}

/** Applies one of the kernel's cart rules to the cart, now or once the account's cart is in. */
export function updateCart(op: (cart: Cart) => Cart): void {
  if (state.ready) change(op(state.cart));
  else pending.push(op);
}

/** Adds `quantity` units of a line (the kernel adds one, then the line's quantity is set). */
export function addToCart(sellerId: number, line: NewProductLine, quantity = 1): void {
  updateCart((cart) => {
    const added = addProduct(cart, sellerId, line);
    if (quantity === 1) return added;
    const idTmp = lineIdOf(line);
    const now = added.orders.find((o) => o.sellerId === sellerId)!.products.find((p) => p.idTmp === idTmp)!;
    return setProductQuantity(added, sellerId, idTmp, now.quantity + quantity - 1);
  });
}

export function removeOne(sellerId: number, idTmp: string): void {
  updateCart((cart) => removeProduct(cart, sellerId, idTmp));
}

export function setQuantity(sellerId: number, idTmp: string, quantity: number): void {
  updateCart((cart) => setProductQuantity(cart, sellerId, idTmp, quantity));
}

/** Gift-wraps a line, or unwraps it (where the product offers wrapping). */
export function setWrapped(sellerId: number, idTmp: string, wrapped: boolean): void {
  updateCart((cart) => setProductWrapped(cart, sellerId, idTmp, wrapped));
}

export function clearCart(): void {
  updateCart(() => EMPTY_CART);
}

/** The fragment an embedded widget opens the cart page with: its own cart, to add to this one (ADR 0085). */
const HANDED_CART = 'frame-cart';

/**
 * The cart page's address carrying `cart`: an embedded widget's cart lives in the frame's own storage
 * (browsers keep a third-party frame's storage apart), so "Commander" hands it over in a new tab. The
 * fragment never reaches a server or a log.
 */
export function handedCartHref(origin: string, cart: Cart): string {
  return `${origin}/cart#${HANDED_CART}=${encodeURIComponent(JSON.stringify(cart))}`;
}

/**
 * Adds the cart a widget handed over (handedCartHref) to this one, once: the address loses its fragment
 * first, so a reload adds nothing twice. What is not a cart (the kernel's reading) is ignored.
 */
export function takeHandedCart(): void {
  const prefix = `#${HANDED_CART}=`;
  if (!location.hash.startsWith(prefix)) return;
  const text = location.hash.slice(prefix.length);
  history.replaceState(history.state, '', location.pathname + location.search);
  let handed: Cart;
  try {
    handed = readCart(JSON.parse(decodeURIComponent(text)));
  } catch {
    return;
  }
  if (handed.orders.length > 0) updateCart((cart) => mergeCarts(cart, handed));
}
