import { pageLocation } from '@cuvee/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { backofficeHref } from '../config';
import { useTexts } from '../i18n';
import { signOut, useSessionUser } from '../session/session';
import { UnreadBadge, useUnreadCount } from './unread-badge';

const SignInDialog = lazy(() => import('./sign-in-dialog'));

/** The sign-in dialog, loaded the first time it opens (it is not part of the first page's code). */
export function useSignIn(shopCode?: string): [open: () => void, dialog: React.ReactNode] {
  const [open, setOpen] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <SignInDialog shopCode={shopCode} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return [() => setOpen(true), dialog];
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return (letters.slice(0, 2).join('') || '?').normalize('NFC');
}

/**
 * Account menu of the shop header: signed in, the username and email, "Mon espace" (a buyer's
 * is drawn by the shop front, the others' by the back office: /dashboard either way) and sign-out; signed out, sign in
 * (and create an account, hidden when the visitor came with a referral `refId`).
 */
export function AccountMenu({ shopCode, onSignIn }: { shopCode?: string; onSignIn: () => void }) {
  const { t } = useTexts();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const unread = useUnreadCount();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) {
    const referred = new URLSearchParams(pageLocation().search).has('refId');
    return (
      <div className="account">
        <button type="button" className="header-button" onClick={onSignIn}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          <span className="header-button-label">{t.account.signIn}</span>
        </button>
        {!referred && (
          <a
            className="header-link"
            href={backofficeHref(
              `/auth/register/buyer${shopCode ? `?id=${encodeURIComponent(shopCode)}` : ''}`,
            )}
          >
            {t.account.register}
          </a>
        )}
      </div>
    );
  }

  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="header-button avatar-button"
        aria-label={t.account.menu}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <UnreadBadge count={unread} />
      </button>
      <div id={`${id}-menu`} className="account-menu" hidden={!open}>
        <p className="account-name">{user.username}</p>
        <p className="account-email">{user.email}</p>
        {user.role === 'buyer' ? (
          <>
            <Link to="/dashboard" onClick={() => setOpen(false)}>
              {t.account.space}
            </Link>
            <Link to="/tickets" onClick={() => setOpen(false)}>
              {t.messaging.title} <UnreadBadge count={unread} />
            </Link>
          </>
        ) : (
          <a href={backofficeHref('/dashboard')}>{t.account.space}</a>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setOpen(false);
            void signOut().then(() => revalidator.revalidate());
          }}
        >
          {t.account.signOut}
        </button>
      </div>
    </div>
  );
}
