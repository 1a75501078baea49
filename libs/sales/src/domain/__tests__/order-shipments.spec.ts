import fc from 'fast-check';
import { LEGAL_DOCUMENT_STATUSES } from '@cuvee/kernel';
import { paymentStatusOfShipmentInvoices } from '../order-invoicing.js';
import {
  checkShipment,
  fullyShipped,
  receivedForInvoice,
  shippedUnits,
  unitsLeft,
} from '../order-shipments.js';

const lines = [
  { id: 10, quantity: 12 },
  { id: 11, quantity: 6 },
];

describe('shipments of an order', () => {
  test('count the units each line shipped, over every shipment', () => {
    const shipped = shippedUnits([
      { lines: [{ lineId: 10, quantity: 8 }] },
      {
        lines: [
          { lineId: 10, quantity: 4 },
          { lineId: 11, quantity: 1 },
        ],
      },
    ]);
    expect(shipped).toEqual(
      new Map([
        [10, 12],
        [11, 1],
      ]),
    );
    expect(unitsLeft(lines, shipped)).toEqual([
      { lineId: 10, left: 0 },
      { lineId: 11, left: 5 },
    ]);
    expect(fullyShipped(lines, shipped)).toBe(false);
    expect(
      fullyShipped(
        lines,
        new Map([
          [10, 12],
          [11, 6],
        ]),
      ),
    ).toBe(true);
    expect(fullyShipped(lines, new Map())).toBe(false);
  });

  test('take up to what is left of each line, lines of zero left out', () => {
    const shipped = new Map([[10, 8]]);
    expect(
      checkShipment(lines, shipped, [
        { lineId: 10, quantity: 4 },
        { lineId: 11, quantity: 0 },
      ]),
    ).toEqual({ ok: true, units: new Map([[10, 4]]) });
    expect(checkShipment(lines, shipped, [{ lineId: 11, quantity: 6 }])).toEqual({
      ok: true,
      units: new Map([[11, 6]]),
    });
  });

  test('refuse one unit more than is left, a line of another order, a line twice, and nothing at all', () => {
    const shipped = new Map([[10, 8]]);
    expect(checkShipment(lines, shipped, [{ lineId: 10, quantity: 5 }])).toEqual({
      ok: false,
      refusal: { reason: 'tooMany', lineId: 10, asked: 5, left: 4 },
    });
    expect(checkShipment(lines, shipped, [{ lineId: 12, quantity: 1 }])).toEqual({
      ok: false,
      refusal: { reason: 'unknownLine', lineId: 12 },
    });
    expect(
      checkShipment(lines, shipped, [
        { lineId: 11, quantity: 1 },
        { lineId: 11, quantity: 0 },
      ]),
    ).toEqual({ ok: false, refusal: { reason: 'lineTwice', lineId: 11 } });
    expect(checkShipment(lines, shipped, [{ lineId: 11, quantity: 0 }])).toEqual({
      ok: false,
      refusal: { reason: 'empty' },
    });
  });

  test('never let shipments take more than was ordered, whatever is asked in turn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(10, 11), fc.nat({ max: 14 })), { maxLength: 12 }),
        (asks) => {
          const taken: { lines: { lineId: number; quantity: number }[] }[] = [];
          for (const [lineId, quantity] of asks) {
            const checked = checkShipment(lines, shippedUnits(taken), [{ lineId, quantity }]);
            if (checked.ok)
              taken.push({ lines: [...checked.units].map(([id, q]) => ({ lineId: id, quantity: q })) });
          }
          for (const { left } of unitsLeft(lines, shippedUnits(taken)))
            expect(left).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("an order invoiced per shipment: its payment status from its invoices'", () => {
  test('complete: paid when every invoice is, partial when some money came, pending when none', () => {
    expect(paymentStatusOfShipmentInvoices(['completed', 'completed'], true, 'pending')).toBe('paid');
    expect(paymentStatusOfShipmentInvoices(['completed', 'generated'], true, 'pending')).toBe('partial');
    expect(paymentStatusOfShipmentInvoices(['incomplete', 'generated'], true, 'pending')).toBe('partial');
    expect(paymentStatusOfShipmentInvoices(['generated', 'generated'], true, 'partial')).toBe('pending');
    // Invoices cancelled by credit notes do not count.
    expect(paymentStatusOfShipmentInvoices(['completed', 'cancelled'], true, 'pending')).toBe('paid');
    expect(paymentStatusOfShipmentInvoices(['cancelled'], true, 'partial')).toBeNull();
  });

  test('not yet complete: partial once money came, unless paid in full beforehand', () => {
    expect(paymentStatusOfShipmentInvoices(['completed'], false, 'pending')).toBe('partial');
    expect(paymentStatusOfShipmentInvoices(['incomplete'], false, 'pending')).toBe('partial');
    expect(paymentStatusOfShipmentInvoices(['completed'], false, 'paid')).toBeNull();
    expect(paymentStatusOfShipmentInvoices(['generated'], false, 'pending')).toBeNull();
  });

  test('says paid only when every counted invoice is completed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LEGAL_DOCUMENT_STATUSES), { minLength: 1, maxLength: 5 }),
        (statuses) => {
          const status = paymentStatusOfShipmentInvoices(statuses, true, 'pending');
          const counted = statuses.filter((s) => ['completed', 'incomplete', 'generated'].includes(s));
          expect(status === 'paid').toBe(counted.length > 0 && counted.every((s) => s === 'completed'));
        },
      ),
    );
  });
});

describe("what an order received, handed to its shipments' invoices", () => {
  test('credit first, then the payment, each up to what the invoice asks; the last one takes the rest', () => {
    const received = { credit: 3000, payment: 5000 };
    expect(receivedForInvoice(received, { credit: 0, payment: 0 }, 2000, false)).toEqual({
      credit: 2000,
      payment: 0,
    });
    expect(receivedForInvoice(received, { credit: 2000, payment: 0 }, 4000, false)).toEqual({
      credit: 1000,
      payment: 3000,
    });
    // Last: all that is left, whatever the invoice asks (billing keeps a surplus as client credit).
    expect(receivedForInvoice(received, { credit: 3000, payment: 3000 }, 500, true)).toEqual({
      credit: 0,
      payment: 2000,
    });
    expect(receivedForInvoice(received, { credit: 0, payment: 0 }, 0, false)).toEqual({
      credit: 0,
      payment: 0,
    });
  });

  test('over any run of invoices: never more than an invoice asks before the last, all of it after', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.nat({ max: 100_000 }),
        fc.array(fc.nat({ max: 60_000 }), { minLength: 1, maxLength: 5 }),
        (credit, payment, asks) => {
          let given = { credit: 0, payment: 0 };
          asks.forEach((asked, index) => {
            const last = index === asks.length - 1;
            const taken = receivedForInvoice({ credit, payment }, given, asked, last);
            expect(taken.credit).toBeGreaterThanOrEqual(0);
            expect(taken.payment).toBeGreaterThanOrEqual(0);
            if (!last) expect(taken.credit + taken.payment).toBeLessThanOrEqual(asked);
            given = { credit: given.credit + taken.credit, payment: given.payment + taken.payment };
            expect(given.credit).toBeLessThanOrEqual(credit);
            expect(given.payment).toBeLessThanOrEqual(payment);
          });
          expect(given).toEqual({ credit, payment });
        },
      ),
    );
  });
});
