import { useEffect, useState } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import { fetchCheckoutOptions, type CheckoutOptions } from '../api/sales';
import type { ShopRouteData } from '../api/shop-data';
import { money } from '../format';
import { useTexts } from '../i18n';

/**
 * The seller's terms of sale (/shops/{id}/cgv, /{name}/cgv), which the checkout's terms box links: who
 * sells, how prices are shown, the shop's order rules, payments and deliveries as its settings say
 * (GET /v1/checkout-options/{id}, delivery priced for the viewer), the consumer's withdrawal right and
 * the alcohol rules.
 */
export function Component() {
  const { shop, base } = useOutletContext<ShopRouteData>();
  const { locale, t } = useTexts();
  const [options, setOptions] = useState<CheckoutOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const legal = shop.legal;
  const seller = legal.companyName || shop.name;

  useEffect(() => {
    document.title = `${t.terms.title} — ${shop.name}`;
  }, [shop.name, t.terms.title]);

  useEffect(() => {
    let live = true;
    fetchCheckoutOptions(shop.id).then(
      (found) => live && setOptions(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [shop.id]);

  const price = (list: CheckoutOptions['deliveryPrices']['options'], ref: string) => {
    const cents = list.find((entry) => entry.ref === ref)?.displayPrice;
    if (cents === undefined) return '';
    return cents === 0
      ? t.checkout.free
      : t.checkout.price(money(cents, locale), options?.displayTtc ?? true);
  };
  const address = [legal.street, [legal.zipcode, legal.city].filter(Boolean).join(' '), legal.country]
    .filter(Boolean)
    .join(', ');
  const rules = options?.rules;

  return (
    <div className="container prose legal">
      <h1>{t.terms.title}</h1>
      <p>{t.terms.intro(shop.name)}</p>
      <section aria-labelledby="terms-seller">
        <h2 id="terms-seller">{t.terms.seller}</h2>
        <p>
          {[
            seller,
            legal.legalForm,
            address,
            legal.siret && `${t.legal.siret} ${legal.siret}`,
            legal.vatNumber && `${t.legal.vatNumber} ${legal.vatNumber}`,
            legal.email,
            legal.phone,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </section>
      {failed ? (
        <p className="form-error" role="alert">
          {t.errors.failed}
        </p>
      ) : !options ? (
        <p aria-busy="true">{t.loading}</p>
      ) : (
        <>
          <section aria-labelledby="terms-prices">
            <h2 id="terms-prices">{t.terms.prices}</h2>
            <p>{t.terms.pricesText(options.displayTtc)}</p>
          </section>
          <section aria-labelledby="terms-orders">
            <h2 id="terms-orders">{t.terms.orders}</h2>
            <p>{t.terms.ordersText}</p>
            {rules && (
              <ul>
                {rules.minOrderAmountHt != null && (
                  <li>{t.cart.minOrder(money(rules.minOrderAmountHt, locale))}</li>
                )}
                {rules.minProducts != null && <li>{t.cart.minProducts(rules.minProducts)}</li>}
                {rules.maxProducts != null && <li>{t.cart.maxProducts(rules.maxProducts)}</li>}
                {rules.multipleOf != null && <li>{t.cart.multipleOf(rules.multipleOf)}</li>}
              </ul>
            )}
          </section>
          <section aria-labelledby="terms-payment">
            <h2 id="terms-payment">{t.terms.payment}</h2>
            <ul>
              {options.paymentMethods.map((method) => (
                <li key={method}>{t.checkout.methods[method]}</li>
              ))}
            </ul>
            <p>{t.terms.paymentText}</p>
          </section>
          <section aria-labelledby="terms-delivery">
            <h2 id="terms-delivery">{t.terms.delivery}</h2>
            <ul>
              {options.delivery.options.map((option) => (
                <li key={`type-${option.ref}`}>
                  {option.label} : {price(options.deliveryPrices.options, option.ref)}
                </li>
              ))}
              {options.delivery.collectionPoints.map((point) => (
                <li key={`point-${point.ref}`}>
                  {t.checkout.collect} : {point.name} ({point.address}) :{' '}
                  {price(options.deliveryPrices.collectionPoints, point.ref)}
                </li>
              ))}
            </ul>
            <p>{t.terms.deliveryText}</p>
          </section>
        </>
      )}
      <section aria-labelledby="terms-withdrawal">
        <h2 id="terms-withdrawal">{t.terms.withdrawal}</h2>
        <p>{t.terms.withdrawalText(legal.email)}</p>
      </section>
      <section aria-labelledby="terms-alcohol">
        <h2 id="terms-alcohol">{t.legal.alcoholTitle}</h2>
        <p>{t.legal.alcoholText}</p>
      </section>
      <p>
        <Link to={`${base}/legal-notice`}>{t.legal.title}</Link>
      </p>
    </div>
  );
}
