import fc from 'fast-check';
import { splitProportionally, vatRateBasisPoints as bp } from '@cuvee/kernel';
import { billLines, documentTotals, type BillableLine } from '@cuvee/billing/domain';
import { priceCartOrder, type CartOrderPricingInput } from '../cart-pricing.js';
import {
  orderInvoiceLines,
  orderLineAmounts,
  orderPartInvoiceLines,
  type InvoicedOrder,
  type InvoicedOrderLine,
} from '../order-invoicing.js';
import { orderInput } from './pricing-arbitraries.js';

const RUNS = { numRuns: 10_000 };

/** What the order stores when placed (order-writer) and what its invoice is made of. */
function invoiceOf(input: CartOrderPricingInput) {
  const pricing = priceCartOrder(input);
  const price = pricing.answer.price;
  const lines: InvoicedOrderLine[] = pricing.lines.map((priced, index) => ({
    ...orderLineAmounts(priced, input.lines[index]!.wrappingPrice ?? 0, false),
    productId: index + 1,
    vintageId: 0,
    formatId: index + 1,
    name: `Produit ${index + 1}`,
    vintageName: null,
    formatLabel: '75 cl',
    eq75: input.lines[index]!.format.eq75,
    quantity: priced.quantity,
    family: 'wine',
  }));
  const order: InvoicedOrder = {
    promoAmount: price.promoAmount,
    shipping: price.shipping,
    margin: price.margin,
    deliveryKind: input.delivery.kind,
    deliveryLabel: 'Colissimo',
    shippingVatRate: pricing.deliveryVatRate,
  };
  const billable = orderInvoiceLines(order, lines, 'fr');
  return { pricing, totals: documentTotals(billLines(billable)), lines: billable, order, placed: lines };
}

describe('an order invoiced from its snapshot', () => {
  it('says to the cent what the order said: HT, VAT, TTC, and the VAT of every rate', () => {
    fc.assert(
      fc.property(
        orderInput().map((input) => ({ ...input, reservations: [] })),
        (input) => {
          const { pricing, totals } = invoiceOf(input);
          const price = pricing.answer.price;
          expect(totals.totalHt + totals.totalDuties).toBe(price.totalWithMargin);
          expect(totals.totalVat).toBe(price.tva);
          expect(totals.totalTtc).toBe(price.totalTTC);
          const ofOrder = new Map(
            pricing.vatByRate.map((row) => [bp(row.rate), { base: row.ht, vat: row.vat }]),
          );
          const ofInvoice = new Map(
            totals.vatBreakdown
              .filter((row) => row.base !== 0 || row.vat !== 0)
              .map((row) => [row.vatRateBp, { base: row.base, vat: row.vat }]),
          );
          expect(ofInvoice).toEqual(ofOrder);
        },
      ),
      RUNS,
    );
  });

  it('lists every product line at its placed unit price, and only discounts below zero', () => {
    fc.assert(
      fc.property(
        orderInput().map((input) => ({ ...input, reservations: [] })),
        (input) => {
          const { pricing, lines } = invoiceOf(input);
          const products = lines.filter((line) => line.kind === 'product');
          expect(products.map((line) => line.unitHt)).toEqual(pricing.lines.map((line) => line.unit.ht));
          for (const line of lines)
            if (line.kind === 'discount') expect(line.listUnitHt).toBeLessThan(0);
            else expect(line.listUnitHt).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });

  it('delivered in parts and invoiced per delivery, adds up to the whole order to the cent', () => {
    // Each line's units spread over up to four deliveries by random weights; a delivery of nothing is none.
    const weights = fc.array(fc.array(fc.nat({ max: 20 }), { minLength: 4, maxLength: 4 }), {
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        orderInput()
          .filter((input) => input.lines.length > 0)
          .map((input) => ({ ...input, reservations: [] })),
        fc.integer({ min: 1, max: 4 }),
        weights,
        (input, count, weightsOf) => {
          const { totals: whole, order, placed, lines: wholeLines } = invoiceOf(input);
          const wholeShipping = wholeLines.filter((l) => l.kind === 'shipping').length;
          const split = placed.map((line, index) =>
            splitProportionally(line.quantity, weightsOf[index % 12]!.slice(0, count)).map(
              (units, delivery, all) =>
                // All weights 0: everything goes in the first delivery.
                all.every((u) => u === 0) ? (delivery === 0 ? line.quantity : 0) : units,
            ),
          );
          const invoices: BillableLine[][] = [];
          for (let delivery = 0; delivery < count; delivery++) {
            if (split.every((units) => units[delivery] === 0)) continue;
            const parts = placed.map((line, index) => ({
              line,
              before: split[index]!.slice(0, delivery).reduce((a, b) => a + b, 0),
              now: split[index]![delivery]!,
            }));
            invoices.push(orderPartInvoiceLines(order, parts, 'fr'));
          }
          const totals = invoices.map((lines) => documentTotals(billLines(lines)));
          const sum = (pick: (t: (typeof totals)[number]) => number) =>
            totals.reduce((total, t) => total + pick(t), 0);
          expect(sum((t) => t.totalHt + t.totalDuties)).toBe(whole.totalHt + whole.totalDuties);
          expect(sum((t) => t.totalVat)).toBe(whole.totalVat);
          expect(sum((t) => t.totalTtc)).toBe(whole.totalTtc);
          const byRate = new Map<number, { base: number; vat: number }>();
          for (const row of totals.flatMap((t) => t.vatBreakdown)) {
            const seen = byRate.get(row.vatRateBp) ?? { base: 0, vat: 0 };
            byRate.set(row.vatRateBp, { base: seen.base + row.base, vat: seen.vat + row.vat });
          }
          for (const row of whole.vatBreakdown)
            expect(byRate.get(row.vatRateBp)).toEqual({ base: row.base, vat: row.vat });
          // Delivery once, on the first invoice.
          const shipping = invoices.map((lines) => lines.filter((l) => l.kind === 'shipping').length);
          expect(shipping).toEqual(invoices.map((_, i) => (i === 0 ? wholeShipping : 0)));
          for (const line of invoices.flat()) {
            expect(line.quantity).toBeGreaterThan(0);
            if (line.kind === 'discount') expect(line.listUnitHt).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
