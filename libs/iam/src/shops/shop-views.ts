import { headerStyleOf, visibleTabs, type ShopTab, type TabViewer } from '@cuvee/kernel';
import type { PublicLegalDto, PublicShopDto, ShopCardDto } from './dto/shop.dto.js';
import type { Shop } from './shop.entity.js';

/*
 * What anyone may read of a shop: its face (name, look, header style, tabs), its public legal identity
 * (the legal notice must name the seller and the host, LCEN art. 6) and its card in producers lists.
 * Never its owner, banks, typologies or settings. `shop` has its defaults (withDefaults).
 */

export function publicLegal(shop: Shop): PublicLegalDto {
  const business = shop.business!;
  return {
    companyName: business.reason ?? business.name,
    tradeName: business.name,
    legalForm: business.legalForm,
    street: business.street,
    zipcode: business.zipcode,
    city: business.city,
    country: business.country,
    siret: business.siret,
    vatNumber: business.vatNumber,
    phone: business.phone,
    email: shop.contactEmail,
    publicationDirector: business.publicationDirector,
    host: { name: business.hostName, address: business.hostAddress, phone: business.hostPhone },
  };
}

export function publicShopDto(shop: Shop, viewer: TabViewer): PublicShopDto {
  return {
    id: shop.id,
    code: shop.code,
    urlShop: shop.urlShop,
    name: shop.name,
    businessType: shop.businessType,
    online: shop.online,
    editedShop: shop.editedShop!,
    headerStyle: headerStyleOf(shop.headerStyle),
    tabs: visibleTabs(shop.tabs ?? [], viewer),
    legal: publicLegal(shop),
  };
}

export function shopCardDto(shop: Shop): ShopCardDto {
  return {
    id: shop.id,
    code: shop.code,
    urlShop: shop.urlShop,
    name: shop.name,
    businessType: shop.businessType,
    city: shop.business?.city ?? null,
    editedShop: shop.editedShop!,
    online: shop.online,
  };
}

/** A tab as stored: every optional key present, texts trimmed, empty filters dropped. */
export function storedTab(input: {
  id: string;
  name: string;
  order: number;
  exists: boolean;
  roles?: string[];
  content?: string | null;
  filter?: { color?: string; appellation?: string; type?: string } | null;
  children?: Parameters<typeof storedTab>[0][];
}): ShopTab {
  const filter = Object.fromEntries(
    Object.entries(input.filter ?? {}).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
  return {
    id: input.id,
    name: input.name.trim(),
    order: input.order,
    exists: input.exists,
    roles: [...new Set(input.roles ?? [])] as ShopTab['roles'],
    content: input.content?.trim() || null,
    filter: Object.keys(filter).length ? filter : null,
    children: (input.children ?? []).map(storedTab),
  };
}
