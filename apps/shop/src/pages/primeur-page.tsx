import { useEffect, useState, type FormEvent } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import {
  cancelPrimeur,
  fetchPrimeurOffer,
  subscribePrimeur,
  type PrimeurOffer,
  type PrimeurSubscription,
} from '../api/primeur';
import type { ShopRouteData } from '../api/shop-data';
import { dateText, money } from '../format';
import { useTexts } from '../i18n';
import { useSignIn } from '../layout/account-menu';
import { useSessionUser } from '../session/session';
import '../layout/front-pages.css';

/**
 * A primeur campaign of the shop (/{name}/primeurs/{id}) for a signed-in buyer: the wine (product,
 * vintage, format), their price and deposit, the expected delivery, what is left of their allocation,
 * subscribing within it, and their subscriptions, each cancelled here while the campaign's rules let
 * them (else they ask the shop). The deposit invoice the API issues lands in the buyer's documents; a
 * refusal (over the allocation, none at all, too late to cancel) shows the API's words.
 */
export function Component() {
  const { shop } = useOutletContext<ShopRouteData>();
  const id = Number(useParams().campaign);
  const user = useSessionUser();
  const { locale, t } = useTexts();
  const [openSignIn, signInDialog] = useSignIn(shop.code);
  const [offer, setOffer] = useState<PrimeurOffer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [done, setDone] = useState<PrimeurSubscription | null>(null);
  const [cancelled, setCancelled] = useState<PrimeurSubscription | null>(null);
  const buyer = user?.role === 'buyer';

  useEffect(() => {
    if (!buyer) return;
    let live = true;
    fetchPrimeurOffer(shop.id, id).then(
      (found) => live && setOffer(found),
      () => live && setFailure(t.errors.failed),
    );
    return () => {
      live = false;
    };
  }, [shop.id, id, buyer, done, cancelled, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const answer = await subscribePrimeur(shop.id, id, quantity);
    if ('subscription' in answer) setDone(answer.subscription);
    else setFailure(answer.messages[0] ?? t.errors.failed);
  };

  const cancel = async (subscriptionId: number) => {
    setFailure(null);
    setDone(null);
    const answer = await cancelPrimeur(shop.id, subscriptionId);
    if ('subscription' in answer) setCancelled(answer.subscription);
    else setFailure(answer.messages[0] ?? t.errors.failed);
  };

  return (
    <div className="container product-main">
      <h1>{offer?.name ?? t.primeur.title}</h1>
      {!buyer ? (
        <section className="card">
          <p>{t.primeur.signIn}</p>
          <button type="button" className="button" onClick={openSignIn}>
            {t.account.signIn}
          </button>
        </section>
      ) : (
        offer && (
          <section className="card" aria-label={offer.label}>
            <h2 className="card-title">{offer.label}</h2>
            <p>{t.primeur.price(money(offer.unitTtc, locale), money(offer.unitHt, locale))}</p>
            <p className="fine">{t.primeur.deposit(offer.depositPercent)}</p>
            <p>
              {offer.deliveryOn
                ? t.primeur.deliveryOn(dateText(offer.deliveryOn, locale))
                : t.primeur.deliveryUnknown}
            </p>
            <p className="fine">{t.primeur.closesOn(dateText(offer.closesOn, locale))}</p>
            <p role="status">{t.primeur.left(offer.left)}</p>
            {offer.subscribed > 0 && <p>{t.primeur.subscribed(offer.subscribed)}</p>}
            {offer.subscriptions.length > 0 && (
              <ul aria-label={t.primeur.mine}>
                {offer.subscriptions.map((subscription) => (
                  <li key={subscription.id}>
                    {t.primeur.line(subscription.number, subscription.quantity)}{' '}
                    {subscription.cancellable && (
                      <button type="button" className="button" onClick={() => void cancel(subscription.id)}>
                        {t.primeur.cancel(subscription.number)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="fine">
              {offer.cancelUntil
                ? t.primeur.cancelUntil(dateText(offer.cancelUntil, locale))
                : t.primeur.askTheShop}
            </p>
            <form onSubmit={submit}>
              <label>
                {t.primeur.quantity}{' '}
                <input
                  type="number"
                  min={1}
                  step={1}
                  value={quantity}
                  onChange={(event) => setQuantity(Math.max(1, Math.trunc(Number(event.target.value)) || 1))}
                />
              </label>{' '}
              <button type="submit" className="button">
                {t.primeur.subscribe}
              </button>
            </form>
          </section>
        )
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {cancelled && <p className="notice-box">{t.primeur.cancelled(cancelled.number)}</p>}
      {done && (
        <p className="notice-box">
          {t.primeur.done(done.number, done.depositNumber ?? '')}{' '}
          <Link to="/dashboard/documents">{t.primeur.seeDocuments}</Link>
        </p>
      )}
      {signInDialog}
    </div>
  );
}
