import type { Address } from '@cuvee/iam';

/** The lines a letter needs, and any other part of the address that is known. */
export type PostalLines = Pick<Address, 'street' | 'zipcode' | 'city' | 'country'> & Partial<Address>;

/**
 * An address known by its postal lines (an import row, demo data): every other part empty. The keys
 * keep the order of a form's address, as the import compares stored addresses by their JSON.
 */
export function postalAddress(lines: PostalLines): Address {
  return {
    name: lines.name ?? null,
    street: lines.street,
    street2: lines.street2 ?? null,
    zipcode: lines.zipcode,
    city: lines.city,
    country: lines.country,
    county: lines.county ?? null,
    state: lines.state ?? null,
    stateCode: lines.stateCode ?? null,
    phone: lines.phone ?? null,
    email: lines.email ?? null,
    title: lines.title ?? null,
    exciseNumber: lines.exciseNumber ?? null,
    mountain: lines.mountain ?? false,
  };
}
