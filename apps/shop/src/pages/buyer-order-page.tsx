import { statusLabel } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { fetchOrder, type OrderDetail } from '../api/sales';
import { dayText, money } from '../format';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { ContactProducer } from './contact-producer';

/**
 * /dashboard/orders/{id} for a buyer (GET /v1/orders/{id}): its statuses, where to pay it by transfer
 * (the seller's IBAN and BIC, the reference to write) until it is paid, lines as priced when placed,
 * totals, delivery, and its invoice once billed (its PDF on /dashboard/documents).
 */
export function Component() {
  const { t } = useTexts();
  return <BuyerSpace title={t.space.orders}>{() => <OrderDetailView />}</BuyerSpace>;
}

function OrderDetailView() {
  const { locale, t } = useTexts();
  const { id } = useParams();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchOrder(Number(id)).then(
      (found) => live && setOrder(found),
      (error: unknown) =>
        live &&
        setFailure(error instanceof ApiError && error.messages[0] ? error.messages[0] : t.errors.failed),
    );
    return () => {
      live = false;
    };
  }, [id, t]);

  useEffect(() => {
    if (order) document.title = `${t.space.order(order.number)} — Cuvée`;
  }, [order, t]);

  return (
    <>
      <p className="breadcrumb">
        <Link to="/dashboard/orders">← {t.space.back}</Link>
      </p>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : !order ? (
        <p aria-busy="true">{t.loading}</p>
      ) : (
        <>
          <h1>{t.space.order(order.number)}</h1>
          <p className="lead">
            {order.sellerName} · {t.space.placed(dayText(order.placedAt ?? order.createdAt, locale))}
          </p>
          <p>
            <ContactProducer
              shopId={order.shopId}
              shopName={order.sellerName}
              aboutType="order"
              aboutId={order.id}
              aboutLabel={t.space.order(order.number)}
            />
          </p>
          <dl className="order-statuses">
            <div>
              <dt>{t.space.status}</dt>
              <dd>{statusLabel('order', order.status, locale)}</dd>
            </div>
            <div>
              <dt>{t.space.payment}</dt>
              <dd>{statusLabel('payment', order.paymentStatus, locale)}</dd>
            </div>
            <div>
              <dt>{t.space.deliveryStatus}</dt>
              <dd>
                {statusLabel('delivery', order.deliveryStatus, locale)}
                {order.delivery.label ? ` · ${order.delivery.label}` : ''}
              </dd>
            </div>
          </dl>
          {order.transfer && order.paymentStatus !== 'paid' && (
            <section className="card" aria-labelledby="order-transfer">
              <h2 id="order-transfer" className="card-title">
                {t.space.transfer}
              </h2>
              <p>{t.space.transferText}</p>
              <dl className="transfer-details">
                <dt>{t.space.iban}</dt>
                <dd>{order.transfer.iban}</dd>
                {order.transfer.bic && (
                  <>
                    <dt>{t.space.bic}</dt>
                    <dd>{order.transfer.bic}</dd>
                  </>
                )}
                <dt>{t.space.reference}</dt>
                <dd>{order.transfer.reference}</dd>
                <dt>{t.cart.totalTtc}</dt>
                <dd>{money(order.totalTTC, locale)}</dd>
              </dl>
            </section>
          )}
          <section className="card" aria-labelledby="order-lines">
            <h2 id="order-lines" className="card-title">
              {t.space.lines}
            </h2>
            <div className="table-scroll">
              <table className="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t.space.product}</th>
                    <th scope="col" className="numeric">
                      {t.space.quantity}
                    </th>
                    <th scope="col" className="numeric">
                      {t.space.lineTotal}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        {[line.name, line.vintageName, line.formatLabel].filter(Boolean).join(' · ')}
                      </th>
                      <td className="numeric">{line.quantity}</td>
                      <td className="numeric">
                        {money(order.displayTtc ? line.totalTtc : line.totalHt, locale)}{' '}
                        {order.displayTtc ? t.price.ttc : t.price.ht}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="order-totals">
              <div>
                <dt>{t.cart.productsHt}</dt>
                <dd>{money(order.totalHT, locale)}</dd>
              </div>
              <div>
                <dt>{t.cart.delivery}</dt>
                <dd>{money(order.shipping + order.margin, locale)}</dd>
              </div>
              <div>
                <dt>{t.cart.vat}</dt>
                <dd>{money(order.tva, locale)}</dd>
              </div>
              <div className="order-totals-ttc">
                <dt>{t.cart.totalTtc}</dt>
                <dd>{money(order.totalTTC, locale)}</dd>
              </div>
            </dl>
          </section>
          <section className="card" aria-labelledby="order-documents">
            <h2 id="order-documents" className="card-title">
              {t.space.documents}
            </h2>
            <p>
              {order.invoiceNumber ? (
                <>
                  {t.space.invoice(order.invoiceNumber)} ·{' '}
                  <Link to="/dashboard/documents">{t.space.seeDocuments}</Link>
                </>
              ) : (
                t.space.noDocuments
              )}
            </p>
          </section>
        </>
      )}
    </>
  );
}
