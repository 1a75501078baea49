import { statusLabel } from '@cuvee/kernel';
import { LanguageSwitch, uiMessages } from '@cuvee/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchMyOrders, type OrderSummary } from '../api/sales';
import { dayText, money } from '../format';
import { useTexts } from '../i18n';
import { useSignIn } from '../layout/account-menu';
import { SitePage } from '../layout/site-page';
import { useSessionUser } from '../session/session';

/** The orders the buyer space lists: the latest 50 (GET /v1/orders answers at most 100 a page). */
const LATEST = [0, 49] as const;

/**
 * The buyer's space (spec §2 buyer menu, kept modest): the buyer's orders (GET /v1/orders as a buyer)
 * with their status, each opening its detail; the profile; the language.
 */
export function Component() {
  const { locale, t } = useTexts();
  const user = useSessionUser();
  const [openSignIn, signInDialog] = useSignIn();
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    fetchMyOrders(LATEST).then(
      (found) => live && setOrders(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [user]);

  if (!user) {
    return (
      <SitePage title={t.space.title}>
        <h1>{t.space.title}</h1>
        <section className="card">
          <p>{t.space.signIn}</p>
          <button type="button" className="button" onClick={openSignIn}>
            {t.account.signIn}
          </button>
        </section>
        {signInDialog}
      </SitePage>
    );
  }

  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  return (
    <SitePage title={t.space.title}>
      <h1>{t.space.title}</h1>
      <div className="space">
        <section className="card" aria-labelledby="space-orders">
          <h2 id="space-orders" className="card-title">
            {t.space.orders}
          </h2>
          {failed ? (
            <p className="form-error" role="alert">
              {t.errors.failed}
            </p>
          ) : orders === null ? (
            <p aria-busy="true">{t.loading}</p>
          ) : orders.length === 0 ? (
            <p className="empty">{t.space.noOrders}</p>
          ) : (
            <div className="table-scroll">
              <table className="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t.space.number}</th>
                    <th scope="col" className="col-optional">
                      {t.space.seller}
                    </th>
                    <th scope="col" className="col-optional">
                      {t.space.date}
                    </th>
                    <th scope="col">{t.space.status}</th>
                    <th scope="col" className="numeric">
                      {t.space.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`/account/orders/${order.id}`}>{order.number}</Link>
                      </th>
                      <td className="col-optional">{order.sellerName}</td>
                      <td className="col-optional">{dayText(order.placedAt ?? order.createdAt, locale)}</td>
                      <td>
                        <span className={`status status--${order.status}`}>
                          {statusLabel('order', order.status, locale)}
                        </span>
                      </td>
                      <td className="numeric">{money(order.totalTTC, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <aside className="space-side">
          <section className="card" aria-labelledby="space-profile">
            <h2 id="space-profile" className="card-title">
              {t.space.profile}
            </h2>
            <p>{name}</p>
            <p className="fine">{user.email}</p>
          </section>
          <section className="card" aria-labelledby="space-settings">
            <h2 id="space-settings" className="card-title">
              {t.space.settings}
            </h2>
            <p>{t.space.language}</p>
            <LanguageSwitch locale={locale} label={uiMessages[locale].languageNav} />
          </section>
        </aside>
      </div>
    </SitePage>
  );
}
