import fc from 'fast-check';
import type { ChosenFormat, NewProductLine, NewReservation, SelectedPrice } from '../cart.js';

/* Cart lines shared by the cart tests: a small pool, so that random operations hit the same lines. */

export const BOTTLE_75: ChosenFormat = {
  id: 'f75',
  container: 'bottle',
  unityValue: 0.75,
  unity: 'litre',
  eq75: 1,
};
export const MAGNUM: ChosenFormat = {
  id: 'f150',
  container: 'bottle',
  unityValue: 1.5,
  unity: 'litre',
  eq75: 2,
};
export const BIB_5L: ChosenFormat = {
  id: 'bib5',
  container: 'bib',
  unityValue: 5,
  unity: 'litre',
  eq75: 6.667,
};
export const PIECE: ChosenFormat = {
  id: 'piece',
  container: 'custom',
  unityValue: 1,
  unity: 'unit',
  eq75: 0,
};

export function chinon(
  vintageName: string | null = '2022',
  chosenFormat: ChosenFormat = BOTTLE_75,
): NewProductLine {
  return { productId: 'chinon', productType: 'bottle', vintageName, chosenFormat, isWrapped: false };
}

export const corkscrew: NewProductLine = {
  productId: 'corkscrew',
  productType: 'accessory',
  vintageName: null,
  chosenFormat: PIECE,
  isWrapped: false,
};

export const SLOT = { slotId: 's1', start: '2026-06-13T10:00:00.000Z', end: '2026-06-13T11:30:00.000Z' };

export function price(
  priceId: string,
  quantity: number,
  productType: SelectedPrice['productType'] = 'person',
  overrides: Partial<SelectedPrice> = {},
): SelectedPrice {
  return { priceId, productType, notCounting: false, priceTTC: 1500, quantity, ...overrides };
}

/** A tasting: adults counted, a cheese board option not counted, the tourist tax. */
export function tasting(prices: SelectedPrice[], slot = SLOT): NewReservation {
  return { eventId: 'tasting', selectedSlot: slot, selectedPrices: prices };
}

export const TOURIST_TAX = price('tax', 0, 'touristTax', { priceTTC: 150 });
export const CHEESE = price('cheese', 1, 'option', { notCounting: true, priceTTC: 900 });
export const FREE_GLASS = price('glass', 1, 'option', { notCounting: true, priceTTC: 0 });

export const sellerArb = fc.integer({ min: 1, max: 3 });

export const lineArb: fc.Arbitrary<NewProductLine> = fc.record({
  productId: fc.constantFrom('chinon', 'bourgueil', 'saumur'),
  productType: fc.constantFrom(
    'bottle' as const,
    'accessory' as const,
    'box' as const,
    'prestation' as const,
  ),
  vintageName: fc.constantFrom(null, '2021', '2022'),
  chosenFormat: fc.constantFrom(BOTTLE_75, MAGNUM, BIB_5L, PIECE),
  isWrapped: fc.boolean(),
});

export const bookingArb: fc.Arbitrary<NewReservation> = fc.record({
  eventId: fc.constantFrom('tasting', 'tour'),
  selectedSlot: fc.constantFrom(
    SLOT,
    { ...SLOT, end: '2026-06-13T12:00:00.000Z' },
    { ...SLOT, slotId: 's2' },
  ),
  selectedPrices: fc
    .uniqueArray(
      fc.record({
        priceId: fc.constantFrom('adult', 'child', 'cheese', 'glass', 'tax'),
        quantity: fc.integer({ min: 0, max: 3 }),
      }),
      { selector: (p) => p.priceId, maxLength: 5 },
    )
    .map((chosen) =>
      chosen.map(({ priceId, quantity }): SelectedPrice => {
        if (priceId === 'tax') return { ...TOURIST_TAX, quantity };
        if (priceId === 'cheese') return { ...CHEESE, quantity };
        if (priceId === 'glass') return { ...FREE_GLASS, quantity };
        return price(priceId, quantity, 'person', { priceTTC: priceId === 'adult' ? 1500 : 800 });
      }),
    ),
});
