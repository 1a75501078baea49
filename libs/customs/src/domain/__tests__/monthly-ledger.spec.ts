import fc from 'fast-check';
import {
  closingOf,
  monthBalances,
  nextMonth,
  partitionMonth,
  sum,
  type Balance,
  type ClosedMonth,
  type LedgerItem,
} from '../monthly-ledger.js';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];

/**
 * A random history: movements reach the ledger one after the other (ids ascending), dated in any
 * month up to the one being written, and now and then the next month is validated — movements that
 * arrive afterwards may still be dated in it (they reached the ledger late).
 */
const history = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('move' as const),
        monthBack: fc.nat({ max: 2 }),
        // Product lines and CRD lines (capsules: purchases in, uses out) follow the same rules.
        key: fc.constantFrom(
          'a|suspended',
          'b|suspended',
          'a|paid',
          'T|COLLECTIVES_DROITS_SUSPENDUS|green|CL_75',
        ),
        category: fc.constantFrom('production', 'sale', 'loss', 'purchase', 'use'),
        amount: fc.integer({ min: 1, max: 5000 }),
        entry: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'validate' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'nextMonth' as const }) },
  ),
  { maxLength: 80 },
);

/** Plays a history; returns the items and the validated months, in order. */
function play(steps: Array<Record<string, unknown>>) {
  const items: LedgerItem[] = [];
  const closed: (ClosedMonth & { balances: Balance[] })[] = [];
  let current = 0;
  for (const step of steps) {
    if (step['kind'] === 'nextMonth' && current < MONTHS.length - 1) current += 1;
    if (step['kind'] === 'move') {
      items.push({
        id: items.length + 1,
        month: MONTHS[Math.max(0, current - (step['monthBack'] as number))]!,
        key: step['key'] as string,
        category: step['category'] as string,
        amount: step['amount'] as number,
        entry: step['entry'] as boolean,
      });
    }
    if (step['kind'] === 'validate') {
      const last = closed.at(-1) ?? null;
      const month = last ? nextMonth(last.month) : MONTHS[0]!;
      if (month > MONTHS[current]!) continue;
      const { balances } = monthBalances(items, month, last);
      closed.push({ month, watermark: items.length, closing: closingOf(balances), balances });
    }
  }
  return { items, closed };
}

const balanced = (b: Balance) => b.opening + sum(b.entries) - sum(b.exits) === b.closing;

describe('monthly balances', () => {
  test('each closing is the next opening, every product and CRD line balances, nothing is lost or counted twice', () => {
    fc.assert(
      fc.property(history, (steps) => {
        const { items, closed } = play(steps as Array<Record<string, unknown>>);
        const last = closed.at(-1) ?? null;
        const closings = new Map<string, Readonly<Record<string, number>>>();
        const openings = new Map<string, Readonly<Record<string, number>>>();
        for (const month of MONTHS) {
          // A validated month as it was fixed; the others are drafts after the last validated one.
          const fixed = closed.find((c) => c.month === month);
          const balances = fixed ? fixed.balances : monthBalances(items, month, last).balances;
          expect(balances.every(balanced)).toBe(true);
          openings.set(month, Object.fromEntries(balances.map((b) => [b.key, b.opening])));
          closings.set(month, closingOf(balances));
        }
        for (const [index, month] of MONTHS.slice(0, -1).entries()) {
          const closing = closings.get(month)!;
          const opening = openings.get(MONTHS[index + 1]!)!;
          for (const key of new Set([...Object.keys(closing), ...Object.keys(opening)])) {
            expect(opening[key] ?? 0).toBe(closing[key] ?? 0);
          }
        }
        // The last month's closing is the whole ledger: no movement lost, none counted twice.
        const finalClosing = closings.get(MONTHS.at(-1)!)!;
        const totals: Record<string, number> = {};
        for (const item of items)
          totals[item.key] = (totals[item.key] ?? 0) + (item.entry ? item.amount : -item.amount);
        for (const key of new Set([...Object.keys(totals), ...Object.keys(finalClosing)])) {
          expect(finalClosing[key] ?? 0).toBe(totals[key] ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('a movement dated in a validated month but received after its lock is carried into the next month', () => {
    const item = (id: number, month: string, amount: number): LedgerItem => ({
      id,
      month,
      key: 'a|suspended',
      category: 'sale',
      amount,
      entry: false,
    });
    const closedJanuary: ClosedMonth = { month: '2026-01', watermark: 2, closing: { 'a|suspended': 100 } };
    const items = [
      item(1, '2026-01', 5),
      item(2, '2026-01', 5),
      item(3, '2026-01', 7),
      item(4, '2026-02', 1),
    ];
    const { during, late } = partitionMonth(items, '2026-02', closedJanuary);
    expect(late.map((i) => i.id)).toEqual([3]);
    expect(during.map((i) => i.id)).toEqual([3, 4]);
    const { balances } = monthBalances(items, '2026-02', closedJanuary);
    expect(balances).toEqual([
      { key: 'a|suspended', opening: 100, entries: {}, exits: { sale: 8 }, closing: 92 },
    ]);
    // Two months on, the late movement is part of the opening instead.
    expect(partitionMonth(items, '2026-03', closedJanuary).before.map((i) => i.id)).toEqual([3, 4]);
    expect(() => partitionMonth(items, '2026-01', closedJanuary)).toThrow(RangeError);
  });
});
