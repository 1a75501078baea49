import { INTEGRATIONS, type Integration, type ShopIntegrations } from '@cuvee/kernel';
import type { EditedShop, Shop, ShopBusiness } from './shop.entity.js';

export function emptyEditedShop(): EditedShop {
  return { color: null, banner: null, logo: null };
}

export function emptyBusiness(): ShopBusiness {
  return {
    reason: null,
    name: null,
    siret: null,
    vatNumber: null,
    street: null,
    zipcode: null,
    city: null,
    country: null,
    phone: null,
    legalForm: null,
    publicationDirector: null,
    hostName: null,
    hostAddress: null,
    hostPhone: null,
  };
}

/**
 * An integration map naming every module. New shops start with every module off: the owner switches on
 * what they use in the settings (the route guard sends a page of an inactive module back to the dashboard).
 */
export function integrationsMap(active: boolean | ((integration: Integration) => boolean)): ShopIntegrations {
  const isOn = typeof active === 'function' ? active : () => active;
  return Object.fromEntries(INTEGRATIONS.map((integration) => [integration, { active: isOn(integration) }]));
}

/**
 * The shop with every JSON field complete: rows written before a field existed (or with part of it)
 * read as if they had the defaults, so callers never meet a missing key.
 */
export function withDefaults(shop: Shop): Shop {
  shop.editedShop = { ...emptyEditedShop(), ...shop.editedShop };
  shop.business = { ...emptyBusiness(), ...shop.business };
  shop.paymentsList ??= [];
  shop.integrations = { ...integrationsMap(false), ...shop.integrations };
  return shop;
}

/** What a seller registration needs to open a shop; everything else takes the defaults above. */
export interface NewShop {
  code: string;
  urlShop: string;
  name: string;
  businessType: string;
  ownerId: number;
  contactEmail?: string | null;
  refId?: string | null;
  integrations?: ShopIntegrations;
}

/**
 * A complete, unsaved shop row (save it with the manager of the caller's transaction). Its settings need
 * no row: every context reads a shop without one as its defaults.
 */
export function buildShop(input: NewShop): Partial<Shop> {
  return {
    code: input.code,
    urlShop: input.urlShop,
    name: input.name,
    businessType: input.businessType,
    ownerId: input.ownerId,
    contactEmail: input.contactEmail ?? null,
    refId: input.refId ?? null,
    editedShop: emptyEditedShop(),
    business: emptyBusiness(),
    paymentsList: [],
    integrations: input.integrations ?? integrationsMap(false),
    cardProviderAccountId: null,
    cardProviderActive: false,
    online: false,
    blocked: false,
    siret: null,
    addedByAgentId: null,
    takeoverState: null,
    takenOverAt: null,
  };
}
