import type { Labels } from '@cuvee/kernel';
import type { MovementType } from './stock-rules.js';

/** The movement types as people name them (the back office shows the same words). */
export const MOVEMENT_TYPE_LABELS: Readonly<Record<MovementType, Labels>> = {
  production: { fr: 'Production', en: 'Production' },
  purchase: { fr: 'Achat', en: 'Purchase' },
  return: { fr: 'Retour', en: 'Return' },
  transferIn: { fr: 'Transfert entrant', en: 'Transfer in' },
  inventoryGain: { fr: "Gain d'inventaire", en: 'Inventory gain' },
  sale: { fr: 'Vente', en: 'Sale' },
  sample: { fr: 'Échantillon', en: 'Sample' },
  breakage: { fr: 'Casse', en: 'Breakage' },
  transferOut: { fr: 'Transfert sortant', en: 'Transfer out' },
  inventoryLoss: { fr: "Perte d'inventaire", en: 'Inventory loss' },
  opening: { fr: "Stock d'ouverture", en: 'Opening stock' },
  openingReversal: { fr: "Annulation du stock d'ouverture", en: 'Opening stock reversed' },
};
