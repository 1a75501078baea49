import { In, type EntityManager } from 'typeorm';
import {
  CIVILITIES,
  CLIENT_TYPOLOGIES,
  EU_COUNTRIES,
  FIRST_PROSPECT_STAGE,
  OTHER_EUROPEAN_COUNTRIES,
  OPTIONAL_MOBILE_PHONE_COUNTRIES,
  compactVatNumber,
  failure,
  isValidVatNumber,
  parseMobilePhone,
  parsePhoneNumber,
  postalFor,
  rules,
  type Civility,
  type ClientTypology,
  type ValidationFailure,
} from '@cuvee/kernel';
import type { Address } from '@cuvee/iam';
import {
  cells,
  insertRows,
  type BatchOutcome,
  type CellResult,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
} from '@cuvee/platform';
import { ClientContact } from '../clients/client-contact.entity.js';
import { ClientEvent } from '../clients/client-event.entity.js';
import { ClientTag } from '../clients/client-tag.entity.js';
import { ClientCustomValue } from '../custom-fields/client-custom-value.entity.js';
import { ClientWord } from '../clients/client-word.entity.js';
import { Client } from '../clients/client.entity.js';
import { BLANK_CLIENT } from '../domain/client-fields.js';
import { clientSearchWords, departmentOf, displayNameOf } from '../domain/client-identity.js';
import { postalAddress } from '../domain/postal-address.js';
import { CLIENT_SOURCES } from './client-sources.js';

/*
 * The clients-and-prospects import: one row per client. A row whose email (else SIRET) is
 * already a client of the shop updates that client with the cells the row fills; any other row creates a
 * client, or a prospect at the first pipeline stage when its Type says so. Headers are recognised in
 * French and English; the clients export writes the same headers, so an export imports back.
 */

export interface ClientRow extends Record<string, unknown> {
  kind?: 'client' | 'prospect';
  isPro?: boolean;
  civility?: Civility;
  firstname?: string;
  lastname?: string;
  businessName?: string;
  businessReason?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  siret?: string;
  vatNumber?: string;
  typology?: ClientTypology;
  street?: string;
  street2?: string;
  zipcode?: string;
  city?: string;
  country?: string;
  accountingCode?: string;
  notes?: string;
}

const COUNTRIES = [...EU_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES].map((country) => ({
  value: String(country.key),
  names: [country.fr, country.en],
}));

const refused = (failure: ValidationFailure): CellResult => ({ failure });

/** Cut to the column's length: a spreadsheet cell may hold more than the database keeps. */
const limited =
  (length: number) =>
  (text: string): CellResult => ({ value: text.slice(0, length) });

export const CLIENT_COLUMNS: ImportDefinition<ClientRow>['columns'] = [
  {
    field: 'kind',
    label: { fr: 'Type', en: 'Type' },
    synonyms: ['client ou prospect', 'client or prospect', 'fiche'],
    parse: cells.oneOf([
      { value: 'client', names: ['clients', 'customer'] },
      { value: 'prospect', names: ['prospects', 'lead'] },
    ]),
    help: {
      fr: '« Client » ou « Prospect » ; vide : client. Un prospect entre à la première étape du pipeline.',
      en: '“Client” or “Prospect”; empty: client. A prospect starts at the first pipeline stage.',
    },
    example: 'Client',
  },
  {
    field: 'isPro',
    label: { fr: 'Professionnel', en: 'Professional' },
    synonyms: ['pro', 'is pro', 'b2b'],
    // Invoicing tools write the kind of client rather than yes or no.
    parse: cells.boolean({
      yes: ['professionnel', 'pro', 'entreprise', 'société', 'business', 'company', 'b2b'],
      no: ['particulier', 'individual', 'private', 'b2c'],
    }),
    help: {
      fr: 'Oui pour un professionnel (caviste, restaurant, entreprise), non pour un particulier ; « Entreprise » et « Particulier » sont compris aussi.',
      en: 'Yes for a business (wine shop, restaurant, company), no for a private buyer; “Business” and “Individual” are understood too.',
    },
    example: 'oui',
  },
  {
    field: 'civility',
    label: { fr: 'Civilité', en: 'Civility' },
    synonyms: ['titre', 'title', 'forme juridique'],
    parse: cells.oneOf(CIVILITIES.map((item) => ({ value: item.key, names: [item.fr, item.en] }))),
    help: {
      fr: "Madame, Monsieur, Monsieur et Madame, ou la forme juridique d'une entreprise (SARL, SAS…) ; peut rester vide.",
      en: "Mrs, Mr, Mr and Mrs, or a company's legal form (SARL, SAS…); may be left empty.",
    },
    example: 'Madame',
  },
  {
    field: 'firstname',
    label: { fr: 'Prénom', en: 'First name' },
    synonyms: ['firstname', 'given name'],
    parse: limited(100),
    help: {
      fr: 'Le prénom, 100 caractères au plus.',
      en: 'The first name, 100 characters at most.',
    },
    example: 'Claire',
  },
  {
    field: 'lastname',
    label: { fr: 'Nom', en: 'Last name' },
    synonyms: ['lastname', 'nom de famille', 'surname', 'family name'],
    parse: limited(100),
    help: {
      fr: 'Le nom de famille. Une ligne doit avoir un nom, un nom commercial ou une raison sociale.',
      en: 'The family name. A row needs a last name, a trade name or a legal name.',
    },
    example: 'Martin',
  },
  {
    field: 'businessName',
    label: { fr: 'Nom commercial', en: 'Trade name' },
    synonyms: ['enseigne', 'société', 'societe', 'entreprise', 'company', 'business name'],
    parse: limited(150),
    help: {
      fr: "L'enseigne sous laquelle le client est connu (150 caractères au plus).",
      en: 'The name the business trades under (150 characters at most).',
    },
    example: 'Cave des Arts',
  },
  {
    field: 'businessReason',
    label: { fr: 'Raison sociale', en: 'Legal name' },
    synonyms: ['company name', 'business reason', 'denomination'],
    parse: limited(150),
    help: {
      fr: "La raison sociale de l'entreprise, comme sur son Kbis.",
      en: "The company's registered legal name.",
    },
    example: 'SARL Martin & Fils',
  },
  {
    field: 'email',
    label: { fr: 'Email', en: 'Email' },
    synonyms: ['e-mail', 'mail', 'courriel', 'adresse email', 'adresse mail', 'email address'],
    parse: (text) => {
      const problem = rules.email(text);
      return problem ? refused(problem) : { value: text.toLowerCase() };
    },
    help: {
      fr: 'Une adresse e-mail valide. Un client déjà présent avec ce mail est mis à jour, pas recréé.',
      en: 'A valid email address. A client already known by this email is updated, not created again.',
    },
    example: 'claire.martin@example.fr',
  },
  {
    field: 'phone',
    label: { fr: 'Téléphone', en: 'Phone' },
    synonyms: ['tel', 'tél', 'telephone', 'phone number', 'fixe', 'téléphone fixe'],
    parse: (text) => {
      const phone = parsePhoneNumber(text);
      return phone ? { value: phone.e164 } : refused(failure('validation.phone'));
    },
    help: {
      fr: "Le téléphone, avec l'indicatif pour l'étranger (+32…) ; les numéros français s'écrivent comme d'habitude.",
      en: 'The phone number, with the country code abroad (+32…); French numbers as usually written.',
    },
    example: '04 78 12 34 56',
  },
  {
    field: 'mobile',
    label: { fr: 'Mobile', en: 'Mobile' },
    synonyms: ['portable', 'téléphone mobile', 'tel mobile', 'cell', 'mobile phone'],
    parse: (text) => {
      const mobile = parseMobilePhone(text, OPTIONAL_MOBILE_PHONE_COUNTRIES);
      return mobile ? { value: mobile.e164 } : refused(failure('validation.telephone'));
    },
    help: {
      fr: 'Le téléphone mobile, écrit de la même façon.',
      en: 'The mobile phone, written the same way.',
    },
    example: '06 12 34 56 78',
  },
  {
    field: 'siret',
    label: { fr: 'SIRET', en: 'SIRET' },
    synonyms: ['n siret', 'numéro siret', 'siret number'],
    parse: (text) => {
      const digits = text.replace(/[\s.]/g, '');
      const problem = rules.siret(digits);
      return problem ? refused(problem) : { value: digits };
    },
    help: {
      fr: '14 chiffres, espaces permis. Sans mail, un client déjà présent avec ce SIRET est mis à jour.',
      en: '14 digits, spaces allowed. Without an email, a client already known by this SIRET is updated.',
    },
    example: '732 829 320 00074',
  },
  {
    field: 'vatNumber',
    label: { fr: 'N° TVA intracommunautaire', en: 'VAT number' },
    synonyms: ['tva intracommunautaire', 'numéro de tva', 'n tva', 'vat', 'vat id'],
    parse: (text) =>
      isValidVatNumber(text) ? { value: compactVatNumber(text) } : refused(failure('validation.vatNumber')),
    help: {
      fr: 'Le numéro de TVA intracommunautaire (FR + 11 chiffres pour la France), sa clé est vérifiée.',
      en: 'The EU VAT number (FR + 11 digits in France); its check key is verified.',
    },
    example: 'FR44732829320',
  },
  {
    field: 'typology',
    label: { fr: 'Typologie', en: 'Typology' },
    synonyms: ['catégorie client', 'client type', 'tarif', 'price list'],
    parse: cells.oneOf(CLIENT_TYPOLOGIES.map((item) => ({ value: item.key, names: [item.fr, item.en] }))),
    help: {
      fr: 'La typologie du client, qui choisit sa grille de prix : Particulier, Caviste, Restaurant…',
      en: "The client's typology, which picks its price list: Private, Wine shop, Restaurant…",
    },
    example: 'Caviste',
  },
  {
    field: 'street',
    label: { fr: 'Adresse', en: 'Address' },
    synonyms: ['rue', 'street', 'adresse 1', 'address 1', 'address line 1'],
    help: {
      fr: 'Numéro et rue. Une adresse est entière (rue, code postal et ville) ou absente.',
      en: 'Number and street. An address is whole (street, postcode and city) or absent.',
    },
    example: '12 rue des Vignes',
  },
  {
    field: 'street2',
    label: { fr: "Complément d'adresse", en: 'Address line 2' },
    synonyms: ['adresse 2', 'complément', 'address 2'],
    help: {
      fr: 'Bâtiment, lieu-dit, boîte postale…',
      en: 'Building, locality, PO box…',
    },
    example: 'Lieu-dit Les Combes',
  },
  {
    field: 'zipcode',
    label: { fr: 'Code postal', en: 'Postcode' },
    synonyms: ['cp', 'zip', 'zipcode', 'zip code', 'postal code'],
    help: {
      fr: 'Le code postal, au format du pays (5 chiffres en France).',
      en: "The postcode, in the country's format (5 digits in France).",
    },
    example: '69001',
  },
  {
    field: 'city',
    label: { fr: 'Ville', en: 'City' },
    synonyms: ['commune', 'town', 'localité'],
    help: {
      fr: 'La ville.',
      en: 'The town or city.',
    },
    example: 'Lyon',
  },
  {
    field: 'country',
    label: { fr: 'Pays', en: 'Country' },
    synonyms: ['code pays', 'country code'],
    parse: cells.oneOf(COUNTRIES),
    help: {
      fr: 'Le pays en toutes lettres ou son code (FR, BE…) ; vide : France.',
      en: 'The country by name or code (FR, BE…); empty: France.',
    },
    example: 'France',
  },
  {
    field: 'accountingCode',
    label: { fr: 'Code comptable', en: 'Accounting code' },
    synonyms: ['compte client', 'compte', 'account'],
    parse: limited(32),
    help: {
      fr: 'Le compte auxiliaire du client dans votre comptabilité (32 caractères au plus).',
      en: "The client's auxiliary account in your books (32 characters at most).",
    },
    example: '411MARTIN',
  },
  {
    field: 'notes',
    label: { fr: 'Remarques', en: 'Notes' },
    synonyms: ['commentaire', 'commentaires', 'observations', 'comments'],
    help: {
      fr: "Ce que l'équipe doit savoir de ce client.",
      en: 'What the team should know about this client.',
    },
    example: 'Préfère être livrée le mardi',
  },
];

/** The columns a row's cells write onto the client (the address is built from four of them). */
const WRITTEN = [
  'isPro',
  'civility',
  'firstname',
  'lastname',
  'businessName',
  'businessReason',
  'email',
  'phone',
  'mobile',
  'siret',
  'vatNumber',
  'typology',
  'accountingCode',
  'notes',
] as const satisfies readonly (keyof Client & keyof ClientRow)[];

/** What an update replaces, kept in the journal so revert puts it back. */
const RESTORED = [...WRITTEN, 'billingAddress', 'displayName', 'department'] as const;

function addressOf(values: ClientRow): Address | null {
  if (!values.street || !values.zipcode || !values.city) return null;
  return postalAddress({
    street: values.street,
    street2: values.street2,
    zipcode: values.zipcode,
    city: values.city,
    country: values.country ?? 'FR',
  });
}

/** The client's values once the row's filled cells are written on `base`. */
function merged(base: Client, values: ClientRow): Client {
  const next = Object.assign(new Client(), base);
  for (const field of WRITTEN) {
    if (values[field] !== undefined) Object.assign(next, { [field]: values[field] });
  }
  const address = addressOf(values);
  if (address) next.billingAddress = address;
  next.displayName = displayNameOf(next);
  next.department = departmentOf(next);
  return next;
}

function blankClient(shopId: number, userId: number | null, values: ClientRow): Client {
  return Object.assign(new Client(), {
    ...BLANK_CLIENT,
    shopId,
    pipe: values.kind === 'prospect' ? FIRST_PROSPECT_STAGE : null,
    createdById: userId,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Rewrites the search words of these clients (with their contacts' words) in two statements. */
async function reindex(manager: EntityManager, clients: readonly Client[]): Promise<void> {
  if (clients.length === 0) return;
  const ids = clients.map((client) => client.id);
  const contacts = await manager.getRepository(ClientContact).findBy({ clientId: In(ids) });
  await manager.getRepository(ClientWord).delete({ clientId: In(ids) });
  const words = clients.flatMap((client) =>
    clientSearchWords(
      client,
      contacts.filter((contact) => contact.clientId === client.id),
    ).map((word) => ({ clientId: client.id, shopId: client.shopId, word })),
  );
  await insertRows(manager, ClientWord, words);
}

/** The shop's clients having one of these emails or SIRETs, by email and by SIRET. */
async function existing(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<ClientRow>[],
): Promise<{ byEmail: Map<string, Client>; bySiret: Map<string, Client> }> {
  const emails = [...new Set(rows.flatMap((row) => (row.values.email ? [row.values.email] : [])))];
  const sirets = [...new Set(rows.flatMap((row) => (row.values.siret ? [row.values.siret] : [])))];
  const repository = manager.getRepository(Client);
  const [withEmail, withSiret] = await Promise.all([
    emails.length ? repository.findBy({ shopId, email: In(emails) }) : [],
    sirets.length ? repository.findBy({ shopId, siret: In(sirets) }) : [],
  ]);
  return {
    byEmail: new Map(withEmail.map((client) => [client.email!, client])),
    bySiret: new Map(withSiret.map((client) => [client.siret!, client])),
  };
}

export const clientsImport: ImportDefinition<ClientRow> = {
  kind: 'clients',
  label: { fr: 'Clients et prospects', en: 'Clients and prospects' },
  permission: 'createClient',
  columns: CLIENT_COLUMNS,
  sources: CLIENT_SOURCES,

  validate(values) {
    const problems: { field?: string; failure: ValidationFailure }[] = [];
    if (!values.lastname && !values.businessName && !values.businessReason) {
      problems.push({ field: 'lastname', failure: failure('validation.needed') });
    }
    // An address is whole or absent: street, postcode and city together, the postcode of its country.
    if (values.street || values.zipcode || values.city) {
      for (const field of ['street', 'zipcode', 'city'] as const) {
        if (!values[field]) problems.push({ field, failure: failure('validation.needed') });
      }
      const postal = values.zipcode ? postalFor(values.country ?? 'FR')(values.zipcode) : null;
      if (postal) problems.push({ field: 'zipcode', failure: postal });
    }
    return problems;
  },

  key: (values) => values.email ?? (values.siret ? `siret:${values.siret}` : null),

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const { byEmail, bySiret } = await existing(manager, scope.shopId, rows);
    const changes: JournalEntry[] = [];
    const fresh: Client[] = [];
    const touched: Client[] = [];
    let skipped = 0;
    for (const { values } of rows) {
      const found =
        (values.email ? byEmail.get(values.email) : undefined) ??
        (values.siret ? bySiret.get(values.siret) : undefined);
      if (!found) {
        fresh.push(merged(blankClient(scope.shopId, scope.userId, values), values));
        continue;
      }
      const next = merged(found, values);
      const changed = RESTORED.filter((field) => !same(found[field], next[field]));
      if (changed.length === 0) {
        skipped++;
        continue;
      }
      await manager
        .getRepository(Client)
        .update({ id: found.id }, Object.fromEntries(changed.map((field) => [field, next[field]])));
      changes.push({
        entity: 'client',
        entityId: String(found.id),
        action: 'updated',
        before: Object.fromEntries(changed.map((field) => [field, found[field] ?? null])),
      });
      touched.push(next);
    }
    if (fresh.length) {
      const ids = await insertRows(manager, Client, fresh);
      ids.forEach((id, index) => {
        fresh[index]!.id = id;
        changes.push({ entity: 'client', entityId: String(id), action: 'created' });
      });
    }
    await reindex(manager, [...fresh, ...touched]);
    return { created: fresh.length, updated: touched.length, skipped, changes };
  },

  async revert(manager, changes, scope) {
    const created = changes.filter((change) => change.action === 'created').map((c) => Number(c.entityId));
    if (created.length) {
      // What hangs on a client created by the import goes with it (contacts, tags, words, timeline, custom values).
      for (const entity of [ClientContact, ClientTag, ClientWord, ClientEvent, ClientCustomValue]) {
        await manager.getRepository(entity).delete({ clientId: In(created) });
      }
      await manager.getRepository(Client).delete({ id: In(created), shopId: scope.shopId });
    }
    const updated = changes.filter((change) => change.action === 'updated');
    for (const change of updated) {
      await manager
        .getRepository(Client)
        .update({ id: Number(change.entityId), shopId: scope.shopId }, change.before ?? {});
    }
    if (updated.length) {
      const restored = await manager
        .getRepository(Client)
        .findBy({ id: In(updated.map((change) => Number(change.entityId))), shopId: scope.shopId });
      await reindex(manager, restored);
    }
  },
};
