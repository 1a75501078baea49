import { pageCookies, uiMessages } from '@cuvee/ui';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLoaderData } from 'react-router-dom';
import type { ShopRouteData } from '../api/shop-data';
import { useTexts } from '../i18n';
import { restoreUser, useSessionUser } from '../session/session';
import { useSignIn } from './account-menu';
import { AdultGate, hasAdultCookie } from './adult-gate';
import { MandatoryNotices } from './notices';
import { ShopHeader } from './shop-header';
import { shopLook } from './shop-look';
import { ChatButton } from './unread-badge';
import { useVersion } from './use-version';

/**
 * The shops layout: the shop header in the shop's style, the page, the footer with the
 * mandatory notices, the year, the legal notice and the version; and the adult gate over all of it for
 * a visitor who has not certified being of age.
 */
export function Component() {
  const data = useLoaderData<ShopRouteData>();
  const { shop, base } = data;
  const { locale, t } = useTexts();
  const ui = uiMessages[locale];
  const version = useVersion();
  const user = useSessionUser();
  const [openSignIn, signInDialog] = useSignIn(shop.code);
  const [gated, setGated] = useState(() => !hasAdultCookie(pageCookies()));
  // A signed-in account is not asked: the gate is for anonymous visitors.
  const gateShown = gated && !user;

  useEffect(() => {
    void restoreUser();
  }, []);

  return (
    <div className="shop" style={shopLook(shop)}>
      <div className="shop-page" inert={gateShown}>
        <a className="skip-link" href="#main">
          {ui.skipToContent}
        </a>
        <ShopHeader shop={shop} base={base} version={version} onSignIn={openSignIn} />
        <main id="main" tabIndex={-1}>
          <Outlet context={data} />
        </main>
        <footer className="footer footer--dark">
          <div className="container">
            <MandatoryNotices />
            <div className="footer-inner">
              <span>
                © {new Date().getFullYear()} {shop.name} · Cuvée
              </span>
              <Link to={`${base}/legal-notice`}>{t.legalNotice}</Link>
              {version && (
                <span>
                  {ui.version} {version}
                </span>
              )}
            </div>
          </div>
        </footer>
      </div>
      <ChatButton shop={shop} onSignIn={openSignIn} />
      {gateShown && <AdultGate shopCode={shop.code} onConfirm={() => setGated(false)} />}
      {signInDialog}
    </div>
  );
}
