/*
 * The agents' commissions texts (the agent's « Commissions » panel and the commissions report), French
 * first; the English table has the same shape (the back office's Texts type includes it as
 * `commissions`).
 */

export const commissionsFr = {
  title: 'Commissions',
  hint: 'Le taux le plus précis l’emporte : celui du produit, sinon celui de la typologie du client, sinon le taux par défaut.',
  basis: 'Base de calcul',
  bases: {
    invoiced: 'Ventes facturées (avoirs déduits)',
    paid: 'Ventes encaissées (au prorata des règlements)',
  },
  defaultRate: 'Taux par défaut (%)',
  typologyRates: 'Taux par typologie de client',
  productRates: 'Taux par produit',
  typology: 'Typologie',
  product: 'Produit',
  rate: 'Taux (%)',
  save: 'Enregistrer les commissions',
  saved: 'Commissions enregistrées',
  none: 'Aucune règle : cet agent ne touche pas de commission.',
  remove: 'Supprimer les règles',
  removed: 'Règles de commission supprimées',
};

export const commissionsEn: typeof commissionsFr = {
  title: 'Commissions',
  hint: 'The most specific rate wins: the product’s, else the client typology’s, else the default rate.',
  basis: 'Basis',
  bases: {
    invoiced: 'Invoiced sales (credit notes deducted)',
    paid: 'Paid sales (prorated to the payments)',
  },
  defaultRate: 'Default rate (%)',
  typologyRates: 'Rates by client typology',
  productRates: 'Rates by product',
  typology: 'Typology',
  product: 'Product',
  rate: 'Rate (%)',
  save: 'Save the commissions',
  saved: 'Commissions saved',
  none: 'No rules: this agent earns no commission.',
  remove: 'Remove the rules',
  removed: 'Commission rules removed',
};
