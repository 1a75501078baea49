import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { validate3ds } from '../api/sales';
import { SecureCheckAnswer } from '../cart/card-fields';
import { imprintDone } from '../cart/checkout-progress';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/**
 * /validate3ds: where the bank sends the buyer back after 3-D Secure (`?imprint=`). The sandbox
 * provider has no bank page of its own: the holder answers here, and POST /v1/orders/validate3ds
 * carries the answer. Then the next card order's bank page, or the confirmation.
 */
export function Component() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const imprint = search.get('imprint');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);

  const answer = async (approved: boolean) => {
    if (!imprint) return;
    setBusy(true);
    setFailures([]);
    try {
      const order = await validate3ds(imprint, approved);
      const next = imprintDone(imprint, order.id);
      if (next.startsWith('/')) void navigate(next);
      else window.location.assign(next);
    } catch (error) {
      setFailures(
        error instanceof ApiError && error.messages.length > 0 ? error.messages : [t.errors.failed],
      );
      setBusy(false);
    }
  };

  return (
    <SitePage title={t.secure.title}>
      <section className="card secure" aria-labelledby="secure-title">
        <h1 id="secure-title">{t.secure.title}</h1>
        {imprint ? (
          <SecureCheckAnswer busy={busy} onAnswer={(approved) => void answer(approved)} />
        ) : (
          <p>{t.secure.missing}</p>
        )}
        {failures.length > 0 && (
          <div className="form-error" role="alert">
            <p>{t.secure.failed}</p>
            <ul>
              {failures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <p>
              <Link to="/dashboard/orders">{t.secure.orders}</Link>
            </p>
          </div>
        )}
      </section>
    </SitePage>
  );
}
