import fc from 'fast-check';
import { splitProportionally } from '@cuvee/kernel';
import {
  bottlingRefusal,
  buyerCancelRefusal,
  canCancel,
  CAMPAIGN_STATUSES,
  depositSplit,
  fitsQuota,
  isOpenOn,
  quotaFor,
  quotaLeft,
  statementAmounts,
  subscriptionTtc,
  SUBSCRIPTION_STATUSES,
  unitPriceFor,
  type QuotaFacts,
} from '../primeur-rules.js';

/*
 * Property tests of the primeur rules: quotas are never exceeded whatever the order of the requests,
 * the deposit and the balance always add up to the price, the quota a client falls under.
 */

describe('quota allocation', () => {
  test('any sequence of requests: what is taken never exceeds the quota, and all that fits is taken', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 }),
        (quantity, requests) => {
          const quota = { quantity, subscribed: 0 };
          let refusedWhileRoom = 0;
          for (const request of requests) {
            if (fitsQuota(quota, request)) quota.subscribed += request;
            else if (request <= quotaLeft(quota)) refusedWhileRoom++;
          }
          expect(quota.subscribed).toBeLessThanOrEqual(quantity);
          expect(refusedWhileRoom).toBe(0);
          expect(quotaLeft(quota)).toBe(quantity - quota.subscribed);
        },
      ),
    );
  });

  test('a client falls under their own quota first, else their typology’s, else none', () => {
    const quota = (id: number, clientId: number | null, typology: string | null): QuotaFacts => ({
      id,
      clientId,
      typology,
      quantity: 10,
      subscribed: 0,
    });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('caviste', 'restaurant', null),
        (own, shared, typology) => {
          const quotas = [
            ...(shared ? [quota(1, null, 'caviste')] : []),
            ...(own ? [quota(2, 7, null)] : []),
            quota(3, 8, null),
          ];
          const found = quotaFor(quotas, { id: 7, typology });
          if (own) expect(found?.id).toBe(2);
          else if (shared && typology === 'caviste') expect(found?.id).toBe(1);
          else expect(found).toBeNull();
        },
      ),
    );
  });

  test('a typology without its own price pays the campaign’s', () => {
    const campaign = { unitHt: 2500, prices: { caviste: 1800 } };
    expect(unitPriceFor(campaign, 'caviste')).toBe(1800);
    expect(unitPriceFor(campaign, 'restaurant')).toBe(2500);
    expect(unitPriceFor(campaign, null)).toBe(2500);
  });
});

describe('deposit and balance', () => {
  test('they add up to the price, the deposit is the percentage to the cent, both never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (price, percent) => {
          const { deposit, balance } = depositSplit(price, percent);
          expect(deposit + balance).toBe(price);
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(Math.abs(deposit - (price * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  test('the deposits of several subscriptions split like the kernel splits a sum in proportion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(20, 30, 33.33, 50),
        (prices, percent) => {
          const deposits = prices.map((price) => depositSplit(price, percent).deposit);
          const total = prices.reduce((a, b) => a + b, 0);
          // Each subscription rounds on its own: never more than a cent each away from the shares of one whole.
          const shares = splitProportionally(depositSplit(total, percent).deposit, prices);
          deposits.forEach((deposit, index) =>
            expect(Math.abs(deposit - shares[index]!)).toBeLessThanOrEqual(1),
          );
        },
      ),
    );
  });
});

describe('campaign rules', () => {
  test('subscriptions only while open and within the dates', () => {
    const campaign = { opensOn: '2026-04-01', closesOn: '2026-06-30' };
    for (const status of CAMPAIGN_STATUSES) {
      expect(isOpenOn({ ...campaign, status }, '2026-05-01')).toBe(status === 'open');
      expect(isOpenOn({ ...campaign, status }, '2026-03-31')).toBe(false);
      expect(isOpenOn({ ...campaign, status }, '2026-07-01')).toBe(false);
      expect(canCancel(status, 'subscribed')).toBe(status === 'open');
      expect(canCancel(status, 'delivered')).toBe(false);
    }
  });

  test('a buyer cancels only what the back office could, and only up to the campaign’s last day for it', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATUSES),
        fc.constantFrom(...SUBSCRIPTION_STATUSES),
        fc.option(day),
        day,
        (status, subscription, cancelUntil, today) => {
          const refusal = buyerCancelRefusal({ status, cancelUntil }, subscription, today);
          if (!canCancel(status, subscription)) expect(refusal).toBe('status');
          else expect(refusal).toBe(cancelUntil !== null && today <= cancelUntil ? null : 'askTheShop');
          // Whatever the dates, never more than the back office may do.
          if (refusal === null) expect(canCancel(status, subscription)).toBe(true);
        },
      ),
    );
  });

  test('bottling needs a closed campaign and enough bottles for every subscription', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATUSES),
        fc.nat(1000),
        fc.nat(1000),
        (status, bottled, subscribed) => {
          const refusal = bottlingRefusal(status, bottled, subscribed);
          if (status !== 'closed') expect(refusal).toBe('notClosed');
          else expect(refusal).toBe(bottled < subscribed ? 'tooFew' : null);
        },
      ),
    );
  });
});

describe('a client statement', () => {
  test('before the balance invoice, the deposit and the balance due add up to the price; paid never exceeds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.constantFrom(0, 5.5, 10, 20),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (quantity, unitHt, vatRate, depositBp, paidShare) => {
          const priceTtc = subscriptionTtc(quantity, unitHt, vatRate);
          const { deposit } = depositSplit(priceTtc, depositBp / 100);
          const outstanding = deposit - Math.round(deposit * paidShare);
          const amounts = statementAmounts({
            status: 'subscribed',
            priceTtc,
            deposit: { totalTtc: deposit, outstanding },
            balance: null,
          });
          expect(amounts.depositTtc + amounts.balanceDue).toBe(priceTtc);
          expect(amounts.depositPaid).toBe(deposit - outstanding);
          expect(amounts.depositPaid).toBeLessThanOrEqual(amounts.depositTtc);
        },
      ),
    );
  });

  test('a cancelled subscription owes nothing more; a balance invoice owes what it has outstanding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, owed) => {
          const facts = { priceTtc: price, deposit: null, balance: { outstanding: owed } };
          expect(statementAmounts({ ...facts, status: 'cancelled' }).balanceDue).toBe(0);
          expect(statementAmounts({ ...facts, status: 'delivered' }).balanceDue).toBe(owed);
        },
      ),
    );
  });
});
