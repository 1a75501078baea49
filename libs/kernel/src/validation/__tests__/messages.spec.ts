import {
  MESSAGE_KEYS,
  interpolate,
  isMessageKey,
  messageText,
  messages,
  type MessageKey,
} from '../messages.js';
import { failure, messageOf } from '../failure.js';

/** Texts users already know, kept word for word (ADR 0004): field and cart rules, errors, API texts. */
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
  // Identity: accounts, shops, collaborators, agents, admin.
  'error.invalidListQuery': 'Les paramètres de liste (tri, pagination ou filtre) sont invalides',
  'error.tooManyIds': 'Une recherche par identifiants en demande au plus {max} à la fois',
  'error.maintenanceEndBeforeStart': 'La fin de la maintenance doit suivre son début',
  'validation.unknownValue': 'La valeur "{value}" n\'est pas reconnue',
  'shops.saved': 'Les informations de la boutique ont été enregistrées',
  'settings.invalid': 'Le réglage "{setting}" est manquant ou invalide',
  'settings.broken':
    'Le réglage "{setting}" est manquant ou invalide : corrigez-le dans les paramètres avant de recommencer',
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
  // The admin area and agents' shops (messages-admin.ts).
  'validation.commissionPercent':
    'La commission doit être un pourcentage de 0 à moins de 100, à deux décimales au plus',
  'admin.commissionChanged': 'La commission de la plateforme est maintenant de {percent} %',
  'admin.commissionUnchanged': 'La commission de la plateforme est déjà de {percent} %',
  'admin.productModerated': "L'article est masqué de la boutique en ligne",
  'admin.productRestored': "L'article est de nouveau visible dans la boutique en ligne",
  'admin.moderationReasonNeeded': "Indiquez la règle que l'article enfreint",
  'agentShops.siretTaken': 'Une boutique est déjà enregistrée avec ce numéro SIRET',
  'agentShops.emailTaken':
    'Un compte existe déjà avec cette adresse e-mail : le producteur peut vous ajouter comme agent depuis sa boutique',
  'agentShops.nameTaken':
    'Une boutique porte déjà ce nom (même adresse de boutique) : choisissez un autre nom',
  'agentShops.alreadyTakenOver': "Le producteur a déjà repris cette boutique : plus besoin d'invitation",
  'agentShops.created': 'La boutique est créée : le producteur a reçu une invitation par e-mail',
  'agentShops.invitationSent': "L'invitation a été envoyée de nouveau",
  'agentShops.invalidLink':
    "Ce lien d'invitation n'est plus valable : demandez à votre agent de vous le renvoyer",
  'agentShops.takenOver': 'Bienvenue ! Vous êtes maintenant propriétaire de votre boutique',
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
  // CRM.
  'validation.phone': "Le numéro de téléphone n'est pas valide",
  'validation.vatNumber': "Le numéro de TVA intracommunautaire n'est pas valide",
  'crm.duplicateEmail': 'Un client de la boutique a déjà cette adresse mail',
  'crm.duplicateSiret': 'Un client de la boutique a déjà ce numéro SIRET',
  'crm.duplicatePhone': 'Un client de la boutique a déjà ce numéro de téléphone',
  'crm.hasDocuments': 'Ce client a des documents (commandes, factures) : archivez-le au lieu de le supprimer',
  'crm.mergeSelf': 'Un client ne peut pas être fusionné avec lui-même',
  'crm.notProspect': "Ce client n'est pas un prospect",
  'crm.notTeamMember': "Cette personne ne fait pas partie de l'équipe de la boutique",
  'crm.ownOnly': "Vous ne pouvez attribuer vos clients et vos tâches qu'à vous-même",
  'crm.notShopBuyer': "Ce compte n'est pas un acheteur de la boutique",
  'crm.userAlreadyLinked': 'Ce compte est déjà lié à un autre client de la boutique',
  'crm.amount': "Le montant doit être un nombre entier de centimes, de 0 à 100 millions d'euros",
  'crm.probability': 'La probabilité doit être un nombre entier entre 0 et 100',
  'crm.duration': 'La durée doit être un nombre entier de minutes, entre 1 et 1440',
  'crm.stageNotEmpty': 'Cette étape contient encore des opportunités : déplacez-les avant de la supprimer',
  'crm.reminderAfterDue': "Le rappel doit précéder l'échéance de la tâche",
  'crm.invalidRange':
    "La période demandée n'est pas valide : la fin doit suivre le début, sur {days} jours au plus",
  'crm.taskReminder': 'Rappel : {title}',
  // Catalogue.
  'catalogue.invalidPrice': 'Le prix doit être un montant en centimes, positif ou nul',
  'catalogue.tiersOutOfOrder': 'Les paliers de quantité doivent avoir des seuils positifs et croissants',
  'catalogue.tierNotDegressive': 'Un palier de quantité ne peut pas augmenter le prix',
  'catalogue.invalidPercent':
    'Une promotion en pourcentage doit être comprise entre 0 et 100, avec 2 décimales au plus',
  'catalogue.promotionDates': 'La fin de la promotion doit suivre son début',
  'catalogue.unknownDutyType': 'Le type de droits "{value}" n\'existe pas (DA2, DSU ou NULL)',
  'catalogue.unknownDutyRate': 'Le taux de droits "{value}" n\'existe pas',
  'catalogue.alcohol': "Le degré d'alcool doit être compris entre 0 et 100, avec 2 décimales au plus",
  'catalogue.alcoholRequired':
    "Le degré d'alcool est nécessaire pour calculer les droits par hectolitre d'alcool pur",
  'catalogue.invalidEan':
    "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres et un chiffre de contrôle correct)",
  'catalogue.eanTaken': 'Ce code EAN est déjà utilisé par un autre article de la boutique',
  'catalogue.duplicateVintage': 'Le millésime "{value}" est présent deux fois',
  'catalogue.unknownVintage': "Ce millésime n'appartient pas à cet article",
  'catalogue.unknownFormat': "Ce format n'appartient pas à cet article",
  'catalogue.productReferenceNeeded': "Indiquez l'article : son nom, son EAN ou son identifiant",
  'catalogue.ambiguousProductName':
    'Plusieurs articles s\'appellent "{name}" : indiquez leur EAN ou leur identifiant',
  'catalogue.referenceMismatch': "L'identifiant, le nom et l'EAN ne désignent pas le même article",
  'catalogue.invalidBoxComponent': "Un coffret ne peut contenir que d'autres articles de la boutique",
  'catalogue.invalidImage': "L'image n'est pas valide (JPEG, PNG, WebP ou AVIF attendu)",
  'catalogue.unknownVisual': "Cette image n'appartient pas à la boutique",
  'catalogue.unknownTypology': 'La typologie "{value}" n\'existe pas dans cette boutique',
  'catalogue.shopRequired': 'Précisez la boutique dont vous voulez voir les articles (shopIds)',
  'catalogue.invalidShopIds': 'Le paramètre shopIds doit être une liste de 1 à 20 identifiants de boutique',
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
  'captcha.required': "Veuillez confirmer que vous n'êtes pas un robot, puis réessayer",
  'captcha.invalid': 'La vérification anti-robot a échoué ou a expiré. Veuillez réessayer.',
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
  // Imports and exports.
  'imports.unknownKind': 'Type d\'import inconnu "{kind}". Types disponibles : {known}',
  'exports.unknownKind': 'Type d\'export inconnu "{kind}". Types disponibles : {known}',
  'imports.unsupportedFile': 'Le fichier doit être au format CSV ou XLSX',
  'imports.unreadableFile': "Le fichier n'a pas pu être lu : {reason}",
  'imports.malformedCsv': 'Le fichier CSV est mal formé à la ligne {line} (guillemet non fermé)',
  'imports.emptyFile': 'Le fichier ne contient aucune ligne à importer',
  'imports.missingColumns': 'Colonnes obligatoires manquantes : {columns}',
  'imports.mappingUnknownColumn': 'La colonne "{column}" n\'existe pas dans le fichier',
  'imports.mappingUnknownField': 'Le champ "{field}" n\'existe pas pour ce type d\'import',
  'imports.invalidContent': 'Le contenu du fichier doit être encodé en base64',
  'imports.duplicateRow': 'Ligne en double : déjà présente à la ligne {line}',
  'imports.strictRejected': "Import refusé en mode strict : {count} ligne(s) en erreur, rien n'a été importé",
  'imports.notRevertable': 'Seul un import terminé ou en erreur, hors simulation, peut être annulé',
  'imports.notConfirmable': 'Seule une simulation terminée peut être lancée pour de bon',
  'imports.failed': "L'import a échoué : {reason}",
  'exports.failed': "L'export a échoué : {reason}",
  'exports.unknownFilter': 'Filtre inconnu "{name}" pour cet export. Filtres disponibles : {known}',
  'exports.invalidFilter': 'Valeur invalide pour le filtre "{name}" : {value}',
  // Sales.
  'sales.transitionNotAllowed': 'Impossible de passer du statut "{from}" au statut "{to}"',
  'sales.emptyOrder': 'La commande ne contient aucun produit ni aucune réservation',
  'sales.notYetDue': "Ce paiement n'est pas encore échu (échéance le {dueDate})",
  'sales.authenticationRequired': 'Votre banque demande une authentification (3-D Secure) pour ce paiement',
  'sales.paymentDelayRequired': 'Veuillez choisir un délai de paiement',
  'idempotency.mismatch': "Cette clé d'idempotence a déjà servi pour une autre requête",
  'idempotency.inFlight': "Une requête avec cette clé d'idempotence est déjà en cours de traitement",
  'idempotency.keyInvalid': "La clé d'idempotence doit faire de 1 à 128 caractères imprimables",
  'sales.duplicateRef': 'La référence "{value}" est présente deux fois',
  'sales.minAboveMax': 'Le minimum ne peut pas dépasser le maximum',
  'sales.noPaymentMethod': 'Acceptez au moins un moyen de paiement',
  'sales.cardRequired': 'Veuillez saisir votre carte bancaire',
  'sales.returnUrlNotAllowed':
    "Cette adresse de la boutique ne peut pas recevoir le retour du paiement par carte : ouvrez la boutique à l'adresse donnée par le producteur, puis validez de nouveau votre commande (ou choisissez un autre moyen de paiement)",
  'sales.paymentNotReady':
    "Le paiement par carte de cette commande n'a pas encore été autorisé par l'acheteur (3-D Secure)",
  'sales.notOfflinePayment': 'Un paiement par carte se suit chez le prestataire de paiement, pas à la main',
  'sales.deliveryBeforeValidation': 'La livraison se suit une fois la commande validée',
  'sales.expiryInPast': "La date d'expiration doit être dans le futur",
  'sales.notQuote': 'Seul un devis en brouillon peut être passé en commande',
  'sales.salesPointPayment': "Ce moyen de paiement n'est pas accepté à ce point de vente",
  'billing.quoteHasOrder':
    "Ce devis est devenu une commande : c'est la commande qui se facture (acomptes et facture)",
  'sales.creditNotEnough':
    'Votre crédit client chez {shopName} ({available}) ne couvre pas cette commande : utilisez-le en partie et choisissez un moyen de paiement pour le reste',
  'sales.creditAboveAvailable':
    "Le crédit client à utiliser ({amount}) dépasse l'avoir disponible de ce client ({available})",
  'sales.creditAboveTotal':
    'Le crédit client à utiliser ({amount}) dépasse le total TTC de la commande ({total})',
  'sales.creditOnQuote':
    "Un devis ne prend pas de crédit client : utilisez-le sur la commande qu'il deviendra ou sur sa facture",
  'sales.paymentOnInvoice':
    'Cette commande est facturée (facture {invoice}) : enregistrez ses règlements sur la facture',
  'sales.orderPlaced': 'Nouvelle commande {number} de {client} ({amount}) : à valider',
  'sales.orderNotBillable': 'La commande {number} ne se facture pas (échantillons)',
  'sales.orderAlreadyInvoiced': 'La commande {number} est déjà facturée (facture {invoice})',
  'sales.orderInvoicedPerShipment':
    'La commande {number} est facturée par livraison : facturez ses livraisons restantes',
  'sales.shipmentBeforeValidation': "La commande {number} s'expédie une fois validée",
  'sales.shipmentEmpty': 'Indiquez au moins une quantité à expédier',
  'sales.shipmentUnknownLine': "La ligne {line} n'est pas une ligne de la commande {number}",
  'sales.shipmentLineTwice': 'La ligne {line} est indiquée deux fois',
  'sales.shipmentTooMany': "{product} : {asked} à expédier, il n'en reste que {left}",
  'sales.refundDeclined': 'Le remboursement de {amount} a été refusé par la banque : relancez-le',
  'sales.refundAboveCaptured':
    "Le remboursement de {amount} dépasse ce qui reste à rembourser du paiement par carte : rien n'a été remboursé",
  'sales.captureNotRefundable':
    "Le prestataire de paiement ne connaît pas ce paiement par carte : rien n'a été remboursé",
  'sales.refundProviderUnavailable':
    'Le prestataire de paiement ne répond pas : le remboursement de {amount} est à relancer',
  'sales.refundNotRetryable':
    "Seul un remboursement en échec se relance : celui de l'avoir {number} n'a pas échoué",
  'sales.shipmentAlreadyInvoiced':
    'La livraison {position} de la commande {number} est déjà facturée (facture {invoice})',
  'sales.shipmentsNotDepositable': "Un acompte se demande sur la commande, pas sur l'une de ses livraisons",
  'sales.quoteOrderInvoicedWhole':
    "La commande {number} vient d'un devis accepté : elle se facture en entier, aux lignes du devis",
  'sales.orderNotValidated':
    'La commande {number} n\'est pas validée (statut "{status}") : seule une commande validée se facture',
  'sales.orderNoLongerValidated': "La commande {number} n'est plus validée : elle ne peut pas être facturée",
  'sales.orderNotDepositable':
    'Un acompte ne peut pas être demandé sur la commande {number} (statut "{status}")',
  'sales.orderWithoutClient':
    "La commande {number} n'est rattachée à aucune fiche client : rattachez-la à un client pour la facturer",
  'sales.ordersOfSeveralClients': "Les commandes facturées ensemble doivent être celles d'un même client",
  // Stock.
  'stock.quantity': 'La quantité doit être un nombre entier strictement positif',
  'stock.countedQuantity': 'La quantité comptée doit être un nombre entier positif ou nul',
  'stock.sameWarehouse': 'Le transfert doit se faire vers un autre entrepôt que celui de départ',
  'stock.warehouseNotEmpty':
    'Cet entrepôt contient encore du stock : transférez-le ou sortez-le avant de le supprimer',
  'stock.manualType':
    'Le type de mouvement "{value}" ne se saisit pas ici (transferts et inventaires ont leur écran)',
  'stock.countBelowHeld':
    "Le comptage ({counted}) est inférieur aux {held} bouteille(s) réservées ou allouées : libérez-les d'abord",
  'stock.reservationExists': 'La commande {orderRef} a déjà une réservation de stock',
  'stock.reservationClosed': 'La réservation de la commande {orderRef} est déjà validée ou libérée',
  'stock.allocationDates': "La fin de l'allocation doit suivre son début",
  'stock.allocationTarget': 'Une allocation doit viser au moins un client ou une typologie',
  'stock.allocationBelowUsed':
    "L'allocation ne peut pas descendre sous les {used} bouteille(s) déjà commandées",
  'stock.lowStock':
    'Stock bas : "{product}" ({warehouse}) n\'a plus que {available} bouteille(s) disponible(s)',
  // Billing.
  'billing.quoteExpired':
    'Ce devis a expiré : il ne peut plus être accepté. Établissez-en une nouvelle version.',
  'billing.quoteSuperseded':
    'Une version plus récente de ce devis existe : seule la dernière version peut être acceptée ou refusée',
  'billing.quoteNotEditable': 'Ce devis ne peut plus être modifié (statut "{status}")',
  'billing.quoteNotAccepted': 'Seul un devis accepté peut servir de base à une facture ou à un acompte',
  'billing.issuedImmutable':
    "Ce document est émis sous le numéro {number} : il ne peut plus être modifié ni supprimé. Corrigez-le par une facture d'avoir.",
  'billing.missingMentions': 'Mentions obligatoires manquantes : {mentions}',
  'billing.emptyDocument': 'Le document doit contenir au moins une ligne',
  'billing.negativeTotal': 'Le total du document ne peut pas être négatif',
  'billing.lineQuantity': 'Ligne {position} : la quantité doit être un nombre entier strictement positif',
  'billing.linePrice':
    'Ligne {position} : le prix unitaire HT doit être un montant positif (négatif pour une ligne de remise)',
  'billing.lineDiscount': 'Ligne {position} : la remise doit être comprise entre 0 et 100 %',
  'billing.lineVatRate': "Ligne {position} : le taux de TVA n'est pas valide",
  'billing.lineDuties': 'Ligne {position} : les droits doivent être un montant positif ou nul',
  'billing.lineLabel': 'Ligne {position} : le libellé ne peut pas être vide',
  'billing.clientUnknown': "Ce client n'existe pas dans votre boutique",
  'billing.formatUnknown': 'Ce format ou ce millésime n\'existe pas pour le produit "{product}"',
  'billing.sourceUnavailable':
    'La facturation à partir de "{source}" n\'est pas encore disponible dans cette installation',
  'billing.depositAmount':
    "L'acompte doit être supérieur à 0 et au plus égal au reste à facturer ({maximum})",
  'billing.depositNotDeductible':
    "La facture d'acompte {number} ne peut pas être déduite : elle doit être émise, du même client et pas encore déduite",
  'billing.invoiceNotIssued': "Seule une facture émise peut recevoir une facture d'avoir",
  'billing.creditAboveRemaining':
    "Le montant de l'avoir ({amount}) dépasse le reste à créditer de la facture {number} ({remaining})",
  'billing.creditNothingLeft': 'Il ne reste rien à créditer sur la facture {number}',
  'billing.creditUnknownLine': "La ligne {position} n'existe pas sur la facture",
  'billing.creditLineQuantity':
    'La quantité à créditer doit être comprise entre 1 et la quantité restant à créditer sur la ligne',
  'billing.creditAmount': "Le montant de l'avoir doit être strictement positif",
  'billing.returnWarehouseNeeded': "Indiquez l'entrepôt où reviennent les marchandises",
  'billing.paymentAmount': 'Le montant du règlement doit être strictement positif',
  'billing.documentNotPayable':
    "Le document {number} n'est pas une facture émise de ce client en attente de règlement",
  'billing.allocationAboveOutstanding':
    'Le montant affecté à la facture {number} dépasse son reste à payer ({outstanding})',
  'billing.allocationAboveAmount': 'Les montants affectés dépassent le montant du règlement',
  'billing.allocationDuplicate': 'La facture {number} apparaît deux fois dans le règlement',
  'billing.insufficientCredit': 'Crédit client insuffisant : {available} disponible(s)',
  'billing.creditNotCancellable': 'Une note de crédit déjà utilisée ou annulée ne peut pas être annulée',
  'billing.paymentNotCancellable':
    'Ce règlement ne peut plus être annulé : il est remis en banque ou son excédent a déjà été utilisé',
  'billing.bankDepositEmpty': 'Choisissez au moins un chèque à remettre en banque',
  'billing.bankDepositChecksOnly': 'Une remise en banque ne contient que des chèques pas encore remis',
  'billing.invalidPrefix':
    'Le préfixe de numérotation ne peut contenir que des majuscules, des chiffres, - et _ (10 caractères au plus)',
  'billing.invalidAccount': 'Le compte "{account}" n\'est pas un numéro de compte valide',
  'billing.accountMissing': 'Indiquez un numéro de compte (chiffres et majuscules, 3 à 20)',
  'sync.valueNotScalar':
    'La ligne {row} : le champ {field} doit être un texte, un nombre, un booléen ou null',
  'sync.unknownField': 'Le champ "{field}" n\'existe pas pour l\'import {kind} (champs connus : {fields})',
  'billing.noRecipient': "Ce client n'a pas d'adresse mail : indiquez au moins un destinataire",
  'billing.notNumbered': "Ce document n'a pas encore de numéro : émettez-le avant de l'envoyer",
  'billing.pdfNotReady': "Le PDF de ce document n'est pas encore prêt : relancez sa génération",
  'billing.facturxNotIssued': "Seuls une facture, une facture d'acompte ou un avoir émis ont un XML Factur-X",
  'billing.facturxSellerAddress':
    "Factur-X demande l'adresse du vendeur : renseignez l'adresse de la société dans les paramètres de la boutique",
  'billing.facturxSellerVatNumber':
    'Factur-X demande le numéro de TVA intracommunautaire du vendeur : renseignez-le dans les paramètres de la boutique',
  'billing.facturxNoLines': "Factur-X demande au moins une ligne : ce document n'en a pas",
  'billing.nothingOverdue': "Ce client n'a aucune facture en retard de paiement",
  'billing.alreadyInvoiced': 'Ce devis est déjà facturé (facture {number})',
  'billing.creditPaymentAboveDue':
    'Un règlement par note de crédit ne peut pas dépasser ce qui reste à payer sur les factures choisies',
  'billing.ibanMissing': "Renseignez l'IBAN du compte à prélever",
  'billing.ibanInvalid': "Cet IBAN n'est pas valide : sa clé ne correspond pas, vérifiez-le sur le RIB",
  'billing.ibanNotSepa': 'Un IBAN {country} ne peut pas être prélevé : ce pays est hors de la zone SEPA',
  'billing.ibanLength': 'Un IBAN {country} compte {length} caractères : vérifiez-le sur le RIB',
  'billing.bicInvalid': "Ce BIC n'est pas valide : 8 ou 11 lettres et chiffres (ex. AGRIFRPP)",
  'billing.creditorIdMissing':
    "Renseignez d'abord l'identifiant créancier SEPA (ICS) de la boutique dans les paramètres de facturation",
  'billing.creditorIdInvalid':
    "Cet identifiant créancier SEPA n'est pas valide : il s'écrit FR, 2 chiffres de clé, 3 caractères puis 6 (ex. FR72ZZZ123456), vérifiez sa clé",
  'billing.debitMandateRevoked': "Le mandat {reference} a été révoqué : le prélèvement n'a pas été présenté",
  'billing.debitInvoiceSettled':
    "La facture {number} a été réglée autrement : le prélèvement n'a pas été présenté",
  'billing.mandateRevoked': 'Le mandat {reference} est déjà révoqué',
  'billing.debitDeclined': 'Le prélèvement de {amount} a été rejeté par la banque : relancez-le',
  'billing.debitProviderUnavailable':
    'Le prestataire de paiement ne répond pas : le prélèvement de {amount} est à relancer',
  'billing.debitNotRetryable':
    "Seul un prélèvement en échec se relance : celui de la facture {number} n'a pas échoué",
  // Shop front.
  'shops.invalidColour': 'La couleur doit être au format #RRGGBB',
  'shops.invalidBanner': 'La bannière doit être une image envoyée depuis la boutique',
  'shops.tooManyTabs': 'Pas plus de {max} onglets par niveau',
  'shops.duplicateTabId': 'L\'identifiant d\'onglet "{id}" est utilisé deux fois',
  'shops.tabsTooDeep': 'Un sous-onglet ne peut pas avoir de sous-onglets',
  'shops.invalidTabId':
    "L'identifiant d'un onglet ne contient que des minuscules, des chiffres et des tirets (32 au plus)",
  'shops.tabContent': "Le texte d'un onglet fait au plus 5000 caractères",
  'shops.tabsTooLong': 'Les onglets sont trop longs pour être enregistrés : raccourcissez leurs textes',
  // Imports, exports and stock counts.
  'stock.unreadableFormat': 'Format non reconnu : "{value}" (par exemple 75 cl, 1,5 l ou 5 l bib)',
  'stock.unknownWarehouse': 'Entrepôt inconnu : "{value}"',
  'stock.warehouseNeeded': "Indiquez l'entrepôt : la boutique n'a pas d'entrepôt par défaut",
  'stock.revertMoved':
    'L\'import n° {importId} ne peut pas être annulé : le stock de "{product}" ({warehouse}) a bougé depuis, il faudrait en retirer {quantity} et {available} bouteille(s) seulement sont disponibles. Rien n\'a été annulé',
  // The till.
  'till.discountAboveLine': 'La remise de la ligne {line} dépasse le montant de la ligne',
  'till.discountAboveTicket': 'La remise du ticket dépasse son montant',
  'till.paymentBelowTotal': 'Le paiement ({paid}) est inférieur au total du ticket ({total})',
  'till.changeWithoutCash':
    'Seules les espèces rendent la monnaie : le paiement par carte, chèque ou bon dépasse le total',
  'till.keyReused': 'Cette vente hors ligne a déjà été envoyée avec un autre contenu',
  'till.dayClosed': 'La journée de caisse est clôturée : plus aucune opération ce jour',
  'till.periodClosed': 'La période {period} de la caisse est clôturée : plus aucune opération',
  'till.notATicket': "Cet enregistrement n'est pas un ticket",
  'till.alreadyCancelled': 'Le ticket {reference} est déjà annulé',
  'till.countedCashRequired': 'Indiquez les espèces comptées dans le tiroir pour clôturer la journée',
  'till.closureDone': 'La clôture {period} est déjà faite',
  'till.dayOpen': "Faites d'abord la clôture du jour (Z)",
  'till.monthOpen': "Faites d'abord la clôture du mois",
  'till.concurrentWrite': "La caisse vient d'enregistrer une autre opération : recommencez",
  'till.problem.altered': "L'enregistrement n° {sequence} ({reference}) a été modifié",
  'till.problem.missing': "L'enregistrement n° {sequence} a été supprimé",
  'till.problem.reordered': "L'enregistrement n° {sequence} ({reference}) a été déplacé dans la chaîne",
  'till.problem.duplicated': "L'enregistrement n° {sequence} ({reference}) est présent deux fois",
  'till.problem.linkBroken':
    "L'enregistrement n° {sequence} ({reference}) ne suit pas l'enregistrement précédent : la chaîne est rompue",
  'till.problem.signature': "La signature de l'archive ne correspond pas à son contenu",
  'till.problem.recordsFile': "Le fichier des enregistrements n'est pas celui que l'archive a signé",
  'till.problem.unknownKey': "L'archive est signée par une autre clé que celle de cette installation",
  'till.problem.unreadable': "Ce fichier n'est pas une archive de caisse lisible",
  'till.notAClosure': "Cet enregistrement n'est pas une clôture : seule une période clôturée s'archive",
  'till.archiveNotZip':
    "Ce fichier n'est pas une archive zip : envoyez le fichier téléchargé depuis la caisse",
  'till.archiveTooLarge': "L'archive dépasse {max} Mo",
  'till.archiveNotBuilt': "L'archive de cette clôture n'est pas encore prête : préparez-la d'abord",
  // Customs: the DRM and the CRD capsule ledger.
  'customs.month': 'Le mois doit être au format AAAA-MM (par exemple 2026-10)',
  'customs.futureMonth': "Le mois {month} n'a pas encore commencé : il ne peut pas être validé",
  'customs.alreadyValidated':
    'Le mois {month} est déjà validé : il ne change plus, les corrections iront dans le mois suivant',
  'customs.anomalies':
    'La DRM de {month} ne peut pas être validée : {count} anomalie(s) à corriger (voir la liste des anomalies)',
  'customs.notValidated': "La DRM de {month} n'est pas validée : validez-la avant de la marquer déposée",
  'customs.alreadySubmitted': 'La DRM de {month} est déjà marquée déposée',
  'customs.submittedOn': 'La date de dépôt doit être une date (AAAA-MM-JJ)',
  'customs.exciseNumber':
    "Le numéro d'accise doit compter 13 caractères : FR suivi de 11 chiffres ou lettres",
  'customs.siren': "Le SIREN de l'interprofession doit compter 9 chiffres",
  'customs.capsuleType': 'Type de capsule inconnu',
  'customs.mapping':
    'Le classement des mouvements est refusé pour : {types} (une entrée doit rester une entrée, une sortie une sortie)',
  'customs.label': 'Le libellé fiscal du produit est obligatoire',
  'customs.inaoCode': 'Le code INAO doit compter de 5 à 8 caractères',
  'customs.dutyKey': 'Taux de droits inconnu : "{key}"',
  'customs.productMapped': 'Ce produit (ou ce millésime) a déjà un produit douanier',
  'customs.centilisation': 'Contenance de capsule inconnue (par exemple CL_75, BIB_300)',
  'customs.dutyRates.format': 'Fichier de taux illisible ({detail})',
  'customs.dutyRates.columns': 'Colonnes manquantes dans le fichier de taux : {missing}',
  'customs.dutyRates.empty': 'Le fichier ne contient aucun taux',
  'customs.dutyRates.category':
    'Ligne {line} : catégorie "{value}" inconnue (une nouvelle catégorie demande les colonnes label et basis, hl ou hlap)',
  'customs.dutyRates.rate':
    'Ligne {line} : taux "{value}" invalide (en euros, deux décimales au plus, par exemple 4.18)',
  'customs.dutyRates.validFrom': 'Ligne {line} : date de début "{value}" invalide (AAAA-MM-JJ)',
  'customs.dutyRates.duplicate':
    'Ligne {line} : {category} à partir du {validFrom} figure deux fois dans le fichier',
  'customs.dutyRates.overlap':
    'Ligne {line} : {category} a déjà un taux en vigueur à partir du {existing} ; un nouveau taux doit commencer après',
  'customs.dutyRates.incomplete': "L'édition du {validFrom} n'a pas de taux pour : {missing}",
  'customs.crdColor':
    'Cette couleur de capsule ne convient pas à la catégorie (vin : vert, bleu ou lie-de-vin ; produit intermédiaire : orange ou gris)',
  'customs.capsuleArticleTaken': 'Ce format de cet article est déjà suivi comme capsules CRD',
  'customs.documentNumber':
    "Le numéro du document d'accompagnement est obligatoire : 21 caractères au plus pour un DAE, 30 pour un DSA",
  'customs.consigneeExcise':
    "Le numéro d'accise du destinataire (ou du bureau de sortie) doit compter 8 ou 13 lettres ou chiffres",
  'customs.country': 'Le pays de destination doit être un code ISO à deux lettres (par exemple BE, JP)',
  'customs.documentDestination':
    "Un DAE part vers un autre pays de l'Union ou à l'export ; un pays de l'Union ne peut pas être un export, ni la France une destination",
  'customs.documentMovement':
    'Le mouvement n° {id} ne peut pas porter de document : ce doit être une sortie de vente de cette boutique',
  'customs.documentMonthClosed':
    'Le mouvement n° {id} est compté dans la DRM validée de {month} : son document ne peut plus la changer',
  'customs.documentTaken': "Le mouvement n° {id} a déjà un document d'accompagnement",
  'customs.documentDischarged': 'Le document {number} est déjà apuré',
  // Reservations.
  'reservations.unknownEvent': "Cet événement n'existe pas ou n'est plus proposé",
  'reservations.unknownRate': 'Le tarif "{rate}" n\'existe pas pour cet événement',
  'reservations.unknownSlot': "Ce créneau n'existe pas pour cet événement",
  'reservations.slotPast': 'Ce créneau est passé',
  'reservations.slotClosed': 'Les réservations pour ce créneau ferment {hours} h avant le début',
  'reservations.personRequired': 'Choisissez au moins une personne',
  'reservations.adultRequired': 'Un adulte au moins doit participer à cet événement',
  'reservations.noSlot': "Ce planning ne donne aucun créneau dans l'année à venir",
  'reservations.ratesRequired': 'Ajoutez au moins un tarif adulte ou enfant',
  'reservations.badHours': 'Les horaires doivent être au format HH:MM',
  'reservations.tooLateToCancel': 'Cette réservation ne peut plus être annulée ({hours} h avant le début)',
  'reservations.alreadyCancelled': 'Cette réservation est déjà annulée',
  'reservations.notCheckable': "Seule une réservation confirmée peut être pointée à l'arrivée",
  'reservations.payersCount': 'Un paiement groupé compte de 2 à {max} payeurs',
  'reservations.payerAmount': 'La part de chaque payeur doit être un montant positif',
  'reservations.payerTwice': "Chaque payeur ne peut figurer qu'une fois",
  'reservations.payersSum':
    'Les parts des payeurs ({sum}) doivent faire le total de la réservation ({total})',
  'reservations.notSplittable':
    'Seule une réservation confirmée prise au domaine, sans payeurs, peut être partagée',
  'reservations.payerAlreadyPaid': 'Ce payeur a déjà réglé sa part',
  'reservations.shareNotPayable': "Cette réservation n'attend plus de paiement",
  // Marketing.
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
  // Purchases and primeur.
  'purchases.notDraft': 'Le bon de commande {number} est envoyé : seul un brouillon peut être modifié',
  'purchases.cannotSend': 'Seul un bon de commande en brouillon peut être envoyé ({number})',
  'purchases.cannotCancel':
    'Le bon de commande {number} ne peut plus être annulé : des marchandises ont été reçues ou il est clos',
  'purchases.cannotClose': "Le bon de commande {number} ne peut être clos qu'une fois reçu",
  'purchases.cannotReceive':
    'Le bon de commande {number} ne peut pas recevoir de marchandises (statut "{status}")',
  'purchases.unknownLine': "Cette ligne n'appartient pas au bon de commande {number}",
  'purchases.overReceipt':
    'Vous recevez {excess} de plus que commandé pour "{label}" : confirmez la réception pour l\'enregistrer — rien n\'a changé',
  'purchases.noWarehouse': "Créez d'abord un entrepôt pour y recevoir les marchandises",
  'purchases.cannotInvoice': "Le bon de commande {number} n'a encore rien reçu à facturer",
  'purchases.nothingToInvoice':
    'Choisissez des réceptions du bon de commande {number} qui ne sont pas encore facturées',
  'purchases.paymentTooLarge': 'Le règlement dépasse le reste à payer ({left})',
  // Accounting: the FEC's period and the shop's SIREN, the programs' formats.
  'accounting.periodAcrossYears':
    'La période du {from} au {to} couvre deux exercices : choisissez des dates dans un même exercice (du {start} au {end})',
  'accounting.shopWithoutSiren':
    "Le FEC porte le SIREN de l'entreprise : renseignez le SIRET de la boutique dans ses paramètres",
  'accounting.unknownFormat': 'Choisissez le logiciel comptable du fichier parmi : {formats}',
  // Analytics: the reports' periods and choices.
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

  'primeur.campaignNotOpen': 'La campagne primeur "{name}" n\'est pas ouverte aux souscriptions',
  'primeur.noQuota': 'Aucune allocation de la campagne "{name}" n\'est prévue pour ce client',
  'primeur.overQuota':
    "Souscription refusée : il reste {left} bouteille(s) sur l'allocation — rien n'a changé",
  'primeur.noPrice': 'La campagne "{name}" n\'a pas de prix pour la typologie de ce client',
  'primeur.dates': "La date de clôture doit suivre la date d'ouverture",
  'primeur.notOpen': 'La campagne "{name}" n\'est pas ouverte (statut "{status}")',
  'primeur.unpaidDeposits':
    'La campagne "{name}" ne peut pas être close : {count} acompte(s) restent impayés',
  'primeur.notClosed': 'La mise en bouteille se fait sur une campagne close ("{name}" est "{status}")',
  'primeur.bottledTooFew':
    'La mise en bouteille ({bottled}) ne couvre pas les bouteilles souscrites ({subscribed})',
  'primeur.cannotCancel': 'Cette souscription ne peut plus être annulée (statut "{status}")',
  'primeur.askTheShop':
    'La souscription {number} ne s\'annule pas en ligne (campagne "{name}") : demandez son annulation au vendeur',
  'primeur.cancelUntil':
    "Le dernier jour d'annulation en ligne doit tomber entre l'ouverture et la clôture de la campagne",
  'primeur.notBillable': 'La souscription {number} ne se facture pas maintenant (statut "{status}")',
  // Partners: API keys, rate limits, webhooks, bulk sync.
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
  // Clients' personal data.
  'privacy.alreadyErased': 'Les données personnelles de ce client ont déjà été effacées',
  'privacy.clientErased':
    'Les données personnelles de ce client ont été effacées : sa fiche ne peut plus être modifiée',
  'exports.missingFilter': 'Le filtre "{name}" est obligatoire pour cet export',
  'privacy.accountRunsShops':
    "Ce compte gère des boutiques : il ne s'efface pas lui-même. Quittez ou transférez vos boutiques, puis demandez l'effacement au support",
  'privacy.lastOwner':
    "Ce compte est le seul propriétaire de {shops} : donnez la boutique à un autre propriétaire avant d'effacer le compte",
  'privacy.accountErased':
    'Votre compte a été effacé. Les boutiques gardent vos factures le temps que la loi impose.',
  // The opening stock import.
  'openingStock.futureDay': "La date d'ouverture ({day}) ne peut pas être dans le futur",
  'openingStock.alreadyOpened':
    "Ce vin a déjà un stock d'ouverture dans cet entrepôt ({quantity} bouteille(s), import n° {importId}) : corrigez-le par un inventaire",
  // Opening imports: open invoices and client balances, order history (ADR 0069).
  'imports.clientNeeded': 'Indiquez le client : son email, son SIRET ou son code comptable',
  'imports.clientUnknown':
    "Aucun client de la boutique ne correspond à {client} : importez d'abord vos clients",
  'imports.vatRate': 'Taux de TVA illisible : écrivez par exemple 20, 5,5 ou 20 %',
  'imports.positiveQuantity': 'Doit être un nombre entier supérieur à zéro',
  'billing.openingNumberTaken':
    "Le numéro {number} est déjà celui d'un document de la boutique : un document importé garde son numéro d'origine, qui ne peut pas être partagé",
  'billing.openingNumberImported':
    'Le numéro {number} a déjà été importé avec un autre contenu (import n° {importId}) : annulez cet import ou corrigez la ligne',
  'billing.openingNumberInSeries':
    "Le numéro {number} a la forme des numéros de la série {series} de Cuvée, qui pourrait le donner un jour : changez le préfixe de cette série dans les réglages de facturation avant d'importer",
  'billing.openingNegative': 'Un montant négatif est un avoir : indiquez le type Avoir',
  'billing.openingAmountsMismatch': 'HT ({ht}) + TVA ({vat}) ne font pas le TTC ({ttc})',
  'billing.openingVatNeeded': 'Indiquez le montant HT, la TVA ou le taux de TVA',
  'billing.openingRateUnknown':
    'La TVA ({vat}) ne correspond à aucun taux sur {ht} HT : indiquez le taux de TVA',
  'billing.openingPaidAbove': 'Le montant déjà réglé ({paid}) dépasse le TTC ({ttc})',
  'billing.openingSettled': "Ce document est déjà soldé : il n'y a rien à reprendre",
  'billing.openingDueBeforeIssue': "L'échéance ({dueDate}) précède la date du document ({issueDate})",
  'billing.openingRevertTouched':
    "L'import n° {importId} ne peut plus être annulé : le document {number} a reçu depuis un règlement, un avoir ou l'usage de son crédit. Annulez d'abord ce règlement ou cet avoir.",
  'billing.importedNoPdf':
    "Le document {number} a été importé : son original est dans votre ancien logiciel, Cuvée n'en produit ni PDF ni Factur-X",
  'billing.numberTakenByImport':
    "Le numéro {number} que la série donnerait est celui d'un document importé : changez le préfixe de la série dans les réglages de facturation",
  'sales.historyNumberTaken':
    "La référence {reference} est déjà celle d'une autre commande de la boutique (d'une autre date ou d'un autre client)",
  'sales.historyOrderMixed':
    "Cette ligne n'a pas la date ou le client des autres lignes de la commande {reference}",
  'sales.importedOrderFrozen':
    'La commande {number} a été importée de votre ancien logiciel : elle ne change plus',
  // Imports that onboard a producer: price lists per typology, wine-tourism events.
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
  // Files sent for an import: size, form, header row, staged files.
  'uploads.tooLarge': 'Le fichier dépasse la taille maximale autorisée ({megabytes} Mo)',
  'uploads.noHeader': 'La première ligne doit contenir les noms des colonnes',
  'uploads.missingFile': 'Aucun fichier reçu : joignez-le dans le champ "file" du formulaire',
  'uploads.multipartRequired': 'Le fichier doit être envoyé en multipart/form-data (champ "file")',
  'uploads.multipartRefused': "Cette adresse n'accepte pas de formulaire multipart/form-data",
  'uploads.fieldsFirst': 'Les champs kind, dryRun, strict et mapping doivent précéder le fichier',
  'uploads.malformedForm': 'Le formulaire multipart/form-data est mal formé',
  'uploads.notFound': "Ce fichier déposé n'existe pas ou a déjà été importé : déposez-le à nouveau",
  'uploads.dataOrUpload':
    'Donnez soit le contenu du fichier (data et fileName), soit un fichier déposé (uploadId)',
  // Messaging: conversations and their attachments.
  'messaging.emptyBody': 'Le message ne peut pas être vide',
  'messaging.bodyTooLong': 'Le message ne peut pas dépasser {max} caractères',
  'messaging.attachmentTooLarge': 'La pièce jointe dépasse la taille maximale autorisée ({megabytes} Mo)',
  'messaging.attachmentType':
    'Type de fichier refusé : seules les images JPEG, PNG ou WebP et les PDF sont acceptés',
  'messaging.attachmentUnknown':
    "Cette pièce jointe n'existe pas ou est déjà envoyée : déposez le fichier à nouveau",
  'messaging.shopRequired': 'Choisissez le producteur à qui écrire',
  'messaging.buyerRequired': "Choisissez l'acheteur à qui écrire",
  'messaging.aboutIdRequired': 'Indiquez la commande, la réservation ou le devis concerné',
  'messaging.cannotCreate': 'Le support répond aux conversations, il ne les ouvre pas',
  'messaging.assigneeNotMember': "Cette personne ne fait pas partie de l'équipe de la boutique",
  'messaging.newMessage': 'Nouveau message de {author} : {subject}',
  // Storefront: the embeddable iframes.
  'storefront.originNotUrl':
    'Le site "{origin}" n\'est pas une adresse web : indiquez le protocole et le domaine (ex. https://www.mon-domaine.fr)',
  'storefront.originScheme': 'Le site "{origin}" doit commencer par https:// ou http://',
  'storefront.originPath':
    'Le site "{origin}" ne doit contenir ni chemin, ni paramètres, ni ancre : seulement le protocole, le domaine et le port (ex. https://www.mon-domaine.fr)',
  'storefront.originCredentials': 'Le site "{origin}" ne doit contenir ni identifiant ni mot de passe',
  'storefront.originWildcard':
    'Le site "{origin}" : le joker * remplace seulement un sous-domaine entier, devant un domaine (ex. https://*.mon-domaine.fr)',
  'storefront.tooManyOrigins': 'Une iframe accepte au plus {max} sites ({count} indiqués)',
  'storefront.themeMode': 'Le thème est clair ou sombre',
  'storefront.themeColour': "La couleur d'accent doit être écrite #rrggbb (ex. #7b1e3a)",
  'storefront.themeFont': "Cette police n'est pas proposée",
  'storefront.themeRadius': "L'arrondi des angles est un nombre entier de 0 à {max} px",
  'storefront.themeContrast':
    "La couleur d'accent se distingue trop peu du fond (contraste sous 3:1) : prenez-la plus foncée sur un thème clair, plus claire sur un thème sombre",
  'storefront.iframeKind':
    "Choisissez ce que montre l'iframe : une liste de produits, un produit ou des événements",
  'storefront.oneProduct': 'Une iframe "produit" montre exactement un produit : choisissez-le',
  'storefront.tooManyProducts': 'Une liste choisie compte au plus {max} produits',
  'storefront.badFilter':
    "Le filtre de produits porte seulement sur la couleur, l'appellation, le type ou des mots",
  'storefront.unknownProduct': "Le produit n°{id} n'existe pas dans votre catalogue",
  'storefront.unknownEvent': "L'événement n°{id} n'existe pas dans votre offre d'oenotourisme",
  // CRM settings: the pipeline's stages, the clients' custom fields (ADR 0091).
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
  // Monitoring: the /metrics scrape's refusals.
  'metrics.credentialsMissing':
    "Les métriques demandent une authentification : envoyez le jeton (Bearer) ou l'identifiant (Basic) configuré",
  'metrics.credentialsWrong': 'Les identifiants envoyés pour lire les métriques ne sont pas les bons',
  // Storefront: the builders' pages.
  'storefront.pageTitle': 'Donnez à la page un titre de 1 à {max} caractères',
  'storefront.tooManyPages': 'Une boutique compte au plus {max} pages',
  'storefront.tooManySections': 'Une page compte au plus {max} sections',
  'storefront.pageTooLong': 'La page est trop longue pour être enregistrée : raccourcissez ses textes',
  'storefront.sectionId':
    "La section n°{position} n'a pas d'identifiant court (lettres, chiffres, tirets) ou le partage avec une autre",
  'storefront.sectionChoice': 'Section n°{position} : "{field}" doit valoir l\'un de {choices}',
  'storefront.sectionText': 'Section n°{position} : "{field}" est un texte d\'au plus {max} caractères',
  'storefront.sectionScript':
    'Section n°{position} : le texte contient du code (script, iframe, formulaire ou attribut "on…") : retirez-le, rien n\'a été enregistré',
  'storefront.sectionImage': "Section n°{position} : l'image doit être une image déposée pour la boutique",
  'storefront.sectionLink':
    'Section n°{position} : le lien "{value}" doit être une page de la boutique (/…) ou une adresse http(s)',
  'storefront.sectionMapLink': 'Section n°{position} : le lien du plan "{value}" doit être une adresse https',
  'storefront.sectionCallToAction':
    "Section n°{position} : un bouton d'action a un libellé et un lien, ou ni l'un ni l'autre",
  'storefront.sectionCount': "Section n°{position} : le nombre d'éléments montrés va de 1 à {max}",
  'storefront.sectionProducts':
    'Section n°{position} : choisissez au plus {max} produits, chacun une fois (ou aucun pour suivre le filtre)',
  'storefront.placement':
    "Une page est l'accueil de la boutique (home), la page d'un onglet (tab et l'identifiant de l'onglet) ou n'est placée nulle part (none)",
  'storefront.placementTaken': 'La page "{title}" occupe déjà cette place : déplacez-la d\'abord',
  'storefront.emptyPage': 'Une page sans section ne peut pas être publiée',
  'storefront.nothingPublished':
    "Cette page n'a jamais été publiée : il n'y a pas de version publiée à retrouver",
  // Sales: the correspondence grids and order lines by a client's reference.
  'sales.matchGridNameNeeded': 'Donnez un nom à la grille de correspondance',
  'sales.matchGridTooManyRows':
    'Une grille de correspondance compte au plus {max} lignes ({count} envoyées) : retirez les références dont vous ne vous servez plus',
  'sales.matchGridUnknownClient': "Le client n°{id} n'existe pas dans votre boutique (ou il est archivé)",
  'sales.matchGridUnknownAgent': "L'agent n°{id} ne fait pas partie des agents de votre boutique",
  'sales.matchGridUnknownTypology':
    'La grille tarifaire "{typology}" n\'existe pas : choisissez une de vos typologies (réglages "Typologies")',
  'sales.matchGridPartnerTaken':
    "Ce partenaire a déjà une grille de correspondance : modifiez-la plutôt que d'en créer une seconde",
  'sales.matchGridReferenceNeeded': 'Ligne {position} : indiquez la référence du partenaire',
  'sales.matchGridReferenceTooLong':
    'Ligne {position} : la référence du partenaire fait au plus {max} caractères',
  'sales.matchGridDuplicateReference':
    'Ligne {position} : la référence "{reference}" est déjà celle de la ligne {first} (les espaces, les accents et les majuscules ne comptent pas)',
  'sales.matchGridUnknownProduct': "Ligne {position} : le produit n°{id} n'existe pas dans votre catalogue",
  'sales.matchGridUnknownFormat': "Ligne {position} : le format n°{id} n'est pas un format de ce produit",
  'sales.matchGridUnknownVintage':
    "Ligne {position} : le millésime n°{id} n'est pas un millésime de ce produit",
  'sales.matchGridReferencesNeeded': 'Indiquez au moins une référence à chercher, séparées par des virgules',
  'sales.matchGridTooManyAsked': 'Cherchez au plus {max} références à la fois',
  'sales.orderLineTarget':
    "Ligne {position} : indiquez soit l'article et son format, soit la référence du client, pas les deux",
  'sales.noMatchGrid':
    'Ligne {position} : ce client n\'a pas de grille de correspondance ; indiquez l\'article et son format, ou créez sa grille (réglages "Grilles de correspondance")',
  'sales.unknownClientReference':
    'Ligne {position} : la référence "{reference}" n\'est pas dans la grille de correspondance du client',
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('French catalogue', () => {
  test.each(Object.entries(FROM_THE_SPEC))('%s is the known text, word for word', (key, text) => {
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

  test('apostrophes and quotes are the plain ASCII ones users know', () => {
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
    expect(Object.keys(failure('validation.needed'))).toEqual(['code']);
    expect(isMessageKey('validation.needed')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
