import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { Shop, type Address } from '@cuvee/iam';
import type { BillingSettings } from '../domain/billing-settings.js';
import { fiscalSettingsOf } from '../settings/billing-settings.service.js';
import type { BuyerIdentity, PostalAddress, SellerIdentity } from '../domain/legal-content.js';

/*
 * Who sells and who buys, as printed on a document: the seller from the shop (iam: name, business
 * identity, VAT setting) and the billing settings (legal form, RCS, capital); the buyer from the CRM
 * client. Read live while a document is a draft, frozen on it at issue.
 */

function postal(
  address: Pick<Address, 'street' | 'street2' | 'zipcode' | 'city' | 'country'> | null,
): PostalAddress | null {
  if (!address?.street?.trim() || !address.zipcode?.trim() || !address.city?.trim()) return null;
  return {
    street: address.street.trim(),
    street2: address.street2?.trim() || null,
    zipcode: address.zipcode.trim(),
    city: address.city.trim(),
    country: address.country?.trim() || 'FR',
  };
}

export async function sellerOf(
  manager: EntityManager,
  shopId: number,
  settings: BillingSettings,
): Promise<SellerIdentity> {
  const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
  const business = shop.business;
  return {
    name: shop.name,
    legalName: business?.reason?.trim() || business?.name?.trim() || null,
    // The company's identity is the shop's (settings "infos"); billing settings add what only invoices print.
    legalForm: business?.legalForm?.trim() || null,
    siret: business?.siret || null,
    vatNumber: business?.vatNumber || null,
    rcs: settings.rcs?.trim() || null,
    capital: settings.capital,
    address: business
      ? postal({
          street: business.street ?? '',
          street2: null,
          zipcode: business.zipcode ?? '',
          city: business.city ?? '',
          country: business.country ?? 'FR',
        })
      : null,
    email: shop.contactEmail,
    phone: business?.phone ?? null,
    chargesVat: (await fiscalSettingsOf(manager, [shopId])).get(shopId)!.hasTVA,
    // Left out when empty, so the documents of a shop without mentions hash as they always did.
    ...(settings.documents.mentions?.trim() ? { mentions: settings.documents.mentions.trim() } : {}),
  };
}

/** The client of the shop, or a 400 naming the problem (a document's client is chosen in a form). */
export async function clientOf(manager: EntityManager, shopId: number, clientId: number): Promise<Client> {
  const client = await manager.getRepository(Client).findOneBy({ id: clientId, shopId });
  if (!client) throw new BadRequestException('billing.clientUnknown');
  return client;
}

export function buyerOf(client: Client): BuyerIdentity {
  const person = [client.firstname, client.lastname].filter(Boolean).join(' ');
  return {
    name:
      (client.isPro ? client.businessReason || client.businessName : null) || person || client.displayName,
    firstname: client.firstname,
    lastname: client.lastname,
    businessName: client.businessName,
    businessReason: client.businessReason,
    isPro: client.isPro,
    siret: client.siret,
    vatNumber: client.vatNumber,
    exciseNumber: client.exciseNumber,
    email: client.email,
    billingAddress: postal(client.billingAddress) ?? postal(client.deliveryAddress),
    deliveryAddress: postal(client.deliveryAddress),
  };
}
