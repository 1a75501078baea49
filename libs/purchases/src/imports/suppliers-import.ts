import { In, type EntityManager } from 'typeorm';
import {
  compactVatNumber,
  failure,
  isValidVatNumber,
  PAYMENT_DELAYS,
  rules,
  type Labels,
  type PaymentDelay,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  cells,
  insertRows,
  type BatchOutcome,
  type CellResult,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
} from '@cuvee/platform';
import { SUPPLY_KINDS, type SupplyKind } from '../domain/purchase-rules.js';
import { Supplier } from '../suppliers/supplier.entity.js';

/*
 * The suppliers import (CSV or XLSX through the platform's import engine): one row per supplier. A row
 * whose SIRET (else name) is already a supplier of the shop updates it with the cells the row fills;
 * any other row creates one. Headers are recognised in French and English.
 */

export interface SupplierRow extends Record<string, unknown> {
  name?: string;
  siret?: string;
  vatNumber?: string;
  contactName?: string;
  email?: string;
  phone?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  paymentTerms?: PaymentDelay;
  accountingCode?: string;
  supplies?: SupplyKind[];
  notes?: string;
}

const refused = (problem: ValidationFailure): CellResult => ({ failure: problem });
const limited =
  (length: number) =>
  (text: string): CellResult => ({ value: text.slice(0, length) });

/** What a supplier supplies, as the export writes it; the import reads these and a few other words. */
export const SUPPLY_LABELS: Readonly<Record<SupplyKind, Labels>> = {
  bottles: { fr: 'Bouteilles', en: 'Bottles' },
  corks: { fr: 'Bouchons', en: 'Corks' },
  capsules: { fr: 'Capsules', en: 'Capsules' },
  cartons: { fr: 'Cartons', en: 'Cartons' },
  labels: { fr: 'Étiquettes', en: 'Labels' },
  bulkWine: { fr: 'Vin en vrac', en: 'Bulk wine' },
  other: { fr: 'Autre', en: 'Other' },
};
const SUPPLY_WORDS: Readonly<Record<SupplyKind, readonly string[]>> = {
  bottles: ['bouteille', 'verre'],
  corks: ['bouchon'],
  capsules: ['capsule', 'crd'],
  cartons: ['carton', 'caisses', 'cases'],
  labels: [],
  bulkWine: ['vrac'],
  other: [],
};
const supplyOf = cells.oneOf(
  SUPPLY_KINDS.map((kind) => ({
    value: kind,
    names: [SUPPLY_LABELS[kind].fr, SUPPLY_LABELS[kind].en, ...SUPPLY_WORDS[kind]],
  })),
);

/** The fields an import may write, and what revert puts back. */
const FIELDS = [
  'name',
  'siret',
  'vatNumber',
  'contactName',
  'email',
  'phone',
  'street',
  'zipcode',
  'city',
  'paymentTerms',
  'accountingCode',
  'supplies',
  'notes',
] as const;

export const SUPPLIER_COLUMNS: ImportDefinition<SupplierRow>['columns'] = [
  {
    field: 'name',
    label: { fr: 'Nom', en: 'Name' },
    synonyms: ['fournisseur', 'supplier', 'raison sociale', 'société', 'company'],
    required: true,
    parse: limited(120),
    help: {
      fr: "Le nom du fournisseur (120 caractères au plus). Sans SIRET, c'est par son nom qu'un fournisseur déjà là est retrouvé et mis à jour.",
      en: 'The supplier’s name (at most 120 characters). Without a SIRET, a supplier already there is found and updated by its name.',
    },
    example: 'Verrerie du Val de Loire',
  },
  {
    field: 'siret',
    label: { fr: 'SIRET', en: 'SIRET' },
    synonyms: ['n siret', 'numéro siret'],
    parse: (text) => {
      const digits = text.replace(/[\s.]/g, '');
      const problem = rules.siret(digits);
      return problem ? refused(problem) : { value: digits };
    },
    help: {
      fr: 'Les 14 chiffres du SIRET (espaces et points permis), clé vérifiée. Un fournisseur déjà là avec ce SIRET est mis à jour.',
      en: 'The 14 digits of the SIRET (spaces and dots allowed), check digit verified. A supplier already there with this SIRET is updated.',
    },
    example: '732 829 320 00074',
  },
  {
    field: 'vatNumber',
    label: { fr: 'N° TVA intracommunautaire', en: 'VAT number' },
    synonyms: ['numéro de tva', 'n tva', 'vat', 'vat id'],
    parse: (text) =>
      isValidVatNumber(text) ? { value: compactVatNumber(text) } : refused(failure('validation.vatNumber')),
    help: {
      fr: 'Le numéro de TVA intracommunautaire : le code du pays puis le numéro (FR et 11 chiffres en France).',
      en: 'The EU VAT number: the country code then the number (FR and 11 digits in France).',
    },
    example: 'FR44732829320',
  },
  {
    field: 'contactName',
    label: { fr: 'Contact', en: 'Contact' },
    synonyms: ['interlocuteur'],
    parse: limited(120),
    help: {
      fr: 'La personne à qui vous avez affaire chez ce fournisseur.',
      en: 'The person you deal with at this supplier.',
    },
    example: 'Claire Martin',
  },
  {
    field: 'email',
    label: { fr: 'Email', en: 'Email' },
    synonyms: ['e-mail', 'mail', 'courriel'],
    parse: (text) => {
      const problem = rules.email(text);
      return problem ? refused(problem) : { value: text.toLowerCase() };
    },
    help: {
      fr: "L'adresse mail où partent les commandes fournisseur.",
      en: 'The email address purchase orders are sent to.',
    },
    example: 'commandes@verrerie-val.fr',
  },
  {
    field: 'phone',
    label: { fr: 'Téléphone', en: 'Phone' },
    synonyms: ['tel', 'tél'],
    parse: limited(30),
    help: { fr: 'Le téléphone, écrit comme vous voulez.', en: 'The phone number, written as you like.' },
    example: '02 47 93 00 00',
  },
  {
    field: 'street',
    label: { fr: 'Adresse', en: 'Address' },
    synonyms: ['rue', 'street'],
    parse: limited(255),
    help: { fr: 'Le numéro et la rue.', en: 'The number and street.' },
    example: '4 rue des Verriers',
  },
  {
    field: 'zipcode',
    label: { fr: 'Code postal', en: 'Postcode' },
    synonyms: ['cp', 'zip'],
    parse: limited(10),
    help: { fr: 'Le code postal.', en: 'The postcode.' },
    example: '37500',
  },
  {
    field: 'city',
    label: { fr: 'Ville', en: 'City' },
    synonyms: ['commune', 'town'],
    parse: limited(100),
    help: { fr: 'La ville.', en: 'The town or city.' },
    example: 'Chinon',
  },
  {
    field: 'paymentTerms',
    label: { fr: 'Conditions de paiement', en: 'Payment terms' },
    synonyms: ['délai de paiement', 'payment delay', 'échéance'],
    parse: cells.oneOf(PAYMENT_DELAYS.map((delay) => ({ value: delay.key, names: [delay.fr, delay.en] }))),
    help: {
      fr: `Le délai qu'accorde le fournisseur, ses factures tombent à échéance selon lui : ${PAYMENT_DELAYS.map((delay) => delay.fr).join(', ')}.`,
      en: `The terms the supplier grants; its invoices fall due by them: ${PAYMENT_DELAYS.map((delay) => delay.en).join(', ')}.`,
    },
    example: '30 jours fin de mois',
  },
  {
    field: 'accountingCode',
    label: { fr: 'Compte comptable', en: 'Accounting code' },
    synonyms: ['compte', 'account'],
    parse: limited(20),
    help: {
      fr: 'Le compte du fournisseur dans votre comptabilité (401…), 20 caractères au plus.',
      en: 'The supplier’s account in your books (401…), at most 20 characters.',
    },
    example: '401VERVAL',
  },
  {
    field: 'supplies',
    label: { fr: 'Fournit', en: 'Supplies' },
    synonyms: ['produits', 'fournitures', 'products'],
    // "Bouchons, capsules": every kind named, else the first that is not one.
    parse: (text) => {
      const kinds: SupplyKind[] = [];
      for (const part of text
        .split(/[,;/]/)
        .map((piece) => piece.trim())
        .filter(Boolean)) {
        const read = supplyOf(part);
        if ('failure' in read) return read;
        kinds.push(read.value as SupplyKind);
      }
      return { value: [...new Set(kinds)] };
    },
    help: {
      fr: `Ce qu'il fournit, séparé par des virgules : ${SUPPLY_KINDS.map((kind) => SUPPLY_LABELS[kind].fr).join(', ')}.`,
      en: `What it supplies, separated by commas: ${SUPPLY_KINDS.map((kind) => SUPPLY_LABELS[kind].en).join(', ')}.`,
    },
    example: 'Bouteilles, Cartons',
  },
  {
    field: 'notes',
    label: { fr: 'Notes', en: 'Notes' },
    synonyms: ['remarques', 'comments'],
    parse: limited(5000),
    help: {
      fr: 'Ce que vous voulez en retenir (5 000 caractères au plus).',
      en: 'Anything to remember (at most 5,000 characters).',
    },
    example: 'Livraison le mardi',
  },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The shop's suppliers having one of these SIRETs or names. */
async function existing(manager: EntityManager, shopId: number, rows: readonly ImportRow<SupplierRow>[]) {
  const sirets = [...new Set(rows.flatMap((row) => (row.values.siret ? [row.values.siret] : [])))];
  const names = [...new Set(rows.map((row) => row.values.name!))];
  const repository = manager.getRepository(Supplier);
  const [withSiret, withName] = await Promise.all([
    sirets.length ? repository.findBy({ shopId, siret: In(sirets) }) : [],
    repository.findBy({ shopId, name: In(names) }),
  ]);
  return {
    bySiret: new Map(withSiret.map((supplier) => [supplier.siret!, supplier])),
    byName: new Map(withName.map((supplier) => [supplier.name, supplier])),
  };
}

export const suppliersImport: ImportDefinition<SupplierRow> = {
  kind: 'suppliers',
  label: { fr: 'Fournisseurs', en: 'Suppliers' },
  permission: 'createSupplier',
  columns: SUPPLIER_COLUMNS,

  key: (values) => (values.siret ? `siret:${values.siret}` : `name:${values.name}`),

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const { bySiret, byName } = await existing(manager, scope.shopId, rows);
    const changes: JournalEntry[] = [];
    const fresh: Supplier[] = [];
    let updated = 0;
    let skipped = 0;
    for (const { values } of rows) {
      const found = (values.siret ? bySiret.get(values.siret) : undefined) ?? byName.get(values.name!);
      const filled = Object.fromEntries(
        FIELDS.filter((field) => values[field] !== undefined).map((f) => [f, values[f]]),
      );
      if (!found) {
        fresh.push(
          manager.getRepository(Supplier).create({
            shopId: scope.shopId,
            country: 'FR',
            supplies: [],
            archivedAt: null,
            ...Object.fromEntries(FIELDS.map((field) => [field, null])),
            ...filled,
          }),
        );
        continue;
      }
      const changed = Object.keys(filled).filter(
        (field) => !same(found[field as keyof Supplier], filled[field]),
      );
      if (changed.length === 0) {
        skipped++;
        continue;
      }
      await manager
        .getRepository(Supplier)
        .update({ id: found.id }, Object.fromEntries(changed.map((field) => [field, filled[field]])));
      changes.push({
        entity: 'supplier',
        entityId: String(found.id),
        action: 'updated',
        before: Object.fromEntries(changed.map((field) => [field, found[field as keyof Supplier] ?? null])),
      });
      updated++;
    }
    if (fresh.length) {
      const ids = await insertRows(manager, Supplier, fresh);
      for (const id of ids) changes.push({ entity: 'supplier', entityId: String(id), action: 'created' });
    }
    return { created: fresh.length, updated, skipped, changes };
  },

  async revert(manager, changes, scope) {
    const created = changes.filter((change) => change.action === 'created').map((c) => Number(c.entityId));
    if (created.length)
      await manager.getRepository(Supplier).delete({ id: In(created), shopId: scope.shopId });
    for (const change of changes.filter((c) => c.action === 'updated'))
      await manager
        .getRepository(Supplier)
        .update({ id: Number(change.entityId), shopId: scope.shopId }, change.before ?? {});
  },
};
