/*
 * The messages of a producer's opening imports (open invoices and client balances, order history), kept
 * apart from the main catalogue (messages.ts spreads them in).
 */
export const OPENING_FRENCH = {
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
} as const;

export const OPENING_ENGLISH: Record<keyof typeof OPENING_FRENCH, string> = {
  'imports.clientNeeded': 'Name the client: its email, its SIRET or its accounting code',
  'imports.clientUnknown': 'No client of the shop matches {client}: import your clients first',
  'imports.vatRate': 'Unreadable VAT rate: write for instance 20, 5.5 or 20 %',
  'imports.positiveQuantity': 'Must be a whole number above zero',
  'billing.openingNumberTaken':
    'The number {number} is already that of a document of the shop: an imported document keeps its original number, which cannot be shared',
  'billing.openingNumberImported':
    'The number {number} was already imported with another content (import no. {importId}): revert that import or correct the row',
  'billing.openingNumberInSeries':
    "The number {number} has the shape of the numbers of Cuvée's {series} series, which could give it one day: change that series' prefix in the billing settings before importing",
  'billing.openingNegative': 'A negative amount is a credit note: give the type Credit note',
  'billing.openingAmountsMismatch': 'Excl. VAT ({ht}) + VAT ({vat}) do not make the total ({ttc})',
  'billing.openingVatNeeded': 'Give the amount excluding VAT, the VAT or the VAT rate',
  'billing.openingRateUnknown': 'The VAT ({vat}) matches no rate on {ht} excl. VAT: give the VAT rate',
  'billing.openingPaidAbove': 'The amount already paid ({paid}) is above the total ({ttc})',
  'billing.openingSettled': 'This document is already settled: there is nothing to bring over',
  'billing.openingDueBeforeIssue': 'The due date ({dueDate}) is before the document date ({issueDate})',
  'billing.openingRevertTouched':
    'Import no. {importId} can no longer be reverted: the document {number} has since received a payment, a credit note or the use of its credit. Cancel that payment or credit note first.',
  'billing.importedNoPdf':
    'The document {number} was imported: its original is in your former software, Cuvée makes neither a PDF nor a Factur-X of it',
  'billing.numberTakenByImport':
    "The number {number} the series would give is that of an imported document: change the series' prefix in the billing settings",
  'sales.historyNumberTaken':
    'The reference {reference} is already that of another order of the shop (of another date or client)',
  'sales.historyOrderMixed':
    'This row does not have the date or the client of the other rows of order {reference}',
  'sales.importedOrderFrozen':
    'The order {number} was imported from your former software: it no longer changes',
};
