import {
  vatOfHt,
  vatRateBasisPoints,
  type Cents,
  type LegalDocumentStatus,
  type Locale,
  type PaymentStatus,
  type PaymentType,
} from '@cuvee/kernel';
import type { PricedLine } from '@cuvee/catalogue/domain';
import { vatBreakdownOf, type BillableLine, type BilledLine } from '@cuvee/billing/domain';
import { spreadOverRates } from './cart-pricing.js';

/*
 * An order as its invoice says it (ADR 0020): the lines priced when the order was placed
 * become the invoice's lines, and what the order added on top — gift wrapping, the order promotion
 * spread over the VAT rates, delivery — becomes lines of its own, each with the rounding the order
 * used (ADR 0014), so the invoice totals are the order's to the cent. Pure: the billing source loads
 * the rows and calls this.
 */

/** The amounts of one placed line, as the order stores them (order_lines). */
export interface OrderLineAmounts {
  readonly unitListHt: Cents;
  readonly unitHt: Cents;
  readonly unitDuties: Cents;
  readonly vatRate: number;
  readonly unitVat: Cents;
  readonly unitWrappingHt: Cents;
  readonly totalHt: Cents;
  readonly totalVat: Cents;
  readonly totalTtc: Cents;
}

/** A priced line as the order stores it; a sample (`free`) keeps its list price and charges nothing. */
export function orderLineAmounts(priced: PricedLine, wrappingPrice: Cents, free: boolean): OrderLineAmounts {
  const wrapping = free ? 0 : wrappingPrice;
  const wrappingVat = vatOfHt(wrapping, priced.vatRate);
  const quantity = priced.quantity;
  return {
    unitListHt: priced.unit.listHt,
    unitHt: free ? 0 : priced.unit.ht,
    unitDuties: free ? 0 : priced.unit.duties,
    vatRate: priced.vatRate,
    unitVat: free ? 0 : priced.unit.vat,
    unitWrappingHt: wrapping,
    totalHt: free ? 0 : priced.ht + wrapping * quantity,
    totalVat: free ? 0 : priced.vat + wrappingVat * quantity,
    totalTtc: free ? 0 : priced.ttc + (wrapping + wrappingVat) * quantity,
  };
}

/** What the invoice needs of the order row. */
export interface InvoicedOrder {
  /** The order promotion HT, spread over the goods' VAT rates. */
  readonly promoAmount: Cents;
  readonly shipping: Cents;
  readonly margin: Cents;
  readonly deliveryKind: 'none' | 'type' | 'collectionPoint';
  readonly deliveryLabel: string | null;
  /** The delivery's VAT rate in percent when it was placed (0 for a collection point). */
  readonly shippingVatRate: number;
}

/** What the invoice needs of each placed line. */
export interface InvoicedOrderLine extends Pick<
  OrderLineAmounts,
  'unitListHt' | 'unitHt' | 'unitDuties' | 'vatRate' | 'unitVat' | 'unitWrappingHt'
> {
  readonly productId: number;
  /** 0: no vintage. */
  readonly vintageId: number;
  readonly formatId: number;
  readonly name: string;
  readonly vintageName: string | null;
  readonly formatLabel: string;
  readonly eq75: number;
  readonly quantity: number;
  /** The product's family for ventilation (catalogue type: wine, champagne…), null when unknown. */
  readonly family: string | null;
}

const LABELS: Readonly<
  Record<Locale, { wrapping: string; promotion: string; delivery: string; collection: string }>
> = {
  fr: {
    wrapping: 'Emballage cadeau',
    promotion: 'Remise sur la commande',
    delivery: 'Livraison',
    collection: 'Retrait',
  },
  en: { wrapping: 'Gift wrapping', promotion: 'Order discount', delivery: 'Delivery', collection: 'Pick-up' },
};

/** "Chinon Les Demoiselles 2022 — 75 cl": the product as the order named it. */
export function orderLineLabel(
  line: Pick<InvoicedOrderLine, 'name' | 'vintageName' | 'formatLabel'>,
): string {
  return [line.name, line.vintageName, `— ${line.formatLabel}`].filter(Boolean).join(' ');
}

/** The gift wrapping of a line: a service at the product's VAT rate, outside promotions (ADR 0014). */
export function wrappingLine(
  line: Pick<InvoicedOrderLine, 'name' | 'quantity' | 'unitWrappingHt' | 'vatRate'>,
  locale: Locale,
): BillableLine {
  return {
    kind: 'service',
    productId: null,
    vintageId: null,
    formatId: null,
    label: `${LABELS[locale].wrapping} — ${line.name}`,
    quantity: line.quantity,
    listUnitHt: line.unitWrappingHt,
    discountBp: 0,
    unitHt: line.unitWrappingHt,
    unitDuties: 0,
    vatRateBp: vatRateBasisPoints(line.vatRate),
    family: null,
    eq75: 0,
  };
}

/**
 * The billable lines of one order: each product line (its unit prices and VAT as placed), its gift
 * wrapping, one discount line per VAT rate for the order promotion, then delivery. The invoice's
 * HT, VAT and TTC equal the order's totalHT + shipping + margin, tva and totalTTC.
 */
export function orderInvoiceLines(
  order: InvoicedOrder,
  lines: readonly InvoicedOrderLine[],
  locale: Locale,
): BillableLine[] {
  return orderPartInvoiceLines(
    order,
    lines.map((line) => ({ line, before: 0, now: line.quantity })),
    locale,
  );
}

/** One placed line in an invoice of part of the order: the units invoiced before, and now. */
export interface InvoicedPart {
  readonly line: InvoicedOrderLine;
  readonly before: number;
  readonly now: number;
}

/**
 * The billable lines of part of an order (a delivery, ADR 0074): the units delivered now at their
 * placed prices, their wrapping, the promotion's part and, on the order's first invoice, its delivery.
 * The promotion (and its VAT) of each rate is taken in proportion to the goods invoiced so far, the
 * part already invoiced deducted: whatever the deliveries, the invoices add up to the whole order's to
 * the cent, and the last one takes what rounding left.
 */
export function orderPartInvoiceLines(
  order: InvoicedOrder,
  parts: readonly InvoicedPart[],
  locale: Locale,
): BillableLine[] {
  const labels = LABELS[locale];
  const billable: BillableLine[] = [];
  const goodsByRate = new Map<number, Cents>();
  const vatByRate = new Map<number, Cents>();
  const goodsBefore = new Map<number, Cents>();
  const goodsAfter = new Map<number, Cents>();
  const add = (map: Map<number, Cents>, rate: number, amount: Cents) =>
    map.set(rate, (map.get(rate) ?? 0) + amount);
  for (const { line, before, now } of parts) {
    const vatRateBp = vatRateBasisPoints(line.vatRate);
    if (now > 0) {
      billable.push({
        kind: 'product',
        productId: line.productId,
        vintageId: line.vintageId || null,
        formatId: line.formatId,
        label: orderLineLabel(line),
        quantity: now,
        listUnitHt: line.unitListHt,
        discountBp: 0,
        unitHt: line.unitHt,
        unitDuties: line.unitDuties,
        vatRateBp,
        // The catalogue's own VAT of the unit (a custom tax may sit outside the VAT base).
        unitVat: line.unitVat,
        family: line.family,
        eq75: line.eq75,
      });
      if (line.unitWrappingHt > 0) billable.push(wrappingLine({ ...line, quantity: now }, locale));
    }
    add(goodsByRate, line.vatRate, line.unitHt * line.quantity);
    add(vatByRate, line.vatRate, line.unitVat * line.quantity);
    add(goodsBefore, line.vatRate, line.unitHt * before);
    add(goodsAfter, line.vatRate, line.unitHt * (before + now));
  }
  if (order.promoAmount > 0)
    for (const { rate, share } of spreadOverRates(order.promoAmount, goodsByRate)) {
      if (share === 0) continue;
      // The order lowered the rate's VAT by the share's, never below 0 (ADR 0014): the same here.
      const vat = Math.min(vatOfHt(share, rate), vatByRate.get(rate) ?? 0);
      const goods = goodsByRate.get(rate)!;
      const shareBefore = partOf(share, goodsBefore.get(rate) ?? 0, goods);
      const shareAfter = partOf(share, goodsAfter.get(rate) ?? 0, goods);
      if (shareAfter === shareBefore) continue;
      // The VAT follows the share itself, so a part without discount carries no discount VAT either.
      const vatPart = partOf(vat, shareAfter, share) - partOf(vat, shareBefore, share);
      billable.push({
        kind: 'discount',
        productId: null,
        vintageId: null,
        formatId: null,
        label: labels.promotion,
        quantity: 1,
        listUnitHt: shareBefore - shareAfter,
        discountBp: 0,
        unitHt: shareBefore - shareAfter,
        unitDuties: 0,
        vatRateBp: vatRateBasisPoints(rate),
        unitVat: 0 - vatPart,
        family: null,
        eq75: 0,
      });
    }
  const delivery = order.shipping + order.margin;
  const first = parts.every((part) => part.before === 0);
  if (first && delivery > 0 && order.deliveryKind !== 'none') {
    const name = order.deliveryKind === 'type' ? labels.delivery : labels.collection;
    billable.push({
      kind: 'shipping',
      productId: null,
      vintageId: null,
      formatId: null,
      label: order.deliveryLabel ? `${name} — ${order.deliveryLabel}` : name,
      quantity: 1,
      listUnitHt: delivery,
      discountBp: 0,
      unitHt: delivery,
      unitDuties: 0,
      vatRateBp: vatRateBasisPoints(order.deliveryKind === 'type' ? order.shippingVatRate : 0),
      family: null,
      eq75: 0,
    });
  }
  return billable;
}

/** amount × part / whole, rounded down, exact at any size (0 ≤ part ≤ whole). */
function partOf(amount: Cents, part: Cents, whole: Cents): Cents {
  if (whole === 0 || part === 0) return 0;
  if (part === whole) return amount;
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}

/** "Commande CMD-2026-00042 du 12/03/2026": how an invoice names an order it bills. */
export function orderReference(number: string, day: string, locale: Locale): string {
  const [year, month, date] = day.split('-');
  return `${locale === 'en' ? 'Order' : 'Commande'} ${number} ${locale === 'en' ? 'of' : 'du'} ${date}/${month}/${year}`;
}

/** The kernel payment type billing records for money an order already took (by its method). */
export function receivedPaymentType(method: string): PaymentType {
  switch (method) {
    case 'card':
      return 'onlineCard';
    case 'payLater':
      return 'bill';
    case 'transfer':
    case 'check':
    case 'cash':
    case 'bill':
    case 'cb':
    case 'cbnc':
    case 'ticket':
    case 'gift':
      return method;
    default:
      return 'other';
  }
}

/** The amounts an order made from an accepted quote stores: the quote's own, as an order shows them. */
export interface QuoteOrderAmounts {
  readonly bottles: number;
  /** Shipping lines HT. */
  readonly shipping: Cents;
  /** Discount lines HT, as a positive amount. */
  readonly promoAmount: Cents;
  /** Everything but shipping and VAT: products (duties included), services, discounts. */
  readonly totalHT: Cents;
  readonly tva: Cents;
  readonly totalTTC: Cents;
  readonly vatByRate: { rate: number; ht: Cents; vat: Cents }[];
}

/** What an accepted quote's lines (as billed) come to on the order made from it. */
export function quoteOrderAmounts(
  lines: readonly Pick<BilledLine, 'kind' | 'quantity' | 'eq75' | 'ht' | 'duties' | 'vat' | 'vatRateBp'>[],
): QuoteOrderAmounts {
  const sum = (values: readonly Cents[]) => values.reduce((total, value) => total + value, 0);
  const shipping = sum(lines.filter((l) => l.kind === 'shipping').map((l) => l.ht + l.duties));
  const everything = sum(lines.map((l) => l.ht + l.duties));
  const tva = sum(lines.map((l) => l.vat));
  return {
    bottles: sum(lines.filter((l) => l.kind === 'product' && l.eq75 > 0).map((l) => l.quantity)),
    shipping,
    promoAmount: -sum(lines.filter((l) => l.kind === 'discount').map((l) => l.ht)),
    totalHT: everything - shipping,
    tva,
    totalTTC: everything + tva,
    vatByRate: vatBreakdownOf(lines).map((row) => ({
      rate: row.vatRateBp / 100,
      ht: row.base,
      vat: row.vat,
    })),
  };
}

/** The client credit an order spent, as billing's credit uses name it ("order:42"). */
export function orderCreditRef(orderId: number): string {
  return `order:${orderId}`;
}

/**
 * An invoiced order's payment status, read from its invoice's settlement (ADR 0027): once invoiced,
 * its money is recorded on the invoice, so the order says what the invoice says — paid when nothing is
 * owed, partial when some is, pending when nothing was paid (a payment cancelled). An invoice cancelled
 * by credit notes leaves the order's status as it was (null).
 */
export function paymentStatusOfInvoice(status: LegalDocumentStatus): PaymentStatus | null {
  switch (status) {
    case 'completed':
      return 'paid';
    case 'incomplete':
      return 'partial';
    case 'generated':
      return 'pending';
    default:
      return null;
  }
}

/**
 * The payment status of an order invoiced per shipment, read from its invoices (ADR 0074). Once
 * every unit is invoiced (`complete`) the order says what its invoices say together: paid when all
 * are, partial when some money came, pending otherwise. Before that, money on its first invoices
 * makes it partial, unless it was paid in full beforehand (a card captured at validation). Invoices
 * cancelled by credit notes do not count; null leaves the status as it is.
 */
export function paymentStatusOfShipmentInvoices(
  statuses: readonly LegalDocumentStatus[],
  complete: boolean,
  current: PaymentStatus,
): PaymentStatus | null {
  const settled = statuses.flatMap((status) => paymentStatusOfInvoice(status) ?? []);
  const someMoney = settled.some((status) => status === 'paid' || status === 'partial');
  if (!complete) return current !== 'paid' && someMoney ? 'partial' : null;
  if (settled.length === 0) return null;
  if (settled.every((status) => status === 'paid')) return 'paid';
  return someMoney ? 'partial' : 'pending';
}
