/*
 * The messages of the correspondence grids (sales, ADR 0090) and of the order lines given by a client's
 * references, kept apart from the main catalogue (messages.ts spreads them in).
 */
export const MATCH_GRIDS_FRENCH = {
  'sales.matchGridNameNeeded': 'Donnez un nom à la grille de correspondance',
  'sales.matchGridTooManyRows':
    'Une grille de correspondance compte au plus {max} lignes ({count} envoyées) : retirez les références dont vous ne vous servez plus',
  'sales.matchGridUnknownClient': "Le client n°{id} n'existe pas dans votre boutique (ou il est archivé)",
  'sales.matchGridUnknownAgent': "L'agent n°{id} ne fait pas partie des agents de votre boutique",
  'sales.matchGridUnknownTypology':
    'La grille tarifaire "{typology}" n\'existe pas : choisissez une de vos typologies (réglages "Typologies")',
  'sales.matchGridPartnerTaken':
    "Ce partenaire a déjà une grille de correspondance : modifiez-la plutôt que d'en créer une seconde",
  'sales.matchGridReferenceNeeded': 'Ligne {position} : indiquez la référence du partenaire',
  'sales.matchGridReferenceTooLong':
    'Ligne {position} : la référence du partenaire fait au plus {max} caractères',
  'sales.matchGridDuplicateReference':
    'Ligne {position} : la référence "{reference}" est déjà celle de la ligne {first} (les espaces, les accents et les majuscules ne comptent pas)',
  'sales.matchGridUnknownProduct': "Ligne {position} : le produit n°{id} n'existe pas dans votre catalogue",
  'sales.matchGridUnknownFormat': "Ligne {position} : le format n°{id} n'est pas un format de ce produit",
  'sales.matchGridUnknownVintage':
    "Ligne {position} : le millésime n°{id} n'est pas un millésime de ce produit",
  'sales.matchGridReferencesNeeded': 'Indiquez au moins une référence à chercher, séparées par des virgules',
  'sales.matchGridTooManyAsked': 'Cherchez au plus {max} références à la fois',
  'sales.orderLineTarget':
    "Ligne {position} : indiquez soit l'article et son format, soit la référence du client, pas les deux",
  'sales.noMatchGrid':
    'Ligne {position} : ce client n\'a pas de grille de correspondance ; indiquez l\'article et son format, ou créez sa grille (réglages "Grilles de correspondance")',
  'sales.unknownClientReference':
    'Ligne {position} : la référence "{reference}" n\'est pas dans la grille de correspondance du client',
} as const;

export const MATCH_GRIDS_ENGLISH: Record<keyof typeof MATCH_GRIDS_FRENCH, string> = {
  'sales.matchGridNameNeeded': 'Give the matching grid a name',
  'sales.matchGridTooManyRows':
    'A matching grid has at most {max} rows ({count} sent): remove the references no longer used',
  'sales.matchGridUnknownClient': 'Client no. {id} does not exist in your shop (or is archived)',
  'sales.matchGridUnknownAgent': "Agent no. {id} is not one of your shop's agents",
  'sales.matchGridUnknownTypology':
    'The price grid "{typology}" does not exist: choose one of your typologies (settings "Typologies")',
  'sales.matchGridPartnerTaken':
    'This partner already has a matching grid: edit it rather than adding another',
  'sales.matchGridReferenceNeeded': "Row {position}: give the partner's reference",
  'sales.matchGridReferenceTooLong': "Row {position}: the partner's reference has at most {max} characters",
  'sales.matchGridDuplicateReference':
    'Row {position}: the reference "{reference}" is already row {first}\'s (spaces, accents and case do not count)',
  'sales.matchGridUnknownProduct': 'Row {position}: product no. {id} does not exist in your catalogue',
  'sales.matchGridUnknownFormat': 'Row {position}: format no. {id} is not a format of this product',
  'sales.matchGridUnknownVintage': 'Row {position}: vintage no. {id} is not a vintage of this product',
  'sales.matchGridReferencesNeeded': 'Give at least one reference to look up, separated by commas',
  'sales.matchGridTooManyAsked': 'Look up at most {max} references at once',
  'sales.orderLineTarget':
    "Line {position}: give either the product and its format, or the client's reference, not both",
  'sales.noMatchGrid':
    'Line {position}: this client has no matching grid; give the product and its format, or create their grid (settings "Matching grids")',
  'sales.unknownClientReference':
    'Line {position}: the reference "{reference}" is not in the client\'s matching grid',
};
