import { DEFAULT_LOCALE, intlLocale, type Locale } from '../locale.js';
import type { KeyOf, RefItem } from './reference-list.js';

/* Reference lists about products, formats and their fiscal data (docs/kernel.md "Reference lists"). */

/** Product.productType: what kind of catalogue item it is. */
export const PRODUCT_KINDS = [
  { key: 'bottle', fr: 'Bouteille', en: 'Bottle' },
  { key: 'accessory', fr: 'Accessoire', en: 'Accessory' },
  { key: 'prestation', fr: 'Prestation', en: 'Service' },
  { key: 'box', fr: 'Coffret', en: 'Box' },
] as const satisfies readonly RefItem[];
export type ProductKind = KeyOf<typeof PRODUCT_KINDS>;

/** Product.type for drinks and what a French producer sells beside them. */
export const PRODUCT_TYPES = [
  { key: 'wine', fr: 'Vin', en: 'Wine' },
  { key: 'champagne', fr: 'Champagne', en: 'Champagne' },
  { key: 'cremant', fr: 'Crémant', en: 'Crémant' },
  { key: 'sparkling', fr: 'Vin mousseux', en: 'Sparkling wine' },
  { key: 'petillant', fr: 'Pétillant naturel', en: 'Pétillant naturel' },
  { key: 'sweetWine', fr: 'Vin doux naturel', en: 'Fortified sweet wine (VDN)' },
  { key: 'liqueurWine', fr: 'Vin de liqueur', en: 'Liqueur wine' },
  { key: 'aromatisedWine', fr: 'Vin aromatisé / apéritif', en: 'Aromatised wine / aperitif' },
  { key: 'beer', fr: 'Bière', en: 'Beer' },
  { key: 'cider', fr: 'Cidre', en: 'Cider' },
  { key: 'perry', fr: 'Poiré', en: 'Perry' },
  { key: 'spirits', fr: 'Spiritueux', en: 'Spirits' },
  { key: 'liqueur', fr: 'Liqueur', en: 'Liqueur' },
  { key: 'juice', fr: 'Jus de fruits', en: 'Fruit juice' },
  { key: 'vinegar', fr: 'Vinaigre', en: 'Vinegar' },
  { key: 'food', fr: 'Épicerie', en: 'Food' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const satisfies readonly RefItem[];
export type ProductType = KeyOf<typeof PRODUCT_TYPES>;

export const ACCESSORY_TYPES = [
  { key: 'accessory', fr: 'Accessoire', en: 'Accessory' },
  { key: 'box', fr: 'Coffret', en: 'Box' },
] as const satisfies readonly RefItem[];
export type AccessoryType = KeyOf<typeof ACCESSORY_TYPES>;

/** Colour of the drink (wines, and beers: blond, amber, brown). */
export const PRODUCT_COLOURS = [
  { key: 'red', fr: 'Rouge', en: 'Red' },
  { key: 'white', fr: 'Blanc', en: 'White' },
  { key: 'rose', fr: 'Rosé', en: 'Rosé' },
  { key: 'orange', fr: 'Orange', en: 'Orange' },
  { key: 'yellow', fr: 'Jaune', en: 'Yellow' },
  { key: 'grey', fr: 'Gris', en: 'Grey' },
  { key: 'tawny', fr: 'Tuilé', en: 'Tawny' },
  { key: 'blond', fr: 'Blonde', en: 'Blond' },
  { key: 'amber', fr: 'Ambrée', en: 'Amber' },
  { key: 'brown', fr: 'Brune', en: 'Brown' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const satisfies readonly RefItem[];
export type ProductColour = KeyOf<typeof PRODUCT_COLOURS>;

/** Product.quality: the sweetness mentions of still and sparkling wines (EU regulation 2019/33). */
export const QUALITIES = [
  { key: 'brutNature', fr: 'Brut nature', en: 'Brut nature' },
  { key: 'extraBrut', fr: 'Extra brut', en: 'Extra brut' },
  { key: 'brut', fr: 'Brut', en: 'Brut' },
  { key: 'extraDry', fr: 'Extra dry', en: 'Extra dry' },
  { key: 'dry', fr: 'Sec', en: 'Dry' },
  { key: 'mediumDry', fr: 'Demi-sec', en: 'Medium dry' },
  { key: 'mellow', fr: 'Moelleux', en: 'Medium sweet' },
  { key: 'sweet', fr: 'Doux', en: 'Sweet' },
  { key: 'liquoreux', fr: 'Liquoreux', en: 'Luscious' },
] as const satisfies readonly RefItem[];
export type Quality = KeyOf<typeof QUALITIES>;

/** Official signs of quality and origin, and environmental certifications. */
export const PRODUCT_LABELS = [
  { key: 'aoc', fr: 'AOC (Appellation d’origine contrôlée)', en: 'AOC (Controlled designation of origin)' },
  { key: 'aop', fr: 'AOP (Appellation d’origine protégée)', en: 'PDO (Protected designation of origin)' },
  { key: 'igp', fr: 'IGP (Indication géographique protégée)', en: 'PGI (Protected geographical indication)' },
  { key: 'vdf', fr: 'Vin de France', en: 'Vin de France' },
  { key: 'ab', fr: 'AB (Agriculture biologique)', en: 'AB (French organic farming)' },
  { key: 'euOrganic', fr: 'Eurofeuille (bio européen)', en: 'EU organic leaf' },
  { key: 'demeter', fr: 'Demeter', en: 'Demeter' },
  { key: 'biodyvin', fr: 'Biodyvin', en: 'Biodyvin' },
  { key: 'natureEtProgres', fr: 'Nature & Progrès', en: 'Nature & Progrès' },
  { key: 'hve', fr: 'HVE (Haute valeur environnementale)', en: 'HVE (High environmental value)' },
  { key: 'terraVitis', fr: 'Terra Vitis', en: 'Terra Vitis' },
  { key: 'vigneronsEngages', fr: 'Vignerons engagés', en: 'Vignerons engagés' },
  { key: 'vinMethodeNature', fr: 'Vin méthode nature', en: 'Vin méthode nature (natural wine)' },
  { key: 'vegan', fr: 'Vegan', en: 'Vegan' },
] as const satisfies readonly RefItem[];
export type ProductLabel = KeyOf<typeof PRODUCT_LABELS>;

export const CONTAINERS = [
  { key: 'bottle', fr: 'Bouteille', en: 'Bottle' },
  { key: 'vrac', fr: 'Vrac', en: 'Bulk' },
  { key: 'bib', fr: 'Bag-in-box', en: 'Bag-in-box' },
] as const satisfies readonly RefItem[];
export type Container = KeyOf<typeof CONTAINERS>;

/** Unit of Format.unityValue. */
export const UNITS = [
  { key: 'litre', fr: 'Litre', en: 'Litre' },
  { key: 'kilogram', fr: 'Kilogramme', en: 'Kilogram' },
  { key: 'gram', fr: 'Gramme', en: 'Gram' },
  { key: 'unit', fr: 'Unité', en: 'Unit' },
] as const satisfies readonly RefItem[];
export type Unit = KeyOf<typeof UNITS>;

/** Packing of a vintage (the quantity per packing is a separate field, packingQuantity). */
export const PACKINGS = [
  { key: 'carton', fr: 'Carton', en: 'Carton' },
  { key: 'woodenCase', fr: 'Caisse bois', en: 'Wooden case' },
  { key: 'giftBox', fr: 'Coffret', en: 'Gift box' },
  { key: 'tube', fr: 'Étui', en: 'Tube' },
  { key: 'crate', fr: 'Casier', en: 'Crate' },
  { key: 'pallet', fr: 'Palette', en: 'Pallet' },
  { key: 'none', fr: 'Sans emballage', en: 'Unpacked' },
] as const satisfies readonly RefItem[];
export type Packing = KeyOf<typeof PACKINGS>;

export const PRODUCT_STATUSES = [
  { key: 'online', fr: 'En ligne', en: 'Online' },
  { key: 'paused', fr: 'En pause', en: 'Paused' },
  { key: 'outofstock', fr: 'En rupture', en: 'Out of stock' },
  { key: 'closed', fr: 'Archivé', en: 'Closed' },
] as const satisfies readonly RefItem[];
export type ProductStatus = KeyOf<typeof PRODUCT_STATUSES>;

/**
 * Wine categories 1 to 5. The spec gives only the numbers, not what they stand for; the labels stay
 * neutral until a shop names them (interpretation recorded in the kernel report).
 */
export const WINE_CATEGORIES = [
  { key: 1, fr: 'Catégorie 1', en: 'Category 1' },
  { key: 2, fr: 'Catégorie 2', en: 'Category 2' },
  { key: 3, fr: 'Catégorie 3', en: 'Category 3' },
  { key: 4, fr: 'Catégorie 4', en: 'Category 4' },
  { key: 5, fr: 'Catégorie 5', en: 'Category 5' },
] as const satisfies readonly RefItem[];
export type WineCategory = KeyOf<typeof WINE_CATEGORIES>;

/** EU wine-growing zones (Regulation 1308/2013, annex VII appendix I); France lies in B, C I, C II, C III b. */
export const GROWING_ZONES = [
  { key: 'A', fr: 'Zone A', en: 'Zone A' },
  { key: 'B', fr: 'Zone B', en: 'Zone B' },
  { key: 'CI', fr: 'Zone C I', en: 'Zone C I' },
  { key: 'CII', fr: 'Zone C II', en: 'Zone C II' },
  { key: 'CIIIa', fr: 'Zone C III a', en: 'Zone C III a' },
  { key: 'CIIIb', fr: 'Zone C III b', en: 'Zone C III b' },
] as const satisfies readonly RefItem[];
export type GrowingZone = KeyOf<typeof GROWING_ZONES>;

export const FORMAT_TYPES = [
  { key: 'bib', fr: 'Bag-in-box', en: 'Bag-in-box' },
  { key: 'bottle', fr: 'Bouteille', en: 'Bottle' },
  { key: 'vrac', fr: 'Vrac', en: 'Bulk' },
  { key: 'packing', fr: 'Colis', en: 'Packing' },
  { key: 'custom', fr: 'Personnalisé', en: 'Custom' },
] as const satisfies readonly RefItem[];
export type FormatType = KeyOf<typeof FORMAT_TYPES>;

/** Shop.businessType. The key `champaign` is the spec's spelling and is stored as such. */
export const BUSINESS_TYPOLOGIES = [
  { key: 'wine', fr: 'Vin', en: 'Wine' },
  { key: 'champaign', fr: 'Champagne', en: 'Champagne' },
  { key: 'beer', fr: 'Bière', en: 'Beer' },
  { key: 'spirit', fr: 'Spiritueux', en: 'Spirits' },
  { key: 'cider', fr: 'Cidre', en: 'Cider' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const satisfies readonly RefItem[];
export type BusinessTypology = KeyOf<typeof BUSINESS_TYPOLOGIES>;

/**
 * Legal data typeDA of a vintage. Reading of the codes (interpretation): DA2 duty-paid
 * (droits acquittés), DSU duty-suspended (droits suspendus), NULL no excise duty.
 */
export const EXCISE_DUTY_TYPES = [
  { key: 'DA2', fr: 'Droits acquittés', en: 'Duty paid' },
  { key: 'DSU', fr: 'Droits suspendus', en: 'Duty suspended' },
  { key: 'NULL', fr: 'Aucun droit', en: 'No duty' },
] as const satisfies readonly RefItem[];
export type ExciseDutyType = KeyOf<typeof EXCISE_DUTY_TYPES>;

export interface ExciseCodeItem extends RefItem {
  /** The excise product category letter: W wine, I intermediate, S spirits, B beer, T tobacco, E energy. */
  readonly category: 'W' | 'I' | 'S' | 'B' | 'T' | 'E';
}

/**
 * EU excise product codes (EMCS reference data, Regulation 684/2009 annex II), W200 to E920.
 * The alcohol codes come first since they are the ones a producer uses; tobacco and energy codes
 * are listed because a DAE/DSA may carry them.
 */
export const EXCISE_CODES = [
  {
    key: 'W200',
    category: 'W',
    fr: 'Vins tranquilles et autres boissons fermentées tranquilles',
    en: 'Still wine and still fermented beverages other than wine and beer',
  },
  {
    key: 'W300',
    category: 'W',
    fr: 'Vins mousseux et autres boissons fermentées mousseuses',
    en: 'Sparkling wine and sparkling fermented beverages other than wine and beer',
  },
  { key: 'I000', category: 'I', fr: 'Produits intermédiaires', en: 'Intermediate products' },
  { key: 'S200', category: 'S', fr: 'Boissons spiritueuses', en: 'Spirituous beverages' },
  {
    key: 'S300',
    category: 'S',
    fr: 'Alcool éthylique (autre que boissons spiritueuses)',
    en: 'Ethyl alcohol other than spirituous beverages',
  },
  { key: 'S400', category: 'S', fr: 'Alcool partiellement dénaturé', en: 'Partially denatured alcohol' },
  {
    key: 'S500',
    category: 'S',
    fr: 'Autres produits contenant de l’alcool éthylique',
    en: 'Other products containing ethyl alcohol',
  },
  { key: 'S600', category: 'S', fr: 'Alcool totalement dénaturé', en: 'Fully denatured alcohol' },
  { key: 'B000', category: 'B', fr: 'Bière', en: 'Beer' },
  { key: 'T200', category: 'T', fr: 'Cigarettes', en: 'Cigarettes' },
  { key: 'T300', category: 'T', fr: 'Cigares et cigarillos', en: 'Cigars and cigarillos' },
  {
    key: 'T400',
    category: 'T',
    fr: 'Tabac fine coupe à rouler',
    en: 'Fine-cut tobacco for rolling cigarettes',
  },
  { key: 'T500', category: 'T', fr: 'Autres tabacs à fumer', en: 'Other smoking tobacco' },
  {
    key: 'E200',
    category: 'E',
    fr: 'Huiles végétales et animales (carburant ou combustible)',
    en: 'Vegetable and animal oils used as fuel',
  },
  {
    key: 'E300',
    category: 'E',
    fr: 'Huiles minérales (NC 2707 10, 20, 30, 50)',
    en: 'Mineral oils (CN 2707 10, 20, 30, 50)',
  },
  { key: 'E410', category: 'E', fr: 'Essence plombée', en: 'Leaded petrol' },
  { key: 'E420', category: 'E', fr: 'Essence sans plomb', en: 'Unleaded petrol' },
  { key: 'E430', category: 'E', fr: 'Gazole non marqué', en: 'Gas oil, unmarked' },
  { key: 'E440', category: 'E', fr: 'Gazole marqué', en: 'Gas oil, marked' },
  { key: 'E450', category: 'E', fr: 'Pétrole lampant non marqué', en: 'Kerosene, unmarked' },
  { key: 'E460', category: 'E', fr: 'Pétrole lampant marqué', en: 'Kerosene, marked' },
  { key: 'E470', category: 'E', fr: 'Fioul lourd', en: 'Heavy fuel oil' },
  {
    key: 'E480',
    category: 'E',
    fr: 'Produits non marqués des NC 2710 transportés en vrac',
    en: 'Unmarked CN 2710 products moved in bulk',
  },
  {
    key: 'E490',
    category: 'E',
    fr: 'Autres produits des NC 2710 12 à 2710 19 68',
    en: 'Other products of CN 2710 12 to 2710 19 68',
  },
  { key: 'E500', category: 'E', fr: 'Gaz de pétrole liquéfiés (GPL)', en: 'Liquefied petroleum gases (LPG)' },
  {
    key: 'E600',
    category: 'E',
    fr: 'Hydrocarbures acycliques saturés',
    en: 'Saturated acyclic hydrocarbons',
  },
  { key: 'E700', category: 'E', fr: 'Hydrocarbures cycliques', en: 'Cyclic hydrocarbons' },
  { key: 'E800', category: 'E', fr: 'Méthanol (carburant ou combustible)', en: 'Methanol used as fuel' },
  {
    key: 'E910',
    category: 'E',
    fr: 'Esters monoalkyliques d’acides gras (EMAG)',
    en: 'Fatty-acid mono-alkyl esters (FAMAE)',
  },
  {
    key: 'E920',
    category: 'E',
    fr: 'Produits des NC 3826 00 10 et 3826 00 90 (carburant ou combustible)',
    en: 'Products of CN 3826 00 10 and 3826 00 90 used as fuel',
  },
] as const satisfies readonly ExciseCodeItem[];
export type ExciseCode = KeyOf<typeof EXCISE_CODES>;

/** The symbols of UNITS, as French and English both write them. */
const SIZE_SYMBOLS: Readonly<Record<string, string>> = { litre: 'l', kilogram: 'kg', gram: 'g', unit: 'u' };

// No grouping: "1000 l vrac" stays one number when a count sheet gives it back (parseFormatLabel).
const sizeNumber = (locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3, useGrouping: false });
const sizeNumbers: Readonly<Record<Locale, Intl.NumberFormat>> = {
  fr: sizeNumber('fr'),
  en: sizeNumber('en'),
};

/** "75 cl", "37,5 cl", "1,5 l", "500 g", "6 u": what a format holds, in the language's numbers. */
export function formatSize(
  format: { readonly unity: string; readonly unityValue: number },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const number = sizeNumbers[locale];
  return format.unity === 'litre' && format.unityValue < 1
    ? `${number.format(format.unityValue * 100)} cl`
    : `${number.format(format.unityValue)} ${SIZE_SYMBOLS[format.unity] ?? format.unity}`;
}

/** "75 cl", "1,5 l", "5 l bib": a format as a person reads it (stock, orders, billing, the back office). */
export function formatLabel(
  format: { readonly unity: string; readonly unityValue: number; readonly container: string },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const size = formatSize(format, locale);
  return format.container === 'bottle' || format.container === 'custom'
    ? size
    : `${size} ${format.container}`;
}
