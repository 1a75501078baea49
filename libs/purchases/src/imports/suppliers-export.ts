import { IsNull, MoreThan } from 'typeorm';
import { labelOf, PAYMENT_DELAYS, type Locale } from '@cuvee/kernel';
import { keysetPages, type ExportDefinition } from '@cuvee/platform';
import { Supplier } from '../suppliers/supplier.entity.js';
import { SUPPLIER_COLUMNS, SUPPLY_LABELS } from './suppliers-import.js';

/*
 * The suppliers export: the shop's suppliers (not the deleted ones, which the screens no longer show),
 * one sheet whose headers are the import's labels and whose cells are written as the import reads
 * them, so the file imports back unchanged — into this shop (every row the same: skipped) or another.
 */

/** One supplier as the export writes it: the import's columns, with its id. */
export function supplierExportRow(supplier: Supplier, locale: Locale): Record<string, unknown> {
  return {
    id: supplier.id,
    name: supplier.name,
    siret: supplier.siret,
    vatNumber: supplier.vatNumber,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    street: supplier.street,
    zipcode: supplier.zipcode,
    city: supplier.city,
    paymentTerms: supplier.paymentTerms ? labelOf(PAYMENT_DELAYS, supplier.paymentTerms, locale) : null,
    accountingCode: supplier.accountingCode,
    supplies: supplier.supplies.map((kind) => SUPPLY_LABELS[kind][locale]).join(', '),
    notes: supplier.notes,
  };
}

/** The export's columns: the import's own labels, after the id (which the import does not read). */
export const SUPPLIER_EXPORT_COLUMNS = [
  { key: 'id', header: { fr: 'Identifiant', en: 'Id' } },
  ...SUPPLIER_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
];

const current = (shopId: number) => ({ shopId, archivedAt: IsNull() });

export const suppliersExport: ExportDefinition = {
  kind: 'suppliers',
  label: { fr: 'Fournisseurs', en: 'Suppliers' },
  permission: 'seeSupplier',
  sheets: [
    {
      name: 'fournisseurs',
      columns: SUPPLIER_EXPORT_COLUMNS,
      count: (manager, scope) => manager.getRepository(Supplier).countBy(current(scope.shopId)),
      rows: (manager, scope) => {
        const pages = keysetPages(
          (after, size) =>
            manager.getRepository(Supplier).find({
              where: { ...current(scope.shopId), id: MoreThan(after) },
              order: { id: 'ASC' },
              take: size,
            }),
          (supplier) => supplier.id,
        );
        return (async function* () {
          for await (const supplier of pages) yield supplierExportRow(supplier, scope.locale);
        })();
      },
    },
  ],
};
