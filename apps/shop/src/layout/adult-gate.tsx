import { useEffect, useRef, useState } from 'react';
import { authHref } from '../config';
import { useTexts } from '../i18n';

/** Spec §4: the cookie `adult=true` records that the visitor certified being of age. */
export const ADULT_COOKIE = 'adult';
// A year, like the language cookie: the certificate is asked again on a new browser or after a year.
const ADULT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function hasAdultCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${ADULT_COOKIE}=true`);
}

/**
 * Spec §4 adult gate: without the cookie, a blocking popup over the shop page (the page behind is inert).
 * Confirming sets the cookie; declining goes to the auth route.
 */
export function AdultGate({
  shopCode,
  onOpenChange,
}: {
  shopCode: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTexts();
  const [open, setOpen] = useState(() => !hasAdultCookie(document.cookie));
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    onOpenChange(open);
    if (open) confirmRef.current?.focus();
  }, [open, onOpenChange]);

  if (!open) return null;

  const confirm = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${ADULT_COOKIE}=true; Max-Age=${ADULT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
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
