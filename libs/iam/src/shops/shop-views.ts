import { visibleTabs, type TabViewer } from '@cuvee/kernel';
import type { PublicLegalDto, PublicShopDto, ShopCardDto } from './dto/shop.dto.js';
import type { ShopSettingsView } from './shop-settings-sections.js';
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

export function publicShopDto(
  shop: Shop,
  settings: Pick<ShopSettingsView, 'headerStyle' | 'tabs'>,
  viewer: TabViewer,
): PublicShopDto {
  return {
    id: shop.id,
    code: shop.code,
    urlShop: shop.urlShop,
    name: shop.name,
    businessType: shop.businessType,
    online: shop.online,
    editedShop: shop.editedShop!,
    headerStyle: settings.headerStyle,
    tabs: visibleTabs(settings.tabs, viewer),
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
