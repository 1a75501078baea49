import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchPrimeurOffers, type PrimeurOffer } from '../api/primeur';
import { dateText, money } from '../format';
import { useTexts } from '../i18n';
import { useSessionUser } from '../session/session';

/**
 * The shop's primeur campaigns on its home page, for a signed-in buyer (the prices and allocations are
 * theirs), each opening its campaign page; nothing for a visitor or when none is open.
 */
export function PrimeurOffers({ shopId, base }: { shopId: number; base: string }) {
  const { locale, t } = useTexts();
  const user = useSessionUser();
  const buyer = user?.role === 'buyer';
  const [offers, setOffers] = useState<PrimeurOffer[]>([]);
  useEffect(() => {
    if (buyer) fetchPrimeurOffers(shopId).then(setOffers, () => setOffers([]));
    else setOffers([]);
  }, [shopId, buyer]);
  if (offers.length === 0) return null;
  return (
    <section className="card" aria-labelledby="shop-primeurs">
      <h2 id="shop-primeurs" className="card-title">
        {t.primeur.title}
      </h2>
      <ul className="cart-lines">
        {offers.map((offer) => (
          <li key={offer.id} className="cart-line">
            <div className="cart-line-name">
              <strong>{offer.label}</strong>
              <span className="fine">
                {money(offer.unitTtc, locale)} · {t.primeur.closesOn(dateText(offer.closesOn, locale))}
              </span>
            </div>
            <Link className="button" to={`${base}/primeurs/${offer.id}`}>
              {t.primeur.see}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
