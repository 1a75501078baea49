import {
  ADDRESS_FORM_RULES,
  chooseCollectionPoint,
  chooseDeliveryType,
  EU_COUNTRIES,
  messageOf,
  OTHER_EUROPEAN_COUNTRIES,
  PAYMENT_DELAYS,
  rules,
  setCheckoutChoices,
  validateFields,
  type Cart,
  type CartOrder,
  type PaymentDelay,
  type ValidationFailure,
} from '@cuvee/kernel';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import {
  checkout,
  fetchCheckoutOptions,
  fetchMe,
  saveBuyer,
  type CheckoutOptions,
  type Me,
} from '../api/sales';
import {
  CARD_RULES,
  cardMethodOf,
  CardFields,
  CheckoutInput,
  EMPTY_CARD,
  type CardField,
} from '../cart/card-fields';
import { cartTotalTtc, OrderTotals, sellerName } from '../cart/cart-lines';
import { clearCart, saveNow, updateCart, useCartState } from '../cart/cart-store';
import { startProgress } from '../cart/checkout-progress';
import { useCartView } from '../cart/use-cart-view';
import { money, refLabel } from '../format';
import { useTexts } from '../i18n';
import { useSignIn } from '../layout/account-menu';
import { SitePage } from '../layout/site-page';
import { useSessionUser } from '../session/session';

/*
 * The checkout, /cart/checkout (docs/shop-front.md "Checkout"): signed in only; the delivery address (first name, last name, street,
 * postcode, city, country required; a mobile phone, which the checkout asks for), each seller's delivery
 * (GET /v1/checkout-options/{shopId}) and payment, the card for a card payment (only a 0 € imprint is
 * taken), the terms; then POST /v1/orders/checkout with an Idempotency-Key. Every refusal is the API's
 * own message; a card that asks for 3-D Secure goes to the bank, which sends the buyer to /validate3ds.
 */

const COUNTRIES = [...EU_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES];
type Field = 'firstname' | 'lastname' | 'street' | 'street2' | 'zipcode' | 'city' | 'country' | 'phone';
type Values = Record<Field, string>;

const FORM_RULES = { ...ADDRESS_FORM_RULES, phone: [rules.needed, rules.telephone] };

/** A key per checkout attempt (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function valuesOf(me: Me | null): Values {
  const address = me?.deliveryAddress;
  return {
    firstname: me?.firstname ?? '',
    lastname: me?.lastname ?? '',
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'FR',
    phone: me?.phone ?? address?.phone ?? '',
  };
}

export function Component() {
  const { t } = useTexts();
  const user = useSessionUser();
  const { cart, ready } = useCartState();
  const [openSignIn, signInDialog] = useSignIn();

  let body: ReactNode;
  if (!user) {
    body = (
      <section className="card checkout-sign-in" aria-labelledby="checkout-sign-in">
        <h2 id="checkout-sign-in" className="card-title">
          {t.checkout.signInTitle}
        </h2>
        <p>{t.checkout.signInText}</p>
        <button type="button" className="button" onClick={openSignIn}>
          {t.account.signIn}
        </button>
      </section>
    );
  } else if (!ready) {
    body = <p aria-busy="true">{t.loading}</p>;
  } else if (cart.orders.length === 0) {
    body = (
      <div className="empty-cart">
        <p className="empty">{t.cart.empty}</p>
        <Link className="button" to="/shops">
          {t.cart.browse}
        </Link>
      </div>
    );
  } else {
    body = <CheckoutForm cart={cart} />;
  }

  return (
    <SitePage title={t.checkout.title}>
      <p className="breadcrumb">
        <Link to="/cart">← {t.checkout.backToCart}</Link>
      </p>
      <h1>{t.checkout.title}</h1>
      {body}
      {signInDialog}
    </SitePage>
  );
}

function CheckoutForm({ cart }: { cart: Cart }) {
  const { locale, t } = useTexts();
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [card, setCard] = useState<Record<CardField, string>>(EMPTY_CARD);
  const [cgu, setCgu] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | CardField | 'cgu', ValidationFailure>>>({});
  const [options, setOptions] = useState<ReadonlyMap<number, CheckoutOptions>>(new Map());
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const { view, pricing } = useCartView(cart);
  const sellers = cart.orders.map((order) => order.sellerId).join(',');
  const paysByCard = cart.orders.some((order) => order.paymentType === 'card');

  useEffect(() => {
    let live = true;
    fetchMe().then(
      (me) => live && setValues(valuesOf(me)),
      () => live && setValues(valuesOf(null)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    const ids = sellers.split(',').map(Number);
    void Promise.all(ids.map((shopId) => fetchCheckoutOptions(shopId).catch(() => null))).then((found) => {
      if (live)
        setOptions(new Map(found.flatMap((option) => (option ? [[option.shopId, option] as const] : []))));
    });
    return () => {
      live = false;
    };
  }, [sellers]);

  if (!values) return <p aria-busy="true">{t.loading}</p>;

  const set = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const errorOf = (field: Field | CardField | 'cgu') => {
    const found = errors[field];
    return found ? messageOf(found, locale) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...validateFields<keyof typeof FORM_RULES>({ ...values, cgu }, FORM_RULES),
      ...(paysByCard ? validateFields(card, CARD_RULES) : {}),
    };
    setErrors(found);
    setFailures([]);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await saveBuyer({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        phone: values.phone.trim(),
        deliveryAddress: {
          name: `${values.firstname.trim()} ${values.lastname.trim()}`,
          street: values.street.trim(),
          street2: values.street2.trim() || null,
          zipcode: values.zipcode.trim(),
          city: values.city.trim(),
          country: values.country,
          phone: values.phone.trim(),
        },
      });
      const placed = await checkout(
        cart,
        paysByCard
          ? {
              paymentMethod: cardMethodOf(card),
              returnUrl: `${window.location.origin}/validate3ds`,
            }
          : {},
        key.current,
      );
      clearCart();
      const next = startProgress(placed);
      if (next.startsWith('/')) {
        void navigate(next);
      } else {
        await saveNow();
        window.location.assign(next);
      }
    } catch (error) {
      // An answer (even a refusal) frees the key; a lost answer keeps it, so a retry is not a second order.
      if (error instanceof ApiError) {
        key.current = newIdempotencyKey();
        setFailures(error.messages.length > 0 ? error.messages : [t.errors.failed]);
      } else {
        setFailures([t.errors.failed]);
      }
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, props: { autoComplete?: string; type?: string } = {}) => (
    <CheckoutInput
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => set(name, value)}
      message={errorOf(name)}
      {...props}
    />
  );

  const cguError = errorOf('cgu');

  return (
    <form ref={form} className="checkout" onSubmit={(event) => void submit(event)} noValidate>
      <div className="checkout-main">
        <fieldset className="card checkout-section">
          <legend className="card-title">{t.checkout.address}</legend>
          <div className="field-row">
            {field('firstname', t.checkout.firstname, { autoComplete: 'given-name' })}
            {field('lastname', t.checkout.lastname, { autoComplete: 'family-name' })}
          </div>
          {field('street', t.checkout.street, { autoComplete: 'address-line1' })}
          {field('street2', t.checkout.street2, { autoComplete: 'address-line2' })}
          <div className="field-row">
            {field('zipcode', t.checkout.zipcode, { autoComplete: 'postal-code' })}
            {field('city', t.checkout.city, { autoComplete: 'address-level2' })}
          </div>
          <label className="field" htmlFor={`${id}-country`}>
            <span>{t.checkout.country}</span>
            <select
              id={`${id}-country`}
              name="country"
              value={values.country}
              autoComplete="country"
              onChange={(event) => set('country', event.target.value)}
            >
              {COUNTRIES.map((country) => (
                <option key={country.key} value={country.key}>
                  {country[locale]}
                </option>
              ))}
            </select>
          </label>
          {field('phone', t.checkout.phone, { autoComplete: 'tel', type: 'tel' })}
        </fieldset>

        {cart.orders.map((order) => (
          <SellerChoices
            key={order.sellerId}
            order={order}
            name={sellerName(view, order.sellerId)}
            options={options.get(order.sellerId) ?? null}
          />
        ))}

        {paysByCard && (
          <CardFields
            idPrefix={id}
            card={card}
            onChange={(name, value) => {
              setCard({ ...card, [name]: value });
              setErrors(({ [name]: _dropped, ...rest }) => rest);
            }}
            errorOf={errorOf}
            note={t.checkout.cardNote}
          />
        )}
      </div>

      <aside className="card checkout-summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="card-title">
          {t.checkout.summary}
        </h2>
        {cart.orders.map((order) => {
          const price = view?.prices.get(order.sellerId);
          return (
            <section key={order.sellerId} aria-label={sellerName(view, order.sellerId)}>
              <h3 className="cart-seller-name">{sellerName(view, order.sellerId)}</h3>
              {price && <OrderTotals price={price} deliveryChosen={order.shipping.ref !== null} />}
            </section>
          );
        })}
        <p className="cart-page-total" aria-live="polite" aria-busy={pricing}>
          <span>{t.cart.totalTtc}</span> <strong>{view ? money(cartTotalTtc(view), locale) : '…'}</strong>
        </p>
        <label className="check" htmlFor={`${id}-cgu`}>
          <input
            id={`${id}-cgu`}
            type="checkbox"
            checked={cgu}
            onChange={(event) => {
              setCgu(event.target.checked);
              setErrors(({ cgu: _dropped, ...rest }) => rest);
            }}
            aria-invalid={cguError ? true : undefined}
            aria-describedby={cguError ? `${id}-cgu-error` : undefined}
          />
          <span>{t.checkout.cgu}</span>
        </label>
        <ul className="checkout-terms">
          {cart.orders.map((order) => {
            const shop = view?.shops.get(order.sellerId);
            return (
              <li key={order.sellerId}>
                <Link
                  to={`/${encodeURIComponent(shop?.urlShop ?? String(order.sellerId))}/cgv`}
                  target="_blank"
                >
                  {t.checkout.terms(sellerName(view, order.sellerId))}
                </Link>
              </li>
            );
          })}
        </ul>
        {cguError && (
          <span id={`${id}-cgu-error`} className="field-error">
            {cguError}
          </span>
        )}
        {failures.length > 0 && (
          <div className="form-error" role="alert">
            <p>{t.checkout.failed}</p>
            <ul>
              {failures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <button type="submit" className="button checkout-submit" disabled={busy}>
          {busy ? t.checkout.submitting : t.checkout.submit}
        </button>
      </aside>
    </form>
  );
}

/** A seller's delivery (types and collection points) and payment (methods it accepts, a delay). */
function SellerChoices({
  order,
  name,
  options,
}: {
  order: CartOrder;
  name: string;
  options: CheckoutOptions | null;
}) {
  const { locale, t } = useTexts();
  const id = useId();
  if (!options) return <p aria-busy="true">{t.loading}</p>;
  const { options: types, collectionPoints } = options.delivery;
  const shipping = order.shipping;
  // As the viewer reads every other price: TTC for a consumer, HT for a professional (the API's amounts).
  const shown = (list: CheckoutOptions['deliveryPrices']['options'], ref: string) =>
    list.find((entry) => entry.ref === ref)?.displayPrice;
  const price = (cents: number | undefined) =>
    cents === undefined
      ? ''
      : cents === 0
        ? t.checkout.free
        : t.checkout.price(money(cents, locale), options.displayTtc);
  const sellerId = order.sellerId;
  const choosePayment = (method: CheckoutOptions['paymentMethods'][number]) =>
    updateCart((cart) =>
      setCheckoutChoices(cart, sellerId, {
        paymentType: method,
        payLater: method === 'payLater' || method === 'bill',
        paymentDelay: method === 'payLater' ? (options.payLaterDelays[0] ?? null) : null,
      }),
    );

  return (
    <section className="card checkout-section" aria-labelledby={`${id}-seller`}>
      <h2 id={`${id}-seller`} className="card-title">
        {t.cart.seller(name)}
      </h2>
      <fieldset className="choices">
        <legend>{t.checkout.delivery}</legend>
        {types.map((option) => (
          <label key={`type-${option.ref}`} className="choice">
            <input
              type="radio"
              name={`${id}-delivery`}
              checked={
                shipping.collectionPoint === null &&
                shipping.ref === option.ref &&
                shipping.type === option.type
              }
              onChange={() => updateCart((cart) => chooseDeliveryType(cart, sellerId, option))}
            />
            <span className="choice-name">{option.label}</span>
            <span className="choice-price">{price(shown(options.deliveryPrices.options, option.ref))}</span>
          </label>
        ))}
        {collectionPoints.map((point) => (
          <label key={`point-${point.ref}`} className="choice">
            <input
              type="radio"
              name={`${id}-delivery`}
              checked={shipping.collectionPoint === point.ref}
              onChange={() => updateCart((cart) => chooseCollectionPoint(cart, sellerId, point))}
            />
            <span className="choice-name">
              {t.checkout.collect} : {point.name}
              <span className="fine"> {point.address}</span>
            </span>
            <span className="choice-price">
              {price(shown(options.deliveryPrices.collectionPoints, point.ref))}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choices">
        <legend>{t.checkout.payment}</legend>
        {options.paymentMethods.map((method) => (
          <label key={method} className="choice">
            <input
              type="radio"
              name={`${id}-payment`}
              checked={order.paymentType === method}
              onChange={() => choosePayment(method)}
            />
            <span className="choice-name">{t.checkout.methods[method]}</span>
          </label>
        ))}
      </fieldset>
      {order.paymentType === 'payLater' && options.payLaterDelays.length > 0 && (
        <label className="field" htmlFor={`${id}-delay`}>
          <span>{t.checkout.delay}</span>
          <select
            id={`${id}-delay`}
            value={order.paymentDelay ?? ''}
            onChange={(event) =>
              updateCart((cart) =>
                setCheckoutChoices(cart, sellerId, { paymentDelay: event.target.value as PaymentDelay }),
              )
            }
          >
            {options.payLaterDelays.map((delay) => (
              <option key={delay} value={delay}>
                {refLabel(PAYMENT_DELAYS, delay, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}

/** A labelled input of the checkout. Its message stays outside the label: it describes the field, not its name. */
