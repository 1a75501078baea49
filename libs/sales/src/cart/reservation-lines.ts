import { htFromTtc, type Locale } from '@cuvee/kernel';
import type { BookingQuote } from '@cuvee/reservations';
import type { ReservationCharge } from '../domain/cart-pricing.js';
import type { LoadedSeller } from './cart-catalogue.js';

/*
 * An order's bookings as sales prices and writes them (ADR 0034): the reservations context quotes
 * them (the event's prices, tax included), sales charges them at the shop's standard VAT rate — a
 * visit is a service — and the tourist tax outside VAT, and writes one order line per rate, so the
 * order is invoiced like any other (the tourist tax on its own line).
 */

/** What a rate line of a booking writes on the order (productId 0: no catalogue product). */
export interface ReservationOrderLine {
  readonly productType: 'reservation' | 'touristTax';
  readonly name: string;
  readonly quantity: number;
  readonly vatRate: number;
  readonly unitHt: number;
  readonly unitVat: number;
}

/** The VAT rate of the shop's services, 0 when the shop charges none. */
export function serviceVatRate(seller: LoadedSeller): number {
  return seller.pricing.settings.hasTVA ? seller.pricing.settings.vatRate.standard : 0;
}

export function reservationCharges(quotes: readonly BookingQuote[], vatRate: number): ReservationCharge[] {
  return quotes.flatMap((quote) =>
    quote.booking.rates.flatMap((rate) =>
      rate.quantity > 0
        ? [
            {
              unitTtc: rate.unitTtc,
              quantity: rate.quantity,
              vatRate,
              touristTax: rate.kind === 'touristTax',
            },
          ]
        : [],
    ),
  );
}

const when = (start: Date, fullDay: boolean, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    ...(fullDay ? {} : { timeStyle: 'short' }),
  }).format(start);

/** "Visite et dégustation — Adulte (12/06/2026 10:30)", priced as reservationCharges priced it. */
export function reservationOrderLines(
  quotes: readonly BookingQuote[],
  vatRate: number,
  locale: Locale,
): ReservationOrderLine[] {
  return quotes.flatMap(({ event, slot, booking }) => {
    if (!event || !slot) return [];
    const title = locale === 'en' ? event.titleEn || event.titleFr : event.titleFr;
    return booking.rates.map((rate): ReservationOrderLine => {
      const tax = rate.kind === 'touristTax';
      const unitHt = tax ? rate.unitTtc : htFromTtc(rate.unitTtc, vatRate);
      return {
        productType: tax ? 'touristTax' : 'reservation',
        name: `${title} — ${rate.label} (${when(slot.start, slot.hours === null, locale)})`.slice(0, 150),
        quantity: rate.quantity,
        vatRate: tax ? 0 : vatRate,
        unitHt,
        unitVat: rate.unitTtc - unitHt,
      };
    });
  });
}
