/*
 * The texts of the settings section "Grilles de correspondance" (a partner's references mapped to the
 * catalogue, ADR 0090), French first; the English table has the same shape (the back office's Texts type
 * includes this block as `matchGrids`).
 */

export const matchGridsFr = {
  intro:
    'Les références de vos clients (importateurs, distributeurs, cavistes, groupes de restaurants) et de vos agents, rapprochées de vos articles : une commande peut alors être saisie avec la référence du client.',
  noAccess: 'Les grilles de correspondance se consultent avec la permission « Voir tous les tarifs ».',
  list: 'Grilles',
  add: 'Nouvelle grille',
  edit: 'Modifier la grille',
  back: 'Retour aux grilles',
  none: 'Aucune grille de correspondance pour l’instant',
  saved: 'Grille enregistrée',
  deleted: 'Grille supprimée',
  readOnly:
    'Vous pouvez consulter cette grille ; la modifier demande aussi la permission « Créer des articles ».',
  partnerKinds: { client: 'Client', agent: 'Agent' },
  fields: {
    name: 'Nom de la grille',
    partnerKind: 'Partenaire',
    client: 'Client',
    agent: 'Agent',
    partner: 'Partenaire',
    typology: 'Grille tarifaire',
    ownTypology: 'Celle du client (publique pour un agent)',
    rowCount: 'Références',
    updatedAt: 'Modifiée le',
    rows: 'Références du partenaire',
    reference: 'Référence du partenaire',
    label: 'Libellé du partenaire',
    product: 'Article',
    format: 'Format',
    vintage: 'Millésime',
    anyVintage: 'Tout millésime',
    fixedPrice: 'Prix fixe (€ HT)',
    fixedPriceHelp: 'Vide : le prix de la grille tarifaire',
  },
};

export const matchGridsEn: typeof matchGridsFr = {
  intro:
    "Your clients' (importers, distributors, wine shops, restaurant groups) and your agents' own references, matched with your products: an order can then be written with the client's reference.",
  noAccess: 'Matching grids are seen with the permission "See all prices".',
  list: 'Grids',
  add: 'New grid',
  edit: 'Edit the grid',
  back: 'Back to the grids',
  none: 'No matching grid yet',
  saved: 'Grid saved',
  deleted: 'Grid deleted',
  readOnly: 'You can read this grid; changing it also needs the permission "Create products".',
  partnerKinds: { client: 'Client', agent: 'Agent' },
  fields: {
    name: 'Grid name',
    partnerKind: 'Partner',
    client: 'Client',
    agent: 'Agent',
    partner: 'Partner',
    typology: 'Price grid',
    ownTypology: "The client's own (public for an agent)",
    rowCount: 'References',
    updatedAt: 'Changed on',
    rows: "The partner's references",
    reference: "Partner's reference",
    label: "Partner's label",
    product: 'Product',
    format: 'Format',
    vintage: 'Vintage',
    anyVintage: 'Any vintage',
    fixedPrice: 'Fixed price (€ excl. VAT)',
    fixedPriceHelp: "Empty: the price grid's price",
  },
};
