import fc from 'fast-check';
import { addDays, htFromTtc } from '@cuvee/kernel';
import { countActivities, totalActivities, type ActivityTask } from '../activities.js';
import { attributeSales, touchOf, windowEnd, type CampaignTouch, type ClientInvoice } from '../campaigns.js';
import { bookingHt, fillRateOf, offeredCapacity, type OfferedSlot } from '../reservations.js';

/*
 * The rules of the activities, campaigns and reservations reports: counts that add up whichever way
 * they are cut, an invoice counted for one campaign at most and inside its window, places counted once
 * a slot.
 */

const START = '2025-03-01';
const dayIn = (days: number) => fc.integer({ min: 0, max: days }).map((n) => addDays(START, n));
const period = { from: addDays(START, 5), to: addDays(START, 25) };

const task: fc.Arbitrary<ActivityTask> = fc
  .record({
    assigneeId: fc.integer({ min: 1, max: 4 }),
    activityType: fc.constantFrom('phone', 'visit', 'tasting', 'other'),
    dueDay: dayIn(30),
    doneDay: fc.option(dayIn(30), { nil: null }),
    late: fc.boolean(),
  })
  .map(({ late, ...rest }) => ({ ...rest, overdue: rest.doneDay === null && late }));

describe('activities', () => {
  test('by person and by type, the counts add up to the same totals; overdue within planned, visits within done', () => {
    fc.assert(
      fc.property(fc.array(task, { maxLength: 60 }), (tasks) => {
        const byPerson = countActivities(tasks, period, (t) => String(t.assigneeId));
        const byType = countActivities(tasks, period, (t) => t.activityType);
        const total = totalActivities(byPerson.values());
        expect(totalActivities(byType.values())).toEqual(total);
        expect(total.planned).toBe(
          tasks.filter((t) => t.dueDay >= period.from && t.dueDay <= period.to).length,
        );
        for (const row of [...byPerson.values(), ...byType.values()]) {
          expect(row.overdue).toBeLessThanOrEqual(row.planned);
          expect(row.visits).toBeLessThanOrEqual(row.done);
          expect(row.planned + row.done).toBeGreaterThan(0);
        }
        expect(byType.get('visit')?.visits ?? 0).toBe(total.visits);
      }),
    );
  });
});

const touch: fc.Arbitrary<CampaignTouch> = fc.record({
  campaignId: fc.integer({ min: 1, max: 5 }),
  clientId: fc.integer({ min: 1, max: 6 }),
  day: dayIn(40),
});
const invoice = (documentId: number): fc.Arbitrary<ClientInvoice> =>
  fc.record({
    documentId: fc.constant(documentId),
    clientId: fc.integer({ min: 1, max: 6 }),
    day: dayIn(60),
    ht: fc.integer({ min: 0, max: 1_000_000 }),
  });
const invoices = fc
  .integer({ min: 0, max: 30 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => invoice(i + 1))));
const windowDays = fc.integer({ min: 1, max: 30 });

describe('campaigns', () => {
  test('an invoice counts once at most, for the latest mail to its client whose window holds it', () => {
    fc.assert(
      fc.property(fc.array(touch, { maxLength: 20 }), invoices, windowDays, (touches, list, window) => {
        const sales = attributeSales(touches, list, window);
        const counted = list.filter((one) => touchOf(one, touches, window) !== null);
        const rows = [...sales.values()];
        expect(rows.reduce((sum, row) => sum + row.invoices, 0)).toBe(counted.length);
        expect(rows.reduce((sum, row) => sum + row.ht, 0)).toBe(
          counted.reduce((sum, one) => sum + one.ht, 0),
        );
        for (const one of counted) {
          const chosen = touchOf(one, touches, window)!;
          expect(chosen.clientId).toBe(one.clientId);
          expect(chosen.day <= one.day && one.day <= windowEnd(chosen.day, window)).toBe(true);
          // No other mail to the client holds it and is later.
          expect(
            touches.some(
              (other) =>
                other.clientId === one.clientId &&
                other.day > chosen.day &&
                other.day <= one.day &&
                one.day <= windowEnd(other.day, window),
            ),
          ).toBe(false);
        }
      }),
    );
  });

  test('a longer window never counts fewer invoices', () => {
    fc.assert(
      fc.property(fc.array(touch, { maxLength: 20 }), invoices, windowDays, (touches, list, window) => {
        const count = (days: number) =>
          [...attributeSales(touches, list, days).values()].reduce((sum, row) => sum + row.invoices, 0);
        expect(count(window + 7)).toBeGreaterThanOrEqual(count(window));
      }),
    );
  });
});

describe('reservations', () => {
  const slot: fc.Arbitrary<OfferedSlot> = fc.record({
    key: fc.constantFrom('2031-03-14T10:00', '2031-03-15T00:30', '2031-03-16'),
    capacity: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  });

  test('each slot counts once, at its row’s places when booked, else the event’s', () => {
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 12 }), fc.integer({ min: 0, max: 40 }), (slots, capacity) => {
        const keys = [...new Set(slots.map((s) => s.key))];
        const expected = keys.reduce((sum, key) => {
          const booked = slots.filter((s) => s.key === key && s.capacity !== null).at(-1);
          return sum + (booked ? booked.capacity! : capacity);
        }, 0);
        expect(offeredCapacity(slots, capacity)).toBe(expected);
        expect(offeredCapacity([...slots].reverse(), capacity)).toBe(
          keys.reduce((sum, key) => {
            const booked = slots.filter((s) => s.key === key && s.capacity !== null)[0];
            return sum + (booked ? booked.capacity! : capacity);
          }, 0),
        );
      }),
    );
  });

  test('HT leaves the tourist tax out and never exceeds the price paid', () => {
    const rate = fc.record({
      kind: fc.constantFrom('adult', 'child', 'option', 'touristTax'),
      quantity: fc.integer({ min: 0, max: 10 }),
      unitTtc: fc.integer({ min: 0, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 6 }), fc.constantFrom(0, 5.5, 10, 20), (rates, vat) => {
        const ht = bookingHt(rates, vat);
        const sold = rates.filter((r) => r.kind !== 'touristTax');
        expect(ht).toBeLessThanOrEqual(sold.reduce((sum, r) => sum + r.unitTtc * r.quantity, 0));
        expect(ht).toBe(sold.reduce((sum, r) => sum + htFromTtc(r.unitTtc, vat) * r.quantity, 0));
        if (vat === 0) expect(ht).toBe(sold.reduce((sum, r) => sum + r.unitTtc * r.quantity, 0));
      }),
    );
  });

  test('the fill rate: persons over places, none without places', () => {
    expect(fillRateOf(3, 0)).toBeNull();
    expect(fillRateOf(7, 15)).toBe(0.467);
    expect(fillRateOf(15, 15)).toBe(1);
  });
});
