import type { PlacedOrder } from '../api/sales';

/*
 * A placed checkout between the shop and the bank: the orders the checkout answered, kept in
 * sessionStorage while 3-D Secure sends the buyer away (one redirect per card order), so /validate3ds
 * knows what comes next and the confirmation lists every order.
 */

const KEY = 'cuvee.shop.checkout';

interface Progress {
  orders: { id: number; redirectUrl: string | null }[];
}

function read(): Progress {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Progress | null;
    return stored && Array.isArray(stored.orders) ? stored : { orders: [] };
  } catch {
    return { orders: [] };
  }
}

function confirmationPath(ids: readonly number[]): string {
  return `/cart/confirmation?orders=${ids.join(',')}`;
}

/** Keeps the placed orders; answers where to go: the first bank page, or the confirmation. */
export function startProgress(orders: readonly PlacedOrder[]): string {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ orders: orders.map(({ id, redirectUrl }) => ({ id, redirectUrl })) }),
  );
  return nextStep();
}

/**
 * The bank's answer for one imprint (of order `orderId`) is in: the next bank page, or the confirmation
 * of them all (of this order alone when the page was opened elsewhere).
 */
export function imprintDone(imprint: string, orderId: number): string {
  const progress = read();
  if (progress.orders.length === 0) return confirmationPath([orderId]);
  const orders = progress.orders.map((order) =>
    order.redirectUrl && new URL(order.redirectUrl).searchParams.get('imprint') === imprint
      ? { ...order, redirectUrl: null }
      : order,
  );
  sessionStorage.setItem(KEY, JSON.stringify({ orders }));
  return nextStep();
}

function nextStep(): string {
  const { orders } = read();
  const pending = orders.find((order) => order.redirectUrl !== null);
  if (pending) return pending.redirectUrl!;
  sessionStorage.removeItem(KEY);
  return confirmationPath(orders.map((order) => order.id));
}
