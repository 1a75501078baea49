import fc from 'fast-check';
import {
  addProduct,
  addReservation,
  EMPTY_CART,
  lineIdOf,
  removeProduct,
  removeReservationPrice,
  type Cart,
  type NewProductLine,
  type NewReservation,
} from '../cart.js';
import { bookingArb, lineArb, sellerArb } from './cart-fixtures.js';

const RUNS = { numRuns: 10_000 };

type Operation =
  | { kind: 'add'; seller: number; line: NewProductLine }
  | { kind: 'remove'; seller: number; line: NewProductLine }
  | { kind: 'book'; seller: number; booking: NewReservation }
  | { kind: 'unbook'; seller: number; booking: NewReservation; priceId: string };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), seller: sellerArb, line: lineArb }),
  fc.record({ kind: fc.constant('remove' as const), seller: sellerArb, line: lineArb }),
  fc.record({ kind: fc.constant('book' as const), seller: sellerArb, booking: bookingArb }),
  fc.record({
    kind: fc.constant('unbook' as const),
    seller: sellerArb,
    booking: bookingArb,
    priceId: fc.constantFrom('adult', 'child', 'cheese', 'glass', 'tax'),
  }),
);

function apply(cart: Cart, op: Operation): Cart {
  switch (op.kind) {
    case 'add':
      return addProduct(cart, op.seller, op.line);
    case 'remove':
      return removeProduct(cart, op.seller, lineIdOf(op.line));
    case 'book':
      return addReservation(cart, op.seller, op.booking);
    case 'unbook':
      return removeReservationPrice(cart, op.seller, op.booking, op.priceId);
  }
}

/** Any cart the operations can reach from an empty one. */
const cartArb: fc.Arbitrary<Cart> = fc
  .array(operationArb, { maxLength: 25 })
  .map((ops) => ops.reduce(apply, EMPTY_CART));

const bookingKey = (r: Pick<NewReservation, 'eventId' | 'selectedSlot'>) =>
  [r.eventId, r.selectedSlot.slotId, r.selectedSlot.start, r.selectedSlot.end].join('/');

/** The cart with orders by seller and lines by id: what "the same cart up to order" compares. */
function canonical(cart: Cart) {
  return [...cart.orders]
    .sort((a, b) => a.sellerId - b.sellerId)
    .map((o) => ({
      ...o,
      products: [...o.products].sort((a, b) => a.idTmp.localeCompare(b.idTmp)),
      reservations: [...o.reservations].sort((a, b) => bookingKey(a).localeCompare(bookingKey(b))),
    }));
}

const totalUnits = (cart: Cart) => cart.orders.flatMap((o) => o.products).reduce((n, p) => n + p.quantity, 0);

describe('cart properties', () => {
  it('add then remove of a line gives back the cart', () => {
    fc.assert(
      fc.property(cartArb, sellerArb, lineArb, (cart, seller, line) => {
        expect(removeProduct(addProduct(cart, seller, line), seller, lineIdOf(line))).toEqual(cart);
      }),
      RUNS,
    );
  });

  it('adding adds exactly one unit, removing a held line takes exactly one', () => {
    fc.assert(
      fc.property(cartArb, sellerArb, lineArb, (cart, seller, line) => {
        const added = addProduct(cart, seller, line);
        expect(totalUnits(added)).toBe(totalUnits(cart) + 1);
        const held = cart.orders
          .find((o) => o.sellerId === seller)
          ?.products.some((p) => p.idTmp === lineIdOf(line));
        expect(totalUnits(removeProduct(cart, seller, lineIdOf(line)))).toBe(
          totalUnits(cart) - (held ? 1 : 0),
        );
      }),
      RUNS,
    );
  });

  it('operations on different lines commute (up to the order of lines and orders)', () => {
    fc.assert(
      fc.property(cartArb, operationArb, operationArb, (cart, a, b) => {
        const target = (op: Operation) =>
          op.kind === 'add' || op.kind === 'remove'
            ? `${op.seller}/p/${lineIdOf(op.line)}`
            : `${op.seller}/r/${bookingKey(op.booking)}`;
        fc.pre(target(a) !== target(b));
        expect(canonical(apply(apply(cart, a), b))).toEqual(canonical(apply(apply(cart, b), a)));
      }),
      RUNS,
    );
  });

  it('keeps one order per seller, no empty order, no empty line, one line per id', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const sellers = cart.orders.map((o) => o.sellerId);
        expect(new Set(sellers).size).toBe(sellers.length);
        for (const order of cart.orders) {
          expect(order.products.length + order.reservations.length).toBeGreaterThan(0);
          const ids = order.products.map((p) => p.idTmp);
          expect(new Set(ids).size).toBe(ids.length);
          for (const line of order.products) expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('keeps every booking consistent: tax = counted persons, no paid line without a person', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const reservation of cart.orders.flatMap((o) => o.reservations)) {
          const prices = reservation.selectedPrices;
          const counted = prices
            .filter((p) => p.productType !== 'touristTax' && !p.notCounting)
            .reduce((n, p) => n + p.quantity, 0);
          expect(reservation.totalQuantity).toBe(counted);
          expect(prices.length).toBeGreaterThan(0);
          for (const p of prices) {
            expect(p.quantity).toBeGreaterThan(0);
            if (p.productType === 'touristTax') expect(p.quantity).toBe(counted);
          }
          if (counted === 0) expect(prices.every((p) => p.priceTTC === 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
