import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTexts } from '../i18n';
import { useSessionUser, type SessionUser } from '../session/session';
import { useSignIn } from './account-menu';
import { SitePage } from './site-page';

/**
 * The buyer's space on the shop front (/dashboard, /dashboard/orders, /dashboard/orders/{id},
 * /dashboard/documents, /dashboard/settings, /tickets are drawn by the shop front for buyers, by the back office for the others): its
 * menu (Commandes, Factures, Réservations, Messagerie, Paramètres) and, for a visitor, the way to sign in.
 */
export function BuyerSpace({
  title,
  children,
}: {
  title: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { t } = useTexts();
  const user = useSessionUser();
  const [openSignIn, signInDialog] = useSignIn();
  return (
    <SitePage title={title}>
      <nav className="space-nav" aria-label={t.space.title}>
        <NavLink to="/dashboard/orders">{t.space.orders}</NavLink>
        <NavLink to="/dashboard/documents">{t.space.documentsTitle}</NavLink>
        <NavLink to="/dashboard/reservations">{t.events.myBookings}</NavLink>
        <NavLink to="/tickets">{t.messaging.title}</NavLink>
        <NavLink to="/dashboard/settings">{t.space.settings}</NavLink>
      </nav>
      {user ? (
        children(user)
      ) : (
        <section className="card">
          <p>{t.space.signIn}</p>
          <button type="button" className="button" onClick={openSignIn}>
            {t.account.signIn}
          </button>
        </section>
      )}
      {signInDialog}
    </SitePage>
  );
}
