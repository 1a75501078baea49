import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { backofficeHref } from '../config';
import { useTexts } from '../i18n';
import { signIn } from '../session/session';

/**
 * Signing in on the shop front (a native modal dialog: focus kept inside, Escape closes). The account's
 * prices, tabs and producers then apply to every page; registration and a forgotten password go to the
 * back office's auth screens, in the shop's look (`?id=` its public code).
 */
export default function SignInDialog({ shopCode, onClose }: { shopCode?: string; onClose: () => void }) {
  const { t } = useTexts();
  const revalidator = useRevalidator();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = shopCode ? `?id=${encodeURIComponent(shopCode)}` : '';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await signIn(String(form.get('identifier') ?? ''), String(form.get('password') ?? ''));
    setBusy(false);
    if (!result.ok) {
      setError(result.message || t.account.failed);
      return;
    }
    onClose();
    // The same page, with the account's prices and tabs.
    void revalidator.revalidate();
  };

  return (
    <dialog ref={dialog} className="sign-in" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="sign-in-head">
          <h2 id={`${id}-title`}>{t.account.signInTitle}</h2>
          <button type="button" className="icon-button" aria-label={t.account.close} onClick={onClose}>
            ×
          </button>
        </div>
        <p className="fine">{t.account.signInIntro}</p>
        <label className="field" htmlFor={`${id}-identifier`}>
          <span>{t.account.identifier}</span>
          <input
            id={`${id}-identifier`}
            name="identifier"
            autoComplete="username"
            required
            onInput={() => setError(null)}
          />
        </label>
        <label className="field" htmlFor={`${id}-password`}>
          <span>{t.account.password}</span>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            onInput={() => setError(null)}
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t.account.submit}
        </button>
        <p className="sign-in-links">
          <a href={backofficeHref(`/auth/resetpwd${query}`)}>{t.account.forgotten}</a>
          <a href={backofficeHref(`/auth/register/buyer${query}`)}>{t.account.register}</a>
        </p>
      </form>
    </dialog>
  );
}
