/*
 * Duplicate detection: a new client whose email, SIRET or phone number (fixed or mobile, compared
 * in E.164) is already a client's of the same shop is probably the same client. The values compared are
 * the stored forms (email lower case, SIRET digits, E.164), so the checks are plain equalities the indexes
 * serve.
 */

export type DuplicateField = 'email' | 'siret' | 'phone';

/** The fields in the order the warning lists them. */
export const DUPLICATE_FIELDS: readonly DuplicateField[] = ['email', 'siret', 'phone'];

export interface ContactKeys {
  email: string | null;
  siret: string | null;
  phone: string | null;
  mobile: string | null;
}

/** The phone numbers of a client, either field, without repeats. */
export function phonesOf(client: ContactKeys): string[] {
  return [...new Set([client.phone, client.mobile].filter((phone): phone is string => Boolean(phone)))];
}

/** Which of `candidate`'s identifying values `existing` shares, in warning order. */
export function sharedFields(candidate: ContactKeys, existing: ContactKeys): DuplicateField[] {
  const phones = new Set(phonesOf(existing));
  const shared: Record<DuplicateField, boolean> = {
    email: Boolean(candidate.email) && candidate.email === existing.email,
    siret: Boolean(candidate.siret) && candidate.siret === existing.siret,
    phone: phonesOf(candidate).some((phone) => phones.has(phone)),
  };
  return DUPLICATE_FIELDS.filter((field) => shared[field]);
}

/** Whether a candidate has anything to compare at all. */
export function hasContactKeys(candidate: ContactKeys): boolean {
  // An empty value (a SIRET typed without a digit) is nothing to compare, as for the phones.
  return Boolean(candidate.email) || Boolean(candidate.siret) || phonesOf(candidate).length > 0;
}
