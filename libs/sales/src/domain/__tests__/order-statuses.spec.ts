import {
  checkTransition,
  DELIVERY_STATUSES,
  messageText,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  terminalStatuses,
  transition,
  TransitionRefusedError,
  type TransitionMap,
} from '@cuvee/kernel';
import {
  DELIVERY_TRANSITIONS,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type OrderFacts,
  type PaymentFacts,
} from '../order-statuses.js';

/*
 * Every pair of statuses of each set is tried: the pinned moves below must pass (with facts that
 * satisfy their guards), every other pair must be refused. The pins make a change to a map deliberate.
 */

const ORDER_MOVES = [
  'draft->pending',
  'draft->aborted',
  'draft->expired',
  'pending->validated',
  'pending->refused',
  'pending->cancelled',
  'pending->aborted',
  'pending->expired',
  'pending->error',
  'validated->invoiced',
  'validated->cancelled',
  'validated->error',
  'error->pending',
  'error->validated',
  'error->cancelled',
];

const DELIVERY_MOVES = [
  'pending->preparation',
  'pending->error',
  'preparation->pendingPickup',
  'preparation->transit',
  'preparation->delivered',
  'preparation->error',
  'pendingPickup->pickup',
  'pendingPickup->exception',
  'pendingPickup->error',
  'pickup->transit',
  'pickup->exception',
  'pickup->error',
  'transit->delivered',
  'transit->partiallyDelivered',
  'transit->returned',
  'transit->exception',
  'transit->error',
  'partiallyDelivered->delivered',
  'partiallyDelivered->partiallyReturned',
  'partiallyDelivered->exception',
  'partiallyReturned->returned',
  'partiallyReturned->exception',
  'delivered->partiallyReturned',
  'delivered->returned',
  'exception->transit',
  'exception->delivered',
  'exception->partiallyDelivered',
  'exception->returned',
  'exception->error',
  'error->pending',
];

const PAYMENT_MOVES = [
  'pending->setup',
  'pending->scheduled',
  'pending->processing',
  'pending->paid',
  'pending->partial',
  'pending->missing',
  'pending->cancelled',
  'pending->error',
  'setup->requiresAction',
  'setup->scheduled',
  'setup->error',
  'setup->cancelled',
  'requiresAction->scheduled',
  'requiresAction->error',
  'requiresAction->cancelled',
  'scheduled->processing',
  'scheduled->paid',
  'scheduled->partial',
  'scheduled->missing',
  'scheduled->cancelled',
  'processing->paid',
  'processing->partial',
  'processing->error',
  'partial->paid',
  'partial->missing',
  'partial->refunded',
  'missing->paid',
  'missing->partial',
  'missing->cancelled',
  'paid->refunded',
  'error->pending',
  'error->cancelled',
];

const orderFacts: OrderFacts = { lineCount: 2, paymentKind: 'card', paymentStatus: 'paid' };
const paymentFacts: PaymentFacts = { dueDate: '2026-01-31', today: '2026-02-01' };

function everyPair<S extends string, F>(
  name: string,
  statuses: readonly S[],
  map: TransitionMap<S, F>,
  allowed: readonly string[],
  facts: F,
): void {
  describe(`${name} transitions`, () => {
    const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));
    it.each(pairs)('%s -> %s', (from, to) => {
      const check = checkTransition(map, from, to, facts);
      if (allowed.includes(`${from}->${to}`)) {
        expect(check).toEqual({ ok: true });
        expect(transition(map, from, to, facts)).toBe(to);
      } else {
        expect(check).toEqual({
          ok: false,
          failure: { code: 'sales.transitionNotAllowed', params: { from, to } },
        });
        expect(() => transition(map, from, to, facts)).toThrow(TransitionRefusedError);
      }
    });

    it('has an entry for every status and only known targets', () => {
      expect(Object.keys(map.to).sort()).toEqual([...statuses].sort());
      for (const targets of Object.values<readonly S[]>(map.to)) {
        for (const target of targets) expect(statuses).toContain(target);
      }
    });
  });
}

everyPair('order', ORDER_STATUSES, ORDER_TRANSITIONS, ORDER_MOVES, orderFacts);
everyPair('delivery', DELIVERY_STATUSES, DELIVERY_TRANSITIONS, DELIVERY_MOVES, {});
everyPair('payment', PAYMENT_STATUSES, PAYMENT_TRANSITIONS, PAYMENT_MOVES, paymentFacts);

describe('order guards', () => {
  it('refuses to place or retry an order with no line', () => {
    const empty = { ...orderFacts, lineCount: 0 };
    expect(checkTransition(ORDER_TRANSITIONS, 'draft', 'pending', empty)).toEqual({
      ok: false,
      failure: { code: 'sales.emptyOrder' },
    });
    expect(checkTransition(ORDER_TRANSITIONS, 'error', 'pending', empty)).toEqual({
      ok: false,
      failure: { code: 'sales.emptyOrder' },
    });
  });

  it.each(['pending', 'setup', 'requiresAction', 'scheduled', 'processing', 'error'] as const)(
    'refuses to validate a card order whose payment is %s (not captured), with the payment-failure message',
    (paymentStatus) => {
      const facts: OrderFacts = { lineCount: 1, paymentKind: 'card', paymentStatus };
      for (const from of ['pending', 'error'] as const) {
        const check = checkTransition(ORDER_TRANSITIONS, from, 'validated', facts);
        expect(check).toEqual({ ok: false, failure: { code: 'error.paymentFailed' } });
      }
      expect(messageText('error.paymentFailed', 'fr')).toBe(
        'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
      );
    },
  );

  it('validates an offline order whatever its payment status', () => {
    const facts: OrderFacts = { lineCount: 1, paymentKind: 'offline', paymentStatus: 'scheduled' };
    expect(checkTransition(ORDER_TRANSITIONS, 'pending', 'validated', facts)).toEqual({ ok: true });
    expect(checkTransition(ORDER_TRANSITIONS, 'error', 'validated', facts)).toEqual({ ok: true });
  });

  it('ends in refused, cancelled, aborted, expired and invoiced', () => {
    expect(terminalStatuses(ORDER_TRANSITIONS).sort()).toEqual(
      ['aborted', 'cancelled', 'expired', 'invoiced', 'refused'].sort(),
    );
  });
});

describe('payment guards', () => {
  it('makes a scheduled payment missing only after its due day', () => {
    const due = (today: string, dueDate: string | null) =>
      checkTransition(PAYMENT_TRANSITIONS, 'scheduled', 'missing', { today, dueDate });
    expect(due('2026-02-01', '2026-01-31')).toEqual({ ok: true });
    expect(due('2026-01-31', '2026-01-31')).toEqual({
      ok: false,
      failure: { code: 'sales.notYetDue', params: { dueDate: '2026-01-31' } },
    });
    // Without a due day it never becomes missing, and the message names no day.
    expect(due('2026-01-31', null)).toEqual({
      ok: false,
      failure: { code: 'sales.notYetDue', params: { dueDate: '' } },
    });
  });

  it('ends in refunded and cancelled', () => {
    expect(terminalStatuses(PAYMENT_TRANSITIONS).sort()).toEqual(['cancelled', 'refunded']);
    expect(terminalStatuses(DELIVERY_TRANSITIONS)).toEqual(['returned']);
  });
});
