import { useEffect, useRef } from 'react';
import { authHref } from '../config';
import { useTexts } from '../i18n';

/** The cookie `adult=true` records that the visitor certified being of age. */
export const ADULT_COOKIE = 'adult';
// A year, like the language cookie: the certificate is asked again on a new browser or after a year.
const ADULT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function hasAdultCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${ADULT_COOKIE}=true`);
}

/**
 * Adult gate: without the cookie, a blocking popup over the shop page (the page behind is inert).
 * Confirming sets the cookie; declining goes to the auth route. The layout owns whether it shows, so the
 * popup leaves and the page behind comes alive in the same render.
 */
export function AdultGate({ shopCode, onConfirm }: { shopCode: string; onConfirm: () => void }) {
  const { t } = useTexts();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => confirmRef.current?.focus(), []);

  const confirm = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${ADULT_COOKIE}=true; Max-Age=${ADULT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
    onConfirm();
  };
  const decline = () => window.location.assign(authHref(shopCode));

  return (
    <div className="gate-backdrop">
      <div
        className="gate"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="gate-title"
        aria-describedby="gate-text"
      >
        <span className="age-badge age-badge--large" aria-hidden="true">
          18+
        </span>
        <h2 id="gate-title">{t.adultGate.title}</h2>
        <p id="gate-text">{t.adultGate.text}</p>
        <div className="gate-actions">
          <button ref={confirmRef} type="button" className="button" onClick={confirm}>
            {t.adultGate.confirm}
          </button>
          <button type="button" className="button button--ghost" onClick={decline}>
            {t.adultGate.decline}
          </button>
        </div>
        <p className="gate-warning">{t.alcoholWarning}</p>
      </div>
    </div>
  );
}
