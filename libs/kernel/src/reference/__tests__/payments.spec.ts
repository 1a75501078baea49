import { PAYMENT_DELAYS, dueDate, keysOf, type PaymentDelay } from '../index.js';

describe('payment delays', () => {
  test('the payment delays', () => {
    expect(keysOf(PAYMENT_DELAYS)).toEqual([
      'atOrder',
      'atDelivery',
      'days7',
      'days10',
      'days14',
      'days30',
      'days45',
      'days60',
      'days75',
      'days90',
      'days120',
      'endOfMonth',
      'days30EndOfMonth',
      'days45EndOfMonth',
      'days60EndOfMonth',
      'days90EndOfMonth',
      'days120EndOfMonth',
    ]);
  });
});

describe('dueDate', () => {
  test.each<[string, PaymentDelay, string]>([
    ['2024-01-15', 'days7', '2024-01-22'],
    ['2024-01-15', 'days10', '2024-01-25'],
    ['2024-01-15', 'days14', '2024-01-29'],
    ['2024-01-31', 'days30', '2024-03-01'],
    ['2024-12-15', 'days30', '2025-01-14'],
    ['2024-01-15', 'days45', '2024-02-29'],
    ['2024-01-15', 'days60', '2024-03-15'],
    ['2024-01-15', 'days75', '2024-03-30'],
    ['2024-01-15', 'days90', '2024-04-14'],
    ['2024-01-15', 'days120', '2024-05-14'],
    ['2024-01-15', 'atOrder', '2024-01-15'],
    // End of month.
    ['2024-02-10', 'endOfMonth', '2024-02-29'],
    ['2023-02-10', 'endOfMonth', '2023-02-28'],
    ['2024-04-30', 'endOfMonth', '2024-04-30'],
    ['2024-12-01', 'endOfMonth', '2024-12-31'],
    // N days, then the end of that month.
    ['2024-01-15', 'days30EndOfMonth', '2024-02-29'],
    ['2023-01-15', 'days30EndOfMonth', '2023-02-28'],
    ['2024-01-31', 'days30EndOfMonth', '2024-03-31'],
    ['2024-01-01', 'days30EndOfMonth', '2024-01-31'],
    ['2024-11-20', 'days45EndOfMonth', '2025-01-31'],
    ['2024-01-15', 'days60EndOfMonth', '2024-03-31'],
    ['2024-03-31', 'days90EndOfMonth', '2024-06-30'],
    ['2024-09-30', 'days120EndOfMonth', '2025-01-31'],
  ])('%p + %p → %p', (issue, delay, expected) => {
    expect(dueDate(issue, delay)).toBe(expected);
  });

  test('crosses the daylight-saving change without losing a day', () => {
    expect(dueDate('2024-03-25', 'days7')).toBe('2024-04-01');
    expect(dueDate('2024-10-25', 'days7')).toBe('2024-11-01');
  });

  test('a Date counts by its Paris day', () => {
    expect(dueDate(new Date('2024-01-31T23:30:00Z'), 'endOfMonth')).toBe('2024-02-29');
  });

  test('at delivery: the delivery day, or null while unknown', () => {
    expect(dueDate('2024-01-15', 'atDelivery')).toBeNull();
    expect(dueDate('2024-01-15', 'atDelivery', { deliveryDate: '2024-01-20' })).toBe('2024-01-20');
  });

  test('refuses an unknown delay or date', () => {
    expect(() => dueDate('2024-01-15', 'days8' as never)).toThrow(RangeError);
    expect(() => dueDate('2024-02-30', 'days7')).toThrow(RangeError);
  });
});
