import { Link } from 'react-router-dom';
import type { EventOffer } from '../api/reservations';
import { money } from '../format';
import { useTexts } from '../i18n';

/**
 * The shop's online events on its home page (the page's data: in the page the server renders, so the
 * products below never move), each opening its event page; nothing when it has none.
 */
export function EventOffers({
  events,
  base,
  title,
}: {
  events: readonly EventOffer[];
  base: string;
  /** A builder page's own title for the list. */
  title?: string;
}) {
  const { locale, t } = useTexts();
  if (events.length === 0) return null;
  return (
    <section className="card" aria-labelledby="shop-events">
      <h2 id="shop-events" className="card-title">
        {title ?? t.events.title}
      </h2>
      <ul className="cart-lines">
        {events.map((event) => {
          const from = Math.min(...event.rates.filter((r) => r.kind !== 'option').map((r) => r.priceTtc));
          return (
            <li key={event.id} className="cart-line">
              <div className="cart-line-name">
                <strong>{locale === 'en' ? event.titleEn || event.titleFr : event.titleFr}</strong>
                <span className="fine">
                  {t.events.duration(event.durationMinutes)} · {money(from, locale)}
                </span>
              </div>
              <Link className="button" to={`${base}/events/${event.id}`}>
                {t.events.see}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
