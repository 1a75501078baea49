import {
  findRef,
  formatMoney,
  formatSize,
  intlLocale,
  PARIS_TIME_ZONE,
  type Locale,
  type RefList,
} from '@cuvee/kernel';
import type { ShopTexts } from './i18n';
import type { Format, Product } from './api/catalogue';

/*
 * How amounts, formats and prices read on the shop pages. Amounts are the API's integer cents, shown as
 * they come: the front never computes a price (the API resolves the typology, tax and promotions).
 */

type UnitPrice = NonNullable<Format['unitPrice']>;

export function money(cents: number, locale: Locale): string {
  return formatMoney(cents, locale);
}

/** "11,50 € TTC" or "9,00 € HT": the price of one unit as the viewer's typology shows it. */
export function unitPriceText(price: UnitPrice, locale: Locale, t: ShopTexts): string {
  return `${money(price.display, locale)} ${price.displayTtc ? t.price.ttc : t.price.ht}`;
}

/** "Bouteille 75 cl", "Magnum 1,5 l", "Bag-in-box 5 l"; a plain unit names its container only. */
export function formatName(format: Format, locale: Locale, t: ShopTexts): string {
  const magnum = format.container === 'bottle' && format.unity === 'litre' && format.unityValue === 1.5;
  const kind = magnum
    ? t.format.magnum
    : (t.format[format.container as keyof ShopTexts['format']] ?? format.container);
  return format.unity === 'unit' ? kind : `${kind} ${formatSize(format, locale)}`;
}

/** The format priced lowest for the viewer (the card's "à partir de"), null when none is priced. */
export function cheapestFormat(product: Product): (Format & { unitPrice: UnitPrice }) | null {
  let best: (Format & { unitPrice: UnitPrice }) | null = null;
  for (const format of product.formats) {
    const price = format.unitPrice;
    if (price && (!best || price.display < best.unitPrice.display)) best = { ...format, unitPrice: price };
  }
  return best;
}

/** "-10 %" or "-1,50 €" (percent promotions carry the percent, others cents off each unit). */
export function promotionAmount(promotion: Format['promotions'][number], locale: Locale): string {
  if (promotion.type === 'percent') {
    return `-${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(promotion.amount)} %`;
  }
  return `-${money(promotion.amount, locale)}`;
}

/** A calendar date of the API ("2026-04-30") in the page's language. */
export function dateText(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

/** A reference key's label (colour, label, grape…); a key the list does not know shows as itself. */
export function refLabel(list: RefList, key: string, locale: Locale): string {
  return findRef(list, key)?.[locale] ?? key;
}

/**
 * A product's stock as its card tells it: in stock when a format is, out of stock when every tracked
 * format is, nothing when the shop shows no stock or does not track the product (the API decides).
 */
export function productStock(product: Product): 'inStock' | 'outOfStock' | null {
  const signals = product.formats.map((format) => format.stock).filter((stock) => stock !== null);
  if (signals.length === 0) return null;
  return signals.includes('inStock') ? 'inStock' : 'outOfStock';
}

/** An instant of the API (ISO date-time) as a Paris day in the page's language. */
export function dayText(isoDateTime: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: PARIS_TIME_ZONE,
  }).format(new Date(isoDateTime));
}
