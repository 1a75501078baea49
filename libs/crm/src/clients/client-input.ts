import {
  compactVatNumber,
  OPTIONAL_MOBILE_PHONE_COUNTRIES,
  parseMobilePhone,
  parsePhoneNumber,
  type Civility,
  type ClientTypology,
  type PaymentDelay,
  type PaymentType,
  type ProspectStage,
} from '@cuvee/kernel';
import type { ClientFields } from '../domain/client-fields.js';
import { toClientAddress } from './dto/address.dto.js';
import type { UpdateClientDto } from './dto/client-input.dto.js';

/*
 * From the form to the stored values: text trimmed (blank is null), email lower case, phones in E.164,
 * SIRET and VAT number compact, tags lower case. Only the fields the form sent are in the changes.
 */

export interface NewContact {
  firstname: string | null;
  lastname: string;
  role: string | null;
  email: string | null;
  phone: string | null;
}

export interface ClientChanges {
  fields: Partial<ClientFields>;
  tags?: string[];
  contacts?: NewContact[];
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;
const email = (value: string | null | undefined): string | null => text(value)?.toLowerCase() ?? null;
const phone = (value: string | null | undefined): string | null => {
  const typed = text(value);
  return typed ? (parsePhoneNumber(typed)?.e164 ?? null) : null;
};
const mobile = (value: string | null | undefined): string | null => {
  const typed = text(value);
  return typed ? (parseMobilePhone(typed, OPTIONAL_MOBILE_PHONE_COUNTRIES)?.e164 ?? null) : null;
};

/** One tag as stored: trimmed, inner spaces single, lower case. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter(Boolean))];
}

function toContact(contact: NonNullable<UpdateClientDto['contacts']>[number]): NewContact {
  return {
    firstname: text(contact.firstname),
    lastname: contact.lastname.trim(),
    role: text(contact.role),
    email: email(contact.email),
    phone: phone(contact.phone),
  };
}

/** What the form changes; `undefined` fields are left out (unchanged), null ones clear. */
export function clientChanges(input: UpdateClientDto): ClientChanges {
  const converters: { [K in keyof ClientFields]: () => ClientFields[K] } = {
    isPro: () => input.isPro!,
    civility: () => (input.civility ?? null) as Civility | null,
    firstname: () => text(input.firstname),
    lastname: () => text(input.lastname),
    businessName: () => text(input.businessName),
    businessReason: () => text(input.businessReason),
    email: () => email(input.email),
    phone: () => phone(input.phone),
    mobile: () => mobile(input.mobile),
    siret: () => text(input.siret)?.replace(/\D/g, '') ?? null,
    vatNumber: () => (text(input.vatNumber) ? compactVatNumber(input.vatNumber!) : null),
    exciseNumber: () => text(input.exciseNumber)?.toUpperCase() ?? null,
    typology: () => input.typology as ClientTypology,
    billingAddress: () => (input.billingAddress ? toClientAddress(input.billingAddress) : null),
    deliveryAddress: () => (input.deliveryAddress ? toClientAddress(input.deliveryAddress) : null),
    notes: () => text(input.notes),
    paymentDelay: () => (input.paymentDelay ?? null) as PaymentDelay | null,
    paymentType: () => (input.paymentType ?? null) as PaymentType | null,
    accountingCode: () => text(input.accountingCode),
    agentId: () => input.agentId ?? null,
    marketingConsent: () => input.marketingConsent!,
    userId: () => input.userId ?? null,
    pipe: () => (input.pipe ?? null) as ProspectStage | null,
    archived: () => input.archived!,
  };
  const fields: Partial<Record<keyof ClientFields, unknown>> = {};
  for (const key of Object.keys(converters) as (keyof ClientFields)[]) {
    if (input[key] !== undefined) fields[key] = converters[key]();
  }
  return {
    fields: fields as Partial<ClientFields>,
    ...(input.tags !== undefined ? { tags: normaliseTags(input.tags) } : {}),
    ...(input.contacts !== undefined ? { contacts: input.contacts.map(toContact) } : {}),
  };
}

/**
 * Who must have a name: a person a first and a last name, a professional its trade or legal name. The
 * failure is the spec's "Ce champ ne peut pas être vide".
 */
export function lacksName(
  client: Pick<ClientFields, 'isPro' | 'firstname' | 'lastname' | 'businessName' | 'businessReason'>,
): boolean {
  return client.isPro
    ? !client.businessName && !client.businessReason
    : !client.firstname || !client.lastname;
}
