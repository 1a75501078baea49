import { departmentOfPostalCode, indexWords, type DepartmentCode } from '@cuvee/kernel';

/*
 * What a client is called and found by. Framework-free: the service derives these on every write and
 * stores them, so the list sorts, filters and searches on indexed columns.
 */

export interface ClientNameParts {
  isPro: boolean;
  firstname: string | null;
  lastname: string | null;
  businessName: string | null;
  businessReason: string | null;
}

/** Longest display name stored (the column is 200 characters). */
const DISPLAY_NAME_LENGTH = 200;

function joined(...parts: (string | null)[]): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .join(' ');
}

/**
 * The name lists show and sort on: a professional by its trade name (else its legal name), a person
 * surname first ("Dupont Jean"), so a list sorted by name reads like a directory. A professional with
 * neither name falls back to its contact person.
 */
export function displayNameOf(client: ClientNameParts): string {
  const person = joined(client.lastname, client.firstname);
  const business = client.businessName?.trim() || client.businessReason?.trim() || '';
  const name = client.isPro ? business || person : person || business;
  return name.slice(0, DISPLAY_NAME_LENGTH);
}

interface PlaceOfAddress {
  zipcode: string;
  city: string;
  country: string;
}

interface Located {
  billingAddress: PlaceOfAddress | null;
  deliveryAddress: PlaceOfAddress | null;
}

/** The French department of the billing address, else of the delivery address; null outside France. */
export function departmentOf(client: Located): DepartmentCode | null {
  for (const address of [client.billingAddress, client.deliveryAddress]) {
    if (!address || address.country.trim().toUpperCase() !== 'FR') continue;
    const department = departmentOfPostalCode(address.zipcode);
    if (department) return department;
  }
  return null;
}

/** Calling codes of metropolitan France and the overseas departments. */
const FRENCH_CALLING_CODES = ['33', '590', '594', '596', '262', '269'];

/** A French E.164 number also as people type it at home ("0612345678"), so both forms find it. */
function phoneForms(e164: string | null): string[] {
  if (!e164) return [];
  const digits = e164.slice(1);
  const code = FRENCH_CALLING_CODES.find((prefix) => digits.startsWith(prefix));
  return code ? [digits, `0${digits.slice(code.length)}`] : [digits];
}

export interface SearchableClient extends ClientNameParts, Located {
  email: string | null;
  phone: string | null;
  mobile: string | null;
  siret: string | null;
  accountingCode: string | null;
}

export interface SearchableContact {
  firstname: string | null;
  lastname: string;
  email: string | null;
}

/** The words a client is found by: names, email, cities, phone numbers, SIRET, accounting code, contacts. */
export function clientSearchWords(
  client: SearchableClient,
  contacts: readonly SearchableContact[],
): string[] {
  return indexWords([
    client.firstname,
    client.lastname,
    client.businessName,
    client.businessReason,
    client.email,
    client.billingAddress?.city,
    client.deliveryAddress?.city,
    ...phoneForms(client.phone),
    ...phoneForms(client.mobile),
    client.siret,
    client.accountingCode,
    ...contacts.flatMap((contact) => [contact.firstname, contact.lastname, contact.email]),
  ]);
}
