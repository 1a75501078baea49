import { dutyRateOf, dutyRatesOn, type DutyRates } from '@cuvee/catalogue/domain';
import type { Regime } from './drm-categories.js';
import { sum, type Balance, type Month } from './monthly-ledger.js';

/*
 * What a month's declaration holds once its balances are known, framework-free: the product lines,
 * the CRD lines, the duties owed and the anomalies that keep it from being validated. Volumes are
 * integer millilitres (a hectolitre is 100,000 ml, so the 5 decimals of the customs' hectolitres are
 * exact); capsules are counted one by one; amounts are integer cents.
 */

export const CRD_CATEGORIES = ['T', 'M', 'PI'] as const;
export type CrdCategory = (typeof CRD_CATEGORIES)[number];
export const CAPSULE_TYPES = [
  'COLLECTIVES_DROITS_SUSPENDUS',
  'COLLECTIVES_DROITS_ACQUITTES',
  'PERSONNALISEES',
] as const;
export type CapsuleType = (typeof CAPSULE_TYPES)[number];
/**
 * The capsule colours: green (AOP wines), blue (other wines), wine-red (either of them, except
 * Champagne and the AOC natural sweet wines), orange (AOP intermediate products), grey (other
 * intermediate products), yellow (Cognac, Armagnac), red (overseas rum), white (other spirits).
 */
export const CRD_COLORS = ['green', 'blue', 'wineRed', 'orange', 'grey', 'yellow', 'red', 'white'] as const;
export type CrdColor = (typeof CRD_COLORS)[number];
/** The colours a capsule of a category may have (the spirits' colours have no category here). */
export const CRD_COLORS_OF: Readonly<Record<CrdCategory, readonly CrdColor[]>> = {
  T: ['green', 'blue', 'wineRed'],
  M: ['green', 'blue', 'wineRed'],
  PI: ['orange', 'grey'],
};

export function isCrdColorOf(category: CrdCategory, color: string): color is CrdColor {
  return (CRD_COLORS_OF[category] as readonly string[]).includes(color);
}

/** The usual colour of a product's capsules: green or orange under a protected origin (AOP/AOC). */
export function defaultCrdColor(category: CrdCategory, certification: string | null): CrdColor {
  const protectedOrigin = /^(AOP|AOC)$/i.test(certification?.trim() ?? '');
  if (category === 'PI') return protectedOrigin ? 'orange' : 'grey';
  return protectedOrigin ? 'green' : 'blue';
}
export const CRD_ENTRY_KINDS = ['purchase', 'return', 'excess', 'otherEntry'] as const;
export const CRD_EXIT_KINDS = ['use', 'destruction', 'missing', 'otherExit'] as const;
export type CrdKind = (typeof CRD_ENTRY_KINDS)[number] | (typeof CRD_EXIT_KINDS)[number];

export const ML_PER_HECTOLITRE = 100_000;

/** Millilitres as the customs' hectolitres, with their 5 decimals. */
export function hectolitres(ml: number): string {
  const sign = ml < 0 ? '-' : '';
  const abs = Math.abs(ml);
  return `${sign}${Math.trunc(abs / ML_PER_HECTOLITRE)}.${String(abs % ML_PER_HECTOLITRE).padStart(5, '0')}`;
}

/** The fiscal identity of a product (or one vintage of it) as the declaration names it. */
export interface CustomsProductInfo {
  readonly id: number;
  readonly label: string;
  readonly inaoCode: string | null;
  readonly certification: string | null;
  readonly genre: string | null;
  readonly appellation: string | null;
  readonly color: string | null;
  /** Alcohol by volume in percent, for the rates per hectolitre of pure alcohol and the XML's tav. */
  readonly alcohol: number | null;
  /** Keys of the dated duty-rate table (excise, social-security contribution). */
  readonly da: string | null;
  readonly css: string | null;
  readonly crdCategory: CrdCategory;
  readonly crdColor: CrdColor;
}

export const productLineKey = (customsProductId: number, regime: Regime) => `${customsProductId}|${regime}`;
export const crdLineKey = (
  category: CrdCategory,
  type: CapsuleType,
  color: CrdColor,
  centilisation: string,
) => `${category}|${type}|${color}|${centilisation}`;

export function parseProductLineKey(key: string): { customsProductId: number; regime: Regime } {
  const [id, regime] = key.split('|');
  return { customsProductId: Number(id), regime: regime as Regime };
}

export function parseCrdLineKey(key: string): {
  category: CrdCategory;
  type: CapsuleType;
  color: CrdColor;
  centilisation: string;
} {
  const [category, type, color, centilisation] = key.split('|');
  return {
    category: category as CrdCategory,
    type: type as CapsuleType,
    color: color as CrdColor,
    centilisation: centilisation!,
  };
}

/** Capacities the customs name, in ml; anything else is declared as AUTRE with its volume. */
const BOTTLES: Readonly<Record<number, string>> = {
  100: 'CL_10',
  125: 'CL_12_5',
  187: 'CL_18_7',
  200: 'CL_20',
  250: 'CL_25',
  350: 'CL_35',
  375: 'CL_37_5',
  500: 'CL_50',
  620: 'CL_62',
  700: 'CL_70',
  750: 'CL_75',
  1000: 'CL_100',
  1500: 'CL_150',
  1750: 'CL_175',
  2000: 'CL_200',
};
const BIBS: Readonly<Record<number, string>> = {
  2250: 'BIB_225',
  3000: 'BIB_300',
  4000: 'BIB_400',
  5000: 'BIB_500',
  8000: 'BIB_800',
  10000: 'BIB_1000',
};

/** A capacity the customs know, or AUTRE with its volume in ml (`AUTRE_330`, `AUTRE_2500_BIB`). */
export function isCentilisation(value: string): boolean {
  return (
    Object.values(BOTTLES).includes(value) ||
    Object.values(BIBS).includes(value) ||
    /^AUTRE_[1-9]\d{0,5}(_BIB)?$/.test(value)
  );
}

/** The CRD capacity of a format, or null when it carries no capsule (no volume). */
export function centilisationOf(ml: number, bib: boolean): string | null {
  if (!(ml > 0)) return null;
  return (bib ? BIBS[ml] : BOTTLES[ml]) ?? `AUTRE_${ml}${bib ? '_BIB' : ''}`;
}

/** How the CSV names a capacity: "Bouteille 75cl", "BIB 3l". */
export function centilisationLabel(centilisation: string): string {
  const other = /^AUTRE_(\d+)(_BIB)?$/.exec(centilisation);
  const ml = other ? Number(other[1]) : null;
  const [kind, ...rest] = centilisation.split('_');
  if (kind === 'BIB' || other?.[2]) {
    const litres = ((ml ?? Number(rest.join('')) * 10) / 1000).toString().replace('.', ',');
    return `BIB ${litres}l`;
  }
  const cl = ml !== null ? String(ml / 10) : rest.join(',');
  return `Bouteille ${cl.replace('.', ',')}cl`;
}

export interface DutyLine {
  readonly key: string;
  readonly label: string;
  readonly basis: 'hl' | 'hlap';
  readonly rateCents: number;
  /** Taxable volume, ml (of pure alcohol for the basis hlap). */
  readonly baseMl: number;
  readonly amountCents: number;
}

/**
 * The duties of the month: each duty-suspended line's taxable sales (released for consumption) at the
 * rates in force on the month's first day, rounded to the cent per product line, then summed per rate.
 */
export function dutiesOf(
  balances: readonly Balance[],
  products: ReadonlyMap<number, CustomsProductInfo>,
  rates: DutyRates,
  month: Month,
): { lines: DutyLine[]; source: string } {
  const edition = dutyRatesOn(rates, `${month}-01`);
  const totals = new Map<string, DutyLine>();
  for (const balance of balances) {
    const { customsProductId, regime } = parseProductLineKey(balance.key);
    const taxable = balance.exits['taxableSale'] ?? 0;
    const product = products.get(customsProductId);
    if (regime !== 'suspended' || taxable <= 0 || !product) continue;
    for (const key of [product.da, product.css]) {
      if (!key) continue;
      const rate = dutyRateOf(edition, key);
      const base = rate.basis === 'hl' ? taxable : Math.round((taxable * (product.alcohol ?? 0)) / 100);
      const amount = Math.round((base * rate.cents) / ML_PER_HECTOLITRE);
      const previous = totals.get(key);
      totals.set(key, {
        key,
        label: rate.label,
        basis: rate.basis,
        rateCents: rate.cents,
        baseMl: (previous?.baseMl ?? 0) + base,
        amountCents: (previous?.amountCents ?? 0) + amount,
      });
    }
  }
  return { lines: [...totals.values()].sort((a, b) => a.key.localeCompare(b.key)), source: edition.source };
}

export interface Anomaly {
  readonly code:
    | 'missingExcise'
    | 'unmappedProduct'
    | 'negativeStock'
    | 'negativeCrd'
    | 'lateMovements'
    | 'saleAbroadWithoutDocument'
    | 'previousNotValidated';
  /** Blocking anomalies keep the month from being validated; the others are for information. */
  readonly blocking: boolean;
  readonly params: Readonly<Record<string, string | number>>;
  /** The stock movements behind it (links on the DRM page). */
  readonly movementIds: readonly number[];
}

/** Lines that end below zero: a stock or a capsule count cannot be negative. */
export function negativeLines(balances: readonly Balance[]): Balance[] {
  return balances.filter((b) => b.closing < 0);
}

export function balanceTotals(balance: Balance): { entries: number; exits: number } {
  return { entries: sum(balance.entries), exits: sum(balance.exits) };
}
