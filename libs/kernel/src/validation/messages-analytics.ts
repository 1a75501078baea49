/*
 * The messages of the reports (analytics), kept apart from the main catalogue (messages.ts spreads
 * them in) so the context adds its texts without touching the others'.
 */
export const ANALYTICS_FRENCH = {
  'analytics.day': 'La date "{value}" n\'est pas une date valide au format AAAA-MM-JJ',
  'analytics.fromAfterTo': 'La date de début ({from}) doit précéder la date de fin ({to})',
  'analytics.periodTooLong': 'La période couvre {days} jours : choisissez-en au plus {max} (trois ans)',
  'analytics.unknownChoice': 'La valeur "{value}" n\'est pas reconnue : choisissez parmi {choices}',
  'analytics.limit': 'Le nombre de lignes doit être un entier entre 1 et {max}',
  'analytics.dormantDays': 'Le nombre de jours sans achat doit être un entier entre 1 et {max}',
};

export const ANALYTICS_ENGLISH: Record<keyof typeof ANALYTICS_FRENCH, string> = {
  'analytics.day': 'The date "{value}" is not a valid YYYY-MM-DD date',
  'analytics.fromAfterTo': 'The start date ({from}) must come before the end date ({to})',
  'analytics.periodTooLong': 'The period covers {days} days: choose at most {max} (three years)',
  'analytics.unknownChoice': 'The value "{value}" is not recognised: choose among {choices}',
  'analytics.limit': 'The number of rows must be a whole number between 1 and {max}',
  'analytics.dormantDays': 'The number of days without a purchase must be a whole number between 1 and {max}',
};
