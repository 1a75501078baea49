/*
 * The messages of the CRM settings: the pipeline's stages and the clients' custom fields (ADR 0091),
 * kept apart from the main catalogue (messages.ts spreads them in). {label} is a field's label as the
 * shop wrote it.
 */
export const CRM_SETTINGS_FRENCH = {
  'crm.stageOutcomes':
    'Le pipeline doit garder au moins une étape en cours, une étape gagnée et une étape perdue',
  'crm.customFieldLabel': 'Le libellé du champ doit faire de 1 à {max} caractères',
  'crm.customFieldLabelTaken':
    'Un champ personnalisé s\'appelle déjà "{label}" : choisissez un autre libellé',
  'crm.customFieldChoices':
    'Un champ à choix propose de 1 à {max} choix, chacun de 1 à {length} caractères et différent des autres',
  'crm.customFieldsLimit':
    "Une boutique compte au plus {max} champs personnalisés : supprimez-en un avant d'en ajouter",
  'crm.customFieldTypeFixed':
    'Des clients ont une valeur pour le champ "{label}" : son type ne peut plus changer',
  'crm.customFieldChoiceUsed':
    'Des clients ont choisi "{choice}" pour le champ "{label}" : ce choix ne peut pas être retiré',
  'crm.customFieldHasValues':
    '{count} client(s) ont une valeur pour le champ "{label}" : archivez-le pour le masquer, ou confirmez la suppression de ces valeurs',
  'crm.customFieldUnknown': 'Le champ "{key}" n\'existe pas parmi les champs personnalisés de la boutique',
  'crm.customFieldArchived': 'Le champ "{label}" est archivé : désarchivez-le pour le remplir',
  'crm.customFieldText': 'Le champ "{label}" attend un texte de {max} caractères au plus.',
  'crm.customFieldNumber': 'Le champ "{label}" attend un nombre.',
  'crm.customFieldDate': 'Le champ "{label}" attend une date (AAAA-MM-JJ).',
  'crm.customFieldYesNo': 'Le champ "{label}" attend oui ou non.',
  'crm.customFieldChoice': 'Le champ "{label}" attend l\'un de ses choix : {choices}.',
  'crm.customFieldNotFilterable':
    'Le champ "{label}" est un texte libre : la liste des clients ne se filtre que sur les champs nombre, date, oui/non ou choix',
} as const;

export const CRM_SETTINGS_ENGLISH: Record<keyof typeof CRM_SETTINGS_FRENCH, string> = {
  'crm.stageOutcomes': 'The pipeline must keep at least one open stage, one won stage and one lost stage',
  'crm.customFieldLabel': "The field's label must be 1 to {max} characters long",
  'crm.customFieldLabelTaken': 'A custom field is already called "{label}": choose another label',
  'crm.customFieldChoices':
    'A choice field offers 1 to {max} choices, each 1 to {length} characters long and different from the others',
  'crm.customFieldsLimit': 'A shop has at most {max} custom fields: delete one before adding another',
  'crm.customFieldTypeFixed': 'Clients have a value for the field "{label}": its type can no longer change',
  'crm.customFieldChoiceUsed':
    'Clients chose "{choice}" for the field "{label}": this choice cannot be removed',
  'crm.customFieldHasValues':
    '{count} client(s) have a value for the field "{label}": archive it to hide it, or confirm deleting these values',
  'crm.customFieldUnknown': 'The field "{key}" is not one of the shop\'s custom fields',
  'crm.customFieldArchived': 'The field "{label}" is archived: unarchive it to fill it in',
  'crm.customFieldText': 'The field "{label}" takes a text of at most {max} characters.',
  'crm.customFieldNumber': 'The field "{label}" takes a number.',
  'crm.customFieldDate': 'The field "{label}" takes a date (YYYY-MM-DD).',
  'crm.customFieldYesNo': 'The field "{label}" takes yes or no.',
  'crm.customFieldChoice': 'The field "{label}" takes one of its choices: {choices}.',
  'crm.customFieldNotFilterable':
    'The field "{label}" is free text: the clients list filters only on number, date, yes/no or choice fields',
};
