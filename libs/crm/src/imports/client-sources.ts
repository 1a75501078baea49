import type { ImportSource } from '@cuvee/platform';

/*
 * The client files of the programs producers most often leave, recognised from their header (ADR 0071
 * says why these): the customers export of Shopify, in its current and its earlier header, and the
 * clients file of Indy, a French invoicing and bookkeeping tool. Their columns that Cuvée has no field
 * for (marketing consent, totals spent, tags, delivery address) are ignored explicitly, so the mapping
 * screen shows them as such rather than as unknown.
 */

const SHOPIFY_IGNORED = {
  'Customer ID': null,
  'Accepts Email Marketing': null,
  'Accepts Marketing': null,
  'Accepts SMS Marketing': null,
  'Total Spent': null,
  'Total Orders': null,
  Tags: null,
  'Tax Exempt': null,
} as const;

/** Shopify's customers export since 2023: the default address's columns are prefixed. */
const SHOPIFY_CUSTOMERS: ImportSource = {
  name: 'Shopify — clients',
  detect: ['First Name', 'Last Name', 'Email', 'Default Address Address1', 'Default Address Zip'],
  mapping: {
    'First Name': 'firstname',
    'Last Name': 'lastname',
    Email: 'email',
    Phone: 'phone',
    'Default Address Company': 'businessReason',
    'Default Address Address1': 'street',
    'Default Address Address2': 'street2',
    'Default Address City': 'city',
    'Default Address Zip': 'zipcode',
    'Default Address Country Code': 'country',
    'Default Address Province Code': null,
    'Default Address Phone': null,
    Note: 'notes',
    ...SHOPIFY_IGNORED,
  },
};

/** Shopify's earlier customers export (still produced by many stores' tools). */
const SHOPIFY_CUSTOMERS_EARLIER: ImportSource = {
  name: 'Shopify — clients',
  detect: ['First Name', 'Last Name', 'Email', 'Address1', 'Province Code', 'Country Code', 'Zip'],
  mapping: {
    'First Name': 'firstname',
    'Last Name': 'lastname',
    Email: 'email',
    Phone: 'phone',
    Company: 'businessReason',
    Address1: 'street',
    Address2: 'street2',
    City: 'city',
    Zip: 'zipcode',
    'Country Code': 'country',
    Country: null,
    Province: null,
    'Province Code': null,
    Note: 'notes',
    ...SHOPIFY_IGNORED,
  },
};

/**
 * Indy's clients file. Its "Type" says ENTREPRISE or PARTICULIER (whether the client is a business, not
 * client or prospect); the delivery address's columns repeat "Code postal", whose first is the billing one.
 */
const INDY_CLIENTS: ImportSource = {
  name: 'Indy — clients',
  detect: ['Type', 'Nom de famille', "Nom d'entreprise", 'Adresse facturation', 'Ville facturation'],
  mapping: {
    Type: 'isPro',
    'Nom de famille': 'lastname',
    Prénom: 'firstname',
    "Nom d'entreprise": 'businessReason',
    'N° SIRET': 'siret',
    'N° de TVA': 'vatNumber',
    'Adresse facturation': 'street',
    'Ville facturation': 'city',
    'Code postal': 'zipcode',
    'Pays (Alpha-2)': 'country',
    'Adresse livraison': null,
    'Ville livraison': null,
    Pays: null,
    Téléphone: 'phone',
    'Email(s)': 'email',
    'Informations supplémentaires': 'notes',
  },
};

export const CLIENT_SOURCES: readonly ImportSource[] = [
  SHOPIFY_CUSTOMERS,
  SHOPIFY_CUSTOMERS_EARLIER,
  INDY_CLIENTS,
];
