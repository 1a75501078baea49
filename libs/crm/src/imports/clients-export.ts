import { MoreThan } from 'typeorm';
import { CIVILITIES, CLIENT_TYPOLOGIES, labelOf, type Locale } from '@cuvee/kernel';
import { keysetPages, type ExportDefinition } from '@cuvee/platform';
import { Client } from '../clients/client.entity.js';
import { CLIENT_COLUMNS } from './clients-import.js';

/**
 * The clients export: every client and prospect of the shop, archived ones included, one
 * sheet whose headers are the import's own labels, so the file imports back unchanged.
 */
/** One client as the export writes it (the import's columns, with its id). */
export function clientExportRow(client: Client, locale: Locale): Record<string, unknown> {
  const address = client.billingAddress;
  return {
    id: client.id,
    kind: client.pipe ? 'Prospect' : 'Client',
    isPro: client.isPro,
    civility: client.civility ? labelOf(CIVILITIES, client.civility, locale) : null,
    firstname: client.firstname,
    lastname: client.lastname,
    businessName: client.businessName,
    businessReason: client.businessReason,
    email: client.email,
    phone: client.phone,
    mobile: client.mobile,
    siret: client.siret,
    vatNumber: client.vatNumber,
    typology: labelOf(CLIENT_TYPOLOGIES, client.typology, locale),
    street: address?.street,
    street2: address?.street2,
    zipcode: address?.zipcode,
    city: address?.city,
    country: address?.country,
    accountingCode: client.accountingCode,
    notes: client.notes,
  };
}

/** The export's columns: the import's own labels, after the id. */
export const CLIENT_EXPORT_COLUMNS = [
  { key: 'id', header: { fr: 'Identifiant', en: 'Id' } },
  ...CLIENT_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
];

export const clientsExport: ExportDefinition = {
  kind: 'clients',
  label: { fr: 'Clients et prospects', en: 'Clients and prospects' },
  permission: 'seeAllClient',
  sheets: [
    {
      name: 'clients',
      columns: CLIENT_EXPORT_COLUMNS,
      count: (manager, scope) => manager.getRepository(Client).countBy({ shopId: scope.shopId }),
      rows: (manager, scope) => {
        const pages = keysetPages(
          (after, size) =>
            manager.getRepository(Client).find({
              where: { shopId: scope.shopId, id: MoreThan(after) },
              order: { id: 'ASC' },
              take: size,
            }),
          (client) => client.id,
        );
        return (async function* () {
          for await (const client of pages) yield clientExportRow(client, scope.locale);
        })();
      },
    },
  ],
};
