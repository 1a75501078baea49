import type { Cart, CartProductLine } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import type { Format, Product, ShopFace } from '../api/catalogue';
import { ApiError } from '../api/client';
import { fetchProductsById, priceCart, type CartPrice } from '../api/sales';
import { loadShop } from '../api/shop-data';

/*
 * What the cart's screens show beside the cart itself, which holds ids and quantities only: the prices
 * (POST /v1/orders/get-cart-price, after every change), the products' names and formats, and
 * the sellers. Products and sellers are kept for the page's life; prices never are.
 */

export interface CartView {
  prices: ReadonlyMap<number, CartPrice>;
  products: ReadonlyMap<string, Product>;
  shops: ReadonlyMap<number, ShopFace>;
}

const productCache = new Map<string, Product>();

async function productsOf(cart: Cart): Promise<Map<string, Product>> {
  const wanted = [...new Set(cart.orders.flatMap((order) => order.products.map((line) => line.productId)))];
  const missing = wanted.filter((id) => !productCache.has(id));
  if (missing.length > 0) {
    const sellers = cart.orders.map((order) => order.sellerId);
    for (const product of await fetchProductsById(sellers, missing.map(Number)))
      productCache.set(String(product.id), product);
  }
  return new Map(wanted.flatMap((id) => (productCache.has(id) ? [[id, productCache.get(id)!]] : [])));
}

async function loadView(cart: Cart): Promise<CartView> {
  const [prices, products, shops] = await Promise.all([
    priceCart(cart),
    productsOf(cart),
    Promise.all(cart.orders.map((order) => loadShop(String(order.sellerId)).catch(() => null))),
  ]);
  return {
    prices: new Map(prices.map((price) => [price.sellerId, price])),
    products,
    shops: new Map(shops.flatMap((shop) => (shop ? [[shop.id, shop]] : []))),
  };
}

export interface CartViewState {
  view: CartView | null;
  /** The API's messages when pricing failed (empty when it gave none: the caller says it failed). */
  errors: string[];
  failed: boolean;
  /** A newer cart is being priced: the amounts shown are the previous ones. */
  pricing: boolean;
}

/** The view of a cart, re-priced whenever the cart changes (stale answers are dropped). */
export function useCartView(cart: Cart): CartViewState {
  const [result, setResult] = useState<{
    cart: Cart;
    view: CartView | null;
    errors: string[];
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    if (cart.orders.length === 0) return;
    let current = true;
    loadView(cart).then(
      (view) => current && setResult({ cart, view, errors: [], failed: false }),
      (error: unknown) =>
        current &&
        setResult({
          cart,
          view: null,
          errors: error instanceof ApiError ? error.messages : [],
          failed: true,
        }),
    );
    return () => {
      current = false;
    };
  }, [cart]);

  if (cart.orders.length === 0) return { view: null, errors: [], failed: false, pricing: false };
  return {
    view: result?.view ?? null,
    errors: result?.errors ?? [],
    failed: result?.failed ?? false,
    pricing: result?.cart !== cart,
  };
}

/** A line's product and format as the catalogue names them; null when no longer on sale. */
export function lineProduct(
  view: CartView,
  line: CartProductLine,
): { product: Product; format: Format | null } | null {
  const product = view.products.get(line.productId);
  if (!product) return null;
  return { product, format: product.formats.find((f) => String(f.id) === line.chosenFormat.id) ?? null };
}
