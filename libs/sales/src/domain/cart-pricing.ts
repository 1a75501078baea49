import {
  extraPackageFee,
  htFromTtc,
  percentOf,
  splitProportionally,
  sumCents,
  vatOfHt,
  type Cents,
  type IsoDate,
} from '@cuvee/kernel';
import {
  priceLines,
  type PriceLineInput,
  type PricedLine,
  type PricingContext,
} from '@cuvee/catalogue/domain';

/*
 * The price of one seller's cart order (POST /v1/orders/get-cart-price), pure: the caller
 * loads products, formats, shop settings, delivery and promotions (a fixed number of queries), this
 * computes. Lines are priced by the catalogue (ADR 0010); the order-level rules are here (ADR 0014):
 * order promotion, gift wrapping, franco, delivery and packages, tourist tax, VAT per rate,
 * commission, pay later.
 */

/** A shop-wide promotion on the order's goods (settings "promotions"), by bottle count or amount. */
export interface OrderPromotion {
  readonly id: string;
  readonly type: 'percent' | 'amount';
  /** A percent (0 to 100, 2 decimals at most) or cents HT off the order. */
  readonly amount: number;
  readonly activation: 'always' | 'minProductOrder' | 'minPriceOrder';
  /** Bottles (minProductOrder) or cents HT at list prices (minPriceOrder). */
  readonly threshold: number;
  readonly start: IsoDate | null;
  readonly end: IsoDate | null;
}

/** Free delivery from this many bottles or this amount (null: no such threshold). */
export interface FrancoRule {
  readonly bottles: number | null;
  /** Cents, read TTC for a tax-inclusive typology and HT otherwise (as the buyer sees prices). */
  readonly amount: Cents | null;
}

/**
 * The delivery chosen: a delivery type has a price HT, a margin and VAT, and its
 * extra packages; a collection point has its own price, with no tax or margin.
 */
export type DeliveryChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'type'; readonly ref: string; readonly price: Cents; readonly marginPercent: number }
  | { readonly kind: 'collectionPoint'; readonly ref: string; readonly price: Cents };

/** A reservation rate as the reservations context prices it: event prices are tax-inclusive. */
export interface ReservationCharge {
  readonly unitTtc: Cents;
  readonly quantity: number;
  /** Percent; ignored for the tourist tax, which is outside VAT. */
  readonly vatRate: number;
  readonly touristTax: boolean;
}

/** A cart line as priced: the catalogue's input, plus gift wrapping when the buyer asked for it. */
export interface CartPriceLine extends PriceLineInput {
  /** The product's wrapping price HT per unit (Product.wrappingPrice) when the line is wrapped. */
  readonly wrappingPrice?: Cents | null;
}

export interface CartOrderPricingInput {
  readonly sellerId: number;
  readonly context: PricingContext;
  readonly lines: readonly CartPriceLine[];
  readonly reservations?: readonly ReservationCharge[];
  readonly promotions?: readonly OrderPromotion[];
  readonly franco?: FrancoRule;
  readonly delivery: DeliveryChoice;
  /** The platform's commission on the order HT, in percent (information for the seller). */
  readonly commissionPercent?: number;
  /** The buyer pays later (on invoice, with a delay): the whole TTC is then due later. */
  readonly payLater?: boolean;
}

/** The `price` object, every amount in cents. */
export interface CartOrderPrice {
  /** What is due later (the TTC when paying later, else 0). */
  readonly payLater: Cents;
  /** The order promotion, HT. */
  readonly promoAmount: Cents;
  /** Delivery HT before its margin (0 with franco). */
  readonly shipping: Cents;
  /** Products (after the order promotion, duties included) and reservations, HT. */
  readonly totalHT: Cents;
  /** The delivery type's margin, HT. */
  readonly margin: Cents;
  /** totalHT + shipping + margin. */
  readonly totalWithMargin: Cents;
  /** totalWithMargin + fees outside VAT (the tourist tax). Everything but VAT. */
  readonly totalWithFees: Cents;
  /** The platform's commission: information, not added to what the buyer pays. */
  readonly commission: Cents;
  readonly tva: Cents;
  /** totalWithFees + tva. */
  readonly totalTTC: Cents;
}

/** One entry of the get-cart-price answer. */
export interface SellerCartPrice {
  readonly sellerId: number;
  readonly price: CartOrderPrice;
  /** Delivery is free: a franco threshold is reached. */
  readonly franco: boolean;
  /** Progress to the nearest franco threshold, 0 to 100 (100 when reached, 0 without thresholds). */
  readonly francoPercent: number;
  /** Cents still to add for the amount threshold; null without one. */
  readonly amountBeforeFranco: Cents | null;
  /** Bottles still to add for the bottle threshold; null without one. */
  readonly amountBeforeBottleFranco: number | null;
}

export interface VatRateRow {
  readonly rate: number;
  readonly ht: Cents;
  readonly vat: Cents;
}

/** The answer plus what the order will store: priced lines and VAT by rate. */
export interface CartOrderPricing {
  readonly answer: SellerCartPrice;
  readonly lines: readonly PricedLine[];
  /** Bottles in the order (units of drink formats), what packages and franco count. */
  readonly bottles: number;
  readonly appliedPromotion: OrderPromotion | null;
  /** Rows of rate 0 hold what carries no VAT (collection point, tourist tax, no-VAT shops). */
  readonly vatByRate: readonly VatRateRow[];
  /** The VAT rate (percent) of the delivery charged: a delivery type's, 0 for a collection point or none. */
  readonly deliveryVatRate: number;
}

function isRunning(promotion: OrderPromotion, date: IsoDate): boolean {
  return (
    (promotion.start === null || promotion.start <= date) && (promotion.end === null || date <= promotion.end)
  );
}

/** The order promotion giving the largest discount (promotions never add up; first listed on a tie). */
function bestPromotion(
  promotions: readonly OrderPromotion[],
  facts: { date: IsoDate; bottles: number; listAmount: Cents; goodsHt: Cents },
): { promotion: OrderPromotion | null; discount: Cents } {
  let best: { promotion: OrderPromotion | null; discount: Cents } = { promotion: null, discount: 0 };
  for (const promotion of promotions) {
    if (!isRunning(promotion, facts.date)) continue;
    if (promotion.activation === 'minProductOrder' && facts.bottles < promotion.threshold) continue;
    if (promotion.activation === 'minPriceOrder' && facts.listAmount < promotion.threshold) continue;
    const discount =
      promotion.type === 'percent'
        ? percentOf(facts.goodsHt, promotion.amount)
        : Math.min(Math.max(0, promotion.amount), facts.goodsHt);
    if (discount > best.discount) best = { promotion, discount };
  }
  return best;
}

/**
 * An order-wide amount (the order promotion) spread over the VAT rates in proportion to each rate's
 * goods HT, highest rate first, in whole cents that add up (ADR 0014). Invoicing an order spreads
 * its stored promotion the same way, so the invoice's discount lines say what the order said.
 */
export function spreadOverRates(
  amount: Cents,
  goodsByRate: ReadonlyMap<number, Cents>,
): { rate: number; share: Cents }[] {
  const rates = [...goodsByRate.keys()].sort((a, b) => b - a);
  const shares = splitProportionally(
    amount,
    rates.map((rate) => goodsByRate.get(rate)!),
  );
  return rates.map((rate, index) => ({ rate, share: shares[index]! }));
}

class RateTable {
  private readonly rows = new Map<number, { ht: Cents; vat: Cents }>();

  add(rate: number, ht: Cents, vat: Cents): void {
    const row = this.rows.get(rate) ?? { ht: 0, vat: 0 };
    this.rows.set(rate, { ht: row.ht + ht, vat: row.vat + vat });
  }

  /** Highest rate first; rows that hold nothing are left out. */
  list(): VatRateRow[] {
    return [...this.rows.entries()]
      .filter(([, row]) => row.ht !== 0 || row.vat !== 0)
      .sort(([a], [b]) => b - a)
      .map(([rate, row]) => ({ rate, ...row }));
  }
}

function francoOf(rule: FrancoRule | undefined, bottles: number, amount: Cents) {
  const bottleThreshold = rule?.bottles ?? null;
  const amountThreshold = rule?.amount ?? null;
  const reached =
    (bottleThreshold !== null && bottles >= bottleThreshold) ||
    (amountThreshold !== null && amount >= amountThreshold);
  const progress = (value: number, threshold: number | null): number =>
    threshold === null ? 0 : threshold <= 0 ? 100 : Math.min(100, Math.floor((100 * value) / threshold));
  return {
    franco: reached,
    francoPercent: reached
      ? 100
      : Math.max(progress(bottles, bottleThreshold), progress(amount, amountThreshold)),
    amountBeforeFranco: amountThreshold === null ? null : Math.max(0, amountThreshold - amount),
    amountBeforeBottleFranco: bottleThreshold === null ? null : Math.max(0, bottleThreshold - bottles),
  };
}

function assertCharge(charge: ReservationCharge): void {
  if (!Number.isSafeInteger(charge.unitTtc) || charge.unitTtc < 0)
    throw new RangeError(`Reservation price must be non-negative cents, got ${charge.unitTtc}`);
  if (!Number.isSafeInteger(charge.quantity) || charge.quantity <= 0)
    throw new RangeError(`Reservation quantity must be a positive integer, got ${charge.quantity}`);
}

function assertDelivery(delivery: DeliveryChoice): void {
  if (delivery.kind === 'none') return;
  if (!Number.isSafeInteger(delivery.price) || delivery.price < 0)
    throw new RangeError(`Delivery price must be non-negative cents, got ${delivery.price}`);
  if (delivery.kind === 'type' && !(delivery.marginPercent >= 0))
    throw new RangeError(`Delivery margin must be a percent ≥ 0, got ${delivery.marginPercent}`);
}

/** Prices one seller's order of the cart. Throws a RangeError on impossible input. */
export function priceCartOrder(input: CartOrderPricingInput): CartOrderPricing {
  assertDelivery(input.delivery);
  const { context } = input;
  const { shop } = context;
  const priced = priceLines(input.lines, context);

  // ---- Products, then the order promotion spread over the VAT rates in proportion to the goods.
  const bottles = input.lines.reduce((n, l) => (l.format.eq75 > 0 ? n + l.quantity : n), 0);
  const goodsByRate = new Map<number, { goods: Cents; duties: Cents; vat: Cents }>();
  for (const line of priced.lines) {
    const row = goodsByRate.get(line.vatRate) ?? { goods: 0, duties: 0, vat: 0 };
    goodsByRate.set(line.vatRate, {
      goods: row.goods + line.goodsHt,
      duties: row.duties + line.duties,
      vat: row.vat + line.vat,
    });
  }
  const { promotion, discount } = bestPromotion(input.promotions ?? [], {
    date: context.date,
    bottles,
    // Thresholds read list prices, as product promotions do (ADR 0010): a tier never switches one off.
    listAmount: sumCents(priced.lines.map((l) => l.unit.listHt * l.quantity)),
    goodsHt: priced.totals.goodsHt,
  });
  const spread = spreadOverRates(discount, new Map([...goodsByRate].map(([rate, row]) => [rate, row.goods])));
  const table = new RateTable();
  let productsHt = 0;
  let productsVat = 0;
  spread.forEach(({ rate, share }) => {
    const row = goodsByRate.get(rate)!;
    const ht = row.goods - share + row.duties;
    // The discount lowers the VAT base of its rate; the line VAT was rounded per unit, so clamp at 0.
    const vat = Math.max(0, row.vat - vatOfHt(share, rate));
    table.add(rate, ht, vat);
    productsHt += ht;
    productsVat += vat;
  });

  // ---- Gift wrapping: a service sold with the product, at its VAT rate, outside promotions.
  input.lines.forEach((line, index) => {
    const unitHt = line.wrappingPrice ?? 0;
    if (unitHt === 0) return;
    if (!Number.isSafeInteger(unitHt) || unitHt < 0)
      throw new RangeError(`Wrapping price must be non-negative cents, got ${unitHt}`);
    const rate = priced.lines[index]!.vatRate;
    const ht = unitHt * line.quantity;
    const vat = vatOfHt(unitHt, rate) * line.quantity;
    table.add(rate, ht, vat);
    productsHt += ht;
    productsVat += vat;
  });

  // ---- Reservations: event prices are TTC; the tourist tax is a fee outside VAT.
  let reservationsHt = 0;
  let fees = 0;
  for (const charge of input.reservations ?? []) {
    assertCharge(charge);
    if (charge.touristTax) {
      fees += charge.unitTtc * charge.quantity;
      table.add(0, charge.unitTtc * charge.quantity, 0);
      continue;
    }
    const rate = shop.settings.hasTVA ? charge.vatRate : 0;
    const unitHt = htFromTtc(charge.unitTtc, rate);
    reservationsHt += unitHt * charge.quantity;
    table.add(rate, unitHt * charge.quantity, (charge.unitTtc - unitHt) * charge.quantity);
  }

  // ---- Franco, read on the products as the buyer sees their prices.
  const francoAmount = context.typology.settings.ttc ? productsHt + productsVat : productsHt;
  const franco = francoOf(input.franco, bottles, francoAmount);

  // ---- Delivery: free with franco; a type pays packages, margin and VAT; a point only its price.
  let shipping = 0;
  let margin = 0;
  let deliveryVatRate = 0;
  const delivery = input.delivery;
  if (!franco.franco && delivery.kind === 'type') {
    shipping = delivery.price + extraPackageFee(bottles);
    margin = percentOf(shipping, delivery.marginPercent);
    const rate = shop.settings.hasTVA ? shop.settings.vatRate.standard : 0;
    deliveryVatRate = rate;
    table.add(rate, shipping + margin, vatOfHt(shipping + margin, rate));
  } else if (!franco.franco && delivery.kind === 'collectionPoint') {
    shipping = delivery.price;
    table.add(0, shipping, 0);
  }

  const vatByRate = table.list();
  const totalHT = productsHt + reservationsHt;
  const totalWithMargin = totalHT + shipping + margin;
  const totalWithFees = totalWithMargin + fees;
  const tva = sumCents(vatByRate.map((row) => row.vat));
  const totalTTC = totalWithFees + tva;
  return {
    answer: {
      sellerId: input.sellerId,
      price: {
        payLater: input.payLater ? totalTTC : 0,
        promoAmount: discount,
        shipping,
        totalHT,
        margin,
        totalWithMargin,
        totalWithFees,
        commission: percentOf(totalHT, input.commissionPercent ?? 0),
        tva,
        totalTTC,
      },
      ...franco,
    },
    lines: priced.lines,
    bottles,
    appliedPromotion: promotion,
    vatByRate,
    deliveryVatRate,
  };
}

/** The get-cart-price answer: one entry per seller, in the cart's order. */
export function priceCart(orders: readonly CartOrderPricingInput[]): SellerCartPrice[] {
  return orders.map((order) => priceCartOrder(order).answer);
}
