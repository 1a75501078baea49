import type { Promotion, VintageLegal } from '../pricing-inputs.js';
import { isVisibleTo, priceLines, unitPrice } from '../price-resolution.js';
import { bottle, context, magnum, shop, stillWineLegal, wine } from './pricing-fixtures.js';

/*
 * Examples worked by hand. Duties of a 75 cl still wine in 2025: 0.0075 hl × 4,12 €/hl = 3.09 c → 3 c.
 */

const tenPercentFrom12: Promotion = {
  id: 'promo-12',
  type: 'percent',
  amount: 10,
  activation: 'minProduct',
  threshold: 12,
  start: null,
  end: null,
};

describe('a 75 cl still red at 12,50 € HT', () => {
  test('a private buyer (tax-inclusive typology) sees 15,04 € TTC', () => {
    const line = unitPrice({ product: wine(), format: bottle() }, context('public'));
    expect(line.unit).toEqual({
      listHt: 1250,
      ht: 1250,
      excise: 3,
      css: 0,
      customTax: 0,
      customTaxIncluded: 0,
      duties: 3,
      vatBase: 1253,
      vat: 251, // 1253 × 20 % = 250.6
      ttc: 1504,
      display: 1504,
    });
    expect(line.displayTtc).toBe(true);
    expect(line.vatRate).toBe(20);
  });

  test('three bottles: every line amount is the unit amount × 3', () => {
    const [line] = priceLines([{ product: wine(), format: bottle(), quantity: 3 }], context()).lines;
    expect(line).toMatchObject({ goodsHt: 3750, duties: 9, ht: 3759, vat: 753, ttc: 4512 });
  });

  test('a professional typology sees the HT price, duties apart; the VAT is the same', () => {
    const pro = unitPrice({ product: wine(), format: bottle() }, context('caviste'));
    const privateBuyer = unitPrice({ product: wine(), format: bottle() }, context('public'));
    expect(pro.displayTtc).toBe(false);
    expect(pro.unit.display).toBe(1250);
    expect(privateBuyer.unit.display).toBe(1504);
    expect(pro.unit.vat).toBe(privateBuyer.unit.vat);
  });

  test('a typology price replaces the base price', () => {
    const format = bottle({ typologies: { caviste: { visible: true, price: 950 } } });
    expect(unitPrice({ product: wine(), format }, context('caviste')).unit.ht).toBe(950);
    expect(unitPrice({ product: wine(), format }, context('public')).unit.ht).toBe(1250);
  });
});

describe('quantity tiers', () => {
  const tiered = bottle({
    discountPrice: [
      { threshold: 6, price: 1150 },
      { threshold: 12, price: 1100 },
    ],
  });

  test('the highest threshold reached wins: 5 → list, 6 → 11,50 €, 18 → 11,00 €', () => {
    const ht = (quantity: number): number =>
      unitPrice({ product: wine(), format: tiered, quantity }, context('caviste')).unit.ht;
    expect(ht(5)).toBe(1250);
    expect(ht(6)).toBe(1150);
    expect(ht(11)).toBe(1150);
    expect(ht(18)).toBe(1100);
  });

  test('the tier applied is reported', () => {
    const line = unitPrice({ product: wine(), format: tiered, quantity: 7 }, context());
    expect(line.appliedTiers).toEqual([{ kind: 'price', threshold: 6, price: 1150 }]);
  });

  test('tiers count the total order quantity of the product, over its lines', () => {
    const { lines } = priceLines(
      [
        { product: wine(), format: tiered, quantity: 4 },
        { product: wine(), format: tiered, quantity: 2 },
        { product: wine('vouvray'), format: tiered, quantity: 5 },
      ],
      context('caviste'),
    );
    expect(lines.map((l) => l.unit.ht)).toEqual([1150, 1150, 1250]);
  });

  test('discountAdd adds its amount on top of the tier price (negative: a discount)', () => {
    const format = bottle({
      discountPrice: [{ threshold: 6, price: 1150 }],
      discountAdd: [
        { threshold: 24, amount: -50 },
        { threshold: 60, amount: -100 },
      ],
    });
    const line = unitPrice({ product: wine(), format, quantity: 30 }, context('caviste'));
    expect(line.unit.ht).toBe(1100);
    expect(line.appliedTiers).toEqual([
      { kind: 'price', threshold: 6, price: 1150 },
      { kind: 'add', threshold: 24, amount: -50 },
    ]);
  });

  test('a typology may carry its own tiers', () => {
    const format = bottle({
      discountPrice: [{ threshold: 6, price: 1150 }],
      typologies: {
        restaurant: { visible: true, price: 1000, discountPrice: [{ threshold: 12, price: 900 }] },
      },
    });
    const listed = (quantity: number): number =>
      unitPrice({ product: wine(), format, quantity }, context('restaurant')).unit.ht;
    expect(listed(6)).toBe(850); // 10,00 € − 15 %
    expect(listed(12)).toBe(765); // 9,00 € − 15 %
  });
});

describe('a magnum counts 2 eq75', () => {
  const tieredMagnum = magnum({ discountPrice: [{ threshold: 6, price: 2500 }] });

  test('with allRulesInEq75 on the typology, 3 magnums reach the 6-bottle tier', () => {
    const line = unitPrice({ product: wine(), format: tieredMagnum, quantity: 3 }, context('caviste'));
    expect(line.unit.ht).toBe(2500);
    expect(line.unit.excise).toBe(6); // 0.015 hl × 412 c = 6.18
  });

  test('without it, 3 magnums are 3 units and stay at the list price', () => {
    const line = unitPrice({ product: wine(), format: tieredMagnum, quantity: 3 }, context('public'));
    expect(line.unit.ht).toBe(2800);
  });

  test('allRulesInEq75 of the shop settings applies to every typology', () => {
    const ctx = context('public', { shop: shop({ allRulesInEq75: true }) });
    expect(unitPrice({ product: wine(), format: tieredMagnum, quantity: 3 }, ctx).unit.ht).toBe(2500);
  });

  test('bottles and magnums of one product add up in eq75', () => {
    const { lines } = priceLines(
      [
        { product: wine(), format: bottle({ discountPrice: [{ threshold: 6, price: 1150 }] }), quantity: 2 },
        { product: wine(), format: tieredMagnum, quantity: 2 },
      ],
      context('caviste'),
    );
    expect(lines.map((l) => l.unit.ht)).toEqual([1150, 2500]);
  });
});

test('in eq75 mode a format without eq75 (an accessory) counts its units', () => {
  const corkscrew = {
    id: 'corkscrew',
    type: 'other',
    vatType: 'standard' as const,
    alcohol: null,
    legal: null,
  };
  const format = bottle({
    unity: 'unit',
    unityValue: 1,
    eq75: 0,
    price: 900,
    discountPrice: [{ threshold: 6, price: 800 }],
  });
  expect(unitPrice({ product: corkscrew, format, quantity: 6 }, context('caviste')).unit.ht).toBe(800);
});

describe('promotions', () => {
  test('10 % from 12 bottles: 11 at the list price, 12 at 11,25 €', () => {
    const format = bottle({ promotions: [tenPercentFrom12] });
    const at = (quantity: number) => unitPrice({ product: wine(), format, quantity }, context());
    expect(at(11).unit.ht).toBe(1250);
    expect(at(11).appliedPromotion).toBeNull();
    expect(at(12).unit.ht).toBe(1125);
    expect(at(12).appliedPromotion?.id).toBe('promo-12');
  });

  test('a promotion applies after the tier: 12 bottles at 11,00 € − 10 % = 9,90 €', () => {
    const format = bottle({
      discountPrice: [{ threshold: 12, price: 1100 }],
      promotions: [tenPercentFrom12],
    });
    expect(unitPrice({ product: wine(), format, quantity: 12 }, context()).unit.ht).toBe(990);
  });

  test('an amount promotion takes cents off each unit, never below zero', () => {
    const euroOff = (amount: number): Promotion => ({
      id: `minus-${amount}`,
      type: 'amount',
      amount,
      activation: 'always',
      threshold: 0,
      start: null,
      end: null,
    });
    expect(
      unitPrice({ product: wine(), format: bottle({ promotions: [euroOff(200)] }) }, context()).unit.ht,
    ).toBe(1050);
    expect(
      unitPrice({ product: wine(), format: bottle({ promotions: [euroOff(5000)] }) }, context()).unit.ht,
    ).toBe(0);
  });

  test('promotions do not add up: the best one wins', () => {
    const format = bottle({
      promotions: [
        { ...tenPercentFrom12, id: 'five', amount: 5, activation: 'always' },
        { ...tenPercentFrom12, id: 'fifteen', amount: 15, activation: 'always' },
      ],
    });
    const line = unitPrice({ product: wine(), format }, context());
    expect(line.unit.ht).toBe(1063); // 1250 × 0.85 = 1062.5
    expect(line.appliedPromotion?.id).toBe('fifteen');
  });

  test('outside its dates a promotion does not apply; its first and last days do', () => {
    const june: Promotion = {
      ...tenPercentFrom12,
      activation: 'always',
      start: '2025-06-01',
      end: '2025-06-30',
    };
    const format = bottle({ promotions: [june] });
    const on = (date: string): number =>
      unitPrice({ product: wine(), format }, context('public', { date })).unit.ht;
    expect(on('2025-05-31')).toBe(1250);
    expect(on('2025-06-01')).toBe(1125);
    expect(on('2025-06-30')).toBe(1125);
    expect(on('2025-07-01')).toBe(1250);
  });

  test('order thresholds count the whole order: bottles of every product, amount at list prices', () => {
    const byOrderCount: Promotion = { ...tenPercentFrom12, activation: 'minProductOrder', threshold: 12 };
    const byOrderAmount: Promotion = { ...tenPercentFrom12, activation: 'minPriceOrder', threshold: 15_000 };
    const byProductAmount: Promotion = { ...tenPercentFrom12, activation: 'minPrice', threshold: 10_000 };
    const other = { product: wine('vouvray'), format: bottle(), quantity: 6 };
    const ht = (promotion: Promotion, quantity: number): number =>
      priceLines(
        [{ product: wine(), format: bottle({ promotions: [promotion] }), quantity }, other],
        context(),
      ).lines[0]!.unit.ht;
    expect(ht(byOrderCount, 5)).toBe(1250);
    expect(ht(byOrderCount, 6)).toBe(1125);
    expect(ht(byOrderAmount, 5)).toBe(1250); // 11 × 12,50 = 137,50 €
    expect(ht(byOrderAmount, 6)).toBe(1125); // 12 × 12,50 = 150,00 €
    expect(ht(byProductAmount, 7)).toBe(1250); // 87,50 €
    expect(ht(byProductAmount, 8)).toBe(1125); // 100,00 €
  });

  test('a percentage over 100 is refused', () => {
    const format = bottle({ promotions: [{ ...tenPercentFrom12, amount: 120, activation: 'always' }] });
    expect(() => unitPrice({ product: wine(), format }, context())).toThrow(RangeError);
  });
});

describe('restaurant typology with a 15 % global discount', () => {
  test('12,50 € − 15 % = 10,625 → 10,63 € HT, shown HT', () => {
    const line = unitPrice({ product: wine(), format: bottle() }, context('restaurant'));
    expect(line.unit).toMatchObject({
      listHt: 1250,
      ht: 1063,
      duties: 3,
      vat: 213,
      ttc: 1279,
      display: 1063,
    });
    expect(line.globalDiscount).toBe(15);
  });

  test('promotion then global discount round once: 12,50 × 0.9 × 0.85 = 9,5625 → 9,56 €', () => {
    const format = bottle({ promotions: [tenPercentFrom12] });
    expect(unitPrice({ product: wine(), format, quantity: 12 }, context('restaurant')).unit.ht).toBe(956);
  });
});

describe('VAT', () => {
  test('a 5.5 % product: grape juice at 4,50 € HT has 0,25 € VAT', () => {
    const juice = { id: 'juice', type: 'juice', vatType: 'reduced' as const, alcohol: null, legal: null };
    const line = unitPrice({ product: juice, format: bottle({ eq75: 1, price: 450 }) }, context());
    expect(line.vatRate).toBe(5.5);
    expect(line.unit).toMatchObject({ ht: 450, duties: 0, vat: 25, ttc: 475 });
  });

  test('a shop without VAT charges none, whatever the typology shows', () => {
    const ctx = context('public', { shop: shop({ hasTVA: false }) });
    const { lines, totals } = priceLines([{ product: wine(), format: bottle(), quantity: 2 }], ctx);
    expect(lines[0]!.unit).toMatchObject({ ht: 1250, duties: 3, vat: 0, ttc: 1253, display: 1253 });
    expect(totals.byVatRate).toEqual([{ rate: 0, ht: 2506, vat: 0, ttc: 2506 }]);
  });

  test('a line may be sold without VAT (export)', () => {
    const line = priceLines([{ product: wine(), format: bottle(), quantity: 1, disableVat: true }], context())
      .lines[0]!;
    expect(line.vat).toBe(0);
  });

  test('totals per VAT rate, highest rate first', () => {
    const juice = { id: 'juice', type: 'juice', vatType: 'reduced' as const, alcohol: null, legal: null };
    const { totals } = priceLines(
      [
        { product: wine(), format: bottle(), quantity: 2 },
        { product: juice, format: bottle({ price: 450 }), quantity: 4 },
      ],
      context(),
    );
    expect(totals.byVatRate).toEqual([
      { rate: 20, ht: 2506, vat: 502, ttc: 3008 },
      { rate: 5.5, ht: 1800, vat: 100, ttc: 1900 },
    ]);
    expect(totals).toMatchObject({ goodsHt: 4300, duties: 6, ht: 4306, vat: 602, ttc: 4908 });
  });
});

describe('duties', () => {
  const eauDeVie = (legal: Partial<VintageLegal> = {}) => ({
    id: 'fine-de-loire',
    type: 'spirits',
    vatType: 'standard' as const,
    alcohol: 40,
    legal: { ...stillWineLegal, da: 'spirits', css: 'cssSpirits', ...legal },
  });
  // 70 cl without eq75: the volume comes from the format unit.
  const seventyCl = bottle({ unity: 'centilitre', unityValue: 70, eq75: 0, price: 3500 });

  test('spirits per hl of pure alcohol: 0.007 hl × 40 % × 1 899,16 € = 5,32 €, CSS 1,73 €', () => {
    const line = unitPrice({ product: eauDeVie(), format: seventyCl }, context());
    // 0.0028 hlap × 189 916 c = 531.76; × 61 610 c = 172.51
    expect(line.unit).toMatchObject({ ht: 3500, excise: 532, css: 173, duties: 705 });
    expect(line.unit.vat).toBe(841); // (3500 + 705) × 20 % = 841
    expect(line.unit.ttc).toBe(5046);
  });

  test('duties follow the edition in force on the day: 2026 still wine 4,19 €/hl', () => {
    expect(
      unitPrice({ product: wine(), format: magnum() }, context('public', { date: '2026-01-01' })).unit.excise,
    ).toBe(
      6, // 0.015 × 419 = 6.285
    );
    const sparkling = wine('cremant', { ...stillWineLegal, da: 'sparklingWine' });
    expect(
      unitPrice({ product: sparkling, format: bottle() }, context('public', { date: '2026-03-01' })).unit
        .excise,
    ).toBe(
      8, // 0.0075 × 1038 = 7.785
    );
  });

  test('a rate per hl of pure alcohol needs the alcohol of the product', () => {
    const product = { ...eauDeVie(), alcohol: null };
    expect(() => unitPrice({ product, format: seventyCl }, context())).toThrow(/needs its alcohol/);
  });

  test('duty-suspended (DSU) and NULL vintages carry no duty', () => {
    for (const typeDA of ['DSU', 'NULL'] as const) {
      const product = wine('chinon', { ...stillWineLegal, typeDA });
      expect(unitPrice({ product, format: bottle() }, context()).unit.duties).toBe(0);
    }
  });

  test('a format with neither eq75 nor a volume unit carries no duty', () => {
    const gift = bottle({ unity: 'unit', unityValue: 1, eq75: 0 });
    expect(unitPrice({ product: wine(), format: gift }, context()).unit.duties).toBe(0);
  });

  test('an unknown duty rate is a data error', () => {
    const product = wine('chinon', { ...stillWineLegal, da: 'perry' });
    expect(() => unitPrice({ product, format: bottle() }, context())).toThrow(/Unknown duty rate "perry"/);
  });

  describe('custom tax per hl: 10 €/hl is 7,5 c → 8 c on a 75 cl bottle', () => {
    const customLegal = (added: boolean, vat: boolean): VintageLegal => ({
      ...stillWineLegal,
      customTaxName: 'Cotisation interprofessionnelle',
      customTaxAmountPerHL: 1000,
      customTaxAdded: added,
      customTaxVat: vat,
    });

    test('added and subject to VAT', () => {
      const line = unitPrice({ product: wine('w', customLegal(true, true)), format: bottle() }, context());
      expect(line.unit).toMatchObject({ customTax: 8, duties: 11, vatBase: 1261, vat: 252, ttc: 1513 });
    });

    test('added, outside the VAT base', () => {
      const line = unitPrice({ product: wine('w', customLegal(true, false)), format: bottle() }, context());
      expect(line.unit).toMatchObject({ customTax: 8, duties: 11, vatBase: 1253, vat: 251, ttc: 1512 });
    });

    test('included in the price: shown, not added; outside the VAT base it comes off it', () => {
      const inBase = unitPrice({ product: wine('w', customLegal(false, true)), format: bottle() }, context());
      expect(inBase.unit).toMatchObject({ customTax: 0, customTaxIncluded: 8, duties: 3, vatBase: 1253 });
      const outOfBase = unitPrice(
        { product: wine('w', customLegal(false, false)), format: bottle() },
        context(),
      );
      expect(outOfBase.unit).toMatchObject({ customTaxIncluded: 8, vatBase: 1245, vat: 249, ttc: 1502 });
    });

    test('only for the families it names', () => {
      const legal = { ...customLegal(true, true), customTaxFamilies: ['cider'] };
      expect(unitPrice({ product: wine('w', legal), format: bottle() }, context()).unit.customTax).toBe(0);
      const named = { ...customLegal(true, true), customTaxFamilies: ['cider', 'wine'] };
      expect(unitPrice({ product: wine('w', named), format: bottle() }, context()).unit.customTax).toBe(8);
    });
  });
});

describe('edges of tiers and promotions', () => {
  const always = (id: string, type: Promotion['type'], amount: number): Promotion => ({
    id,
    type,
    amount,
    activation: 'always',
    threshold: 0,
    start: null,
    end: null,
  });

  test('of two promotions giving the same price, the first listed applies', () => {
    // 10 % of 12,50 € and 1,25 € off both give 11,25 € HT.
    const format = bottle({
      promotions: [always('amount', 'amount', 125), always('percent', 'percent', 10)],
    });
    const line = unitPrice({ product: wine(), format }, context());
    expect(line.unit.ht).toBe(1125);
    expect(line.appliedPromotion?.id).toBe('amount');
  });

  test('an add tier larger than the price brings it to 0, never below', () => {
    const format = bottle({ discountAdd: [{ threshold: 1, amount: -2000 }] });
    const line = unitPrice({ product: wine(), format }, context());
    expect(line.unit).toMatchObject({ ht: 0, excise: 3, vatBase: 3, vat: 1, ttc: 4 });
  });

  test('a negative tier price or promotion amount is a data error', () => {
    const tier = bottle({ discountPrice: [{ threshold: 1, price: -100 }] });
    expect(() => unitPrice({ product: wine(), format: tier }, context())).toThrow(RangeError);
    const promotion = bottle({ promotions: [always('p', 'amount', -5)] });
    expect(() => unitPrice({ product: wine(), format: promotion }, context())).toThrow(RangeError);
  });
});

describe('input checks and visibility', () => {
  test('a quantity must be a positive integer', () => {
    for (const quantity of [0, -1, 1.5]) {
      expect(() => priceLines([{ product: wine(), format: bottle(), quantity }], context())).toThrow(
        RangeError,
      );
    }
  });

  test('a negative price is refused', () => {
    expect(() => unitPrice({ product: wine(), format: bottle({ price: -1 }) }, context())).toThrow(
      RangeError,
    );
  });

  test('no lines, zero totals', () => {
    expect(priceLines([], context()).totals).toEqual({
      goodsHt: 0,
      duties: 0,
      ht: 0,
      vat: 0,
      ttc: 0,
      byVatRate: [],
    });
  });

  test('a typology sees a format unless the format hides it from that typology', () => {
    const format = bottle({ typologies: { restaurant: { visible: false, price: null } } });
    expect(isVisibleTo(format, 'restaurant')).toBe(false);
    expect(isVisibleTo(format, 'public')).toBe(true);
  });
});
