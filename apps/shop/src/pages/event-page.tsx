import { addDays, addReservation, parisDateOf, resizedVisual, type SelectedPrice } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { data, useLoaderData, useOutletContext, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchEventOffer, fetchEventSlots, type EventOffer, type EventSlot } from '../api/reservations';
import type { ShopRouteData } from '../api/shop-data';
import { CartLink } from '../cart/cart-link';
import { updateCart } from '../cart/cart-store';
import { money } from '../format';
import { useTexts } from '../i18n';
import '../layout/front-pages.css';

/** The days the page offers: today and the next 13 (Paris). */
const DAYS = 14;
/** Places left are read again this often while the page is open. */
const REFRESH_MS = 30_000;

export interface EventPageData {
  event: EventOffer;
  slots: EventSlot[];
}

const nextDays = () => {
  const from = parisDateOf(new Date());
  return { from, to: addDays(from, DAYS - 1) };
};

/** An online event and its slots of the next two weeks; an id that is no event's is a page not found. */
export async function loadEvent(id: number): Promise<EventPageData> {
  // An address that names no event (letters, a fraction) is a page that does not exist.
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const { from, to } = nextDays();
  const [event, slots] = await Promise.all([fetchEventOffer(id), fetchEventSlots(id, from, to)]);
  return { event, slots };
}

export function loader({ params }: LoaderFunctionArgs): Promise<EventPageData> {
  return loadEvent(Number(params.event));
}

const time = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(new Date(iso));
const day = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * An event of the shop (/{name}/events/{id}): what it is, its open slots of the next two weeks with
 * the places left (read again every 30 s), the rates to choose, then the booking goes to the cart
 * (kernel addReservation) and is paid at the checkout like the products.
 */
export function Component() {
  const { shop } = useOutletContext<ShopRouteData>();
  return <EventBooking shopId={shop.id} loaded={useLoaderData<EventPageData>()} />;
}

/**
 * The booking of one event: its slots (read again every 30 s), the rates, then the cart. The event page
 * draws it in the shop's layout, an embedded iframe on its own (pages/iframe-page.tsx).
 */
export function EventBooking({ shopId, loaded }: { shopId: number; loaded: EventPageData }) {
  const { locale, t } = useTexts();
  const { event } = loaded;
  const [slots, setSlots] = useState(loaded.slots);
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [added, setAdded] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => {
      const { from, to } = nextDays();
      fetchEventSlots(event.id, from, to).then(setSlots, () => undefined);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [event.id]);

  const open = slots.filter((slot) => slot.open);
  const days = [...new Set(open.map((slot) => slot.date))];
  const shownDay = date ?? days[0] ?? null;
  const slot = open.find((s) => s.id === slotId) ?? null;
  const title = locale === 'en' ? event.titleEn || event.titleFr : event.titleFr;
  const description = locale === 'en' ? event.descriptionEn || event.descriptionFr : event.descriptionFr;
  const counted = (rateId: string) => {
    const rate = event.rates.find((r) => r.id === rateId);
    return rate !== undefined && rate.kind !== 'option' && !rate.notCounting;
  };
  const persons = Object.entries(quantities).reduce((n, [id, q]) => (counted(id) ? n + q : n), 0);
  const adults = event.rates.some((r) => r.kind === 'adult' && (quantities[r.id!] ?? 0) > 0);
  const full = slot !== null && persons >= slot.placesLeft;
  const total =
    event.rates.reduce((sum, r) => sum + r.priceTtc * (quantities[r.id!] ?? 0), 0) +
    persons * (event.touristTax ?? 0);

  const step = (rateId: string, by: number) => {
    setAdded(false);
    setQuantities({ ...quantities, [rateId]: Math.max(0, (quantities[rateId] ?? 0) + by) });
  };
  const add = () => {
    if (!slot) return;
    const prices: SelectedPrice[] = event.rates.flatMap((rate) =>
      (quantities[rate.id!] ?? 0) > 0
        ? [
            {
              priceId: rate.id!,
              productType: rate.kind === 'option' ? ('option' as const) : ('person' as const),
              notCounting: rate.kind === 'option' || (rate.notCounting ?? false),
              priceTTC: rate.priceTtc,
              quantity: quantities[rate.id!]!,
            },
          ]
        : [],
    );
    if (event.touristTax)
      prices.push({
        priceId: 'touristTax',
        productType: 'touristTax',
        notCounting: true,
        priceTTC: event.touristTax,
        quantity: 0,
      });
    updateCart((cart) =>
      addReservation(cart, shopId, {
        eventId: String(event.id),
        selectedSlot: { slotId: slot.id, start: slot.start, end: slot.end },
        selectedPrices: prices,
      }),
    );
    setQuantities({});
    setAdded(true);
  };

  return (
    <div className="container product-main">
      <article className="event-page">
        <h1>{title}</h1>
        {event.photoUrls.length > 0 && (
          <div className="event-photos">
            {event.photoUrls.map((url, index) => (
              <img
                key={url}
                src={resizedVisual(url, 640)}
                alt={index === 0 ? title : ''}
                width={320}
                height={240}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            ))}
          </div>
        )}
        {description && <p>{description}</p>}
        <p className="fine">
          {t.events.duration(event.durationMinutes)}
          {event.location ? ` · ${event.location}` : ''}
          {event.languages?.length ? ` · ${t.events.languages(event.languages.join(', '))}` : ''}
        </p>
        {days.length === 0 && <p>{t.events.noSlot}</p>}
        {days.length > 0 && (
          <section className="card" aria-label={t.events.chooseDay}>
            <h2 className="card-title">{t.events.chooseDay}</h2>
            <div className="choices" role="group" aria-label={t.events.chooseDay}>
              {days.map((d) => (
                <button
                  key={d}
                  type="button"
                  className={d === shownDay ? 'button' : 'button button--ghost'}
                  aria-pressed={d === shownDay}
                  onClick={() => {
                    setDate(d);
                    setSlotId(null);
                  }}
                >
                  {day(d, locale)}
                </button>
              ))}
            </div>
            <h2 className="card-title">{t.events.chooseSlot}</h2>
            <div className="choices" role="group" aria-label={t.events.chooseSlot}>
              {open
                .filter((s) => s.date === shownDay)
                .map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className={s.id === slotId ? 'button' : 'button button--ghost'}
                    aria-pressed={s.id === slotId}
                    onClick={() => setSlotId(s.id)}
                  >
                    {s.fullDay ? t.events.fullDay : time(s.start, locale)} ·{' '}
                    {t.events.placesLeft(s.placesLeft)}
                  </button>
                ))}
            </div>
          </section>
        )}
        {slot && (
          <section className="card" aria-label={t.events.rates}>
            <h2 className="card-title">{t.events.rates}</h2>
            <ul className="cart-lines">
              {event.rates.map((rate) => {
                const label = locale === 'en' ? rate.labelEn || rate.labelFr : rate.labelFr;
                const blocked = counted(rate.id!) && full;
                return (
                  <li key={rate.id} className="cart-line">
                    <div className="cart-line-name">
                      <strong>{label}</strong>
                      <span className="fine">{money(rate.priceTtc, locale)}</span>
                    </div>
                    <div className="stepper" role="group" aria-label={label}>
                      <button
                        type="button"
                        className="stepper-button"
                        aria-label={t.events.less(label)}
                        onClick={() => step(rate.id!, -1)}
                      >
                        −
                      </button>
                      <output className="stepper-value">{quantities[rate.id!] ?? 0}</output>
                      <button
                        type="button"
                        className="stepper-button"
                        aria-label={t.events.more(label)}
                        disabled={blocked}
                        onClick={() => step(rate.id!, 1)}
                      >
                        +
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            {event.touristTax ? (
              <p className="fine">{t.events.touristTax(money(event.touristTax, locale))}</p>
            ) : null}
            {full && <p role="status">{t.events.maxReached}</p>}
            {event.adultRequired && persons > 0 && !adults && <p role="status">{t.events.adultRequired}</p>}
            <p>
              <strong>{money(total, locale)}</strong>
            </p>
            <button
              type="button"
              className="button"
              disabled={persons === 0 || (event.adultRequired && !adults)}
              onClick={add}
            >
              {t.events.add}
            </button>
          </section>
        )}
        {added && (
          <p role="status">
            {t.events.added} <CartLink>{t.events.seeCart}</CartLink>
          </p>
        )}
      </article>
    </div>
  );
}
