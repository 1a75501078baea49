/*
 * The messages of the opening stock import (stock context), kept apart from the main catalogue
 * (messages.ts spreads them in).
 */
export const OPENING_STOCK_FRENCH = {
  'openingStock.futureDay': "La date d'ouverture ({day}) ne peut pas être dans le futur",
  'openingStock.alreadyOpened':
    "Ce vin a déjà un stock d'ouverture dans cet entrepôt ({quantity} bouteille(s), import n° {importId}) : corrigez-le par un inventaire",
} as const;

export const OPENING_STOCK_ENGLISH: Record<keyof typeof OPENING_STOCK_FRENCH, string> = {
  'openingStock.futureDay': 'The opening day ({day}) cannot be in the future',
  'openingStock.alreadyOpened':
    'This wine already has an opening stock in this warehouse ({quantity} bottle(s), import no. {importId}): correct it with a stock count',
};
