import type { Locale } from '../locale.js';

/*
 * The message catalogue: validation rules (spec §5), cart rules (spec §5) and the error catalogue
 * (spec §8), plus the generic messages the API answers with. Texts the spec quotes are copied
 * word for word, quirks included ("addresse", "plus de 5 caractères", no final period on some);
 * a test holds every one of them. Texts the spec does not give are ours, in the same register.
 * Placeholders are {name}, filled by messageOf / messageText from the failure's params.
 */
const FRENCH = {
  // ---- Field rules (spec §5)
  'validation.needed': 'Ce champ ne peut pas être vide',
  'validation.email': 'Le mail est incorrect',
  'validation.counter': 'Doit faire au maximum 50 caractères',
  'validation.url': "L'url n'est pas valide",
  'validation.number': 'Doit être un nombre',
  'validation.numberFloat': 'Doit être un nombre',
  'validation.mongoid': 'Doit être un code membre conforme',
  'validation.link': 'Ne doit contenir que des lettres, des chiffres et les caractères _ % -',
  'validation.string': 'Doit contenir au moins une lettre et faire au moins 2 caractères',
  'validation.username': 'Ne doit contenir que des lettres et des espaces, et faire moins de 50 caractères',
  'validation.telephone': "Le numéro de téléphone mobile n'est pas valide",
  'validation.date': "La date n'est pas valide",
  'validation.postal': "Le code postal n'est pas valide",
  'validation.password': 'Doit contenir une majuscule et plus de 5 caractères',
  // The spec's own text said 20 and 50, against a rule of 11 to 5000: the text follows the rule (ADR 0004).
  'validation.description': 'Doit faire entre 11 et 5000 caractères',
  'validation.tva': 'Doit être un taux strictement compris entre 0 et 100',
  'validation.fee': 'Doit être compris entre 0 et 25 (25 exclu)',
  'validation.promocode': 'Doit faire au maximum 15 caractères',
  'validation.tvacode': 'Doit contenir au moins une lettre et faire au moins 2 caractères',
  'validation.siret': 'Le numéro SIRET doit comporter 14 chiffres valides',
  'validation.cardNumber': "Le numéro de carte n'est pas valide",
  'validation.cardExpiry': "La date d'expiration doit être au format MM/AA",
  'validation.cardExpired': 'La carte est expirée',
  'validation.cvv': 'Le cryptogramme doit comporter 3 chiffres',
  'validation.recipientsRequired': 'Veuillez renseigner au moins une adresse mail.',
  'validation.recipientInvalid': 'L\'adresse "{email}" est invalide.',
  'validation.cgu': "Veuillez accepter les conditions générales d'utilisation",
  'validation.confirmKeyword': 'Veuillez saisir "{keyword}" pour confirmer',

  // ---- Cart rules (spec §5); {amount} comes formatted (formatMoney), {product}/{shop} are names
  'cart.slotMaxReached': 'Vous avez atteint la quantité maximale de places pour ce créneau',
  'cart.productMinQuantity': 'La quantité minimale d\'achat pour "{product}" est de {min}',
  'cart.productMaxQuantity': 'La quantité maximale d\'achat pour "{product}" est de {max}',
  'cart.deliveryAddressRequired': 'Veuillez renseigner une adresse de livraison',
  'cart.phoneRequired': 'Veuillez renseigner un numéro de téléphone',
  'cart.passwordIncomplete': 'Veuillez compléter les informations de mot de passe',
  'cart.shopMinOrderAmount': 'Le montant minimum de commande chez {shop} est de {amount} HT',
  'cart.shopMinProducts': 'Vous devez commander au moins {min} produits chez {shop}',
  'cart.shopMaxProducts': 'Vous ne pouvez pas commander plus de {max} produits chez {shop}',
  'cart.insufficientStock': 'Stock insuffisant pour "{product}" : {available} disponible(s)',
  'cart.multipleOf': 'Le nombre de produits commandés chez {shop} doit être un multiple de {multiple}',
  'cart.deliveryModeRequired': 'Veuillez choisir un mode de livraison pour {shop}',
  'cart.paymentTypeRequired': 'Veuillez choisir un moyen de paiement',

  // ---- Error catalogue (spec §8)
  'error.loginFailed': 'Le mail et/ou le mot de passe sont incorrects.',
  'error.generic': 'Une erreur est survenue',
  'error.backToApp': "Retour à l'application",
  'error.paymentFailed':
    'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
  'error.noDeliveryMode': 'Aucun mode de livraison disponible pour cette addresse',
  'error.groupedOrderExpired': 'La commande groupée a expiré !',
  'error.productNotFound': 'Produit inexistant',
  'error.pageNotFound': 'Cette page est introuvable',
  'captcha.missingKey': 'La clé du captcha est manquante',
  'captcha.missingVersion': 'La version du captcha est manquante',
  'captcha.loadFailed': "Le script du captcha n'a pas pu être chargé",
  'captcha.executeFailed': "La vérification du captcha n'a pas pu être effectuée",

  // ---- Generic API answers (keys used by apps/api error-responder)
  'error.badRequest': 'La requête est invalide',
  'error.unauthorized': 'Vous devez être connecté pour accéder à cette ressource',
  'error.forbidden': "Vous n'avez pas les droits nécessaires pour effectuer cette action",
  'error.notFound': 'Ressource introuvable',
  'error.conflict': 'Cette ressource a été modifiée entre-temps. Veuillez recharger la page et réessayer.',
  'error.payloadTooLarge': 'Le contenu envoyé est trop volumineux',
  'error.uriTooLong': "L'adresse demandée est trop longue",
  'error.malformedJson': "Le corps de la requête n'est pas un JSON valide",
  'error.unsupportedMediaType': "Ce type de contenu n'est pas pris en charge",
  'error.tooManyRequests': 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  'error.internal': 'Une erreur interne est survenue (référence {correlationId})',
  'error.serviceUnavailable':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'error.databaseUnavailable':
    'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'error.maintenance': 'Le service est en maintenance. Veuillez réessayer plus tard.',
  'validation.unknownProperty': "La propriété {property} n'est pas autorisée",
  'validation.invalidField': "Le champ {property} n'est pas valide",
  'validation.invalid': "Cette valeur n'est pas valide",

  // ---- Shops, collaborators, agents, admin (iam context: shops engineer)
  'error.invalidListQuery': 'Les paramètres de liste (tri, pagination ou filtre) sont invalides',
  'validation.unknownValue': 'La valeur "{value}" n\'est pas reconnue',
  'shops.saved': 'Les informations de la boutique ont été enregistrées',
  'shops.urlShopTaken': 'Cette adresse de boutique est déjà utilisée',
  'shops.invalidTypologies': 'Les typologies doivent être des typologies clients connues et inclure "public"',
  'shops.oneDefaultBank': 'Un seul compte bancaire peut être celui par défaut',
  'shops.invalidLogStart': "Le début de l'exercice comptable n'est pas une date valide",
  'members.invalidReportsTo': "Ce responsable ne fait pas partie de l'équipe de la boutique",
  'members.reportsToCycle': 'Un membre ne peut dépendre ni de lui-même ni de ses propres subordonnés',
  'members.unknownPermission': 'La permission "{permission}" n\'existe pas',
  'agents.notAgent': "Ce compte n'est pas un compte d'agent commercial",
  'agents.alreadyLinked': 'Cet agent est déjà rattaché à votre boutique',
  'admin.shopBlocked': 'La boutique a été bloquée',
  'admin.shopUnblocked': 'La boutique a été débloquée',
  'admin.userBlocked': "L'utilisateur a été bloqué",
  'admin.userUnblocked': "L'utilisateur a été débloqué",
  'admin.cannotBlockSelf': 'Vous ne pouvez pas bloquer votre propre compte',

  // ---- Identity: login, tokens, accounts, users (iam context: identity engineer)
  'validation.commonPassword': 'Ce mot de passe est trop courant, choisissez-en un autre',
  'auth.tooManyAttempts': 'Trop de tentatives de connexion. Veuillez réessayer dans {minutes} minutes.',
  'auth.accountBlocked': 'Votre compte est bloqué. Veuillez contacter le support.',
  'auth.accountNotValidated':
    "Votre compte n'est pas encore validé. Cliquez sur le lien du mail de validation que vous avez reçu.",
  'auth.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.invalidLink': "Ce lien n'est plus valide. Veuillez en demander un nouveau.",
  'auth.emailTaken': 'Un compte existe déjà avec cette adresse mail.',
  'auth.usernameTaken': "Ce nom d'utilisateur est déjà utilisé.",
  'auth.registered': 'Votre compte a été créé. Un mail de validation vous a été envoyé.',
  'auth.validated': 'Votre compte est validé. Vous pouvez vous connecter.',
  'auth.validationResent':
    'Si un compte en attente de validation existe pour cette adresse, un nouveau mail lui a été envoyé.',
  'auth.resetRequested':
    'Si un compte existe pour cette adresse, un mail pour changer le mot de passe lui a été envoyé.',
  'auth.passwordReset': 'Votre mot de passe a été changé. Vous pouvez vous connecter.',
  'auth.passwordChanged': 'Votre mot de passe a été modifié.',
  'auth.currentPasswordWrong': 'Le mot de passe actuel est incorrect.',
  'users.saved': 'Vos informations ont été enregistrées',
} as const;

export type MessageKey = keyof typeof FRENCH;

// Typed against MessageKey: a missing or an extra key is a compile error.
const ENGLISH: Record<MessageKey, string> = {
  'validation.needed': 'This field cannot be empty',
  'validation.email': 'The email address is incorrect',
  'validation.counter': 'Must be at most 50 characters long',
  'validation.url': 'The URL is not valid',
  'validation.number': 'Must be a number',
  'validation.numberFloat': 'Must be a number',
  'validation.mongoid': 'Must be a valid member code',
  'validation.link': 'May only contain letters, digits and the characters _ % -',
  'validation.string': 'Must contain at least one letter and be at least 2 characters long',
  'validation.username': 'May only contain letters and spaces, and must be under 50 characters',
  'validation.telephone': 'The mobile phone number is not valid',
  'validation.date': 'The date is not valid',
  'validation.postal': 'The postal code is not valid',
  'validation.password': 'Must contain an uppercase letter and more than 5 characters',
  'validation.description': 'Must be between 11 and 5000 characters long',
  'validation.tva': 'Must be a rate strictly between 0 and 100',
  'validation.fee': 'Must be between 0 and 25 (25 excluded)',
  'validation.promocode': 'Must be at most 15 characters long',
  'validation.tvacode': 'Must contain at least one letter and be at least 2 characters long',
  'validation.siret': 'The SIRET number must be 14 valid digits',
  'validation.cardNumber': 'The card number is not valid',
  'validation.cardExpiry': 'The expiry date must be in MM/YY format',
  'validation.cardExpired': 'The card has expired',
  'validation.cvv': 'The security code must be 3 digits',
  'validation.recipientsRequired': 'Please enter at least one email address.',
  'validation.recipientInvalid': 'The address "{email}" is invalid.',
  'validation.cgu': 'Please accept the terms and conditions of use',
  'validation.confirmKeyword': 'Please type "{keyword}" to confirm',

  'cart.slotMaxReached': 'You have reached the maximum number of places for this time slot',
  'cart.productMinQuantity': 'The minimum purchase quantity for "{product}" is {min}',
  'cart.productMaxQuantity': 'The maximum purchase quantity for "{product}" is {max}',
  'cart.deliveryAddressRequired': 'Please enter a delivery address',
  'cart.phoneRequired': 'Please enter a phone number',
  'cart.passwordIncomplete': 'Please complete the password information',
  'cart.shopMinOrderAmount': 'The minimum order amount at {shop} is {amount} excl. tax',
  'cart.shopMinProducts': 'You must order at least {min} products from {shop}',
  'cart.shopMaxProducts': 'You cannot order more than {max} products from {shop}',
  'cart.insufficientStock': 'Insufficient stock for "{product}": {available} available',
  'cart.multipleOf': 'The number of products ordered from {shop} must be a multiple of {multiple}',
  'cart.deliveryModeRequired': 'Please choose a delivery method for {shop}',
  'cart.paymentTypeRequired': 'Please choose a payment method',

  'error.loginFailed': 'The email and/or password are incorrect.',
  'error.generic': 'An error occurred',
  'error.backToApp': 'Back to the application',
  'error.paymentFailed': 'An error occurred while validating your payment. Please try again.',
  'error.noDeliveryMode': 'No delivery method available for this address',
  'error.groupedOrderExpired': 'The grouped order has expired!',
  'error.productNotFound': 'Product not found',
  'error.pageNotFound': 'This page could not be found',
  'captcha.missingKey': 'The captcha site key is missing',
  'captcha.missingVersion': 'The captcha version is missing',
  'captcha.loadFailed': 'The captcha script could not be loaded',
  'captcha.executeFailed': 'The captcha check could not be run',

  'error.badRequest': 'The request is invalid',
  'error.unauthorized': 'You must be signed in to access this resource',
  'error.forbidden': 'You do not have permission to perform this action',
  'error.notFound': 'Resource not found',
  'error.conflict': 'This resource was changed in the meantime. Please reload the page and try again.',
  'error.payloadTooLarge': 'The content sent is too large',
  'error.uriTooLong': 'The requested address is too long',
  'error.malformedJson': 'The request body is not valid JSON',
  'error.unsupportedMediaType': 'This content type is not supported',
  'error.tooManyRequests': 'Too many requests. Please wait before trying again.',
  'error.internal': 'An internal error occurred (reference {correlationId})',
  'error.serviceUnavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.databaseUnavailable': 'The database is temporarily unavailable. Please try again in a moment.',
  'error.maintenance': 'The service is under maintenance. Please try again later.',
  'validation.unknownProperty': 'The property {property} is not allowed',
  'validation.invalidField': 'The field {property} is not valid',
  'validation.invalid': 'This value is not valid',

  'error.invalidListQuery': 'The list parameters (sort, range or filter) are invalid',
  'validation.unknownValue': 'The value "{value}" is not recognised',
  'shops.saved': 'The shop details have been saved',
  'shops.urlShopTaken': 'This shop address is already in use',
  'shops.invalidTypologies': 'Typologies must be known client typologies and include "public"',
  'shops.oneDefaultBank': 'Only one bank account can be the default one',
  'shops.invalidLogStart': 'The start of the financial year is not a valid date',
  'members.invalidReportsTo': "This manager is not part of the shop's team",
  'members.reportsToCycle': 'A member cannot report to themselves or to one of their own reports',
  'members.unknownPermission': 'The permission "{permission}" does not exist',
  'agents.notAgent': 'This account is not a sales agent account',
  'agents.alreadyLinked': 'This agent is already linked to your shop',
  'admin.shopBlocked': 'The shop has been blocked',
  'admin.shopUnblocked': 'The shop has been unblocked',
  'admin.userBlocked': 'The user has been blocked',
  'admin.userUnblocked': 'The user has been unblocked',
  'admin.cannotBlockSelf': 'You cannot block your own account',

  'validation.commonPassword': 'This password is too common, please choose another one',
  'auth.tooManyAttempts': 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  'auth.accountBlocked': 'Your account is blocked. Please contact support.',
  'auth.accountNotValidated':
    'Your account is not validated yet. Click the link in the validation email you received.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.invalidLink': 'This link is no longer valid. Please ask for a new one.',
  'auth.emailTaken': 'An account already exists with this email address.',
  'auth.usernameTaken': 'This username is already taken.',
  'auth.registered': 'Your account has been created. A validation email has been sent to you.',
  'auth.validated': 'Your account is validated. You can now sign in.',
  'auth.validationResent':
    'If an account awaiting validation exists for this address, a new email has been sent to it.',
  'auth.resetRequested':
    'If an account exists for this address, an email to change the password has been sent to it.',
  'auth.passwordReset': 'Your password has been changed. You can now sign in.',
  'auth.passwordChanged': 'Your password has been changed.',
  'auth.currentPasswordWrong': 'The current password is incorrect.',
  'users.saved': 'Your information has been saved',
};

/** Every message, by locale then key. */
export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  fr: FRENCH,
  en: ENGLISH,
};

export const MESSAGE_KEYS = Object.keys(FRENCH) as MessageKey[];

export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(FRENCH, value);
}

/** Replaces each {name} by params[name]; a placeholder without a value stays as it is. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The text of a message in a locale, with its placeholders filled. */
export function messageText(key: MessageKey, locale: Locale, params?: MessageParams): string {
  return interpolate(messages[locale][key], params);
}
