import fc from 'fast-check';
import {
  bookingFailures,
  mayCancel,
  priceBooking,
  visitToCome,
  type BookingPolicy,
} from '../booking-rules.js';
import type { Slot } from '../schedule.js';

/*
 * The booking rules: the event prices the rates (the cart's prices are never read), every counted
 * person pays the tourist tax and takes a place, options and free rates take none, a child alone is
 * refused when an adult is required, and a slot closes at its cut-off.
 */

const policy: BookingPolicy = {
  rates: [
    { id: 'adult', kind: 'adult', labelFr: 'Adulte', labelEn: 'Adult', priceTtc: 1500, notCounting: false },
    { id: 'child', kind: 'child', labelFr: 'Enfant', labelEn: 'Child', priceTtc: 800, notCounting: false },
    { id: 'baby', kind: 'child', labelFr: 'Bébé', labelEn: 'Baby', priceTtc: 0, notCounting: true },
    {
      id: 'lunch',
      kind: 'option',
      labelFr: 'Déjeuner',
      labelEn: 'Lunch',
      priceTtc: 2500,
      notCounting: false,
    },
  ],
  touristTax: 120,
  adultRequired: true,
  cutoffHours: 2,
};

const HOUR = 3_600_000;
const now = new Date('2026-06-01T08:00:00Z');
const slotAt = (start: Date): Slot => ({
  key: 'k',
  date: '2026-06-01',
  hours: { start: '10:00', end: '11:00' },
  start,
  end: new Date(start.getTime() + HOUR),
});

test('persons, tourist tax and total follow the counted rates only, whatever the quantities', () => {
  const quantity = fc.integer({ min: 0, max: 30 });
  fc.assert(
    fc.property(quantity, quantity, quantity, quantity, (adult, child, baby, lunch) => {
      const asked = [
        { rateId: 'adult', quantity: adult },
        { rateId: 'child', quantity: child },
        { rateId: 'baby', quantity: baby },
        { rateId: 'lunch', quantity: lunch },
        { rateId: 'touristTax', quantity: 99 },
      ];
      const { booking, failures } = priceBooking(policy, asked, 'fr');
      expect(failures).toEqual([]);
      expect(booking.persons).toBe(adult + child);
      const tax = booking.rates.find((rate) => rate.kind === 'touristTax');
      expect(tax?.quantity ?? 0).toBe(adult + child);
      expect(booking.totalTtc).toBe(adult * 1500 + child * 800 + lunch * 2500 + (adult + child) * 120);
      const found = bookingFailures(
        policy,
        booking,
        { slot: slotAt(new Date(now.getTime() + 5 * HOUR)), placesLeft: 10 },
        now,
      );
      const expected = [
        ...(adult + child === 0 ? [{ code: 'reservations.personRequired' }] : []),
        ...(adult + child > 0 && adult === 0 ? [{ code: 'reservations.adultRequired' }] : []),
        ...(adult + child > 10 ? [{ code: 'cart.slotMaxReached' }] : []),
      ];
      expect(found).toEqual(expected);
    }),
  );
});

test('an unknown rate is named; a started slot is past; the cut-off closes it', () => {
  expect(priceBooking(policy, [{ rateId: 'vip', quantity: 1 }], 'fr').failures).toEqual([
    { code: 'reservations.unknownRate', params: { rate: 'vip' } },
  ]);
  const { booking } = priceBooking(policy, [{ rateId: 'adult', quantity: 1 }], 'fr');
  const at = (hours: number) =>
    bookingFailures(
      policy,
      booking,
      { slot: slotAt(new Date(now.getTime() + hours * HOUR)), placesLeft: 5 },
      now,
    );
  expect(at(-1)).toEqual([{ code: 'reservations.slotPast' }]);
  expect(at(1)).toEqual([{ code: 'reservations.slotClosed', params: { hours: '2' } }]);
  expect(at(2)).toEqual([]);
  expect(bookingFailures(policy, booking, { slot: null, placesLeft: 5 }, now)).toEqual([
    { code: 'reservations.unknownSlot' },
  ]);
  expect(mayCancel(new Date(now.getTime() + 24 * HOUR), 24, now)).toBe(true);
  expect(mayCancel(new Date(now.getTime() + 23 * HOUR), 24, now)).toBe(false);
});

test('a visit is to come until it ends, unless cancelled', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('confirmed', 'awaitingPayment', 'cancelled'),
      fc.integer({ min: -100 * HOUR, max: 100 * HOUR }),
      (status, shift) => {
        const endsAt = new Date(now.getTime() + shift);
        expect(visitToCome({ status, endsAt }, now)).toBe(status !== 'cancelled' && shift > 0);
      },
    ),
  );
});
