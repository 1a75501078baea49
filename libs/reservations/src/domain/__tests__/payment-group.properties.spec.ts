import fc from 'fast-check';
import { MAX_PAYERS, paymentGroupFailures } from '../payment-group.js';

const codes = (total: number, payers: { email: string; amount: number }[]) =>
  paymentGroupFailures(total, payers).map((failure) => failure.code);

describe('payment groups', () => {
  it('accepts any split of a total into 2 to 30 positive shares of distinct payers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: MAX_PAYERS }),
        (shares) => {
          const payers = shares.map((amount, index) => ({ email: `p${index}@example.test`, amount }));
          const total = shares.reduce((sum, amount) => sum + amount, 0);
          expect(codes(total, payers)).toEqual([]);
          // A cent more or less is refused.
          expect(codes(total + 1, payers)).toEqual(['reservations.payersSum']);
          expect(codes(total - 1, payers)).toEqual(['reservations.payersSum']);
        },
      ),
    );
  });

  it('refuses one payer, a share of zero or less, and the same address twice (whatever its case)', () => {
    expect(codes(1000, [{ email: 'a@example.test', amount: 1000 }])).toEqual(['reservations.payersCount']);
    expect(
      codes(1000, [
        { email: 'a@example.test', amount: 1200 },
        { email: 'b@example.test', amount: -200 },
      ]),
    ).toEqual(['reservations.payerAmount']);
    expect(
      codes(1000, [
        { email: 'a@example.test', amount: 500 },
        { email: ' A@example.test', amount: 500 },
      ]),
    ).toEqual(['reservations.payerTwice']);
  });
});
