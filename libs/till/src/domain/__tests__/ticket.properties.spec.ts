import fc from 'fast-check';
import { priceTicket, spread, type TicketLineInput } from '../ticket.js';
import { cancellationTotals, sumTotals } from '../totals.js';

const line = fc.record({
  label: fc.constant('Vin'),
  quantity: fc.integer({ min: 1, max: 24 }),
  unitTtc: fc.integer({ min: 0, max: 20_000 }),
  vatRate: fc.constantFrom(20, 5.5, 10),
  discount: fc.constant(0),
});

/** Lines with line discounts within each line, a ticket discount within the ticket. */
const ticketInput = fc
  .array(line, { minLength: 1, maxLength: 8 })
  .chain((lines) =>
    fc
      .tuple(...lines.map((l) => fc.integer({ min: 0, max: l.quantity * l.unitTtc })))
      .map((discounts) => lines.map((l, i): TicketLineInput => ({ ...l, discount: discounts[i]! }))),
  )
  .chain((lines) => {
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitTtc - l.discount, 0);
    return fc.record({
      lines: fc.constant(lines),
      discount: fc.integer({ min: 0, max: subtotal }),
      card: fc.integer({ min: 0, max: subtotal }),
      extraCash: fc.integer({ min: 0, max: 10_000 }),
    });
  });

describe('a till ticket priced (property tests)', () => {
  it('adds up: lines, VAT rates and payments all equal the total, HT + VAT = TTC', () => {
    fc.assert(
      fc.property(ticketInput, ({ lines, discount, card, extraCash }) => {
        const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitTtc - l.discount, 0);
        const total = subtotal - discount;
        const cardPaid = Math.min(card, total);
        const payments = [
          { method: 'cb', amount: cardPaid },
          { method: 'cash', amount: total - cardPaid + extraCash },
        ];
        const priced = priceTicket(lines, discount, payments);
        if (!priced.ok) throw new Error(priced.failure.key);
        const { totals, change } = priced.ticket;
        expect(totals.ttc).toBe(total);
        expect(change).toBe(extraCash);
        expect(priced.ticket.lines.reduce((sum, l) => sum + l.totalTtc, 0)).toBe(total);
        expect(priced.ticket.lines.every((l) => l.totalTtc >= 0)).toBe(true);
        const rows = Object.values(totals.byRate);
        expect(rows.reduce((sum, r) => sum + r.ttc, 0)).toBe(total);
        expect(rows.every((r) => r.ht + r.vat === r.ttc)).toBe(true);
        expect(totals.ht + totals.vat).toBe(total);
        expect(Object.values(totals.byPayment).reduce((sum, a) => sum + a, 0)).toBe(total);
      }),
      { numRuns: 2000 },
    );
  });

  it('a ticket and its cancellation sum to nothing, and count both in the absolute amount', () => {
    fc.assert(
      fc.property(ticketInput, ({ lines, discount }) => {
        const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitTtc - l.discount, 0);
        const priced = priceTicket(lines, discount, [{ method: 'cb', amount: subtotal - discount }]);
        if (!priced.ok) throw new Error(priced.failure.key);
        const both = sumTotals([priced.ticket.totals, cancellationTotals(priced.ticket.totals)]);
        expect([both.ttc, both.ht, both.vat]).toEqual([0, 0, 0]);
        expect(Object.values(both.byRate).every((r) => r.ttc === 0 && r.ht === 0 && r.vat === 0)).toBe(true);
        expect(both.absolute).toBe(2 * (subtotal - discount));
      }),
    );
  });

  it('spreads an amount over weights exactly, each share within one cent of its proportion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, ratio) => {
          const total = weights.reduce((sum, w) => sum + w, 0);
          const amount = Math.floor(total * ratio);
          const shares = spread(amount, weights);
          expect(shares.reduce((sum, s) => sum + s, 0)).toBe(total === 0 ? 0 : amount);
          shares.forEach((share, i) => {
            expect(share).toBeLessThanOrEqual(weights[i]!);
            if (total > 0) expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('a till ticket refused', () => {
  const wine: TicketLineInput = { label: 'Chinon', quantity: 2, unitTtc: 1500, vatRate: 20, discount: 0 };

  it('refuses a line discount above the line', () => {
    expect(priceTicket([wine, { ...wine, discount: 3001 }], 0, [])).toEqual({
      ok: false,
      failure: { key: 'till.discountAboveLine', line: 2 },
    });
  });

  it('refuses a ticket discount above the ticket', () => {
    expect(priceTicket([wine], 3001, [])).toEqual({
      ok: false,
      failure: { key: 'till.discountAboveTicket' },
    });
  });

  it('refuses a payment below the total', () => {
    expect(priceTicket([wine], 0, [{ method: 'cb', amount: 2999 }])).toEqual({
      ok: false,
      failure: { key: 'till.paymentBelowTotal', total: 3000, paid: 2999 },
    });
  });

  it('gives change out of cash only', () => {
    expect(priceTicket([wine], 0, [{ method: 'cb', amount: 3500 }])).toEqual({
      ok: false,
      failure: { key: 'till.changeWithoutCash' },
    });
    const priced = priceTicket([wine], 0, [
      { method: 'cb', amount: 1000 },
      { method: 'cash', amount: 5000 },
    ]);
    expect(priced.ok && [priced.ticket.change, priced.ticket.totals.byPayment]).toEqual([
      3000,
      { cash: 2000, cb: 1000 },
    ]);
  });
});
