import { FrontPage } from '@cuvee/ui';
import { useEffect, type ReactNode } from 'react';
import { CartButton } from '../cart/cart-button';
import { useTexts } from '../i18n';
import { restoreUser } from '../session/session';
import { AccountMenu, useSignIn } from './account-menu';
import { MandatoryNotices } from './notices';
import { ChatButton } from './unread-badge';
import { useVersion } from './use-version';
import './front-pages.css';

/**
 * The frame of the pages that belong to no one shop — the cart, the checkout, the buyer's space: Cuvée's
 * header with the cart, the account and the language, the mandatory notices in the footer (alcohol is
 * sold here too). Its styles come with these pages' chunks.
 */
export function SitePage({ title, children }: { title: string; children: ReactNode }) {
  const { locale, t } = useTexts();
  const version = useVersion();
  const [openSignIn, signInDialog] = useSignIn();

  useEffect(() => {
    void restoreUser();
  }, []);

  return (
    <FrontPage
      locale={locale}
      texts={{ ...t, title: `${title} — Cuvée` }}
      version={version ?? undefined}
      headerTone="light"
      footerTone="dark"
      footerTop={<MandatoryNotices />}
      headerActions={
        <>
          <CartButton />
          <AccountMenu onSignIn={openSignIn} />
        </>
      }
    >
      <div className="container site-page">{children}</div>
      <ChatButton onSignIn={openSignIn} />
      {signInDialog}
    </FrontPage>
  );
}
