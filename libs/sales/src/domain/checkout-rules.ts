import { failure, formatMoney, type Cents, type Locale, type ValidationFailure } from '@cuvee/kernel';

/*
 * The cart rules and the errors met at checkout (docs/sales.md), as pure checks over facts the
 * service has loaded. Each answers the failures it finds (message key + params), in a fixed order,
 * so the API can answer them all at once and the front show them beside the right seller.
 */

export interface CheckoutLine {
  readonly productId: string;
  /** The product's name, for the messages. */
  readonly name: string;
  readonly quantity: number;
  /** 75 cl bottles one unit is worth; 0 for what is not a drink. */
  readonly eq75: number;
  /** False when the product (or its format) no longer exists or is not sold: "Produit inexistant". */
  readonly exists: boolean;
  readonly minQuantity: number | null;
  readonly maxQuantity: number | null;
  /** Units free in stock; null when the product is not stock-managed. */
  readonly available: number | null;
}

export interface CheckoutSlot {
  /** Places left in the slot before this order. */
  readonly placesLeft: number;
  /** Counted persons this order books in the slot. */
  readonly requested: number;
}

/** The seller's order rules (shop settings). */
export interface SellerRules {
  readonly shopName: string;
  /** Minimum order amount HT, in cents; null for none. */
  readonly minOrderAmountHt: Cents | null;
  readonly minProducts: number | null;
  readonly maxProducts: number | null;
  /** Drop shop: the product count must be a multiple of this; null for none. */
  readonly multipleOf: number | null;
  /** Quantity rules count in eq75 rather than units. */
  readonly allRulesInEq75: boolean;
}

export interface CheckoutOrder {
  readonly seller: SellerRules;
  readonly lines: readonly CheckoutLine[];
  readonly slots: readonly CheckoutSlot[];
  /** The order's total HT from the server pricing. */
  readonly totalHt: Cents;
  /** How many delivery modes the shop offers for the buyer's address (when goods are shipped). */
  readonly deliveryModesForAddress: number;
  readonly deliveryChosen: boolean;
  readonly paymentTypeChosen: boolean;
  /** The grouped order this order joins, if any. */
  readonly groupedOrder: { readonly expiresAt: Date } | null;
}

export interface CheckoutBuyer {
  readonly hasDeliveryAddress: boolean;
  readonly hasPhone: boolean;
  /** A buyer created at checkout must finish setting a password. */
  readonly passwordComplete: boolean;
}

export interface CheckoutFacts {
  readonly buyer: CheckoutBuyer;
  readonly orders: readonly CheckoutOrder[];
  readonly now: Date;
  /** The locale amounts are written in, inside the messages. */
  readonly locale: Locale;
}

/** Failures for one seller's order, tagged with the seller so the front can place them. */
export interface CheckoutFailure extends ValidationFailure {
  readonly shopName?: string;
}

/**
 * How quantity rules count an order, in thousandths so half bottles add up exactly: units, or eq75
 * when the shop says so (a format that is not a drink still counts its units).
 */
function thousandthsOf(lines: readonly CartRulesLine[], inEq75: boolean): number {
  let thousandths = 0;
  for (const line of lines) {
    const per = inEq75 && line.eq75 > 0 ? Math.round(line.eq75 * 1000) : 1000;
    thousandths += per * line.quantity;
  }
  return thousandths;
}

/** A line as the seller's quantity rules see it. */
export type CartRulesLine = Pick<CheckoutLine, 'name' | 'quantity' | 'eq75' | 'minQuantity' | 'maxQuantity'>;

/** What the cart rules of a seller need before checkout: its rules, the lines, the priced total HT. */
export interface CartRulesOrder {
  readonly seller: SellerRules;
  readonly lines: readonly CartRulesLine[];
  readonly totalHt: Cents;
}

/** The seller's order rules: minimum amount HT, min/max product count, drop-shop multiple (orders with goods). */
function sellerRuleFailures(order: CartRulesOrder, locale: Locale): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  const rules = order.seller;
  const shop = rules.shopName;
  const count = thousandthsOf(order.lines, rules.allRulesInEq75);
  // The seller's rules are about the goods it ships: an order of bookings only (a visit) is held to none.
  if (order.lines.length > 0) {
    if (rules.minOrderAmountHt !== null && order.totalHt < rules.minOrderAmountHt)
      found.push(
        failure('cart.shopMinOrderAmount', { shop, amount: formatMoney(rules.minOrderAmountHt, locale) }),
      );
    if (rules.minProducts !== null && count < rules.minProducts * 1000)
      found.push(failure('cart.shopMinProducts', { shop, min: rules.minProducts }));
    if (rules.maxProducts !== null && count > rules.maxProducts * 1000)
      found.push(failure('cart.shopMaxProducts', { shop, max: rules.maxProducts }));
    if (
      rules.multipleOf !== null &&
      rules.multipleOf > 0 &&
      count % Math.round(rules.multipleOf * 1000) !== 0
    )
      found.push(failure('cart.multipleOf', { shop, multiple: rules.multipleOf }));
  }
  return found;
}

/**
 * The cart rules a buyer can meet before the checkout (the cart page, get-cart-price): each line's
 * min/max quantity, then the seller's order rules. Stock, the buyer, delivery and payment are the
 * checkout's (checkoutFailures), which runs these same rules.
 */
export function cartRuleFailures(order: CartRulesOrder, locale: Locale): ValidationFailure[] {
  return [...order.lines.flatMap(quantityFailures), ...sellerRuleFailures(order, locale)];
}

/** The seller's min/max purchase quantity of a product. */
function quantityFailures(line: CartRulesLine): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  if (line.minQuantity !== null && line.quantity < line.minQuantity)
    found.push(failure('cart.productMinQuantity', { product: line.name, min: line.minQuantity }));
  if (line.maxQuantity !== null && line.quantity > line.maxQuantity)
    found.push(failure('cart.productMaxQuantity', { product: line.name, max: line.maxQuantity }));
  return found;
}

/** Product-level checks: existence, min/max quantity, stock. */
export function lineFailures(line: CheckoutLine): ValidationFailure[] {
  if (!line.exists) return [failure('error.productNotFound')];
  const found = quantityFailures(line);
  if (line.available !== null && line.quantity > line.available)
    found.push(
      failure('cart.insufficientStock', { product: line.name, available: Math.max(0, line.available) }),
    );
  return found;
}

/** Order-level checks of one seller, in the order a buyer fixes them. */
export function orderFailures(order: CheckoutOrder, now: Date, locale: Locale): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  const shop = order.seller.shopName;
  // An expired grouped order blocks completion (an independent order stays possible: groupedOrder null).
  if (order.groupedOrder && order.groupedOrder.expiresAt.getTime() <= now.getTime())
    found.push(failure('error.groupedOrderExpired'));
  for (const line of order.lines) found.push(...lineFailures(line));
  if (order.slots.some((slot) => slot.requested > slot.placesLeft))
    found.push(failure('cart.slotMaxReached'));

  found.push(...sellerRuleFailures(order, locale));
  if (order.lines.length > 0) {
    // Goods are shipped: the address must be served, then a mode chosen.
    if (order.deliveryModesForAddress === 0) found.push(failure('error.noDeliveryMode'));
    else if (!order.deliveryChosen) found.push(failure('cart.deliveryModeRequired', { shop }));
  }
  return found;
}

/** Every failure of a checkout: the buyer's, then each seller's order, then the payment. */
export function checkoutFailures(facts: CheckoutFacts): CheckoutFailure[] {
  const found: CheckoutFailure[] = [];
  const { buyer } = facts;
  const ships = facts.orders.some((order) => order.lines.length > 0);
  if (ships && !buyer.hasDeliveryAddress) found.push(failure('cart.deliveryAddressRequired'));
  if (!buyer.hasPhone) found.push(failure('cart.phoneRequired'));
  if (!buyer.passwordComplete) found.push(failure('cart.passwordIncomplete'));
  for (const order of facts.orders) {
    for (const f of orderFailures(order, facts.now, facts.locale))
      found.push({ ...f, shopName: order.seller.shopName });
  }
  if (facts.orders.some((order) => !order.paymentTypeChosen)) found.push(failure('cart.paymentTypeRequired'));
  return found;
}
