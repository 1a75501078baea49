import { In, type EntityManager } from 'typeorm';
import {
  compactVatNumber,
  failure,
  isValidVatNumber,
  PAYMENT_DELAYS,
  rules,
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

const SUPPLY_NAMES: Record<SupplyKind, string[]> = {
  bottles: ['bouteilles', 'bouteille', 'verre', 'bottles'],
  corks: ['bouchons', 'bouchon', 'corks'],
  capsules: ['capsules', 'capsule', 'crd'],
  cartons: ['cartons', 'carton', 'caisses', 'cases'],
  labels: ['étiquettes', 'etiquettes', 'labels'],
  bulkWine: ['vin en vrac', 'vrac', 'bulk wine'],
  other: ['autre', 'other'],
};
const supplyOf = cells.oneOf(SUPPLY_KINDS.map((kind) => ({ value: kind, names: SUPPLY_NAMES[kind] })));

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
  },
  {
    field: 'vatNumber',
    label: { fr: 'N° TVA intracommunautaire', en: 'VAT number' },
    synonyms: ['numéro de tva', 'n tva', 'vat', 'vat id'],
    parse: (text) =>
      isValidVatNumber(text) ? { value: compactVatNumber(text) } : refused(failure('validation.vatNumber')),
  },
  {
    field: 'contactName',
    label: { fr: 'Contact', en: 'Contact' },
    synonyms: ['interlocuteur'],
    parse: limited(120),
  },
  {
    field: 'email',
    label: { fr: 'Email', en: 'Email' },
    synonyms: ['e-mail', 'mail', 'courriel'],
    parse: (text) => {
      const problem = rules.email(text);
      return problem ? refused(problem) : { value: text.toLowerCase() };
    },
  },
  { field: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, synonyms: ['tel', 'tél'], parse: limited(30) },
  {
    field: 'street',
    label: { fr: 'Adresse', en: 'Address' },
    synonyms: ['rue', 'street'],
    parse: limited(255),
  },
  {
    field: 'zipcode',
    label: { fr: 'Code postal', en: 'Postcode' },
    synonyms: ['cp', 'zip'],
    parse: limited(10),
  },
  { field: 'city', label: { fr: 'Ville', en: 'City' }, synonyms: ['commune', 'town'], parse: limited(100) },
  {
    field: 'paymentTerms',
    label: { fr: 'Conditions de paiement', en: 'Payment terms' },
    synonyms: ['délai de paiement', 'payment delay', 'échéance'],
    parse: cells.oneOf(PAYMENT_DELAYS.map((delay) => ({ value: delay.key, names: [delay.fr, delay.en] }))),
  },
  {
    field: 'accountingCode',
    label: { fr: 'Compte comptable', en: 'Accounting code' },
    synonyms: ['compte', 'account'],
    parse: limited(20),
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
  },
  {
    field: 'notes',
    label: { fr: 'Notes', en: 'Notes' },
    synonyms: ['remarques', 'comments'],
    parse: limited(5000),
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
