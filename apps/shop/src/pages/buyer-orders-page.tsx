import { statusLabel } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchMyOrders, type OrderSummary } from '../api/sales';
import { dayText, money } from '../format';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { useSessionUser } from '../session/session';

/** The orders listed: the latest 50 (GET /v1/orders answers at most 100 a page). */
const LATEST = [0, 49] as const;

/**
 * /dashboard/orders for a buyer: their orders (GET /v1/orders as a buyer), newest first, with
 * seller, date, status and total; each opens its detail.
 */
export function Component() {
  const { t } = useTexts();
  return <BuyerSpace title={t.space.orders}>{() => <OrdersTable />}</BuyerSpace>;
}

function OrdersTable() {
  const { locale, t } = useTexts();
  const user = useSessionUser();
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchMyOrders(LATEST).then(
      (found) => live && setOrders(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [user?.id]);

  return (
    <>
      <h1>{t.space.orders}</h1>
      <section className="card" aria-label={t.space.orders}>
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
                      <Link to={`/dashboard/orders/${order.id}`}>{order.number}</Link>
                    </th>
                    <td className="col-optional">{order.sellerName}</td>
                    <td className="col-optional">{dayText(order.placedAt ?? order.createdAt, locale)}</td>
                    <td>{statusLabel('order', order.status, locale)}</td>
                    <td className="numeric">{money(order.totalTTC, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
