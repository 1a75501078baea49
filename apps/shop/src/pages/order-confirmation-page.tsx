import { statusLabel } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchOrder, type OrderDetail } from '../api/sales';
import { money } from '../format';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/** After the checkout: the orders placed (one per seller), their numbers, totals and statuses. */
export function Component() {
  const { locale, t } = useTexts();
  const [search] = useSearchParams();
  const ids = (search.get('orders') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const key = ids.join(',');
  const [orders, setOrders] = useState<OrderDetail[] | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map((id) => fetchOrder(Number(id)).catch(() => null)),
    ).then((found) => live && setOrders(found.filter((order): order is OrderDetail => order !== null)));
    return () => {
      live = false;
    };
  }, [key]);

  return (
    <SitePage title={t.confirmation.title}>
      <section className="card confirmation" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{t.confirmation.title}</h1>
        <p>{t.confirmation.text}</p>
        {orders === null ? (
          <p aria-busy="true">{t.loading}</p>
        ) : (
          <ul className="confirmation-orders">
            {orders.map((order) => (
              <li key={order.id}>
                <strong>
                  {t.confirmation.number} {order.number}
                </strong>{' '}
                — {order.sellerName} — {money(order.totalTTC, locale)} {t.price.ttc}
                <span className="fine">
                  {' '}
                  · {statusLabel('order', order.status, locale)} ·{' '}
                  {statusLabel('payment', order.paymentStatus, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="confirm-actions">
          <Link className="button button--ghost" to="/shops">
            {t.confirmation.continue}
          </Link>
          <Link className="button" to="/dashboard/orders">
            {t.confirmation.orders}
          </Link>
        </p>
      </section>
    </SitePage>
  );
}
