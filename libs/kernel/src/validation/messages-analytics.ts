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
  'analytics.customDimensions':
    'Choisissez au plus {max} axes, chacun une fois, dont une seule échelle de temps (jour, semaine ou mois)',
  'analytics.customPie':
    "Un camembert montre un seul axe qui n'est pas le temps : canal, typologie, pays, agent, produit, millésime ou format",
  'analytics.customLine':
    'Une courbe suit le temps : choisissez le jour, la semaine ou le mois parmi les axes',
  'analytics.customFilter':
    'Le filtre {filter} n\'accepte pas "{value}" (des valeurs connues, au plus {max}, séparées par des virgules)',
  'analytics.reportName': 'Donnez au rapport un nom de 1 à 120 caractères',
  'analytics.customPeriod':
    "Une période personnalisée demande ses dates de début et de fin ; les autres périodes n'en prennent pas",
  'analytics.notYourReport': 'Seul son auteur modifie ou supprime ce rapport',
  'analytics.windowDays': "La fenêtre après l'envoi doit être un nombre entier de jours entre 1 et {max}",
  'analytics.objectiveTarget':
    "L'objectif doit être un nombre entier supérieur à 0 (en centimes pour un chiffre d'affaires) : \"{value}\" n'en est pas un",
  'analytics.objectiveStart':
    "Un objectif au mois, au trimestre ou à l'année commence le premier jour de sa période (un trimestre : le 1er janvier, avril, juillet ou octobre) : {from} ne convient pas",
  'analytics.objectiveEnd':
    "Un objectif au mois, au trimestre ou à l'année finit le dernier jour de sa période ({to}) : laissez la fin vide",
  'analytics.objectiveUser':
    "Un objectif de la boutique ne vise personne ; celui d'un agent ou d'un collaborateur vise un utilisateur (son identifiant)",
  'analytics.unknownCollaborator': "L'utilisateur n°{id} n'est pas un collaborateur de la boutique",
  'analytics.otherAgentObjectives': 'Un agent ne consulte que ses propres objectifs',
  'analytics.budgetYear':
    'L\'année du budget doit être un entier de {min} à {max} : "{value}" n\'en est pas une',
  'analytics.budgetCells':
    'Le budget : un mois (1 à 12), une catégorie ({choices}) et un montant entier de 0 à {max} centimes, une seule fois par mois et catégorie',
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
  'analytics.customDimensions':
    'Choose at most {max} axes, each once, with one time scale at most (day, week or month)',
  'analytics.customPie':
    'A pie shows one axis that is not time: channel, typology, country, agent, product, vintage or format',
  'analytics.customLine': 'A line follows time: choose the day, the week or the month among the axes',
  'analytics.customFilter':
    'The {filter} filter does not accept "{value}" (known values, at most {max}, separated by commas)',
  'analytics.reportName': 'Give the report a name of 1 to 120 characters',
  'analytics.customPeriod': 'A custom period needs its start and end dates; the other periods take none',
  'analytics.notYourReport': 'Only its author changes or deletes this report',
  'analytics.windowDays': 'The window after sending must be a whole number of days between 1 and {max}',
  'analytics.objectiveTarget':
    'The target must be a whole number above 0 (in cents for sales): "{value}" is not one',
  'analytics.objectiveStart':
    'A monthly, quarterly or yearly objective starts on the first day of its period (a quarter: 1 January, April, July or October): {from} does not',
  'analytics.objectiveEnd':
    'A monthly, quarterly or yearly objective ends on the last day of its period ({to}): leave the end empty',
  'analytics.objectiveUser':
    "A shop's objective targets nobody; an agent's or a collaborator's targets a user (their id)",
  'analytics.unknownCollaborator': 'User #{id} is not a collaborator of the shop',
  'analytics.otherAgentObjectives': 'An agent reads only their own objectives',
  'analytics.budgetYear':
    'The budget\'s year must be a whole number from {min} to {max}: "{value}" is not one',
  'analytics.budgetCells':
    'The budget: a month (1 to 12), a category ({choices}) and a whole amount from 0 to {max} cents, once per month and category',
  'analytics.otherAgentFigures': 'An agent reads only their own figures',
};
