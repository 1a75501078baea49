import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Format, Product } from '../api/catalogue';
import { useTexts } from '../i18n';
import { useSessionUser } from '../session/session';
import { addToCart } from './cart-store';

/**
 * The product page's "Ajouter au panier": one unit of the chosen vintage and format into the seller's
 * order (kernel addProduct), then a polite note with the way to the cart. Only buyers and
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
  const [added, setAdded] = useState(false);
  if (user && user.role !== 'buyer') return null;
  const unavailable = !format.unitPrice || format.stock === 'outOfStock';
  const add = () => {
    addToCart(product.shopId, {
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
    });
    setAdded(true);
  };
  return (
    <div className="add-to-cart">
      <button type="button" className="button add-to-cart-button" disabled={unavailable} onClick={add}>
        {t.cart.add}
      </button>
      <p className="add-to-cart-note" role="status">
        {added && (
          <>
            {t.cart.added(product.name)} <Link to="/cart">{t.cart.seeCart}</Link>
          </>
        )}
      </p>
    </div>
  );
}
