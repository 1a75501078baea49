import { useId, useState } from 'react';
import type { Format, Product } from '../api/catalogue';
import { useTexts } from '../i18n';
import { useSessionUser } from '../session/session';
import { CartLink } from './cart-link';
import { addToCart } from './cart-store';

/** The quantity field's bounds: a typed number is kept within them. */
const MAX_QUANTITY = 999;

/**
 * The product page's "Ajouter au panier": the quantity typed (1 by default) of the chosen vintage and
 * format into the seller's order (kernel addProduct), and, for a format sold by the pack, "Ajouter un
 * carton de 6" (its units per pack); then a polite note with the way to the cart. Only buyers and
 * visitors have a cart; a format without a price or out of stock cannot be added.
 */
export function AddToCart({
  product,
  vintageName,
  format,
}: {
  product: Product;
  vintageName: string | null;
  format: Format;
}) {
  const { t } = useTexts();
  const user = useSessionUser();
  const id = useId();
  const [added, setAdded] = useState(false);
  const [typed, setTyped] = useState('1');
  if (user && user.role !== 'buyer') return null;
  const unavailable = !format.unitPrice || format.stock === 'outOfStock';
  const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number(typed)) || 1));
  const pack = format.packingQuantity && format.packingQuantity > 1 ? format.packingQuantity : null;
  const add = (units: number) => {
    addToCart(
      product.shopId,
      {
        productId: String(product.id),
        productType: product.productType,
        vintageName,
        chosenFormat: {
          id: String(format.id),
          container: format.container,
          unityValue: format.unityValue,
          unity: format.unity,
          eq75: format.eq75,
        },
        isWrapped: false,
      },
      units,
    );
    setAdded(true);
  };
  return (
    <div className="add-to-cart">
      <div className="add-to-cart-row">
        <label className="field add-to-cart-quantity" htmlFor={`${id}-quantity`}>
          <span>{t.cart.quantity}</span>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTyped(String(quantity))}
          />
        </label>
        <button
          type="button"
          className="button add-to-cart-button"
          disabled={unavailable}
          onClick={() => add(quantity)}
        >
          {t.cart.add}
        </button>
      </div>
      {pack && (
        <button
          type="button"
          className="button button--ghost add-to-cart-pack"
          disabled={unavailable}
          onClick={() => add(pack)}
        >
          {t.cart.addPack(pack)}
        </button>
      )}
      <p className="add-to-cart-note" role="status">
        {added && (
          <>
            {t.cart.added(product.name)} <CartLink>{t.cart.seeCart}</CartLink>
          </>
        )}
      </p>
    </div>
  );
}
