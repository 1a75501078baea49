import {
  bottlingRefusal,
  buyerCancelRefusal,
  fitsQuota,
  isOpenOn,
  quotaFor,
  statementAmounts,
  subscriptionNumber,
  subscriptionTtc,
  type QuotaFacts,
} from '../primeur-rules.js';

// Examples at the edges the property tests do not reach: the first and last days of a campaign, a
// quota filled to the bottle, requests that are not a number of bottles.

describe('a quota', () => {
  const quota = { quantity: 12, subscribed: 5 };

  test('takes up to its last bottle, not one more', () => {
    expect(fitsQuota(quota, 7)).toBe(true);
    expect(fitsQuota(quota, 8)).toBe(false);
  });

  test.each([0, -1, 1.5, Number.NaN])('refuses a request of %p bottles', (quantity) => {
    expect(fitsQuota(quota, quantity)).toBe(false);
  });

  test('a quota without client nor typology is nobody’s, not that of clients without a typology', () => {
    const orphan: QuotaFacts = { id: 1, clientId: null, typology: null, quantity: 10, subscribed: 0 };
    expect(quotaFor([orphan], { id: 7, typology: null })).toBeNull();
  });

  test('another client’s quota is not taken for a typology’s', () => {
    const theirs: QuotaFacts = { id: 1, clientId: 8, typology: 'caviste', quantity: 10, subscribed: 0 };
    expect(quotaFor([theirs], { id: 7, typology: 'caviste' })).toBeNull();
  });
});

describe('a campaign', () => {
  const campaign = { status: 'open' as const, opensOn: '2026-04-01', closesOn: '2026-06-30' };

  test('takes subscriptions on its opening and closing days', () => {
    expect(isOpenOn(campaign, '2026-04-01')).toBe(true);
    expect(isOpenOn(campaign, '2026-06-30')).toBe(true);
  });

  test('lets a buyer cancel on its last day for it, not the day after', () => {
    const campaign = { status: 'open' as const, cancelUntil: '2026-03-31' };
    expect(buyerCancelRefusal(campaign, 'subscribed', '2026-03-31')).toBeNull();
    expect(buyerCancelRefusal(campaign, 'subscribed', '2026-04-01')).toBe('askTheShop');
  });

  test('is bottled with exactly the bottles subscribed', () => {
    expect(bottlingRefusal('closed', 40, 40)).toBeNull();
    expect(bottlingRefusal('closed', 39, 40)).toBe('tooFew');
  });
});

describe('documents and statements', () => {
  test('a subscription is numbered P- and six digits', () => {
    expect(subscriptionNumber(42)).toBe('P-000042');
    expect(subscriptionNumber(1234567)).toBe('P-1234567');
  });

  test('its price TTC is its HT with the VAT on it', () => {
    // 6 × 12.50 € HT at 20 %: 75.00 € + 15.00 €.
    expect(subscriptionTtc(6, 1250, 20)).toBe(9000);
  });

  test('a cancelled subscription keeps what its deposit invoice says was paid', () => {
    expect(
      statementAmounts({
        status: 'cancelled',
        priceTtc: 9000,
        deposit: { totalTtc: 2700, outstanding: 700 },
        balance: null,
      }),
    ).toEqual({ depositTtc: 2700, depositPaid: 2000, balanceDue: 0 });
  });
});
