/*
 * The messages of marketing (lists, models, campaigns, unsubscribe links), kept apart from the main
 * catalogue (messages.ts spreads them in).
 */
export const MARKETING_FRENCH = {
  'marketing.listKindFixed':
    'Une liste reste statique ou dynamique : créez-en une autre pour changer de type',
  'marketing.modelKindFixed': 'Un modèle reste standard ou avancé : créez-en un autre pour changer de type',
  'marketing.noEmailColumn': 'Le fichier doit avoir une colonne "email" et au moins une adresse',
  'marketing.importStaticOnly':
    'Seule une liste statique reçoit des clients par import (une liste dynamique suit son filtre)',
  'marketing.brokenField':
    'Le champ dynamique "{field}" est inconnu ou mal fermé (ex. {{firstname}}, {{shopName}})',
  'marketing.unsafeHtml':
    'Le contenu contient du code (script, iframe, formulaire ou attribut "on…") : retirez-le pour enregistrer',
  'marketing.emptyModel': 'Le modèle est vide : ajoutez du texte ou des blocs',
  'marketing.badUrl': 'L\'adresse "{url}" n\'est pas un lien web (http:// ou https://)',
  'marketing.badBlocks': "Un bloc du modèle n'est pas reconnu ou est incomplet",
  'marketing.noSubject': "L'objet du mail ne peut pas être vide",
  'marketing.noModel': 'Choisissez un modèle pour la campagne',
  'marketing.senderNotVerified':
    "L'adresse d'expédition {email} n'est pas vérifiée : utilisez l'adresse de contact de la boutique ou une adresse de son domaine",
  'marketing.notDraft':
    "La campagne n'est plus un brouillon : elle ne peut plus être modifiée ni envoyée à nouveau",
  'marketing.cannotMove': 'La campagne ne peut pas changer de statut maintenant',
  'marketing.noList': 'Choisissez au moins une liste de destinataires',
  'marketing.noRecipient':
    "Aucun destinataire : les listes choisies n'ont aucun client ayant accepté de recevoir des mails",
  'marketing.unknownLink': 'Ce lien de désinscription est inconnu',
} as const;

export const MARKETING_ENGLISH: Record<keyof typeof MARKETING_FRENCH, string> = {
  'marketing.listKindFixed': 'A list stays static or dynamic: create another to change its type',
  'marketing.modelKindFixed': 'A template stays standard or advanced: create another to change its type',
  'marketing.noEmailColumn': 'The file needs an "email" column and at least one address',
  'marketing.importStaticOnly':
    'Only a static list takes clients by import (a dynamic list follows its filter)',
  'marketing.brokenField':
    'The dynamic field "{field}" is unknown or not closed (e.g. {{firstname}}, {{shopName}})',
  'marketing.unsafeHtml':
    'The content holds code (script, iframe, form or "on…" attribute): remove it to save',
  'marketing.emptyModel': 'The template is empty: add text or blocks',
  'marketing.badUrl': 'The address "{url}" is not a web link (http:// or https://)',
  'marketing.badBlocks': 'A block of the template is unknown or incomplete',
  'marketing.noSubject': 'The mail subject cannot be empty',
  'marketing.noModel': 'Choose a template for the campaign',
  'marketing.senderNotVerified':
    "The sender address {email} is not verified: use the shop's contact address or one on its domain",
  'marketing.notDraft': 'The campaign is no longer a draft: it cannot be changed or sent again',
  'marketing.cannotMove': 'The campaign cannot change status now',
  'marketing.noList': 'Choose at least one recipient list',
  'marketing.noRecipient': 'No recipient: the chosen lists have no client who agreed to receive mail',
  'marketing.unknownLink': 'This unsubscribe link is unknown',
};
