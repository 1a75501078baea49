import { ageingBucketOf, ageingByClient } from '../ageing.js';

describe('ageing buckets at their edges', () => {
  // Due on 1 March 2026 (March has 31 days, April 30): 31 March is 30 days late, 1 April 31 days,
  // 30 April 60 days, 1 May 61 days, 30 May 90 days, 31 May 91 days.
  test.each([
    ['2026-02-15', 'notDue'],
    ['2026-03-01', 'notDue'],
    ['2026-03-02', 'days1to30'],
    ['2026-03-31', 'days1to30'],
    ['2026-04-01', 'days31to60'],
    ['2026-04-30', 'days31to60'],
    ['2026-05-01', 'days61to90'],
    ['2026-05-30', 'days61to90'],
    ['2026-05-31', 'over90'],
  ])('an amount due on 1 March seen on %s is %s', (today, bucket) => {
    expect(ageingBucketOf('2026-03-01', today)).toBe(bucket);
  });
});

describe('ageing per client', () => {
  const none = { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };

  test('one row per client owing something, from the documents still owed only', () => {
    const rows = ageingByClient(
      [
        // Listed out of date order: the oldest due day is found whatever the order.
        { clientId: 1, outstanding: 200, dueDate: '2026-05-01', issueDate: '2026-04-01' },
        { clientId: 1, outstanding: 1000, dueDate: '2026-03-01', issueDate: '2026-02-01' },
        // No due day: due at issue, 12 days before today.
        { clientId: 1, outstanding: 500, dueDate: null, issueDate: '2026-03-20' },
        // Settled: neither counted nor the oldest due day.
        { clientId: 1, outstanding: 0, dueDate: '2026-01-01', issueDate: '2025-12-01' },
        // A client to whom the shop owes money has no row.
        { clientId: 2, outstanding: -300, dueDate: '2026-03-01', issueDate: '2026-02-01' },
        { clientId: 3, outstanding: 700, dueDate: '2025-12-01', issueDate: '2025-11-01' },
        { clientId: 4, outstanding: 90, dueDate: null, issueDate: '2026-03-25' },
      ],
      '2026-04-01',
    );
    expect(rows).toEqual([
      {
        clientId: 1,
        due: 1700,
        overdue: 1500,
        buckets: { ...none, notDue: 200, days1to30: 500, days31to60: 1000 },
        documents: 3,
        oldestDueDate: '2026-03-01',
      },
      {
        clientId: 3,
        due: 700,
        overdue: 700,
        buckets: { ...none, over90: 700 },
        documents: 1,
        oldestDueDate: '2025-12-01',
      },
      {
        clientId: 4,
        due: 90,
        overdue: 90,
        buckets: { ...none, days1to30: 90 },
        documents: 1,
        oldestDueDate: '2026-03-25',
      },
    ]);
  });

  test('nothing owed, no rows', () => {
    expect(ageingByClient([], '2026-04-01')).toEqual([]);
    expect(
      ageingByClient([{ clientId: 1, outstanding: 0, dueDate: null, issueDate: '2026-03-01' }], '2026-04-01'),
    ).toEqual([]);
  });
});
