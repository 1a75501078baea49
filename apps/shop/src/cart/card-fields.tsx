import { cardExpiry, cardNumber, cvv } from '@cuvee/kernel';
import { useTexts } from '../i18n';

/*
 * The card fields of a card payment, as the checkout and a group booking's payer page ask them (the
 * sandbox provider takes a test card number; a real provider's component would hand a token).
 */

export type CardField = 'cardNumber' | 'cardExpiry' | 'cvv';
export const CARD_RULES = {
  cardNumber: [cardNumber],
  cardExpiry: [cardExpiry],
  cvv: [cvv],
};
export const EMPTY_CARD: Record<CardField, string> = { cardNumber: '', cardExpiry: '', cvv: '' };

/** The card number as the provider takes it: digits only. */
export function cardMethodOf(card: Record<CardField, string>): string {
  return card.cardNumber.replace(/[\s-]/g, '');
}

export function CardFields({
  idPrefix,
  card,
  onChange,
  errorOf,
  note,
}: {
  idPrefix: string;
  /** What will be taken from the card, and when. */
  note: string;
  card: Record<CardField, string>;
  onChange: (name: CardField, value: string) => void;
  errorOf: (name: CardField) => string | null;
}) {
  const { t } = useTexts();
  const field = (name: CardField, label: string, autoComplete: string) => (
    <CheckoutInput
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={card[name]}
      onChange={(value) => onChange(name, value)}
      message={errorOf(name)}
      autoComplete={autoComplete}
      inputMode="numeric"
    />
  );
  return (
    <fieldset className="card checkout-section">
      <legend className="card-title">{t.checkout.card}</legend>
      <p className="fine">{note}</p>
      {field('cardNumber', t.checkout.cardNumber, 'cc-number')}
      <div className="field-row">
        {field('cardExpiry', t.checkout.cardExpiry, 'cc-exp')}
        {field('cvv', t.checkout.cvv, 'cc-csc')}
      </div>
    </fieldset>
  );
}

export function CheckoutInput({
  id,
  label,
  message,
  onChange,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  message: string | null;
  autoComplete?: string;
  type?: string;
  inputMode?: 'numeric';
}) {
  return (
    <div className="field-wrap">
      <label className="field" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...input}
        />
      </label>
      {message && (
        <span id={`${id}-error`} className="field-error">
          {message}
        </span>
      )}
    </div>
  );
}

/** The bank's 3-D Secure question after a card imprint (the sandbox asks it here), as both card flows ask it. */
export function SecureCheckAnswer({
  busy,
  onAnswer,
}: {
  busy: boolean;
  onAnswer: (approved: boolean) => void;
}) {
  const { t } = useTexts();
  return (
    <>
      <p>{t.secure.text}</p>
      <p className="fine">{t.secure.sandbox}</p>
      <div className="confirm-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => onAnswer(false)}
        >
          {t.secure.decline}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer(true)}>
          {busy ? t.secure.working : t.secure.approve}
        </button>
      </div>
    </>
  );
}
