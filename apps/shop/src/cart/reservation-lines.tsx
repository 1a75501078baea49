import { removeReservation, type CartOrder, type CartReservationLine } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { fetchEventOffer } from '../api/reservations';
import { money } from '../format';
import { useTexts } from '../i18n';
import { updateCart } from './cart-store';

/**
 * A booking of the cart: the event, its slot, the persons and what it comes to at the rates the page
 * showed (the server prices it again: the order's totals below are its answer); removable on the cart
 * page.
 */
function ReservationLine({
  sellerId,
  line,
  editable,
}: {
  sellerId: number;
  line: CartReservationLine;
  editable: boolean;
}) {
  const { locale, t } = useTexts();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    fetchEventOffer(Number(line.eventId)).then(
      (event) => setTitle(locale === 'en' ? event.titleEn || event.titleFr : event.titleFr),
      () => setTitle(null),
    );
  }, [line.eventId, locale]);
  const name = title ?? t.events.booking;
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: 'medium',
    ...(line.selectedSlot.slotId.includes('T') ? { timeStyle: 'short' } : {}),
  }).format(new Date(line.selectedSlot.start));
  const total = line.selectedPrices.reduce((sum, price) => sum + price.priceTTC * price.quantity, 0);
  return (
    <li className="cart-line">
      <div className="cart-line-name">
        <strong>{name}</strong>
        <span className="fine">
          {when} · {t.events.persons(line.totalQuantity)}
        </span>
      </div>
      {editable ? (
        <div className="cart-line-actions">
          <button
            type="button"
            className="link-button"
            aria-label={`${t.events.remove} — ${name}`}
            onClick={() => updateCart((cart) => removeReservation(cart, sellerId, line))}
          >
            {t.cart.remove}
          </button>
        </div>
      ) : (
        <span className="cart-line-quantity">× {line.totalQuantity}</span>
      )}
      <span className="cart-line-total">{money(total, locale)}</span>
    </li>
  );
}

export function ReservationLines({ order, editable }: { order: CartOrder; editable: boolean }) {
  return (
    <>
      {order.reservations.map((line) => (
        <ReservationLine
          key={`${line.eventId}|${line.selectedSlot.slotId}`}
          sellerId={order.sellerId}
          line={line}
          editable={editable}
        />
      ))}
    </>
  );
}
