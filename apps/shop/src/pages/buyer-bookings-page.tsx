import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messagesOf } from '../api/client';
import { cancelMyBooking, fetchMyBooking, fetchMyBookings, type Booking } from '../api/reservations';
import { money } from '../format';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { useSessionUser } from '../session/session';
import { ContactProducer } from './contact-producer';

const when = (booking: Booking, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: 'medium',
    ...(booking.slotId.includes('T') ? { timeStyle: 'short' } : {}),
  }).format(new Date(booking.start));

/**
 * /dashboard/reservations and /dashboard/reservations/{id} for a buyer: their bookings (GET
 * /v1/reservations as a buyer), or one of them with its rates; each cancellable within the event's
 * delay, the places given back.
 */
export function Component() {
  const { t } = useTexts();
  return <BuyerSpace title={t.events.myBookings}>{() => <Bookings />}</BuyerSpace>;
}

function Bookings() {
  const { locale, t } = useTexts();
  const user = useSessionUser();
  const { id } = useParams();
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  // Read again after a cancellation (`version`), for another user or another booking.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    (id ? fetchMyBooking(Number(id)).then((one) => [one]) : fetchMyBookings()).then(
      (found) => live && setBookings(found),
      () => live && setErrors([t.errors.failed]),
    );
    return () => {
      live = false;
    };
  }, [user?.id, id, version, t]);

  const cancel = async (booking: Booking) => {
    const { error } = await cancelMyBooking(booking.id);
    setErrors(error ? messagesOf(error) : []);
    setVersion((n) => n + 1);
  };

  return (
    <>
      <h1>{t.events.myBookings}</h1>
      {errors.map((error) => (
        <p key={error} className="form-error" role="alert">
          {error}
        </p>
      ))}
      {bookings === null ? (
        <p aria-busy="true">{t.loading}</p>
      ) : bookings.length === 0 ? (
        <p className="empty">{t.events.noBookings}</p>
      ) : (
        bookings.map((booking) => (
          <section key={booking.id} className="card" aria-label={booking.eventTitle}>
            <h2 className="card-title">
              {id ? (
                booking.eventTitle
              ) : (
                <Link to={`/dashboard/reservations/${booking.id}`}>{booking.eventTitle}</Link>
              )}
            </h2>
            <p>
              {when(booking, locale)} · {t.events.persons(booking.persons)} ·{' '}
              {money(booking.totalTtc, locale)} · {t.events.statuses[booking.status]}
            </p>
            {id && (
              <ul className="cart-lines">
                {booking.rates.map((rate) => (
                  <li key={rate.rateId} className="cart-line">
                    <span className="cart-line-name">{rate.label}</span>
                    <span className="cart-line-quantity">× {rate.quantity}</span>
                    <span className="cart-line-total">{money(rate.unitTtc * rate.quantity, locale)}</span>
                  </li>
                ))}
              </ul>
            )}
            {id && (
              <p>
                <ContactProducer
                  shopId={booking.shopId}
                  shopName={booking.shopName}
                  aboutType="booking"
                  aboutId={booking.id}
                  aboutLabel={booking.eventTitle}
                />
              </p>
            )}
            {booking.cancellable && (
              <button type="button" className="link-button" onClick={() => void cancel(booking)}>
                {t.events.cancel}
              </button>
            )}
          </section>
        ))
      )}
    </>
  );
}
