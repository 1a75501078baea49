import type { Address } from '@cuvee/iam';
import type { Civility, ClientTypology, PaymentDelay, PaymentType, ProspectStage } from '@cuvee/kernel';

/*
 * A client's own values, written once for the form, the merge, the import and their tests: what a form
 * sets, and the dates the CRM stamps on top (consent given, prospect converted).
 */

/** The fields of a client a form sets (the rest is derived or kept by the CRM). */
export interface ClientFields {
  isPro: boolean;
  civility: Civility | null;
  firstname: string | null;
  lastname: string | null;
  businessName: string | null;
  businessReason: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  siret: string | null;
  vatNumber: string | null;
  exciseNumber: string | null;
  typology: ClientTypology;
  billingAddress: Address | null;
  deliveryAddress: Address | null;
  notes: string | null;
  paymentDelay: PaymentDelay | null;
  paymentType: PaymentType | null;
  accountingCode: string | null;
  agentId: number | null;
  marketingConsent: boolean;
  userId: number | null;
  pipe: ProspectStage | null;
  archived: boolean;
}

/** A client's own values: the form's and the CRM's dates (not the id, the shop or the row's dates). */
export interface ClientValues extends ClientFields {
  marketingConsentAt: Date | null;
  convertedAt: Date | null;
}

/** A new client's values before the form's. */
export const NEW_CLIENT: ClientFields = {
  isPro: false,
  civility: null,
  firstname: null,
  lastname: null,
  businessName: null,
  businessReason: null,
  email: null,
  phone: null,
  mobile: null,
  siret: null,
  vatNumber: null,
  exciseNumber: null,
  typology: 'public',
  billingAddress: null,
  deliveryAddress: null,
  notes: null,
  paymentDelay: null,
  paymentType: null,
  accountingCode: null,
  agentId: null,
  marketingConsent: false,
  userId: null,
  pipe: null,
  archived: false,
};

/** A client of whom nothing is known yet. */
export const BLANK_CLIENT: ClientValues = { ...NEW_CLIENT, marketingConsentAt: null, convertedAt: null };

const CLIENT_VALUE_KEYS = Object.keys(BLANK_CLIENT) as (keyof ClientValues)[];

/** Only a client's own values, from a row that has more (id, shop, dates of the row). */
// fromEntries types its result as a string-keyed record; the keys are BLANK_CLIENT's, so all of them.
export function clientValuesOf(client: ClientValues): ClientValues {
  return Object.fromEntries(CLIENT_VALUE_KEYS.map((key) => [key, client[key]])) as unknown as ClientValues;
}
