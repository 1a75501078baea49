import { messageOf, validateFields, type ValidationFailure } from '@cuvee/kernel';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { messagesOf } from '../api/client';
import {
  fetchPaymentShare,
  payShareByCard,
  validateShare3ds,
  type PaymentShare,
  type ShareCardResult,
} from '../api/reservations';
import {
  CARD_RULES,
  cardMethodOf,
  CardFields,
  EMPTY_CARD,
  SecureCheckAnswer,
  type CardField,
} from '../cart/card-fields';
import { money } from '../format';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/**
 * /payment-shares/{token}: the page a group booking's payer opens from their mail, without an account
 * (docs/reservations.md "Payment groups"). It shows the booking and the payer's share, and takes the
 * share by card as the checkout does (POST /v1/payment-shares/{token}/card); a card that asks for
 * 3-D Secure goes to the bank, which sends the payer back here with `?imprint=`.
 */
export function Component() {
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const imprint = search.get('imprint');
  const { locale, t } = useTexts();
  const id = useId();
  const [share, setShare] = useState<PaymentShare | null | 'missing'>(null);
  const [card, setCard] = useState<Record<CardField, string>>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, ValidationFailure>>>({});
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPaymentShare(token).then(
      (found) => live && setShare(found),
      () => live && setShare('missing'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const done = async ({ result, error }: { result?: ShareCardResult; error?: unknown }) => {
    if (result?.redirectUrl) {
      window.location.assign(result.redirectUrl);
      return;
    }
    if (!result) setFailures(messagesOf(error).length ? messagesOf(error) : [t.errors.failed]);
    setShare(await fetchPaymentShare(token).catch(() => 'missing' as const));
    setBusy(false);
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields(card, CARD_RULES);
    setErrors(found);
    setFailures([]);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const returnUrl = `${window.location.origin}/payment-shares/${token}`;
    await done(await payShareByCard(token, cardMethodOf(card), returnUrl));
  };

  const answer3ds = async (approved: boolean) => {
    if (!imprint) return;
    setBusy(true);
    setFailures([]);
    const outcome = await validateShare3ds(token, imprint, approved);
    setSearch({}, { replace: true });
    await done(outcome);
  };

  if (share === null)
    return <SitePage title={t.events.share.title}>{<p aria-busy="true">{t.loading}</p>}</SitePage>;
  const texts = t.events.share;
  if (share === 'missing')
    return (
      <SitePage title={texts.title}>
        <section className="card">
          <h1>{texts.title}</h1>
          <p>{texts.missing}</p>
        </section>
      </SitePage>
    );

  const when = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(share.start));
  const errorOf = (name: CardField) => {
    const found = errors[name];
    return found ? messageOf(found, locale) : null;
  };

  let body;
  if (share.paid) {
    body = (
      <p role="status">
        {texts.paid} {share.confirmed ? texts.confirmed : texts.waiting}
      </p>
    );
  } else if (share.confirmed) {
    body = <p>{texts.closed}</p>;
  } else if (imprint) {
    body = (
      <div>
        <SecureCheckAnswer busy={busy} onAnswer={(approved) => void answer3ds(approved)} />
      </div>
    );
  } else {
    body = (
      <form onSubmit={(event) => void pay(event)} noValidate>
        <p>{texts.waiting}</p>
        <CardFields
          idPrefix={id}
          card={card}
          onChange={(name, value) => {
            setCard({ ...card, [name]: value });
            setErrors(({ [name]: _dropped, ...rest }) => rest);
          }}
          errorOf={errorOf}
          note={texts.note}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.paying : texts.pay(money(share.amount, locale))}
        </button>
      </form>
    );
  }

  return (
    <SitePage title={texts.title}>
      <section className="card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{texts.title}</h1>
        <h2 className="card-title">{texts.booking(share.shopName, share.eventTitle)}</h2>
        <p>{texts.when(when, t.events.persons(share.persons))}</p>
        <p>{texts.amount(money(share.amount, locale), money(share.totalTtc, locale))}</p>
        {body}
        {failures.length > 0 && (
          <div className="form-error" role="alert">
            <p>{texts.failed}</p>
            <ul>
              {failures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </SitePage>
  );
}
