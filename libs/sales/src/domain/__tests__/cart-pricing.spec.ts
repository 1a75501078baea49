import { priceLines } from '@cuvee/catalogue/domain';
import { priceCart, priceCartOrder } from '../cart-pricing.js';
import { bottle, context, order, product, shop, stillWine, DELIVERY, promotion } from './pricing-fixtures.js';

describe('get-cart-price of one seller', () => {
  it('answers the get-cart-price shape for 6 bottles delivered by a carrier', () => {
    const { answer } = priceCartOrder(order({ delivery: DELIVERY }));
    // 6 × 12,50 € HT; carrier 12,90 € + 10 % margin; VAT 20 % on goods (1500) and delivery (283.8 → 284).
    expect(answer).toEqual({
      sellerId: 1,
      price: {
        payLater: 0,
        promoAmount: 0,
        shipping: 1290,
        totalHT: 7500,
        margin: 129,
        totalWithMargin: 8919,
        totalWithFees: 8919,
        commission: 0,
        tva: 1784,
        totalTTC: 10703,
      },
      franco: false,
      francoPercent: 0,
      amountBeforeFranco: null,
      amountBeforeBottleFranco: null,
    });
  });

  it('prices lines with the catalogue: duties are in totalHT, VAT on goods and duties', () => {
    const lines = [{ product: product('chinon', 'standard', stillWine), format: bottle(), quantity: 6 }];
    const { answer } = priceCartOrder(order({ lines }));
    const catalogue = priceLines(lines, context());
    expect(catalogue.totals.duties).toBeGreaterThan(0);
    expect(answer.price.totalHT).toBe(catalogue.totals.ht);
    expect(answer.price.tva).toBe(catalogue.totals.vat);
    expect(answer.price.totalTTC).toBe(catalogue.totals.ttc);
  });

  it('charges 7 € per package beyond the first 12 bottles', () => {
    const shippingFor = (quantity: number) =>
      priceCartOrder(
        order({ lines: [{ product: product(), format: bottle(), quantity }], delivery: DELIVERY }),
      ).answer.price.shipping;
    expect(shippingFor(12)).toBe(1290);
    expect(shippingFor(13)).toBe(1990);
    expect(shippingFor(25)).toBe(2690);
  });

  it('counts packages on drinks only, not on accessories', () => {
    const corkscrews = {
      product: product('corkscrew'),
      format: bottle(500, { eq75: 0, unity: 'unit' }),
      quantity: 30,
    };
    const pricing = priceCartOrder(order({ lines: [corkscrews], delivery: DELIVERY }));
    expect(pricing.bottles).toBe(0);
    expect(pricing.answer.price.shipping).toBe(1290);
  });

  it('charges a collection point its own price, with no margin and no VAT', () => {
    const { answer, vatByRate } = priceCartOrder(
      order({
        lines: [{ product: product(), format: bottle(), quantity: 30 }],
        delivery: { kind: 'collectionPoint', ref: 'cave', price: 500 },
      }),
    );
    expect(answer.price).toMatchObject({
      shipping: 500,
      margin: 0,
      totalHT: 37500,
      tva: 7500,
      totalTTC: 45500,
    });
    expect(vatByRate).toEqual([
      { rate: 20, ht: 37500, vat: 7500 },
      { rate: 0, ht: 500, vat: 0 },
    ]);
  });

  describe('franco', () => {
    it('frees delivery from a bottle count, and tells what is left before it', () => {
      const franco = { bottles: 12, amount: null };
      const six = priceCartOrder(order({ franco, delivery: DELIVERY })).answer;
      expect(six).toMatchObject({
        franco: false,
        francoPercent: 50,
        amountBeforeBottleFranco: 6,
        amountBeforeFranco: null,
      });
      expect(six.price.shipping).toBe(1290);
      const twelve = priceCartOrder(
        order({
          franco,
          delivery: DELIVERY,
          lines: [{ product: product(), format: bottle(), quantity: 12 }],
        }),
      ).answer;
      expect(twelve).toMatchObject({ franco: true, francoPercent: 100, amountBeforeBottleFranco: 0 });
      expect(twelve.price).toMatchObject({
        shipping: 0,
        margin: 0,
        totalHT: 15000,
        tva: 3000,
        totalTTC: 18000,
      });
    });

    it('reads the amount threshold TTC for a tax-inclusive typology and HT for a professional', () => {
      const franco = { bottles: null, amount: 8000 };
      // 6 × 12,50 € = 75 € HT = 90 € TTC.
      expect(priceCartOrder(order({ franco })).answer).toMatchObject({ franco: true, amountBeforeFranco: 0 });
      const pro = priceCartOrder(order({ franco, context: context('restaurant') })).answer;
      expect(pro).toMatchObject({ franco: false, amountBeforeFranco: 500, francoPercent: 93 });
    });

    it('reads the amount the buyer pays: a steep quantity tier can take an amount franco away', () => {
      const format = bottle(2000, { discountPrice: [{ threshold: 9, price: 1200 }] });
      const franco = { bottles: null, amount: 15_000 };
      const at = (quantity: number) =>
        priceCartOrder(
          order({
            franco,
            context: context('restaurant'),
            lines: [{ product: product(), format, quantity }],
          }),
        ).answer;
      expect(at(8)).toMatchObject({ franco: true }); // 8 × 20 € = 160 €
      expect(at(9)).toMatchObject({ franco: false, amountBeforeFranco: 4200 }); // 9 × 12 € = 108 €
    });

    it('is reached by whichever threshold comes first, and reports the nearer progress', () => {
      const { answer } = priceCartOrder(order({ franco: { bottles: 24, amount: 10_000 } }));
      expect(answer).toMatchObject({
        franco: false,
        francoPercent: 90,
        amountBeforeFranco: 1000,
        amountBeforeBottleFranco: 18,
      });
    });
  });

  describe('order promotions', () => {
    it('applies from a bottle count (minProductOrder)', () => {
      const promotions = [promotion({ activation: 'minProductOrder', threshold: 6 })];
      const five = priceCartOrder(
        order({ promotions, lines: [{ product: product(), format: bottle(), quantity: 5 }] }),
      );
      expect(five.answer.price.promoAmount).toBe(0);
      const six = priceCartOrder(order({ promotions }));
      expect(six.answer.price).toMatchObject({ promoAmount: 750, totalHT: 6750, tva: 1350, totalTTC: 8100 });
      expect(six.appliedPromotion?.id).toBe('p');
    });

    it('applies from an amount at list prices (minPriceOrder), and keeps the best, never both', () => {
      const promotions = [
        promotion({ id: 'five', type: 'amount', amount: 500, activation: 'minPriceOrder', threshold: 7500 }),
        promotion({ id: 'ten', type: 'amount', amount: 1000, activation: 'minPriceOrder', threshold: 7501 }),
        promotion({ id: 'pct', amount: 5 }),
      ];
      const pricing = priceCartOrder(order({ promotions }));
      expect(pricing.appliedPromotion?.id).toBe('five');
      expect(pricing.answer.price.promoAmount).toBe(500);
    });

    it('runs only between its start and end days, inclusive', () => {
      const on = (start: string | null, end: string | null) =>
        priceCartOrder(order({ promotions: [promotion({ start, end })] })).answer.price.promoAmount;
      expect(on('2026-03-02', '2026-03-02')).toBe(750);
      expect(on('2026-03-03', null)).toBe(0);
      expect(on(null, '2026-03-01')).toBe(0);
    });

    it('never takes more than the goods', () => {
      const { answer } = priceCartOrder(
        order({ promotions: [promotion({ type: 'amount', amount: 1_000_000 })] }),
      );
      expect(answer.price).toMatchObject({ promoAmount: 7500, totalHT: 0, tva: 0, totalTTC: 0 });
    });

    it('spreads the discount over the VAT rates in proportion to the goods', () => {
      const lines = [
        { product: product('chinon'), format: bottle(1000), quantity: 3 },
        { product: product('juice', 'reduced'), format: bottle(500, { eq75: 0 }), quantity: 2 },
      ];
      const { answer, vatByRate } = priceCartOrder(order({ lines, promotions: [promotion({ amount: 10 })] }));
      // 4000 HT of goods, 10 % off = 400: 300 on the wine at 20 %, 100 on the juice at 5.5 %.
      expect(vatByRate).toEqual([
        { rate: 20, ht: 2700, vat: 540 },
        // Line VAT 2 × 28 (27.5 per unit, rounded per unit) less 6 (5.5 on the 100 off).
        { rate: 5.5, ht: 900, vat: 50 },
      ]);
      expect(answer.price).toMatchObject({ promoAmount: 400, totalHT: 3600, tva: 590, totalTTC: 4190 });
    });
  });

  it('adds gift wrapping per unit at the product VAT rate, outside the order promotion', () => {
    const lines = [{ product: product(), format: bottle(), quantity: 6, wrappingPrice: 250 }];
    const { answer } = priceCartOrder(order({ lines, promotions: [promotion({ amount: 10 })] }));
    // Goods 7500 − 750 promotion + wrapping 6 × 2,50 € = 8250 HT; VAT 1350 + 6 × 50.
    expect(answer.price).toMatchObject({ promoAmount: 750, totalHT: 8250, tva: 1650, totalTTC: 9900 });
    expect(() => priceCartOrder(order({ lines: [{ ...lines[0]!, wrappingPrice: -1 }] }))).toThrow(RangeError);
  });

  it('adds reservations (TTC prices) to the HT and the tourist tax as a fee outside VAT', () => {
    const { answer } = priceCartOrder(
      order({
        lines: [],
        reservations: [
          { unitTtc: 1500, quantity: 2, vatRate: 20, touristTax: false },
          { unitTtc: 150, quantity: 2, vatRate: 20, touristTax: true },
        ],
      }),
    );
    expect(answer.price).toMatchObject({
      totalHT: 2500,
      totalWithMargin: 2500,
      totalWithFees: 2800,
      tva: 500,
      totalTTC: 3300,
    });
  });

  it('reports pay later, the commission, and no VAT for a shop without VAT', () => {
    const { answer } = priceCartOrder(
      order({
        payLater: true,
        commissionPercent: 5,
        delivery: DELIVERY,
        context: context('public', shop({ hasTVA: false })),
      }),
    );
    expect(answer.price).toMatchObject({
      tva: 0,
      totalHT: 7500,
      commission: 375,
      totalTTC: 8919,
      payLater: 8919,
    });
  });

  it('refuses impossible input instead of pricing it', () => {
    expect(() =>
      priceCartOrder(order({ lines: [{ product: product(), format: bottle(), quantity: 0 }] })),
    ).toThrow(RangeError);
    expect(() =>
      priceCartOrder(order({ reservations: [{ unitTtc: -1, quantity: 1, vatRate: 20, touristTax: false }] })),
    ).toThrow(RangeError);
    expect(() => priceCartOrder(order({ delivery: { ...DELIVERY, price: -1 } }))).toThrow(RangeError);
    expect(() => priceCartOrder(order({ delivery: { ...DELIVERY, marginPercent: -5 } }))).toThrow(RangeError);
  });

  it('answers one entry per seller, in the order of the cart', () => {
    expect(priceCart([order({ sellerId: 4 }), order({ sellerId: 2 })]).map((p) => p.sellerId)).toEqual([
      4, 2,
    ]);
  });
});
