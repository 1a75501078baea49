import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isShopVisualUrl, type ShopIntegrations, type TabViewer } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  Translator,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import type { EntityManager } from 'typeorm';
import { User } from '../users/user.entity.js';
import type { PublicShopDto, ShopCardDto, ShopDto, ShopSavedDto } from './dto/shop.dto.js';
import type { UpdateShopDto } from './dto/update-shop.dto.js';
import { withDefaults } from './shop-defaults.js';
import { findShopByKey, isUrlShopTaken } from './shop-lookup.js';
import { ShopMember } from './shop-member.entity.js';
import { definedOnly, ShopSettingsSections, type ShopSettingsView } from './shop-settings-sections.js';
import { Shop } from './shop.entity.js';
import { callerId, shopScope } from './shop-scope.js';
import { publicShopDto, shopCardDto } from './shop-views.js';

/** Producers lists: by name; `q` searches the name and the address name. */
const SHOP_CARDS_LIST: ListDefinition = {
  resource: 'shops',
  sortable: { name: 'shop.name', id: 'shop.id' },
  filters: {
    q: { kind: 'search', columns: ['shop.name', 'shop.urlShop'] },
    id: { kind: 'equals', column: 'shop.id', type: 'number' },
    businessType: { kind: 'equals', column: 'shop.businessType', type: 'string' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'shop.id',
};

/**
 * The seller's own shop (GET/PUT /v1/shops/me) and the public face of any shop (GET /v1/shops/{id}).
 * The shop row holds its identity; its settings are the contexts' (ShopSettingsSections).
 */
@Injectable()
export class ShopsService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly sections: ShopSettingsSections,
  ) {}

  async mine(ctx: RequestContext): Promise<ShopDto> {
    const { shopId } = shopScope(ctx);
    return this.shopDto(this.database.dataSource.manager, shopId);
  }

  async updateMine(ctx: RequestContext, input: UpdateShopDto): Promise<ShopSavedDto> {
    const { shopId } = shopScope(ctx);
    // Url names are lower-case: unique the same way on SQLite (case-sensitive) and MySQL (insensitive).
    if (input.urlShop !== undefined) input.urlShop = input.urlShop.toLowerCase();
    const shop = await this.database.transaction(async (manager) => {
      const shop = await loadShop(manager, shopId);
      if (input.urlShop !== undefined && input.urlShop !== shop.urlShop) {
        // A name the front ends route on (/auth, /dashboard…) is as taken as another shop's name or code.
        if (await isUrlShopTaken(manager, input.urlShop, shop.id))
          throw new BadRequestException('shops.urlShopTaken');
      }
      // A new banner is one of the shop's own uploads (as its products' pictures), never an address
      // elsewhere; the one it has is kept as it is.
      const banner = input.editedShop?.banner;
      if (banner && banner !== shop.editedShop!.banner && !isShopVisualUrl(shop.id, banner))
        throw new BadRequestException('shops.invalidBanner');
      applyChanges(shop, input);
      await manager.getRepository(Shop).save(shop);
      // Every context saves its settings in this transaction: one refusal and nothing is written.
      await this.sections.write(manager, shop.id, input);
      return this.shopDto(manager, shop.id);
    });
    return input.noMessage
      ? { success: true, shop }
      : { success: true, message: this.translator.translate('shops.saved', ctx.locale), shop };
  }

  /**
   * By numeric id, address name (urlShop) or public code; a blocked shop is as absent as an unknown one.
   * Only what the auth screen, the shop header and the legal notice need, never anything of the owner;
   * the tabs are those the caller's role in this shop sees.
   */
  async publicShop(ctx: RequestContext, key: string): Promise<PublicShopDto> {
    const manager = this.database.dataSource.manager;
    const shop = await findShopByKey(manager, key);
    if (!shop || shop.blocked) throw new NotFoundException('error.notFound');
    // Its face needs only the shop front's settings (header style, tabs).
    const settings = await this.sections.of(manager, shop.id, ['shop-front']);
    return publicShopDto(withDefaults(shop), settings, await viewerOf(manager, ctx, shop.id));
  }

  /** Producers for visitors: the shops open online (and not blocked), by name. */
  async onlineShops(query: ListQueryDto): Promise<Page<ShopCardDto>> {
    const request = parseListQuery(query, SHOP_CARDS_LIST);
    const builder = this.database.dataSource
      .getRepository(Shop)
      .createQueryBuilder('shop')
      .where('shop.online = :online AND shop.blocked = :blocked', { online: true, blocked: false });
    const page = await fetchPage(builder, request, SHOP_CARDS_LIST);
    return { ...page, rows: page.rows.map((shop) => shopCardDto(withDefaults(shop))) };
  }

  /** The caller's producers: the shops they belong to (any role), unless the shop or their place is blocked. */
  async memberShops(ctx: RequestContext, query: ListQueryDto): Promise<Page<ShopCardDto>> {
    const userId = callerId(ctx);
    const request = parseListQuery(query, SHOP_CARDS_LIST);
    const builder = this.database.dataSource
      .getRepository(Shop)
      .createQueryBuilder('shop')
      .innerJoin(ShopMember, 'member', 'member.shopId = shop.id AND member.userId = :userId', { userId })
      .where('member.blocked = :blocked AND shop.blocked = :blocked', { blocked: false });
    const page = await fetchPage(builder, request, SHOP_CARDS_LIST);
    return { ...page, rows: page.rows.map((shop) => shopCardDto(withDefaults(shop))) };
  }

  private async shopDto(manager: EntityManager, shopId: number): Promise<ShopDto> {
    const shop = await loadShop(manager, shopId);
    return toShopDto(manager, shop, await this.sections.of(manager, shopId));
  }
}

/** The caller's role in the shop, for the tabs limited to some roles; anyone else is a visitor. */
async function viewerOf(manager: EntityManager, ctx: RequestContext, shopId: number): Promise<TabViewer> {
  const user = ctx.user;
  if (!user) return 'visitor';
  const access = user.shopId === shopId ? user.access : null;
  if (access && access.role !== 'admin') return access.blocked ? 'visitor' : access.role;
  const member = await manager.getRepository(ShopMember).findOneBy({ shopId, userId: user.userId });
  return member && !member.blocked ? member.role : 'visitor';
}

async function loadShop(manager: EntityManager, shopId: number): Promise<Shop> {
  const shop = await manager.getRepository(Shop).findOneBy({ id: shopId });
  if (!shop) throw new NotFoundException('error.notFound');
  return withDefaults(shop);
}

/** Writes the accepted identity fields onto the row: objects merge, maps and lists replace. */
function applyChanges(shop: Shop, input: UpdateShopDto): void {
  if (input.name !== undefined) shop.name = input.name.trim();
  if (input.urlShop !== undefined) shop.urlShop = input.urlShop;
  if (input.businessType !== undefined) shop.businessType = input.businessType;
  if (input.contactEmail !== undefined) shop.contactEmail = input.contactEmail?.trim() || null;
  if (input.online !== undefined) shop.online = input.online;
  if (input.editedShop) shop.editedShop = { ...shop.editedShop!, ...definedOnly(input.editedShop) };
  if (input.business) shop.business = { ...shop.business!, ...definedOnly(input.business) };
  if (input.paymentsList) shop.paymentsList = [...new Set(input.paymentsList)];
  if (input.integrations) {
    const changes: ShopIntegrations = {};
    for (const [key, state] of Object.entries(input.integrations)) {
      changes[key as keyof ShopIntegrations] = { active: state.active };
    }
    shop.integrations = { ...shop.integrations, ...changes };
  }
}

async function toShopDto(manager: EntityManager, shop: Shop, settings: ShopSettingsView): Promise<ShopDto> {
  const owner = await manager.getRepository(User).findOneBy({ id: shop.ownerId });
  return {
    id: shop.id,
    code: shop.code,
    urlShop: shop.urlShop,
    name: shop.name,
    editedShop: shop.editedShop!,
    headerStyle: settings.headerStyle,
    tabs: settings.tabs,
    settings: settings.settings,
    typologies: settings.typologies,
    formats: settings.formats,
    contactEmail: shop.contactEmail,
    banks: settings.banks,
    cardProvider: { accountId: shop.cardProviderAccountId, active: shop.cardProviderActive },
    business: shop.business!,
    paymentsList: shop.paymentsList!,
    owner: {
      id: shop.ownerId,
      username: owner?.username ?? '',
      email: owner?.email ?? '',
      phone: owner?.phone ?? null,
    },
    businessType: shop.businessType,
    refId: shop.refId,
    integrations: shop.integrations as Record<string, { active: boolean }>,
    online: shop.online,
    blocked: shop.blocked,
  };
}
