import fc from 'fast-check';
import { vatRateBasisPoints } from '@cuvee/kernel';
import { billLines, documentTotals } from '@cuvee/billing';
import { priceCartOrder, type CartOrderPricingInput } from '../cart-pricing.js';
import { orderInvoiceLines, orderLineAmounts, type InvoicedOrderLine } from '../order-invoicing.js';
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
  const billable = orderInvoiceLines(
    {
      promoAmount: price.promoAmount,
      shipping: price.shipping,
      margin: price.margin,
      deliveryKind: input.delivery.kind,
      deliveryLabel: 'Colissimo',
      shippingVatRate: pricing.deliveryVatRate,
    },
    lines,
    'fr',
  );
  return { pricing, totals: documentTotals(billLines(billable)), lines: billable };
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
            pricing.vatByRate.map((row) => [vatRateBasisPoints(row.rate), { base: row.ht, vat: row.vat }]),
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
});
