import { saveBlob } from '@cuvee/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { eraseAccount, personalDataFile } from '../api/account';
import { useTexts } from '../i18n';
import { signOut } from '../session/session';

/**
 * The buyer's personal data (docs/operations/personal-data.md): download everything held about the
 * account, or erase it after typing the password; once erased, leaving ends the session here too.
 */
export function PersonalDataCard() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const id = useId();
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    try {
      saveBlob(await personalDataFile(), 'donnees-personnelles.json');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      setDone(await eraseAccount(password));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <section className="card personal-data" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="card-title">
          {t.space.privacy}
        </h2>
        <p role="status">{done}</p>
        {/* The account is blocked already: leaving ends the session here too. */}
        <button
          type="button"
          className="button"
          onClick={() => void signOut().then(() => navigate('/shops'))}
        >
          {t.space.leave}
        </button>
      </section>
    );
  return (
    <section className="card personal-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {t.space.privacy}
      </h2>
      <p className="fine">{t.space.privacyText}</p>
      <button type="button" className="button button--ghost" onClick={() => void download()}>
        {t.space.downloadData}
      </button>
      {erasing ? (
        <form onSubmit={(event) => void erase(event)} noValidate>
          <p id={`${id}-warning`}>{t.space.eraseWarning}</p>
          <label className="field" htmlFor={`${id}-password`}>
            <span>{t.space.erasePassword}</span>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              aria-describedby={`${id}-warning`}
              required
            />
          </label>
          <div className="confirm-actions">
            <button type="button" className="button button--ghost" onClick={() => setErasing(false)}>
              {t.cart.cancel}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t.space.eraseConfirm}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setErasing(true)}>
          {t.space.eraseAccount}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
