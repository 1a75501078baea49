import type { Labels } from '@cuvee/kernel';
import type { FiscalStatus, MovementType } from '@cuvee/stock';

/*
 * The DRM's movement categories, framework-free. Each stock movement type falls into one category
 * (a default table a shop may override); a category says on which side of the balance it counts, where
 * it goes in the customs XML for each regime (paths in the schema's order) and which code the
 * "logiciels tiers" CSV gives it.
 */

export type Regime = FiscalStatus;
export const REGIMES: readonly Regime[] = ['suspended', 'paid'];

export const ENTRY_CATEGORIES = ['production', 'purchase', 'return', 'transferIn', 'otherEntry'] as const;
export const EXIT_CATEGORIES = [
  'taxableSale',
  'euDelivery',
  'export',
  'transferOut',
  'tasting',
  'loss',
  'distillation',
  'otherExit',
] as const;
export const DRM_CATEGORIES = [...ENTRY_CATEGORIES, ...EXIT_CATEGORIES] as const;
export type DrmCategory = (typeof DRM_CATEGORIES)[number];

export function isEntryCategory(category: DrmCategory): boolean {
  return (ENTRY_CATEGORIES as readonly string[]).includes(category);
}

interface CategoryDefinition {
  readonly labels: Labels;
  /** Leaf path under balance-stocks, per regime. */
  readonly xml: Readonly<Record<Regime, string>>;
  /** Movement type of the CSV (column 16), per regime. */
  readonly csv: Readonly<Record<Regime, string>>;
}

const S_IN = 'entrees-periode';
const S_OUT = 'sorties-periode';
const FREE = `${S_OUT}/sorties-sans-paiement-droits`;

export const CATEGORY_DEFINITIONS: Readonly<Record<DrmCategory, CategoryDefinition>> = {
  production: {
    labels: { fr: 'Production', en: 'Production' },
    xml: { suspended: `${S_IN}/volume-produit`, paid: `${S_IN}/autres-entrees` },
    csv: { suspended: 'revendique', paid: 'autre' },
  },
  purchase: {
    labels: { fr: 'Achats', en: 'Purchases' },
    xml: { suspended: `${S_IN}/achats-reintegrations`, paid: `${S_IN}/achats` },
    csv: { suspended: 'achatnoncrd', paid: 'achat' },
  },
  return: {
    labels: { fr: 'Retours et réintégrations', en: 'Returns' },
    xml: { suspended: `${S_IN}/achats-reintegrations`, paid: `${S_IN}/autres-entrees` },
    csv: { suspended: 'retourmarchandisenontaxees', paid: 'autre' },
  },
  transferIn: {
    labels: { fr: 'Transferts entrants', en: 'Transfers in' },
    xml: {
      suspended: `${S_IN}/mouvements-internes/replis-declassement-transfert-changement-appellation`,
      paid: `${S_IN}/autres-entrees`,
    },
    csv: { suspended: 'transfertcomptamatiere', paid: 'autre' },
  },
  otherEntry: {
    labels: { fr: 'Autres entrées (excédents)', en: 'Other entries (surpluses)' },
    xml: { suspended: `${S_IN}/autres-entrees`, paid: `${S_IN}/autres-entrees` },
    csv: { suspended: 'excedent', paid: 'autre' },
  },
  taxableSale: {
    labels: { fr: 'Ventes France sous CRD (taxables)', en: 'Taxable sales in France (CRD)' },
    xml: { suspended: `${S_OUT}/ventes-france-crd-suspendus/annee-courante`, paid: `${S_OUT}/ventes` },
    csv: { suspended: 'ventefrancebouteillecrd', paid: 'vente' },
  },
  euDelivery: {
    labels: { fr: 'Livraisons UE sous DAE', en: 'EU deliveries under e-AD' },
    xml: { suspended: `${FREE}/sorties-definitives`, paid: `${S_OUT}/autres-sorties` },
    // The portals' samples have one code for wine leaving France under a DAE, with its country.
    csv: { suspended: 'export', paid: 'autre' },
  },
  export: {
    labels: { fr: 'Exportations', en: 'Exports' },
    xml: { suspended: `${FREE}/sorties-definitives`, paid: `${S_OUT}/autres-sorties` },
    csv: { suspended: 'export', paid: 'autre' },
  },
  transferOut: {
    labels: { fr: 'Transferts sortants', en: 'Transfers out' },
    xml: {
      suspended: `${FREE}/mouvements-internes/replis-declassement-transfert-changement-appellation`,
      paid: `${S_OUT}/autres-sorties`,
    },
    csv: { suspended: 'transfertcomptamatierecession', paid: 'autre' },
  },
  tasting: {
    labels: { fr: 'Dégustation et échantillons', en: 'Tasting and samples' },
    xml: { suspended: `${FREE}/consommation-familiale-degustation`, paid: `${S_OUT}/autres-sorties` },
    csv: { suspended: 'consommationfamilialedegustation', paid: 'autre' },
  },
  loss: {
    labels: { fr: 'Pertes et casse', en: 'Losses and breakage' },
    xml: { suspended: `${FREE}/autres-sorties`, paid: `${S_OUT}/autres-sorties` },
    csv: { suspended: 'manquant', paid: 'autre' },
  },
  distillation: {
    labels: { fr: 'Distillation', en: 'Distillation' },
    xml: {
      suspended: `${FREE}/mouvements-temporaires/distillation-a-facon`,
      paid: `${S_OUT}/autres-sorties`,
    },
    csv: { suspended: 'distillation', paid: 'autre' },
  },
  otherExit: {
    labels: { fr: 'Autres sorties', en: 'Other exits' },
    xml: { suspended: `${FREE}/autres-sorties`, paid: `${S_OUT}/autres-sorties` },
    csv: { suspended: 'autre', paid: 'autre' },
  },
};

/** The default table: each stock movement type and its DRM category. */
export const DEFAULT_MAPPING: Readonly<Record<MovementType, DrmCategory>> = {
  production: 'production',
  purchase: 'purchase',
  return: 'return',
  transferIn: 'transferIn',
  inventoryGain: 'otherEntry',
  sale: 'taxableSale',
  sample: 'tasting',
  breakage: 'loss',
  transferOut: 'transferOut',
  inventoryLoss: 'loss',
  // Only once a month is validated (see countsInOpening): stock that appears, or goes, outside the
  // declared chain.
  opening: 'otherEntry',
  openingReversal: 'otherExit',
};

export type MovementMapping = Partial<Record<MovementType, DrmCategory>>;

/** The category of a movement type under the shop's overrides (checked by mappingProblems when saved). */
export function categoryOf(type: MovementType, overrides: MovementMapping): DrmCategory {
  return overrides[type] ?? DEFAULT_MAPPING[type];
}

// Stock's OPENING_TYPES, named here by their types only: the domain stays framework-free.
const OPENING_STOCK: readonly MovementType[] = ['opening', 'openingReversal'];

/**
 * The opening stock (and its reversal) is the stock a shop came with: until the shop has validated a
 * month, it makes the opening balance of the month it is dated in, never an entry of the period (it is
 * not a production). Once a month is validated, a month's opening is the last one's closing: an opening
 * entered later is stock that appeared (an other entry), its reversal stock that went (an other exit).
 */
export function countsInOpening(type: MovementType, anyMonthValidated: boolean): boolean {
  return OPENING_STOCK.includes(type) && !anyMonthValidated;
}


/** The movement types whose override is unknown or changes side (an entry type maps to an entry category). */
export function mappingProblems(overrides: MovementMapping): string[] {
  const problems: string[] = [];
  for (const [type, category] of Object.entries(overrides) as [MovementType, DrmCategory][]) {
    if (!Object.hasOwn(DEFAULT_MAPPING, type) || !DRM_CATEGORIES.includes(category)) {
      problems.push(type);
      continue;
    }
    if (isEntryCategory(DEFAULT_MAPPING[type]) !== isEntryCategory(category)) problems.push(type);
  }
  return problems;
}
