import { htFromTtc, type VatRate } from '@cuvee/kernel';

/*
 * Wine tourism (docs/analytics.md "Reservations", ADR 0080): the places an event offered over days and
 * how full they were, and what its bookings bring in HT.
 */

/** A slot the schedule gives (its key) or a slot someone booked (its key and the places it holds). */
export interface OfferedSlot {
  readonly key: string;
  /** The places of a booked slot's row; null: the event's capacity. */
  readonly capacity: number | null;
}

/**
 * The places offered by an event's slots: each slot once, at its row's capacity once booked (the
 * places it was opened with), else the event's. A booked slot the schedule no longer gives still
 * counts: it was offered.
 */
export function offeredCapacity(slots: readonly OfferedSlot[], eventCapacity: number): number {
  const byKey = new Map<string, number>();
  for (const slot of slots) {
    const known = byKey.get(slot.key);
    if (slot.capacity !== null) byKey.set(slot.key, slot.capacity);
    else if (known === undefined) byKey.set(slot.key, eventCapacity);
  }
  return [...byKey.values()].reduce((sum, places) => sum + places, 0);
}

/** Persons booked over places offered, three decimals; null when nothing was offered. */
export function fillRateOf(persons: number, capacity: number): number | null {
  return capacity > 0 ? Math.round((persons / capacity) * 1000) / 1000 : null;
}

/** A booking's rates as priced (tax included), with the tourist tax among them. */
export interface BookedRate {
  readonly kind: string;
  readonly quantity: number;
  readonly unitTtc: number;
}

/**
 * What a booking sells HT: each rate's unit price without the VAT of a service, times its quantity, as
 * the order that invoices it does; the tourist tax is collected for the commune, not sold.
 */
export function bookingHt(rates: readonly BookedRate[], vatRate: VatRate): number {
  return rates
    .filter((rate) => rate.kind !== 'touristTax')
    .reduce((sum, rate) => sum + htFromTtc(rate.unitTtc, vatRate) * rate.quantity, 0);
}
