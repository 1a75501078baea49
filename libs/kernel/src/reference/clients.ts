import type { KeyOf, RefItem } from './reference-list.js';

/**
 * Client typologies: the client category that selects a price list (Shop.typologies is keyed by
 * these). The spec says "14 kinds" and names one, `public`; the other 13 are our choice of the
 * customer kinds a French producer prices separately (interpretation recorded in the kernel report).
 */
export const CLIENT_TYPOLOGIES = [
  { key: 'public', fr: 'Particulier', en: 'Private customer' },
  { key: 'caviste', fr: 'Caviste', en: 'Wine shop' },
  { key: 'restaurant', fr: 'Restaurant', en: 'Restaurant' },
  { key: 'bar', fr: 'Bar', en: 'Bar' },
  { key: 'hotel', fr: 'Hôtel', en: 'Hotel' },
  { key: 'wholesaler', fr: 'Grossiste', en: 'Wholesaler' },
  { key: 'importer', fr: 'Importateur', en: 'Importer' },
  { key: 'export', fr: 'Export', en: 'Export' },
  { key: 'worksCouncil', fr: "Comité d'entreprise (CSE)", en: 'Works council' },
  { key: 'delicatessen', fr: 'Épicerie fine', en: 'Delicatessen' },
  { key: 'retailChain', fr: 'Grande distribution', en: 'Retail chain' },
  { key: 'agent', fr: 'Agent commercial', en: 'Sales agent' },
  { key: 'association', fr: 'Association', en: 'Association' },
  { key: 'otherPro', fr: 'Autre professionnel', en: 'Other professional' },
] as const satisfies readonly RefItem[];
export type ClientTypology = KeyOf<typeof CLIENT_TYPOLOGIES>;

/** The typology of visitors and private buyers. */
export const PUBLIC_TYPOLOGY: ClientTypology = 'public';

/** Civilities of a person and legal forms of a company, shown before a client's name. */
export const CIVILITIES = [
  { key: 'mr', fr: 'Monsieur', en: 'Mr' },
  { key: 'mrs', fr: 'Madame', en: 'Mrs' },
  { key: 'mrAndMrs', fr: 'Monsieur et Madame', en: 'Mr and Mrs' },
  { key: 'ei', fr: 'EI', en: 'EI (sole proprietorship)' },
  { key: 'eurl', fr: 'EURL', en: 'EURL' },
  { key: 'sarl', fr: 'SARL', en: 'SARL' },
  { key: 'sas', fr: 'SAS', en: 'SAS' },
  { key: 'sasu', fr: 'SASU', en: 'SASU' },
  { key: 'sa', fr: 'SA', en: 'SA' },
  { key: 'snc', fr: 'SNC', en: 'SNC' },
  { key: 'sci', fr: 'SCI', en: 'SCI' },
  { key: 'earl', fr: 'EARL', en: 'EARL' },
  { key: 'gaec', fr: 'GAEC', en: 'GAEC' },
  { key: 'scea', fr: 'SCEA', en: 'SCEA' },
  { key: 'gfa', fr: 'GFA', en: 'GFA' },
  { key: 'sca', fr: 'SCA (coopérative agricole)', en: 'SCA (agricultural cooperative)' },
  { key: 'association', fr: 'Association', en: 'Association' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const satisfies readonly RefItem[];
export type Civility = KeyOf<typeof CIVILITIES>;
