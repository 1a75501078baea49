import { chosenCreditFailure } from '../credit-amount.js';

describe('a client credit amount chosen for an order', () => {
  test('up to what the client holds and to the order TTC, both included', () => {
    expect(chosenCreditFailure(3000, 3000, 5000)).toBeNull();
    expect(chosenCreditFailure(5000, 8000, 5000)).toBeNull();
    expect(chosenCreditFailure(0, 0, 0)).toBeNull();
  });

  test('a cent above what the client holds, or above the TTC, is refused, the credit named first', () => {
    expect(chosenCreditFailure(3001, 3000, 5000)).toBe('sales.creditAboveAvailable');
    expect(chosenCreditFailure(5001, 8000, 5000)).toBe('sales.creditAboveTotal');
    expect(chosenCreditFailure(9000, 3000, 5000)).toBe('sales.creditAboveAvailable');
  });

  test('a total not known yet (the price still coming) is not checked', () => {
    expect(chosenCreditFailure(9000, 10_000, null)).toBeNull();
  });
});
