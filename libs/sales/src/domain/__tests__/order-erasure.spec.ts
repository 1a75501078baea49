import fc from 'fast-check';
import { ORDER_STATUSES } from '@cuvee/kernel';
import { orderOnErasure } from '../order-erasure.js';

describe('what a client erasure does to an order', () => {
  test('an invoiced order is kept, whatever its status says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.integer({ min: 1 }), (status, invoiceId) => {
        expect(orderOnErasure({ status, invoiceId })).toBe('kept');
      }),
    );
    expect(orderOnErasure({ status: 'invoiced', invoiceId: null })).toBe('kept');
  });

  test('pending and validated orders hold the identity; every other one is anonymised', () => {
    expect(
      Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, orderOnErasure({ status, invoiceId: null })]),
      ),
    ).toEqual({
      draft: 'anonymised',
      pending: 'holdsIdentity',
      validated: 'holdsIdentity',
      refused: 'anonymised',
      cancelled: 'anonymised',
      aborted: 'anonymised',
      expired: 'anonymised',
      invoiced: 'kept',
      error: 'anonymised',
    });
  });
});
