import { priceTicket, spread, type TicketLineInput } from '../ticket.js';

const line = (fields: Partial<TicketLineInput>): TicketLineInput => ({
  label: 'Cuvée',
  quantity: 1,
  unitTtc: 1000,
  vatRate: 20,
  discount: 0,
  ...fields,
});

describe('a ticket: the edges', () => {
  test('a discount above the first line names line 1', () => {
    expect(priceTicket([line({ discount: 1001 }), line({})], 0, [{ method: 'card', amount: 2000 }])).toEqual({
      ok: false,
      failure: { key: 'till.discountAboveLine', line: 1 },
    });
  });

  test('paid exactly by card: no change, the payments kept as given', () => {
    const priced = priceTicket([line({})], 0, [{ method: 'card', amount: 1000 }]);
    expect(priced.ok && priced.ticket.totals.byPayment).toEqual({ card: 1000 });
    expect(priced.ok && priced.ticket.payments).toEqual([{ method: 'card', amount: 1000 }]);
    expect(priced.ok && priced.ticket.change).toBe(0);
  });

  test('change larger than the cash handed over is refused', () => {
    expect(
      priceTicket([line({})], 0, [
        { method: 'card', amount: 1500 },
        { method: 'cash', amount: 200 },
      ]),
    ).toEqual({ ok: false, failure: { key: 'till.changeWithoutCash' } });
  });

  test('a spread gives the leftover cents to the largest remainders, then to the first lines', () => {
    // 7 over 2:3 is 2.8 and 4.2: the cent left goes to the first.
    expect(spread(7, [2, 3])).toEqual([3, 4]);
    expect(spread(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spread(5, [0, 0])).toEqual([0, 0]);
    expect(spread(0, [1, 2])).toEqual([0, 0]);
  });
});
