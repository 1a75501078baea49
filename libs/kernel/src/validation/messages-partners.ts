/*
 * The messages of partners' access (API keys, rate limits), webhooks and bulk sync, kept apart from the
 * main catalogue (messages.ts spreads them in).
 */
export const PARTNERS_FRENCH = {
  'apiKeys.missingScope': "Cette clé d'API n'a pas la permission nécessaire ({permissions})",
  'apiKeys.operationClosed':
    "Cette opération n'est pas ouverte aux clés d'API : elle se fait connecté avec un compte",
  'apiKeys.peopleOnly': "Les clés d'API et les webhooks se gèrent connecté avec un compte, pas avec une clé",
  'apiKeys.permissionNotHeld':
    "Vous ne pouvez pas donner à une clé une permission que vous n'avez pas ({permission})",
  'apiKeys.expiryPast': "La date d'expiration de la clé doit être dans le futur",
  'apiKeys.noPermission': "Choisissez au moins une permission pour la clé d'API",
  'rateLimit.exceeded': 'Trop de requêtes. Réessayez dans {seconds} secondes.',
  'webhooks.urlHttps': "L'adresse du webhook doit commencer par https://",
  'webhooks.urlPrivate': "L'adresse du webhook ne peut pas viser une adresse privée ou locale",
  'webhooks.urlInvalid': "L'adresse du webhook n'est pas une URL valide",
  'webhooks.noEvent': 'Choisissez au moins un événement pour le webhook',
  'webhooks.unknownEvent': 'L\'événement "{event}" n\'existe pas',
  'webhooks.paused':
    'Le webhook {url} est en pause après {failures} livraisons en échec. Corrigez le serveur qui les reçoit puis réactivez-le.',
  'bulk.tooManyRows': 'Un envoi groupé compte au plus {max} lignes',
  'bulk.duplicateReference': 'La référence externe "{reference}" apparaît plusieurs fois dans l\'envoi',
  'bulk.unknownProduct': 'Aucun article ne porte la référence externe "{reference}"',
  'bulk.unknownWarehouse': "L'entrepôt {warehouseId} n'existe pas dans votre boutique",
} as const;

export const PARTNERS_ENGLISH: Record<keyof typeof PARTNERS_FRENCH, string> = {
  'apiKeys.missingScope': 'This API key does not hold the permission needed ({permissions})',
  'apiKeys.operationClosed': 'This operation is not open to API keys: sign in with an account to use it',
  'apiKeys.peopleOnly': 'API keys and webhooks are managed signed in with an account, not with a key',
  'apiKeys.permissionNotHeld': 'You cannot give a key a permission you do not hold ({permission})',
  'apiKeys.expiryPast': "The key's expiry date must be in the future",
  'apiKeys.noPermission': 'Choose at least one permission for the API key',
  'rateLimit.exceeded': 'Too many requests. Try again in {seconds} seconds.',
  'webhooks.urlHttps': "The webhook's address must start with https://",
  'webhooks.urlPrivate': "The webhook's address may not point to a private or local address",
  'webhooks.urlInvalid': "The webhook's address is not a valid URL",
  'webhooks.noEvent': 'Choose at least one event for the webhook',
  'webhooks.unknownEvent': 'The event "{event}" does not exist',
  'webhooks.paused':
    'The webhook {url} is paused after {failures} failed deliveries. Fix the server receiving them, then switch it back on.',
  'bulk.tooManyRows': 'A bulk request holds at most {max} rows',
  'bulk.duplicateReference': 'The external reference "{reference}" appears more than once in the request',
  'bulk.unknownProduct': 'No product has the external reference "{reference}"',
  'bulk.unknownWarehouse': 'Warehouse {warehouseId} does not exist in your shop',
};
