/*
 * The messages of buying (purchases) and of selling en primeur, kept apart from the main catalogue
 * (messages.ts spreads them in) so the two contexts add their texts without touching the others'.
 */
export const PURCHASES_FRENCH = {
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
} as const;

export const PURCHASES_ENGLISH: Record<keyof typeof PURCHASES_FRENCH, string> = {
  'purchases.notDraft': 'Purchase order {number} is sent: only a draft can be edited',
  'purchases.cannotSend': 'Only a draft purchase order can be sent ({number})',
  'purchases.cannotCancel':
    'Purchase order {number} can no longer be cancelled: goods were received or it is closed',
  'purchases.cannotClose': 'Purchase order {number} can only be closed once received',
  'purchases.cannotReceive': 'Purchase order {number} cannot receive goods (status "{status}")',
  'purchases.unknownLine': 'This line does not belong to purchase order {number}',
  'purchases.overReceipt':
    'You are receiving {excess} more than ordered for "{label}": confirm the receipt to record it — nothing changed',
  'purchases.noWarehouse': 'Create a warehouse first to receive goods into',
  'purchases.cannotInvoice': 'Purchase order {number} has received nothing to invoice yet',
  'purchases.nothingToInvoice': 'Choose receipts of purchase order {number} that are not invoiced yet',
  'purchases.paymentTooLarge': 'The payment exceeds what is left to pay ({left})',
  'primeur.campaignNotOpen': 'Futures campaign "{name}" is not open for subscriptions',
  'primeur.noQuota': 'No allocation of campaign "{name}" is planned for this client',
  'primeur.overQuota': 'Subscription refused: {left} bottle(s) left on the allocation — nothing changed',
  'primeur.noPrice': 'Campaign "{name}" has no price for this client\'s typology',
  'primeur.dates': 'The closing date must come after the opening date',
  'primeur.notOpen': 'Campaign "{name}" is not open (status "{status}")',
  'primeur.unpaidDeposits': 'Campaign "{name}" cannot be closed: {count} deposit(s) are still unpaid',
  'primeur.notClosed': 'Bottling is done on a closed campaign ("{name}" is "{status}")',
  'primeur.bottledTooFew': 'The bottling ({bottled}) does not cover the subscribed bottles ({subscribed})',
  'primeur.cannotCancel': 'This subscription can no longer be cancelled (status "{status}")',
  'primeur.askTheShop':
    'Subscription {number} cannot be cancelled online (campaign "{name}"): ask the seller to cancel it',
  'primeur.cancelUntil':
    'The last day to cancel online must fall between the opening and the closing of the campaign',
  'primeur.notBillable': 'Subscription {number} cannot be invoiced now (status "{status}")',
};
