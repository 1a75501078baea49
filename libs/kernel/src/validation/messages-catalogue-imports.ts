/*
 * The messages of the imports that onboard a producer's price lists and wine-tourism events (the catalogue
 * and reservations kinds), kept apart from the main catalogue (messages.ts spreads them in).
 */
export const CATALOGUE_IMPORTS_FRENCH = {
  'priceLists.unknownTypology': 'Typologie inconnue : "{value}". Typologies de la boutique : {known}',
  'priceLists.unknownProduct': 'Aucun article de la boutique ne correspond à "{value}"',
  'priceLists.unreadableTiers':
    'Prix par quantité non reconnus : "{value}" (par exemple 6 : 8,50 / 12 : 8,00, ou aucun)',
  'priceLists.nothingGiven':
    'Indiquez le prix HT, les prix par quantité ou la visibilité de ce format pour cette typologie',
  'eventImports.unreadableDuration': 'Durée non reconnue : "{value}" (par exemple 1 h 30, 90 min ou 2 h)',
  'eventImports.unreadableTime': 'Heure non reconnue : "{value}" (par exemple 10:30, 10 h 30 ou 14 h)',
  'eventImports.unknownLanguage': 'Langue inconnue : "{value}" (par exemple français, anglais, allemand)',
  'eventImports.ambiguousName':
    'Plusieurs animations de la boutique s\'appellent "{name}" : renommez-les avant d\'importer',
  'eventImports.dateNeeded': 'Une heure de début ou des places demandent la date du créneau',
  'eventImports.slotTooLong':
    "Un créneau qui a une heure de début dure moins de 24 h : laissez l'heure vide pour une journée entière",
  'eventImports.placesBelowTaken':
    'Le créneau du {slot} a déjà {taken} place(s) réservée(s) : ses places ne peuvent pas descendre en dessous',
  'eventImports.wholeNumber': 'Doit être un nombre entier de {min} à {max}',
  'eventImports.priceRange': 'Le prix doit être un montant positif ou nul, de 100 000 euros au plus',
  'eventImports.revertBooked':
    "L'import n° {importId} ne peut pas être annulé : l'animation \"{event}\" a une réservation le {slot}. Rien n'a été annulé.",
} as const;

export const CATALOGUE_IMPORTS_ENGLISH: Record<keyof typeof CATALOGUE_IMPORTS_FRENCH, string> = {
  'priceLists.unknownTypology': 'Unknown typology: "{value}". The shop\'s typologies: {known}',
  'priceLists.unknownProduct': 'No product of the shop matches "{value}"',
  'priceLists.unreadableTiers':
    'Quantity prices not recognised: "{value}" (for example 6 : 8.50 / 12 : 8.00, or none)',
  'priceLists.nothingGiven':
    'Give the price excluding VAT, the quantity prices or the visibility of this format for this typology',
  'eventImports.unreadableDuration': 'Duration not recognised: "{value}" (for example 1 h 30, 90 min or 2 h)',
  'eventImports.unreadableTime': 'Time not recognised: "{value}" (for example 10:30, 10 h 30 or 14 h)',
  'eventImports.unknownLanguage': 'Unknown language: "{value}" (for example French, English, German)',
  'eventImports.ambiguousName':
    'Several events of the shop are called "{name}": rename them before importing',
  'eventImports.dateNeeded': "A start time or a slot's places need the slot's date",
  'eventImports.slotTooLong':
    'A slot with a start time lasts less than 24 h: leave the time empty for a whole day',
  'eventImports.placesBelowTaken':
    'The slot of {slot} already has {taken} place(s) booked: its places cannot go below that',
  'eventImports.wholeNumber': 'Must be a whole number from {min} to {max}',
  'eventImports.priceRange': 'The price must be an amount of zero or more, at most 100,000 euros',
  'eventImports.revertBooked':
    'Import no. {importId} cannot be reverted: the event "{event}" has a booking on {slot}. Nothing was reverted.',
};
