import { failure, type Cents, type SelectedPrice, type ValidationFailure } from '@cuvee/kernel';
import type { Slot } from './schedule.js';

/*
 * What a booking may be (docs/reservations.md "Booking rules"), framework-free: the rates asked must be
 * the event's, a counted person is needed (an adult when the event says so), the slot must still be
 * open (not started, not past the cut-off) and hold enough places. Prices come from the event, never
 * from the cart; the tourist tax is paid by every counted person.
 */

export const RATE_KINDS = ['adult', 'child', 'option'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** The id the tourist tax carries in a cart's rates. */
export const TOURIST_TAX_RATE_ID = 'touristTax';

export interface Rate {
  readonly id: string;
  readonly kind: RateKind;
  readonly labelFr: string;
  readonly labelEn: string;
  /** Tax-inclusive, cents. */
  readonly priceTtc: Cents;
  /** Takes no place and pays no tourist tax (a baby, a meal, a bottle to take home). */
  readonly notCounting: boolean;
}

export interface BookingPolicy {
  readonly rates: readonly Rate[];
  /** Per counted person, cents; 0 for none. */
  readonly touristTax: Cents;
  readonly adultRequired: boolean;
  /** Bookings close this many hours before the start. */
  readonly cutoffHours: number;
}

export interface AskedRate {
  readonly rateId: string;
  readonly quantity: number;
}

/** A rate of a booking as priced by the event. */
export interface PricedRate {
  readonly rateId: string;
  readonly kind: RateKind | 'touristTax';
  readonly label: string;
  readonly quantity: number;
  readonly unitTtc: Cents;
  readonly notCounting: boolean;
}

export interface PricedBooking {
  readonly rates: readonly PricedRate[];
  /** Counted persons: the places taken. */
  readonly persons: number;
  readonly totalTtc: Cents;
}

/** The rates of a booking at the event's prices, the tourist tax added; unknown rates are failures. */
export function priceBooking(
  policy: BookingPolicy,
  asked: readonly AskedRate[],
  locale: 'fr' | 'en',
): { booking: PricedBooking; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const quantities = new Map<string, number>();
  for (const { rateId, quantity } of asked) {
    if (rateId === TOURIST_TAX_RATE_ID) continue;
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      failures.push(failure('validation.number'));
      continue;
    }
    if (!policy.rates.some((rate) => rate.id === rateId)) {
      failures.push(failure('reservations.unknownRate', { rate: rateId }));
      continue;
    }
    quantities.set(rateId, (quantities.get(rateId) ?? 0) + quantity);
  }
  const rates: PricedRate[] = policy.rates.flatMap((rate) => {
    const quantity = quantities.get(rate.id) ?? 0;
    if (quantity === 0) return [];
    const label = locale === 'en' ? rate.labelEn || rate.labelFr : rate.labelFr;
    const notCounting = rate.kind === 'option' || rate.notCounting;
    return [{ rateId: rate.id, kind: rate.kind, label, quantity, unitTtc: rate.priceTtc, notCounting }];
  });
  const persons = rates.reduce((n, rate) => (rate.notCounting ? n : n + rate.quantity), 0);
  if (policy.touristTax > 0 && persons > 0)
    rates.push({
      rateId: TOURIST_TAX_RATE_ID,
      kind: 'touristTax',
      label: locale === 'en' ? 'Tourist tax' : 'Taxe de séjour',
      quantity: persons,
      unitTtc: policy.touristTax,
      notCounting: true,
    });
  const totalTtc = rates.reduce((sum, rate) => sum + rate.unitTtc * rate.quantity, 0);
  return { booking: { rates, persons, totalTtc }, failures };
}

export interface SlotFacts {
  readonly slot: Slot | null;
  readonly placesLeft: number;
}

/** Every reason the booking cannot be taken now, all at once; empty when it can. */
export function bookingFailures(
  policy: BookingPolicy,
  booking: PricedBooking,
  facts: SlotFacts,
  now: Date,
): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  if (!facts.slot) return [failure('reservations.unknownSlot')];
  if (facts.slot.start.getTime() <= now.getTime()) found.push(failure('reservations.slotPast'));
  else if (!bookable(facts.slot.start, policy.cutoffHours, now))
    found.push(failure('reservations.slotClosed', { hours: String(policy.cutoffHours) }));
  if (booking.persons === 0) found.push(failure('reservations.personRequired'));
  else if (policy.adultRequired && !booking.rates.some((rate) => rate.kind === 'adult' && !rate.notCounting))
    found.push(failure('reservations.adultRequired'));
  if (booking.persons > facts.placesLeft) found.push(failure('cart.slotMaxReached'));
  return found;
}

/** Whether a slot starting at `start` still takes bookings: not started, not past its cut-off. */
export function bookable(start: Date, cutoffHours: number, now: Date): boolean {
  return start.getTime() > now.getTime() && start.getTime() - cutoffHours * 3_600_000 >= now.getTime();
}

/** Whether the buyer may still cancel: up to `cancellationHours` before the start. */
export function mayCancel(start: Date, cancellationHours: number, now: Date): boolean {
  return start.getTime() - cancellationHours * 3_600_000 >= now.getTime();
}

/**
 * Whether a booking's visit is still to come (not cancelled, not over): the estate needs to know who
 * comes, so erasing the client's personal data keeps its contact until then (ADR 0066).
 */
export function visitToCome(booking: { status: string; endsAt: Date }, now: Date): boolean {
  return booking.status !== 'cancelled' && booking.endsAt.getTime() > now.getTime();
}

/** A cart's rates read as asked rates (the cart's prices are never trusted). */
export function askedRatesOf(prices: readonly Pick<SelectedPrice, 'priceId' | 'quantity'>[]): AskedRate[] {
  return prices.map((price) => ({ rateId: price.priceId, quantity: price.quantity }));
}
