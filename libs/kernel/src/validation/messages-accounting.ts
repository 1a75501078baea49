/*
 * The messages of the books (accounting), kept apart from the main catalogue (messages.ts spreads
 * them in) so the context adds its texts without touching the others'.
 */
export const ACCOUNTING_FRENCH = {
  'accounting.periodAcrossYears':
    'La période du {from} au {to} couvre deux exercices : choisissez des dates dans un même exercice (du {start} au {end})',
  'accounting.shopWithoutSiren':
    "Le FEC porte le SIREN de l'entreprise : renseignez le SIRET de la boutique dans ses paramètres",
  'accounting.unknownFormat': 'Choisissez le logiciel comptable du fichier parmi : {formats}',
};

export const ACCOUNTING_ENGLISH: Record<keyof typeof ACCOUNTING_FRENCH, string> = {
  'accounting.periodAcrossYears':
    'The period from {from} to {to} spans two fiscal years: choose days inside one (from {start} to {end})',
  'accounting.shopWithoutSiren':
    "The FEC bears the company's SIREN: fill in the shop's SIRET in its settings",
  'accounting.unknownFormat': "Choose the file's accounting program among: {formats}",
};
