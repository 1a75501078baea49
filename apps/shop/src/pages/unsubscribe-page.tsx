import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchUnsubscription, unsubscribe, type Unsubscription } from '../api/marketing';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/** The API's words for a refused call; none when it did not answer (the page then says it failed). */
const apiMessages = (error: unknown) => (error instanceof ApiError ? error.messages : []);

/**
 * /disable-tracking-notif?token=…: where a campaign mail's footer link leads (docs/marketing.md). No
 * login: the page names the shop and the address half hidden, and « Me désabonner » withdraws the
 * consent (POST /v1/marketing/unsubscribe/{token}), which the mail's one-click header also does.
 */
export function Component() {
  const { t } = useTexts();
  const texts = t.unsubscribe;
  const [search] = useSearchParams();
  const token = search.get('token');
  const [found, setFound] = useState<Unsubscription | null>(null);
  const [justDone, setJustDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // null: nothing failed; empty: the API did not answer.
  const [failures, setFailures] = useState<string[] | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchUnsubscription(token).then(
      (answer) => live && setFound(answer),
      (error: unknown) => live && setFailures(apiMessages(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const leave = async () => {
    if (!token) return;
    setBusy(true);
    setFailures(null);
    try {
      setFound(await unsubscribe(token));
      setJustDone(true);
    } catch (error) {
      setFailures(apiMessages(error));
    }
    setBusy(false);
  };

  let body;
  if (!token) {
    body = <p>{texts.missing}</p>;
  } else if (found) {
    body = (
      <>
        <h2 className="card-title">{found.shopName}</h2>
        {found.unsubscribed ? (
          <p role="status">{(justDone ? texts.done : texts.already)(found.email, found.shopName)}</p>
        ) : (
          <>
            <p>{texts.receiving(found.email, found.shopName)}</p>
            <div className="confirm-actions">
              <button type="button" className="button" disabled={busy} onClick={() => void leave()}>
                {busy ? texts.working : texts.confirm}
              </button>
            </div>
          </>
        )}
      </>
    );
  } else if (!failures) {
    body = <p aria-busy="true">{t.loading}</p>;
  }

  return (
    <SitePage title={texts.title}>
      <section className="card unsubscribe" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{texts.title}</h1>
        {body}
        {failures && (
          <div className="form-error" role="alert">
            {found && <p>{texts.failed}</p>}
            {(failures.length > 0 ? failures : [t.errors.failed]).map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </section>
    </SitePage>
  );
}
