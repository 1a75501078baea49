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
  'analytics.commissionRate':
    'Un taux de commission va de 0 à 100 % : "{value}" n\'en est pas un (en points de base, de 0 à 10 000)',
  'analytics.commissionTypologies':
    'Les taux par typologie : une typologie connue ({choices}) et un taux, une seule fois par typologie',
  'analytics.commissionProducts':
    'Les taux par produit : un produit (son identifiant) et un taux, une seule fois par produit',
  'analytics.unknownAgent': "L'utilisateur n°{id} n'est pas un agent de la boutique",
  'analytics.unknownProducts': 'Produit(s) inconnu(s) dans la boutique : {ids}',
  'analytics.commissionRulesExist': 'Cet agent a déjà ses règles de commission : modifiez-les',
  'analytics.agentId': '"{value}" n\'est pas un identifiant d\'agent',
  'analytics.otherAgent': 'Un agent ne consulte que ses propres commissions',
  // The agents' page and dashboard.
  'analytics.otherAgentFigures': 'Un agent ne consulte que ses propres chiffres',
};

export const ANALYTICS_ENGLISH: Record<keyof typeof ANALYTICS_FRENCH, string> = {
  'analytics.day': 'The date "{value}" is not a valid YYYY-MM-DD date',
  'analytics.fromAfterTo': 'The start date ({from}) must come before the end date ({to})',
  'analytics.periodTooLong': 'The period covers {days} days: choose at most {max} (three years)',
  'analytics.unknownChoice': 'The value "{value}" is not recognised: choose among {choices}',
  'analytics.limit': 'The number of rows must be a whole number between 1 and {max}',
  'analytics.dormantDays': 'The number of days without a purchase must be a whole number between 1 and {max}',
  'analytics.commissionRate':
    'A commission rate goes from 0 to 100 %: "{value}" is not one (in basis points, 0 to 10,000)',
  'analytics.commissionTypologies':
    'Rates by typology: a known typology ({choices}) and a rate, each typology once',
  'analytics.commissionProducts': 'Rates by product: a product (its id) and a rate, each product once',
  'analytics.unknownAgent': 'User #{id} is not an agent of the shop',
  'analytics.unknownProducts': 'Unknown product(s) in the shop: {ids}',
  'analytics.commissionRulesExist': 'This agent already has commission rules: edit them',
  'analytics.agentId': '"{value}" is not an agent id',
  'analytics.otherAgent': 'An agent reads only their own commissions',
  // The agents' page and dashboard.
  'analytics.otherAgentFigures': 'An agent reads only their own figures',
};
