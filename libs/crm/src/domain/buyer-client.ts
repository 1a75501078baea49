import type { Address, UserBusiness } from '@cuvee/iam';
import { CLIENT_TYPOLOGIES, isKeyOf, PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import { NEW_CLIENT, type ClientFields } from './client-fields.js';

/*
 * The client record a shop gets for a buyer's first order or booking (docs/crm.md, clients created
 * from the shop front): what the buyer's account says, nothing the buyer did not give. Marketing
 * consent is not assumed from a purchase; the producer asks for it.
 */

/** What the CRM reads of a buyer's account. */
export interface BuyerFacts {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string | null;
  readonly isPro: boolean;
  readonly business: UserBusiness | null;
  readonly deliveryAddress: Address | null;
  readonly billingAddress: Address | null;
}

/**
 * The new client's fields: the buyer's names, email and phone (the account's, else the delivery
 * address's), their company for a professional, the billing address (else the delivery one, as
 * orders bill), the typology that priced them in the shop (public when the shop's is not a client
 * typology), linked to the account.
 */
export function buyerClientFields(buyer: BuyerFacts, typology: string): ClientFields {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    ...NEW_CLIENT,
    isPro: buyer.isPro,
    firstname: text(buyer.firstname),
    lastname: text(buyer.lastname),
    businessName: buyer.isPro ? text(buyer.business?.name) : null,
    businessReason: buyer.isPro ? text(buyer.business?.reason) : null,
    email: text(buyer.email),
    phone: text(buyer.phone) ?? text(buyer.deliveryAddress?.phone),
    typology: isKeyOf(CLIENT_TYPOLOGIES, typology) ? typology : PUBLIC_TYPOLOGY,
    billingAddress: buyer.billingAddress ?? buyer.deliveryAddress,
    deliveryAddress: buyer.deliveryAddress,
    userId: buyer.id,
  };
}
