import type { Locale } from '../locale.js';
import type { KeyOf, RefItem } from './reference-list.js';

/* French departments and European countries (docs/kernel.md "Reference lists"). */

const DEPARTMENT_NAMES = [
  ['01', 'Ain'],
  ['02', 'Aisne'],
  ['03', 'Allier'],
  ['04', 'Alpes-de-Haute-Provence'],
  ['05', 'Hautes-Alpes'],
  ['06', 'Alpes-Maritimes'],
  ['07', 'Ardèche'],
  ['08', 'Ardennes'],
  ['09', 'Ariège'],
  ['10', 'Aube'],
  ['11', 'Aude'],
  ['12', 'Aveyron'],
  ['13', 'Bouches-du-Rhône'],
  ['14', 'Calvados'],
  ['15', 'Cantal'],
  ['16', 'Charente'],
  ['17', 'Charente-Maritime'],
  ['18', 'Cher'],
  ['19', 'Corrèze'],
  ['2A', 'Corse-du-Sud'],
  ['2B', 'Haute-Corse'],
  ['21', "Côte-d'Or"],
  ['22', "Côtes-d'Armor"],
  ['23', 'Creuse'],
  ['24', 'Dordogne'],
  ['25', 'Doubs'],
  ['26', 'Drôme'],
  ['27', 'Eure'],
  ['28', 'Eure-et-Loir'],
  ['29', 'Finistère'],
  ['30', 'Gard'],
  ['31', 'Haute-Garonne'],
  ['32', 'Gers'],
  ['33', 'Gironde'],
  ['34', 'Hérault'],
  ['35', 'Ille-et-Vilaine'],
  ['36', 'Indre'],
  ['37', 'Indre-et-Loire'],
  ['38', 'Isère'],
  ['39', 'Jura'],
  ['40', 'Landes'],
  ['41', 'Loir-et-Cher'],
  ['42', 'Loire'],
  ['43', 'Haute-Loire'],
  ['44', 'Loire-Atlantique'],
  ['45', 'Loiret'],
  ['46', 'Lot'],
  ['47', 'Lot-et-Garonne'],
  ['48', 'Lozère'],
  ['49', 'Maine-et-Loire'],
  ['50', 'Manche'],
  ['51', 'Marne'],
  ['52', 'Haute-Marne'],
  ['53', 'Mayenne'],
  ['54', 'Meurthe-et-Moselle'],
  ['55', 'Meuse'],
  ['56', 'Morbihan'],
  ['57', 'Moselle'],
  ['58', 'Nièvre'],
  ['59', 'Nord'],
  ['60', 'Oise'],
  ['61', 'Orne'],
  ['62', 'Pas-de-Calais'],
  ['63', 'Puy-de-Dôme'],
  ['64', 'Pyrénées-Atlantiques'],
  ['65', 'Hautes-Pyrénées'],
  ['66', 'Pyrénées-Orientales'],
  ['67', 'Bas-Rhin'],
  ['68', 'Haut-Rhin'],
  ['69', 'Rhône'],
  ['70', 'Haute-Saône'],
  ['71', 'Saône-et-Loire'],
  ['72', 'Sarthe'],
  ['73', 'Savoie'],
  ['74', 'Haute-Savoie'],
  ['75', 'Paris'],
  ['76', 'Seine-Maritime'],
  ['77', 'Seine-et-Marne'],
  ['78', 'Yvelines'],
  ['79', 'Deux-Sèvres'],
  ['80', 'Somme'],
  ['81', 'Tarn'],
  ['82', 'Tarn-et-Garonne'],
  ['83', 'Var'],
  ['84', 'Vaucluse'],
  ['85', 'Vendée'],
  ['86', 'Vienne'],
  ['87', 'Haute-Vienne'],
  ['88', 'Vosges'],
  ['89', 'Yonne'],
  ['90', 'Territoire de Belfort'],
  ['91', 'Essonne'],
  ['92', 'Hauts-de-Seine'],
  ['93', 'Seine-Saint-Denis'],
  ['94', 'Val-de-Marne'],
  ['95', "Val-d'Oise"],
  ['971', 'Guadeloupe'],
  ['972', 'Martinique'],
  ['973', 'Guyane'],
  ['974', 'La Réunion'],
  ['976', 'Mayotte'],
] as const;

export type DepartmentCode = (typeof DEPARTMENT_NAMES)[number][0];

export interface DepartmentItem extends RefItem {
  readonly key: DepartmentCode;
  readonly overseas: boolean;
}

// Department names are proper nouns, the same in English except two overseas ones.
const ENGLISH_NAMES: Partial<Record<DepartmentCode, string>> = { '973': 'French Guiana', '974': 'Réunion' };

/** The 96 metropolitan departments (2A and 2B for Corsica) and the 5 overseas ones, by INSEE code. */
export const FRENCH_DEPARTMENTS: readonly DepartmentItem[] = DEPARTMENT_NAMES.map(([key, name]) => ({
  key,
  fr: name,
  en: ENGLISH_NAMES[key] ?? name,
  overseas: key.length === 3,
}));

/**
 * The department of a French postal code: its first two digits, three for overseas (97x), and for
 * Corsica (20xxx) 2A below 20200, 2B from 20200. Null when the code matches no department
 * (Monaco 98000, overseas collectivities 975, 977, 978, 98x).
 */
export function departmentOfPostalCode(postalCode: string): DepartmentCode | null {
  const code = postalCode.replace(/\s/g, '');
  if (!/^\d{5}$/.test(code)) return null;
  let candidate = code.slice(0, 2);
  if (code.startsWith('97')) candidate = code.slice(0, 3);
  else if (code.startsWith('20')) candidate = Number(code) < 20200 ? '2A' : '2B';
  return FRENCH_DEPARTMENTS.find((department) => department.key === candidate)?.key ?? null;
}

export interface CountryItem extends RefItem {
  /** ISO 3166-1 alpha-2. */
  readonly key: string;
  /** Prefix of intra-community VAT numbers: the ISO code, except EL for Greece. */
  readonly vatPrefix: string;
}

/** The 27 member states of the European Union (for EU / CEE selection: intra-community VAT, excise). */
export const EU_COUNTRIES = [
  { key: 'AT', vatPrefix: 'AT', fr: 'Autriche', en: 'Austria' },
  { key: 'BE', vatPrefix: 'BE', fr: 'Belgique', en: 'Belgium' },
  { key: 'BG', vatPrefix: 'BG', fr: 'Bulgarie', en: 'Bulgaria' },
  { key: 'HR', vatPrefix: 'HR', fr: 'Croatie', en: 'Croatia' },
  { key: 'CY', vatPrefix: 'CY', fr: 'Chypre', en: 'Cyprus' },
  { key: 'CZ', vatPrefix: 'CZ', fr: 'Tchéquie', en: 'Czechia' },
  { key: 'DK', vatPrefix: 'DK', fr: 'Danemark', en: 'Denmark' },
  { key: 'EE', vatPrefix: 'EE', fr: 'Estonie', en: 'Estonia' },
  { key: 'FI', vatPrefix: 'FI', fr: 'Finlande', en: 'Finland' },
  { key: 'FR', vatPrefix: 'FR', fr: 'France', en: 'France' },
  { key: 'DE', vatPrefix: 'DE', fr: 'Allemagne', en: 'Germany' },
  { key: 'GR', vatPrefix: 'EL', fr: 'Grèce', en: 'Greece' },
  { key: 'HU', vatPrefix: 'HU', fr: 'Hongrie', en: 'Hungary' },
  { key: 'IE', vatPrefix: 'IE', fr: 'Irlande', en: 'Ireland' },
  { key: 'IT', vatPrefix: 'IT', fr: 'Italie', en: 'Italy' },
  { key: 'LV', vatPrefix: 'LV', fr: 'Lettonie', en: 'Latvia' },
  { key: 'LT', vatPrefix: 'LT', fr: 'Lituanie', en: 'Lithuania' },
  { key: 'LU', vatPrefix: 'LU', fr: 'Luxembourg', en: 'Luxembourg' },
  { key: 'MT', vatPrefix: 'MT', fr: 'Malte', en: 'Malta' },
  { key: 'NL', vatPrefix: 'NL', fr: 'Pays-Bas', en: 'Netherlands' },
  { key: 'PL', vatPrefix: 'PL', fr: 'Pologne', en: 'Poland' },
  { key: 'PT', vatPrefix: 'PT', fr: 'Portugal', en: 'Portugal' },
  { key: 'RO', vatPrefix: 'RO', fr: 'Roumanie', en: 'Romania' },
  { key: 'SK', vatPrefix: 'SK', fr: 'Slovaquie', en: 'Slovakia' },
  { key: 'SI', vatPrefix: 'SI', fr: 'Slovénie', en: 'Slovenia' },
  { key: 'ES', vatPrefix: 'ES', fr: 'Espagne', en: 'Spain' },
  { key: 'SE', vatPrefix: 'SE', fr: 'Suède', en: 'Sweden' },
] as const satisfies readonly CountryItem[];
export type EuCountryCode = KeyOf<typeof EU_COUNTRIES>;

/** European countries outside the EU that producers ship to (not intra-community for VAT). */
export const OTHER_EUROPEAN_COUNTRIES = [
  { key: 'GB', vatPrefix: 'GB', fr: 'Royaume-Uni', en: 'United Kingdom' },
  { key: 'CH', vatPrefix: 'CHE', fr: 'Suisse', en: 'Switzerland' },
  { key: 'NO', vatPrefix: 'NO', fr: 'Norvège', en: 'Norway' },
  { key: 'IS', vatPrefix: 'IS', fr: 'Islande', en: 'Iceland' },
  { key: 'LI', vatPrefix: 'LI', fr: 'Liechtenstein', en: 'Liechtenstein' },
  { key: 'MC', vatPrefix: 'FR', fr: 'Monaco', en: 'Monaco' },
  { key: 'AD', vatPrefix: 'AD', fr: 'Andorre', en: 'Andorra' },
  { key: 'SM', vatPrefix: 'SM', fr: 'Saint-Marin', en: 'San Marino' },
] as const satisfies readonly CountryItem[];
export type OtherEuropeanCountryCode = KeyOf<typeof OTHER_EUROPEAN_COUNTRIES>;

/** Whether an ISO code (upper case, as stored) is an EU member state. */
export function isEuCountry(code: string): code is EuCountryCode {
  return EU_COUNTRIES.some((country) => country.key === code);
}

/**
 * Every country of ISO 3166-1 (the 249 alpha-2 codes), for what may leave for anywhere: an export's
 * destination. Names come from the runtime's own data (`countryNameOf`), in either language.
 */
export const WORLD_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
  'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** A country's name in `locale` ("Japon", "Japan"), the code itself when the runtime does not know it. */
export function countryNameOf(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * Where a sale's goods go, for VAT and the accounts: France, another EU member state (an
 * intra-community delivery), or outside the EU (an export).
 */
export const SALES_DESTINATIONS = [
  { key: 'france', fr: 'France', en: 'France' },
  { key: 'eu', fr: 'Union européenne', en: 'European Union' },
  { key: 'export', fr: 'Export (hors UE)', en: 'Export (outside the EU)' },
] as const satisfies readonly RefItem[];
export type SalesDestination = KeyOf<typeof SALES_DESTINATIONS>;

/** The destination of goods delivered to `country` (ISO code, any case; France when unknown). */
export function destinationOf(country: string | null | undefined): SalesDestination {
  const code = (country ?? 'FR').toUpperCase();
  if (code === 'FR') return 'france';
  return isEuCountry(code) ? 'eu' : 'export';
}
