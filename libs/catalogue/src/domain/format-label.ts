import type { FormatType } from '@cuvee/kernel';

/** A sale format's container and volume, as the catalogue stores them. */
export interface FormatSize {
  container: FormatType;
  unity: string;
  unityValue: number;
}

/** Volume units people write, in litres. */
const LITRES: Readonly<Record<string, number>> = {
  ml: 0.001,
  cl: 0.01,
  dl: 0.1,
  l: 1,
  litre: 1,
  litres: 1,
  liter: 1,
  liters: 1,
  hl: 100,
};

/** Other units of the catalogue (UNITS), by the words people use. */
const UNITS: Readonly<Record<string, string>> = {
  kg: 'kilogram',
  kilo: 'kilogram',
  kilos: 'kilogram',
  kilogram: 'kilogram',
  kilogramme: 'kilogram',
  kilogrammes: 'kilogram',
  g: 'gram',
  gram: 'gram',
  gramme: 'gram',
  grammes: 'gram',
  u: 'unit',
  unit: 'unit',
  unite: 'unit',
  unites: 'unit',
  piece: 'unit',
  pieces: 'unit',
};

/** Container words (FORMAT_TYPES), French and English. */
const CONTAINERS: Readonly<Record<string, FormatType>> = {
  bouteille: 'bottle',
  bottle: 'bottle',
  btl: 'bottle',
  bib: 'bib',
  cubi: 'bib',
  'bag in box': 'bib',
  vrac: 'vrac',
  bulk: 'vrac',
  colis: 'packing',
  packing: 'packing',
  carton: 'packing',
  custom: 'custom',
  personnalise: 'custom',
};

/** Names of bottle sizes a winemaker writes instead of a volume. */
const BOTTLE_NAMES: Readonly<Record<string, number>> = {
  'demi bouteille': 0.375,
  magnum: 1.5,
  jeroboam: 3,
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z])[-_]([a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();

/** Rounds away binary noise (75 × 0.01 = 0.75, not 0.7500000000000001). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Reads a format as people write it on a count sheet — "75 cl", "75cl", "1,5 l", "0.75 L", "5 l bib",
 * "Magnum", "10 l vrac", "6 unit packing" — into the catalogue's container, unit and volume (volumes in
 * litres). The inverse of formatLabel; null when it is not a format.
 */
export function parseFormatLabel(text: string): FormatSize | null {
  let rest = plain(text);
  const named = BOTTLE_NAMES[rest];
  if (named !== undefined) return { container: 'bottle', unity: 'litre', unityValue: named };
  let container: FormatType | null = null;
  for (const [word, type] of Object.entries(CONTAINERS)) {
    const found = new RegExp(`(^| )${word}( |$)`).exec(rest);
    if (!found) continue;
    if (container !== null) return null;
    container = type;
    rest = (rest.slice(0, found.index) + ' ' + rest.slice(found.index + found[0].length)).trim();
  }
  const match = /^(\d+(?:[.,]\d+)?) ?([a-z]+)$/.exec(rest);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!;
  if (!(amount > 0)) return null;
  const perLitre = LITRES[unit];
  if (perLitre !== undefined) {
    return { container: container ?? 'bottle', unity: 'litre', unityValue: tidy(amount * perLitre) };
  }
  const unity = UNITS[unit];
  return unity ? { container: container ?? 'bottle', unity, unityValue: tidy(amount) } : null;
}
