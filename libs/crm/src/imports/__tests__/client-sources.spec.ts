import { recogniseSource, resolveMapping, suggestOverride } from '@cuvee/platform';
import { clientsImport } from '../clients-import.js';

/** How a file of that header is bound: header → field, for the columns bound to one. */
function boundFields(header: string[]): Record<string, string> {
  const bindings = resolveMapping(
    clientsImport,
    header,
    suggestOverride(clientsImport, header, null).override,
  );
  return Object.fromEntries(
    bindings
      .filter((binding) => binding.field)
      .map((binding) => [`${binding.index}:${binding.header}`, binding.field!]),
  );
}

describe('client files of other programs', () => {
  it("Shopify's customers export (current header) binds names, email, company and the default address", () => {
    const header = [
      'Customer ID',
      'First Name',
      'Last Name',
      'Email',
      'Accepts Email Marketing',
      'Default Address Company',
      'Default Address Address1',
      'Default Address Address2',
      'Default Address City',
      'Default Address Province Code',
      'Default Address Country Code',
      'Default Address Zip',
      'Default Address Phone',
      'Phone',
      'Accepts SMS Marketing',
      'Total Spent',
      'Total Orders',
      'Note',
      'Tax Exempt',
      'Tags',
    ];
    expect(recogniseSource(clientsImport, header)?.name).toBe('Shopify — clients');
    expect(boundFields(header)).toEqual({
      '1:First Name': 'firstname',
      '2:Last Name': 'lastname',
      '3:Email': 'email',
      '5:Default Address Company': 'businessReason',
      '6:Default Address Address1': 'street',
      '7:Default Address Address2': 'street2',
      '8:Default Address City': 'city',
      '10:Default Address Country Code': 'country',
      '11:Default Address Zip': 'zipcode',
      '13:Phone': 'phone',
      '17:Note': 'notes',
    });
  });

  it("Shopify's earlier customers export binds the same fields from its unprefixed address", () => {
    const header = [
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Address1',
      'Address2',
      'City',
      'Province',
      'Province Code',
      'Country',
      'Country Code',
      'Zip',
      'Phone',
      'Accepts Marketing',
      'Total Spent',
      'Total Orders',
      'Tags',
      'Note',
      'Tax Exempt',
    ];
    expect(boundFields(header)).toEqual({
      '0:First Name': 'firstname',
      '1:Last Name': 'lastname',
      '2:Email': 'email',
      '3:Company': 'businessReason',
      '4:Address1': 'street',
      '5:Address2': 'street2',
      '6:City': 'city',
      '10:Country Code': 'country',
      '11:Zip': 'zipcode',
      '12:Phone': 'phone',
      '17:Note': 'notes',
    });
  });

  it("Indy's clients file: its Type says business or private, the first postcode is the billing one", () => {
    const header = [
      'Type',
      'Nom de famille',
      'Prénom',
      "Nom d'entreprise",
      'N° SIRET',
      'N° de TVA',
      'Adresse facturation',
      'Ville facturation',
      'Code postal',
      'Pays (Alpha-2)',
      'Adresse livraison',
      'Ville livraison',
      'Code postal',
      'Pays',
      'Téléphone',
      'Email(s)',
      'Informations supplémentaires',
    ];
    expect(recogniseSource(clientsImport, header)?.name).toBe('Indy — clients');
    expect(boundFields(header)).toEqual({
      '0:Type': 'isPro',
      '1:Nom de famille': 'lastname',
      '2:Prénom': 'firstname',
      "3:Nom d'entreprise": 'businessReason',
      '4:N° SIRET': 'siret',
      '5:N° de TVA': 'vatNumber',
      '6:Adresse facturation': 'street',
      '7:Ville facturation': 'city',
      '8:Code postal': 'zipcode',
      '9:Pays (Alpha-2)': 'country',
      '14:Téléphone': 'phone',
      '15:Email(s)': 'email',
      '16:Informations supplémentaires': 'notes',
    });
    const isPro = clientsImport.columns.find((column) => column.field === 'isPro')!.parse!;
    expect([isPro('ENTREPRISE'), isPro('Particulier'), isPro('oui'), isPro('peut-être')]).toEqual([
      { value: true },
      { value: false },
      { value: true },
      { failure: { code: 'validation.unknownValue', params: { value: 'peut-être' } } },
    ]);
  });

  it('a file of Cuvée’s own headers is no other program’s', () => {
    const header = clientsImport.columns.map((column) => column.label.fr);
    expect(recogniseSource(clientsImport, header)).toBeNull();
  });
});
