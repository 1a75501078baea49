import { parseDecimalInput, tryToCents, type Cents, type Locale } from '@cuvee/kernel';
import type { FormatTypologyPrice, PriceTier } from './pricing-inputs.js';

/*
 * One cell of the price lists (a format's price for one client typology) as a spreadsheet row writes it
 * and reads it back, framework-free (docs/catalogue.md "Price lists import"). A row changes only what
 * it fills: its price HT, its quantity prices ("6 : 8,50 / 12 : 8,00", or "aucun" for none of the
 * typology's own, so the format's apply no more), whether the typology sees the format. A cell the
 * format does not have is the same as a visible one at the base price with the format's tiers.
 */

/** What one row of a price list asks for a cell; an absent field keeps the cell's. */
export interface PriceListChange {
  price?: Cents;
  tiers?: readonly PriceTier[];
  visible?: boolean;
}

/** Words that say "this typology has no quantity prices of its own". */
const NO_TIERS = new Set(['aucun', 'aucune', 'none', 'sans', 'non', '-']);
const NO_TIERS_TEXT: Readonly<Record<Locale, string>> = { fr: 'aucun', en: 'none' };
const TIER = /^(?:(?:dès|des|à partir de|a partir de|from)\s+)?(\d+(?:[.,]\d+)?)\s*[:=]\s*(.+)$/i;

/**
 * Reads quantity prices: "threshold : price" pairs separated by "/", ";", "|" or line breaks, in the
 * order given ("6 : 8,50 / 12 : 8,00"; "dès 6 : 8,50" too); "aucun"/"none" is an empty list. Null when
 * unreadable. The slash is what the export writes: a semicolon would be the CSV separator.
 * Whether the thresholds rise and the prices fall is the pricing checks' business, not the reading's.
 */
export function parseTiers(text: string): PriceTier[] | null {
  const trimmed = text.trim();
  if (NO_TIERS.has(trimmed.toLowerCase())) return [];
  const parts = trimmed
    .split(/[/;|\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const tiers: PriceTier[] = [];
  for (const part of parts) {
    const match = TIER.exec(part);
    const threshold = match ? parseDecimalInput(match[1]) : null;
    const price = match ? tryToCents(match[2]!) : null;
    if (threshold === null || price === null) return null;
    tiers.push({ threshold, price });
  }
  return tiers;
}

const euros = (locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
const EUROS: Readonly<Record<Locale, Intl.NumberFormat>> = { fr: euros('fr'), en: euros('en') };

/** A threshold as written back: every digit it has (String is the shortest text that reads back as it). */
const thresholdText = (threshold: number, locale: Locale) =>
  locale === 'fr' ? String(threshold).replace('.', ',') : String(threshold);

/** Cents as the euros a sheet shows, in the language's decimals ("8,50" / "8.50"). */
export function eurosText(cents: Cents, locale: Locale): string {
  return EUROS[locale].format(cents / 100);
}

/** Quantity prices as parseTiers reads them back ("6 : 8,50 / 12 : 8,00", "aucun" for none). */
export function tiersText(tiers: readonly PriceTier[], locale: Locale): string {
  if (tiers.length === 0) return NO_TIERS_TEXT[locale];
  return tiers
    .map((tier) => `${thresholdText(tier.threshold, locale)} : ${eurosText(tier.price, locale)}`)
    .join(' / ');
}

/** The cell once a row is applied: what the row fills replaces, the rest stays (a new cell is visible). */
export function nextTypologyCell(
  current: FormatTypologyPrice | undefined,
  change: PriceListChange,
): FormatTypologyPrice {
  const tiers = change.tiers ?? current?.discountPrice;
  return {
    visible: change.visible ?? current?.visible ?? true,
    price: change.price ?? current?.price ?? null,
    ...(tiers ? { discountPrice: tiers.map((tier) => ({ ...tier })) } : {}),
    ...(current?.discountAdd ? { discountAdd: current.discountAdd.map((tier) => ({ ...tier })) } : {}),
  };
}

/** What a sheet row says of a cell (the export's row): every field, the price when the cell has its own. */
export function changeOfCell(cell: FormatTypologyPrice | undefined): PriceListChange {
  return {
    visible: cell?.visible ?? true,
    ...(cell?.price !== null && cell?.price !== undefined ? { price: cell.price } : {}),
    ...(cell?.discountPrice ? { tiers: cell.discountPrice } : {}),
  };
}

/** The cell in a canonical shape: an absent cell is a visible one at the base price. */
function canonical(cell: FormatTypologyPrice | undefined) {
  return {
    visible: cell?.visible ?? true,
    price: cell?.price ?? null,
    discountPrice: cell?.discountPrice?.map(({ threshold, price }) => [threshold, price]) ?? null,
    discountAdd: cell?.discountAdd?.map(({ threshold, amount }) => [threshold, amount]) ?? null,
  };
}

/** Whether two cells price and show the format alike (an absent cell and its default are the same). */
export function sameTypologyCell(
  a: FormatTypologyPrice | undefined,
  b: FormatTypologyPrice | undefined,
): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
