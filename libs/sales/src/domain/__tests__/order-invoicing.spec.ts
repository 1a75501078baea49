import fc from 'fast-check';
import { billLines, documentTotals } from '@cuvee/billing/domain';
import { LEGAL_DOCUMENT_STATUSES } from '@cuvee/kernel';
import { checkoutPaymentPlan, creditSpent, CREDIT_PLAN } from '../checkout-payment.js';
import {
  orderCreditRef,
  orderInvoiceLines,
  orderReference,
  paymentStatusOfInvoice,
  quoteOrderAmounts,
  receivedPaymentType,
  type InvoicedOrder,
  type InvoicedOrderLine,
} from '../order-invoicing.js';

const chinon: InvoicedOrderLine = {
  productId: 7,
  vintageId: 3,
  formatId: 11,
  name: 'Chinon Les Demoiselles',
  vintageName: '2022',
  formatLabel: '75 cl',
  eq75: 1,
  quantity: 12,
  family: 'wine',
  unitListHt: 1250,
  unitHt: 1125,
  unitDuties: 4,
  vatRate: 20,
  unitVat: 226,
  unitWrappingHt: 0,
};
const juice: InvoicedOrderLine = {
  ...chinon,
  productId: 8,
  vintageId: 0,
  name: 'Jus de raisin',
  vintageName: null,
  formatLabel: '1 l',
  quantity: 6,
  unitListHt: 400,
  unitHt: 400,
  unitDuties: 0,
  vatRate: 5.5,
  unitVat: 22,
  unitWrappingHt: 150,
};
const carrier: InvoicedOrder = {
  promoAmount: 0,
  shipping: 1500,
  margin: 150,
  deliveryKind: 'type',
  deliveryLabel: 'Colissimo',
  shippingVatRate: 20,
};

describe("an order's invoice lines", () => {
  test('products at their placed prices and VAT, wrapping, delivery with its margin and VAT', () => {
    const lines = orderInvoiceLines(carrier, [chinon, juice], 'fr');
    expect(lines.map((l) => [l.kind, l.label, l.quantity, l.unitHt, l.vatRateBp])).toEqual([
      ['product', 'Chinon Les Demoiselles 2022 — 75 cl', 12, 1125, 2000],
      ['product', 'Jus de raisin — 1 l', 6, 400, 550],
      ['service', 'Emballage cadeau — Jus de raisin', 6, 150, 550],
      ['shipping', 'Livraison — Colissimo', 1, 1650, 2000],
    ]);
    expect(lines[0]).toMatchObject({
      listUnitHt: 1250,
      unitDuties: 4,
      unitVat: 226,
      family: 'wine',
      eq75: 1,
    });
    const totals = documentTotals(billLines(lines));
    // 12 × (1125 + 4 + 226) + 6 × (400 + 22) + 6 × (150 + 8) + 1650 + 330
    expect(totals.totalTtc).toBe(16_260 + 2532 + 948 + 1980);
  });

  test('a collection point is a delivery line without VAT; nothing to deliver, no line', () => {
    const point = orderInvoiceLines(
      {
        ...carrier,
        deliveryKind: 'collectionPoint',
        deliveryLabel: 'Marché du jeudi',
        margin: 0,
        shipping: 200,
      },
      [chinon],
      'en',
    );
    expect(point.at(-1)).toMatchObject({
      kind: 'shipping',
      label: 'Pick-up — Marché du jeudi',
      vatRateBp: 0,
    });
    expect(
      orderInvoiceLines({ ...carrier, shipping: 0, margin: 0 }, [chinon], 'fr').map((l) => l.kind),
    ).toEqual(['product']);
  });

  test('the order promotion becomes one discount line per VAT rate, in proportion to the goods', () => {
    const lines = orderInvoiceLines(
      { ...carrier, promoAmount: 1000, shipping: 0, margin: 0 },
      [chinon, juice],
      'fr',
    );
    const discounts = lines.filter((l) => l.kind === 'discount');
    // Goods: 13 500 at 20 %, 2 400 at 5.5 %: 849 and 151 of the 1 000.
    expect(discounts.map((l) => [l.label, l.unitHt, l.vatRateBp, l.unitVat])).toEqual([
      ['Remise sur la commande', -849, 2000, -170],
      ['Remise sur la commande', -151, 550, -8],
    ]);
  });

  test('a promotion never takes more VAT off a rate than its lines carried (as the order clamps it)', () => {
    // 5 units at 2 cents carry no VAT each (0.4 rounds to 0); the whole 10 cents off would take 2.
    const cheap = { ...chinon, quantity: 5, unitListHt: 2, unitHt: 2, unitDuties: 0, unitVat: 0 };
    const lines = orderInvoiceLines({ ...carrier, promoAmount: 10, shipping: 0, margin: 0 }, [cheap], 'fr');
    expect(lines[1]).toMatchObject({ kind: 'discount', unitHt: -10, unitVat: 0 });
    expect(documentTotals(billLines(lines))).toMatchObject({ totalVat: 0, totalTtc: 0 });
  });
});

describe("an order's invoice lines, line by line", () => {
  test('a product line keeps its product, vintage and format; no vintage is none, not 0', () => {
    const [wine, grapeJuice] = orderInvoiceLines(carrier, [chinon, juice], 'fr');
    expect(wine).toMatchObject({ kind: 'product', productId: 7, vintageId: 3, formatId: 11, discountBp: 0 });
    expect(grapeJuice).toMatchObject({ productId: 8, vintageId: null, formatId: 11 });
  });

  test('wrapping, discount and delivery lines say every field', () => {
    const lines = orderInvoiceLines({ ...carrier, promoAmount: 1000 }, [chinon, juice], 'fr');
    const none = {
      productId: null,
      vintageId: null,
      formatId: null,
      discountBp: 0,
      unitDuties: 0,
      family: null,
      eq75: 0,
    };
    expect(lines.slice(2)).toEqual([
      {
        ...none,
        kind: 'service',
        label: 'Emballage cadeau — Jus de raisin',
        quantity: 6,
        listUnitHt: 150,
        unitHt: 150,
        vatRateBp: 550,
      },
      {
        ...none,
        kind: 'discount',
        label: 'Remise sur la commande',
        quantity: 1,
        listUnitHt: -849,
        unitHt: -849,
        vatRateBp: 2000,
        unitVat: -170,
      },
      {
        ...none,
        kind: 'discount',
        label: 'Remise sur la commande',
        quantity: 1,
        listUnitHt: -151,
        unitHt: -151,
        vatRateBp: 550,
        unitVat: -8,
      },
      {
        ...none,
        kind: 'shipping',
        label: 'Livraison — Colissimo',
        quantity: 1,
        listUnitHt: 1650,
        unitHt: 1650,
        vatRateBp: 2000,
      },
    ]);
  });

  test('a delivery without a label is named by its kind alone; an order without delivery has no line', () => {
    const unnamed = orderInvoiceLines({ ...carrier, deliveryLabel: null }, [chinon], 'en');
    expect(unnamed.at(-1)).toMatchObject({ kind: 'shipping', label: 'Delivery' });
    const none = orderInvoiceLines({ ...carrier, deliveryKind: 'none' }, [chinon], 'fr');
    expect(none.map((l) => l.kind)).toEqual(['product']);
  });

  test('a rate whose share of the promotion is 0 gets no discount line', () => {
    // 1 cent over 13 500 at 20 % and 2 400 at 5.5 %: the cent goes to 20 %, nothing to 5.5 %.
    const lines = orderInvoiceLines(
      { ...carrier, promoAmount: 1, shipping: 0, margin: 0 },
      [chinon, juice],
      'fr',
    );
    expect(lines.filter((l) => l.kind === 'discount').map((l) => [l.unitHt, l.vatRateBp])).toEqual([
      [-1, 2000],
    ]);
  });
});

describe('references and payments carried to the invoice', () => {
  test('an order is named with its Paris day; its credit use by its id', () => {
    expect(orderReference('CMD-2026-00042', '2026-03-12', 'fr')).toBe(
      'Commande CMD-2026-00042 du 12/03/2026',
    );
    expect(orderReference('CMD-2026-00042', '2026-03-12', 'en')).toBe('Order CMD-2026-00042 of 12/03/2026');
    expect(orderCreditRef(42)).toBe('order:42');
  });

  test('what an order received is recorded under the kernel payment type of its method', () => {
    expect(receivedPaymentType('card')).toBe('onlineCard');
    expect(receivedPaymentType('payLater')).toBe('bill');
    expect(receivedPaymentType('check')).toBe('check');
    expect(receivedPaymentType('cbnc')).toBe('cbnc');
    for (const method of ['transfer', 'cash', 'bill', 'cb', 'ticket', 'gift'])
      expect(receivedPaymentType(method)).toBe(method);
    expect(receivedPaymentType('barter')).toBe('other');
  });
});

describe('client credit at checkout', () => {
  test('payment type credit: the credit pays all of the order, whatever methods the shop takes', () => {
    expect(
      checkoutPaymentPlan('credit', { methods: ['card'], payLaterDelays: [] }, { orderDate: '2026-03-02' }),
    ).toEqual({ ok: true, plan: CREDIT_PLAN });
    expect(creditSpent(5000, 8000, { creditOnly: true, useCredit: false })).toEqual({
      credit: 5000,
      covered: true,
      failure: null,
    });
    expect(creditSpent(5000, 4999, { creditOnly: true, useCredit: false })).toEqual({
      credit: 0,
      covered: false,
      failure: 'sales.creditNotEnough',
    });
  });

  test('useCredit: as much as there is, the payment type pays the rest; nothing asked, nothing spent', () => {
    expect(creditSpent(5000, 2000, { creditOnly: false, useCredit: true })).toEqual({
      credit: 2000,
      covered: false,
      failure: null,
    });
    expect(creditSpent(5000, 9000, { creditOnly: false, useCredit: true })).toMatchObject({
      credit: 5000,
      covered: true,
    });
    expect(creditSpent(5000, 0, { creditOnly: false, useCredit: true }).credit).toBe(0);
    expect(creditSpent(5000, 9000, { creditOnly: false, useCredit: false }).credit).toBe(0);
  });
});

describe("an accepted quote's order", () => {
  test("stores the quote's own amounts: shipping apart, discounts as the promotion, VAT by rate", () => {
    const billed = billLines([
      { ...orderInvoiceLines(carrier, [chinon], 'fr')[0]!, unitVat: null },
      {
        kind: 'discount',
        productId: null,
        vintageId: null,
        formatId: null,
        label: 'Remise',
        quantity: 1,
        listUnitHt: -500,
        discountBp: 0,
        unitDuties: 0,
        vatRateBp: 2000,
        family: null,
        eq75: 0,
      },
      {
        kind: 'shipping',
        productId: null,
        vintageId: null,
        formatId: null,
        label: 'Livraison',
        quantity: 1,
        listUnitHt: 1500,
        discountBp: 0,
        unitDuties: 0,
        vatRateBp: 2000,
        family: null,
        eq75: 0,
      },
    ]);
    const amounts = quoteOrderAmounts(billed);
    const totals = documentTotals(billed);
    expect(amounts).toMatchObject({ bottles: 12, shipping: 1500, promoAmount: 500 });
    expect(amounts.totalHT + amounts.shipping).toBe(totals.totalHt + totals.totalDuties);
    expect(amounts.tva).toBe(totals.totalVat);
    expect(amounts.totalTTC).toBe(totals.totalTtc);
    expect(amounts.vatByRate).toEqual([
      { rate: 20, ht: totals.totalHt + totals.totalDuties, vat: totals.totalVat },
    ]);
  });
});

describe("an accepted quote's order, line by line", () => {
  const line = (
    kind: 'product' | 'service' | 'discount' | 'shipping',
    quantity: number,
    eq75: number,
    ht: number,
  ) => ({
    kind,
    quantity,
    eq75,
    ht,
    duties: 0,
    vat: 0,
    vatRateBp: 0,
  });

  test('counts the bottles of product lines only: not an accessory, not a service worth a bottle', () => {
    const amounts = quoteOrderAmounts([
      line('product', 6, 1, 7500),
      line('product', 2, 2, 5000),
      line('product', 3, 0, 900),
      line('service', 4, 1, 1000),
    ]);
    expect(amounts.bottles).toBe(8);
  });
});

describe("an invoiced order's payment status follows its invoice", () => {
  test('paid when nothing is owed, partial when some is paid, pending when none is', () => {
    expect(paymentStatusOfInvoice('completed')).toBe('paid');
    expect(paymentStatusOfInvoice('incomplete')).toBe('partial');
    expect(paymentStatusOfInvoice('generated')).toBe('pending');
  });

  test('any other status of the invoice (cancelled by credit notes…) leaves the order as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEGAL_DOCUMENT_STATUSES), (status) => {
        const settled = ['completed', 'incomplete', 'generated'].includes(status);
        expect(paymentStatusOfInvoice(status) === null).toBe(!settled);
      }),
    );
  });
});
