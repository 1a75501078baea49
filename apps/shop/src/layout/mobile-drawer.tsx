import { LanguageSwitch, uiMessages } from '@cuvee/ui';
import type { ShopTab } from '@cuvee/kernel';
import { useEffect, useRef } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { backofficeHref } from '../config';
import { useTexts } from '../i18n';
import { signOut, useSessionUser } from '../session/session';
import { hasPage, tabHref, useCurrentTab } from './shop-tabs';

/**
 * Mobile shop header: a side drawer with the tabs, "Mon espace", sign-out (or sign-in), the
 * language and a footer with the year and the version. A modal dialog: focus stays inside, Escape and
 * the backdrop close it.
 */
export function MobileDrawer({
  id,
  shopName,
  base,
  tabs,
  version,
  onClose,
  onSignIn,
}: {
  id: string;
  shopName: string;
  base: string;
  tabs: ShopTab[];
  version: string | null;
  onClose: () => void;
  onSignIn: () => void;
}) {
  const { locale, t } = useTexts();
  const ui = uiMessages[locale];
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const dialog = useRef<HTMLDialogElement>(null);
  const current = useCurrentTab(tabs);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const link = (tab: ShopTab, child = false) => (
    <li key={tab.id}>
      <Link
        className={child ? 'drawer-link drawer-link--child' : 'drawer-link'}
        to={tabHref(base, tab, tabs)}
        aria-current={current?.id === tab.id ? 'page' : undefined}
        onClick={onClose}
      >
        {tab.name}
      </Link>
    </li>
  );

  return (
    <dialog
      ref={dialog}
      id={id}
      className="drawer"
      aria-label={t.header.menu}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer-panel">
        <div className="drawer-head">
          <span className="drawer-title">{shopName}</span>
          <button type="button" className="icon-button" aria-label={t.header.closeMenu} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={t.header.tabs}>
          <ul className="drawer-tabs">
            <li>
              <Link
                className="drawer-link"
                to={base}
                onClick={onClose}
                aria-current={!current ? 'page' : undefined}
              >
                {t.header.home}
              </Link>
            </li>
            {tabs.flatMap((tab) =>
              tab.children.length === 0
                ? [link(tab)]
                : [
                    hasPage(tab) ? (
                      link(tab)
                    ) : (
                      <li key={tab.id} className="drawer-group">
                        {tab.name}
                      </li>
                    ),
                    ...tab.children.map((child) => link(child, true)),
                  ],
            )}
          </ul>
        </nav>
        <div className="drawer-account">
          {user ? (
            <>
              <p className="fine">{user.email}</p>
              {user.role === 'buyer' ? (
                <Link className="drawer-link" to="/dashboard" onClick={onClose}>
                  {t.account.space}
                </Link>
              ) : (
                <a className="drawer-link" href={backofficeHref('/dashboard')}>
                  {t.account.space}
                </a>
              )}
              <button
                type="button"
                className="drawer-link link-button"
                onClick={() => {
                  onClose();
                  void signOut().then(() => revalidator.revalidate());
                }}
              >
                {t.account.signOut}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => {
                onClose();
                onSignIn();
              }}
            >
              {t.account.signIn}
            </button>
          )}
        </div>
        <LanguageSwitch locale={locale} label={ui.languageNav} />
        <p className="drawer-foot">
          © {new Date().getFullYear()} {shopName}
          {version && (
            <>
              {' '}
              · {ui.version} {version}
            </>
          )}
        </p>
      </div>
    </dialog>
  );
}
