import {
  MESSAGE_KEYS,
  interpolate,
  isMessageKey,
  messageText,
  messages,
  type MessageKey,
} from '../messages.js';
import { failure, messageOf } from '../failure.js';

/** Texts fixed upstream, word for word: the spec (§5 validation and cart, §8 errors) and the kernel brief (API texts). */
const FROM_THE_SPEC: Partial<Record<MessageKey, string>> = {
  'validation.needed': 'Ce champ ne peut pas être vide',
  'validation.email': 'Le mail est incorrect',
  'validation.counter': 'Doit faire au maximum 50 caractères',
  'validation.url': "L'url n'est pas valide",
  'validation.number': 'Doit être un nombre',
  'validation.mongoid': 'Doit être un code membre conforme',
  'validation.password': 'Doit contenir une majuscule et plus de 5 caractères',
  'validation.recipientsRequired': 'Veuillez renseigner au moins une adresse mail.',
  'validation.recipientInvalid': 'L\'adresse "{email}" est invalide.',
  'validation.cgu': "Veuillez accepter les conditions générales d'utilisation",
  'cart.slotMaxReached': 'Vous avez atteint la quantité maximale de places pour ce créneau',
  'error.loginFailed': 'Le mail et/ou le mot de passe sont incorrects.',
  'error.generic': 'Une erreur est survenue',
  'error.backToApp': "Retour à l'application",
  'error.paymentFailed':
    'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
  'error.noDeliveryMode': 'Aucun mode de livraison disponible pour cette addresse',
  'error.groupedOrderExpired': 'La commande groupée a expiré !',
  'error.productNotFound': 'Produit inexistant',
  'error.notFound': 'Ressource introuvable',
  'validation.unknownProperty': "La propriété {property} n'est pas autorisée",
  'error.internal': 'Une erreur interne est survenue (référence {correlationId})',
};

/** Texts we wrote where the spec gives none (ADR 0004), pinned so a change is deliberate. */
const OURS: Partial<Record<MessageKey, string>> = {
  // Identity: accounts, shops, collaborators, agents, admin (issue 3).
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
  'validation.numberFloat': 'Doit être un nombre',
  'validation.link': 'Ne doit contenir que des lettres, des chiffres et les caractères _ % -',
  'validation.string': 'Doit contenir au moins une lettre et faire au moins 2 caractères',
  'validation.username': 'Ne doit contenir que des lettres et des espaces, et faire moins de 50 caractères',
  'validation.telephone': "Le numéro de téléphone mobile n'est pas valide",
  'validation.date': "La date n'est pas valide",
  'validation.postal': "Le code postal n'est pas valide",
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
  'validation.confirmKeyword': 'Veuillez saisir "{keyword}" pour confirmer',
  'validation.invalidField': "Le champ {property} n'est pas valide",
  'validation.invalid': "Cette valeur n'est pas valide",
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
  'error.pageNotFound': 'Cette page est introuvable',
  'captcha.missingKey': 'La clé du captcha est manquante',
  'captcha.missingVersion': 'La version du captcha est manquante',
  'captcha.loadFailed': "Le script du captcha n'a pas pu être chargé",
  'captcha.executeFailed': "La vérification du captcha n'a pas pu être effectuée",
  'error.badRequest': 'La requête est invalide',
  'error.unauthorized': 'Vous devez être connecté pour accéder à cette ressource',
  'error.forbidden': "Vous n'avez pas les droits nécessaires pour effectuer cette action",
  'error.conflict': 'Cette ressource a été modifiée entre-temps. Veuillez recharger la page et réessayer.',
  'error.payloadTooLarge': 'Le contenu envoyé est trop volumineux',
  'error.uriTooLong': "L'adresse demandée est trop longue",
  'error.malformedJson': "Le corps de la requête n'est pas un JSON valide",
  'error.unsupportedMediaType': "Ce type de contenu n'est pas pris en charge",
  'error.tooManyRequests': 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  'error.serviceUnavailable':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'error.databaseUnavailable':
    'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'error.maintenance': 'Le service est en maintenance. Veuillez réessayer plus tard.',
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('French catalogue', () => {
  test.each(Object.entries(FROM_THE_SPEC))('%s is the spec text, word for word', (key, text) => {
    expect(messages.fr[key as MessageKey]).toBe(text);
  });

  test.each(Object.entries(OURS))('%s is pinned', (key, text) => {
    expect(messages.fr[key as MessageKey]).toBe(text);
  });

  test('every key is pinned by one of the two tables, and nothing else is in the catalogue', () => {
    expect(Object.keys({ ...FROM_THE_SPEC, ...OURS }).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(FROM_THE_SPEC).filter((key) => key in OURS)).toEqual([]);
  });

  test('spec quirks are kept: "addresse", "plus de 5", a space before "!"', () => {
    expect(messages.fr['error.noDeliveryMode']).toContain('addresse');
    expect(messages.fr['validation.password']).toContain('plus de 5 caractères');
    expect(messages.fr['error.groupedOrderExpired'].endsWith(' !')).toBe(true);
  });

  test('apostrophes and quotes are the plain ASCII ones the spec uses', () => {
    for (const text of Object.values(messages.fr)) {
      expect(text).not.toMatch(/[’«»\u00a0\u202f]/);
    }
  });
});

describe('English catalogue', () => {
  test.each(MESSAGE_KEYS)('%s has an English text with the same placeholders', (key) => {
    const english = messages.en[key];
    expect(typeof english).toBe('string');
    expect(english.trim()).not.toBe('');
    expect(placeholders(english)).toEqual(placeholders(messages.fr[key]));
  });

  test('same keys in both locales', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.fr).sort());
  });
});

describe('messageOf and interpolation', () => {
  test('fills the params', () => {
    const invalid = failure('validation.recipientInvalid', { email: 'jean@' });
    expect(messageOf(invalid, 'fr')).toBe('L\'adresse "jean@" est invalide.');
    expect(messageOf(invalid, 'en')).toBe('The address "jean@" is invalid.');
    expect(messageText('error.internal', 'fr', { correlationId: 'c0ffee' })).toBe(
      'Une erreur interne est survenue (référence c0ffee)',
    );
    expect(messageText('validation.unknownProperty', 'fr', { property: 'foo' })).toBe(
      "La propriété foo n'est pas autorisée",
    );
    expect(messageText('cart.shopMinProducts', 'fr', { min: 6, shop: 'Domaine du Test' })).toBe(
      'Vous devez commander au moins 6 produits chez Domaine du Test',
    );
  });

  test('a missing param leaves its placeholder; an unknown code comes back as is', () => {
    expect(interpolate('A {x} B {y}', { x: 1 })).toBe('A 1 B {y}');
    expect(messageOf({ code: 'custom.thing' }, 'fr')).toBe('custom.thing');
  });

  test('failure() omits params when there are none', () => {
    expect(failure('validation.needed')).toEqual({ code: 'validation.needed' });
    expect(isMessageKey('validation.needed')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
